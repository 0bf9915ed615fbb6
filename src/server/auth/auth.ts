import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import type { Db } from "../db/client.ts";
import { accounts, profiles, rateLimits, sessions, users, verifications } from "../db/schema.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { enqueueMail } from "../integrations/mail/outbox.ts";
import { REQUEST_ID_HEADER } from "../http/request-id.ts";
import { hitRateLimit, RATE_LIMITED_MESSAGE } from "../http/rate-limit.ts";
import { makePrivate } from "../http/security-headers.ts";
import { checkAccountRules, RATE_LIMITED_CODE } from "./account-rules.ts";
import { createDeviceCookies, normalizeLogin } from "./device-cookie.ts";
import { queueVerificationMail, requestLanguage, VERIFICATION_LINK_SECONDS } from "./email-verification.ts";
import { existingAccountMail } from "./existing-account-mail.ts";
import { passwordResetMail } from "./password-reset-mail.ts";
import { stripTokenKeys, type AuthHookContext } from "./session-token.ts";
import { listTrustedOrigins } from "./trusted-origins.ts";

/** Set by our own route (from the socket or a trusted proxy) before better-auth sees a request. */
export const CLIENT_IP_HEADER = "x-client-ip";

export interface AuthOptions {
  db: Db;
  env: Env;
  logger: Logger;
  secret: string;
  onMailQueued(): void;
  /**
   * Tests only: a cheap password hash instead of better-auth's scrypt (about 0.2 s of CPU per
   * account). The product always uses scrypt.
   */
  passwordHasher?: { hash(password: string): Promise<string>; verify(data: { hash: string; password: string }): Promise<boolean> };
}

/**
 * What the web app calls under /api/auth (method and path after it), and nothing else: better-auth
 * has many more endpoints (list-sessions, revoke-other-sessions, list-accounts, unlink-account,
 * delete-user, change-email, ...) that the product does not use; every other path answers 404
 * (decision 0031). The reset link of the e-mail is GET /reset-password/<token>.
 */
const ALLOWED_AUTH_ENDPOINTS: readonly { method: string; path: RegExp }[] = [
  { method: "POST", path: /^\/sign-in\/email$/ },
  { method: "POST", path: /^\/sign-up\/email$/ },
  { method: "POST", path: /^\/sign-out$/ },
  { method: "GET", path: /^\/get-session$/ },
  { method: "POST", path: /^\/request-password-reset$/ },
  { method: "POST", path: /^\/reset-password$/ },
  { method: "GET", path: /^\/reset-password\/[A-Za-z0-9_-]{1,200}$/ },
  { method: "POST", path: /^\/change-password$/ },
  { method: "POST", path: /^\/update-user$/ },
  // The link of the verification e-mail (decision 0046); a new one is asked for through
  // POST /api/account/verification-email, not better-auth's send-verification-email.
  { method: "GET", path: /^\/verify-email$/ },
];
const AUTH_BASE_PATH = "/api/auth";

/** Whether the product uses this better-auth endpoint (see ALLOWED_AUTH_ENDPOINTS). */
export function isAllowedAuthEndpoint(method: string, pathname: string): boolean {
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  const path = pathname.slice(AUTH_BASE_PATH.length);
  return ALLOWED_AUTH_ENDPOINTS.some((endpoint) => endpoint.method === method && endpoint.path.test(path));
}

/** How often the owner of an address is told of sign-ups with it: 3 e-mails an hour at most. */
const EXISTING_ACCOUNT_MAIL_LIMIT = { keyPrefix: "auth-existing-account-mail", windowMs: 60 * 60_000, max: 3 } as const;

export function createAuth({ db, env, logger, secret, onMailQueued, passwordHasher }: AuthOptions) {
  const secureCookies = env.publicUrl.startsWith("https://");
  const deviceCookies = createDeviceCookies({ secret, secure: secureCookies });
  const auth = betterAuth({
    appName: "Lusitania Chauffeur",
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret,
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    // PUBLIC_URL when set; otherwise also the origin each request was sent to (see the function).
    trustedOrigins: (request) => listTrustedOrigins(env, request),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      ...(passwordHasher ? { password: passwordHasher } : {}),
      // A sign-up does not sign in: the answer to an address that already has an account (which
      // cannot sign in) is then the same as to a new one, and better-auth answers it with a made-up
      // user instead of a 422 (decision 0031). The person signs in with the password they chose.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        const { keyPrefix, windowMs, max } = EXISTING_ACCOUNT_MAIL_LIMIT;
        const hit = await hitRateLimit(db, `${keyPrefix}:${normalizeLogin(user.email)}`, windowMs, max);
        if (hit.limited) return;
        const loginUrl = new URL("/login", env.publicUrl).toString();
        await enqueueMail(db, existingAccountMail({ to: user.email, name: user.name, loginUrl }));
        onMailQueued();
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await enqueueMail(db, passwordResetMail({ to: user.email, name: user.name, url }));
        onMailQueued();
      },
    },
    // A new account's e-mail is verified by an e-mailed link (decision 0046): the customer area
    // opens once it is. The first link is queued after a browser's sign-up (the after hook below),
    // never for accounts our own code creates; the link does not sign anyone in.
    emailVerification: {
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Secure cookies only on https: at http://127.0.0.1:3000 or a LAN address the browser
      // would otherwise drop the session cookie.
      useSecureCookies: secureCookies,
      // better-auth turns the origin check off when NODE_ENV is test; keep it on so tests see
      // what browsers see.
      disableOriginCheck: false,
    },
    rateLimit: {
      enabled: env.NODE_ENV !== "test",
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
      },
    },
    hooks: {
      // The spec's account rules hold on the server, with Portuguese messages: sign-up, name
      // changes, new passwords, and a sign-in limit per account (see account-rules.ts).
      before: createAuthMiddleware((ctx) => checkAccountRules(ctx, db, { deviceCookies })),
      after: createAuthMiddleware(async (ctx) => {
        // A browser that signed in gets (or renews) its device cookie for that account.
        const signedIn = ctx.path === "/sign-in/email" ? ctx.context.newSession : null;
        if (ctx.request && signedIn) {
          const cookie = deviceCookies.issue(signedIn.user.email);
          ctx.setCookie(cookie.name, cookie.value, cookie.attributes);
        }
        if (ctx.path === "/sign-up/email" && ctx.request) await queueSignUpVerification(ctx);
        // The session token stays in the httpOnly cookie: no answer to the browser carries it.
        return stripTokenKeys(ctx);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The name is kept in profiles too (spec section 3). A failure is logged; sign-up goes on.
          after: async (user) => {
            try {
              await db.insert(profiles).values({ userId: user.id, name: user.name }).onConflictDoNothing();
            } catch (error) {
              logger.error({ err: error, userId: user.id }, "could not create the profile after sign-up");
            }
          },
        },
        update: {
          // profiles.name follows users.name (the admin's lists read the profile).
          after: async (user) => {
            if (typeof user.name !== "string") return;
            try {
              await db
                .insert(profiles)
                .values({ userId: user.id, name: user.name })
                .onConflictDoUpdate({ target: profiles.userId, set: { name: user.name, updatedAt: new Date() } });
            } catch (error) {
              logger.error({ err: error, userId: user.id }, "could not copy the new name to the profile");
            }
          },
        },
      },
    },
  });
  /**
   * After a browser's sign-up: the verification e-mail of the account it created, in the visitor's
   * language. An address that already had an account got a made-up user in the answer (its owner
   * was e-mailed instead: onExistingUserSignUp), so nothing goes out for it here.
   */
  async function queueSignUpVerification(ctx: AuthHookContext) {
    const returned = ctx.context.returned as { user?: { id?: unknown; email?: unknown } } | undefined;
    const email = typeof returned?.user?.email === "string" ? returned.user.email : null;
    if (!email) return;
    const found = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
    if (!found || found.user.id !== returned?.user?.id || found.user.emailVerified) return;
    await queueVerificationMail(db, {
      secret,
      publicUrl: env.publicUrl,
      user: found.user,
      language: requestLanguage(ctx.request!.headers),
    });
    onMailQueued();
  }

  const betterAuthHandler = auth.handler;
  const handler = async (request: Request) => {
    // Only the endpoints the product uses (the same 404 as any unknown /api path).
    if (!isAllowedAuthEndpoint(request.method, new URL(request.url).pathname)) {
      // The request's id, as app.ts set it on the request it hands over (never the client's own).
      const requestId = request.headers.get(REQUEST_ID_HEADER) ?? undefined;
      const error = { code: "not_found", message: "Recurso não encontrado", ...(requestId ? { requestId } : {}) };
      return privateAnswer(Response.json({ error }, { status: 404 }));
    }
    // better-auth's own limiter (per address) answers 429 with an English text: give the browser ours.
    return privateAnswer(await localizeRateLimitAnswer(await betterAuthHandler(request)));
  };
  return Object.assign(auth, { handler, fetch: handler });
}

/**
 * Every answer of /api/auth is about the caller's own account or session: never stored by a
 * browser or a proxy, and never served to another cookie.
 */
function privateAnswer(response: Response): Response {
  const headers = new Headers(response.headers);
  makePrivate(headers, true);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function localizeRateLimitAnswer(response: Response): Promise<Response> {
  if (response.status !== 429) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (body && typeof body === "object" && "code" in body && body.code === RATE_LIMITED_CODE) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  const retryAfter = response.headers.get("x-retry-after");
  if (retryAfter && !headers.has("retry-after")) headers.set("retry-after", retryAfter);
  return new Response(JSON.stringify({ code: RATE_LIMITED_CODE, message: RATE_LIMITED_MESSAGE }), { status: 429, headers });
}

export type Auth = ReturnType<typeof createAuth>;

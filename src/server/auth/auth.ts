import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import type { Db } from "../db/client.ts";
import { accounts, profiles, rateLimits, sessions, users, verifications } from "../db/schema.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { enqueueMail } from "../integrations/mail/outbox.ts";
import { RATE_LIMITED_MESSAGE } from "../http/rate-limit.ts";
import { checkAccountRules, RATE_LIMITED_CODE } from "./account-rules.ts";
import { passwordResetMail } from "./password-reset-mail.ts";
import { stripSessionTokens } from "./session-token.ts";
import { listTrustedOrigins } from "./trusted-origins.ts";

/** Set by our own route (from the socket or a trusted proxy) before better-auth sees a request. */
export const CLIENT_IP_HEADER = "x-client-ip";

export interface AuthOptions {
  db: Db;
  env: Env;
  logger: Logger;
  secret: string;
  onMailQueued(): void;
}

export function createAuth({ db, env, logger, secret, onMailQueued }: AuthOptions) {
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
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await enqueueMail(db, passwordResetMail({ to: user.email, name: user.name, url }));
        onMailQueued();
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Secure cookies only on https: at http://127.0.0.1:3000 or a LAN address the browser
      // would otherwise drop the session cookie.
      useSecureCookies: env.publicUrl.startsWith("https://"),
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
      before: createAuthMiddleware((ctx) => checkAccountRules(ctx, db)),
      // The session token stays in the httpOnly cookie: no answer to the browser carries it.
      after: stripSessionTokens,
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
  // better-auth's own limiter (per address) answers 429 with an English text: give the browser ours.
  const betterAuthHandler = auth.handler;
  const handler = async (request: Request) => localizeRateLimitAnswer(await betterAuthHandler(request));
  return Object.assign(auth, { handler, fetch: handler });
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

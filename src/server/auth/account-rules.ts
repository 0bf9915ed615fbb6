import { APIError, getSessionFromCtx } from "better-auth/api";
import type { AuthContext, GenericEndpointContext } from "better-auth";
import type { z } from "zod";
import {
  AUTH_MESSAGES,
  newPasswordSchema,
  passwordEqualsEmail,
  signUpSchema,
  updateAccountSchema,
} from "../../domain/auth-schemas.ts";
import type { DbOrTx } from "../db/client.ts";
import { hitRateLimit } from "../http/rate-limit.ts";
import { normalizeLogin, type DeviceCookies } from "./device-cookie.ts";

/** Our own errors carry this code: their message is already Portuguese, for the person. */
export const INVALID_INPUT_CODE = "INVALID_INPUT";
export const RATE_LIMITED_CODE = "RATE_LIMITED";

/**
 * Sign-in attempts per account (the e-mail, lower-cased), on top of better-auth's limit per
 * address: 10 in 15 minutes, counted in the database so every server process shares them. Only
 * browsers without a device cookie for the account count here (device-cookie.ts, decision 0031);
 * a browser with one is counted on its own, with the same limit, and never meets this one.
 */
export const SIGN_IN_ACCOUNT_LIMIT = { keyPrefix: "auth-sign-in-account", windowMs: 15 * 60_000, max: 10 } as const;
export const SIGN_IN_DEVICE_LIMIT = { keyPrefix: "auth-sign-in-device", windowMs: 15 * 60_000, max: 10 } as const;
export const SIGN_IN_LIMITED_MESSAGE = AUTH_MESSAGES.signInLimited;
export const INVALID_CHARACTERS_MESSAGE = "Os dados enviados contêm caracteres inválidos.";

type HookContext = GenericEndpointContext & { context: AuthContext };

const refuse = (message: string) => new APIError("BAD_REQUEST", { code: INVALID_INPUT_CODE, message });

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? AUTH_MESSAGES.invalidRequest;
}

/** True when a string anywhere in the value (keys included) holds a NUL character. */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000") || containsNulCharacter(item, depth + 1)) return true;
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Our rules in front of better-auth's endpoints (its before hook). Throws an APIError with a
 * Portuguese message, or answers the body better-auth should use instead (trimmed names).
 */
/** What sign-up takes: the form's fields and what better-auth's browser client adds. */
const SIGN_UP_KEYS = new Set(["email", "password", "name", "callbackURL", "rememberMe"]);
export const UNKNOWN_FIELDS_MESSAGE = "Por favor, verifique os dados do formulário.";

export interface AccountRulesOptions {
  /** Tells a browser that signed in to an account before (decision 0031). */
  deviceCookies: DeviceCookies;
}

export async function checkAccountRules(ctx: HookContext, db: DbOrTx, options: AccountRulesOptions) {
  const body: unknown = ctx.body;
  // PostgreSQL text cannot hold NUL: refuse it here with a 400 rather than fail with a 500.
  if (containsNulCharacter(body)) throw refuse(INVALID_CHARACTERS_MESSAGE);

  switch (ctx.path) {
    case "/sign-in/email":
      await limitSignIn(ctx, db, body, options.deviceCookies);
      return;
    case "/sign-up/email": {
      if (!isPlainObject(body)) throw refuse(AUTH_MESSAGES.invalidRequest);
      // Like every other JSON body: a key sign-up does not take (a role, emailVerified, ...) is refused.
      if (Object.keys(body).some((key) => !SIGN_UP_KEYS.has(key))) throw refuse(UNKNOWN_FIELDS_MESSAGE);
      const parsed = signUpSchema.safeParse(body);
      if (!parsed.success) throw refuse(firstMessage(parsed.error));
      // A browser's sign-up for an address that has an account is answered like a new one (and
      // the owner is e-mailed: auth.ts). Our own code (the admin's Adicionar Utilizador, the
      // first admin's setup, the command line) must hear that the address is taken.
      if (!ctx.request && (await ctx.context.internalAdapter.findUserByEmail(parsed.data.email.toLowerCase()))) {
        throw new APIError("UNPROCESSABLE_ENTITY", { code: "USER_ALREADY_EXISTS", message: AUTH_MESSAGES.invalidRequest });
      }
      return { context: { body: { ...body, email: parsed.data.email, name: parsed.data.name } } };
    }
    case "/update-user": {
      // The product shows no account image: none is stored (a URL such as javascript:alert(1) would
      // wait there for the first screen that shows it).
      if (isPlainObject(body) && Object.hasOwn(body, "image")) throw refuse(AUTH_MESSAGES.invalidImage);
      const parsed = updateAccountSchema.safeParse(body);
      if (!parsed.success) throw refuse(firstMessage(parsed.error));
      if (parsed.data.name === undefined || !isPlainObject(body)) return;
      return { context: { body: { ...body, name: parsed.data.name } } };
    }
    case "/reset-password": {
      if (!isPlainObject(body)) throw refuse(AUTH_MESSAGES.invalidRequest);
      const password = checkNewPassword(body.newPassword);
      const email = await findResetEmail(ctx, body.token);
      if (email && passwordEqualsEmail(password, email)) throw refuse(AUTH_MESSAGES.passwordIsEmail);
      return;
    }
    case "/change-password": {
      if (!isPlainObject(body)) throw refuse(AUTH_MESSAGES.invalidRequest);
      const password = checkNewPassword(body.newPassword);
      const session = await getSessionFromCtx(ctx);
      if (session && passwordEqualsEmail(password, session.user.email)) throw refuse(AUTH_MESSAGES.passwordIsEmail);
      // A new password ends every other session of the account, whatever the browser asked: the
      // reason to change it is often that someone else has it.
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
    default:
      return;
  }
}

function checkNewPassword(value: unknown): string {
  const parsed = newPasswordSchema.safeParse(value);
  if (!parsed.success) throw refuse(firstMessage(parsed.error));
  return parsed.data;
}

/** The e-mail of the account a reset token belongs to, or null (better-auth then refuses the token). */
async function findResetEmail(ctx: HookContext, token: unknown): Promise<string | null> {
  if (typeof token !== "string" || token === "") return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return null;
  const user = await ctx.context.internalAdapter.findUserById(verification.value);
  return user?.email ?? null;
}

/**
 * The sign-in limits (decision 0031): a browser with a valid device cookie for this account is
 * counted per cookie; any other attempt is counted per account (and per address by better-auth).
 */
async function limitSignIn(ctx: HookContext, db: DbOrTx, body: unknown, deviceCookies: DeviceCookies) {
  if (!isPlainObject(body) || typeof body.email !== "string") return;
  const email = normalizeLogin(body.email);
  if (!email) return;
  const nonce = deviceCookies.trustedNonce(ctx.getCookie(deviceCookies.name), email);
  const { keyPrefix, windowMs, max } = nonce ? SIGN_IN_DEVICE_LIMIT : SIGN_IN_ACCOUNT_LIMIT;
  const hit = await hitRateLimit(db, `${keyPrefix}:${nonce ?? email}`, windowMs, max);
  if (!hit.limited) return;
  const retryAfter = Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000));
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: RATE_LIMITED_CODE, message: SIGN_IN_LIMITED_MESSAGE },
    { "retry-after": String(retryAfter) },
  );
}

import { createAuthMiddleware } from "better-auth/api";

/** What an after-hook of better-auth receives (the answer so far is `context.returned`). */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * better-auth puts the session token in JSON answers (sign-up, sign-in, get-session, list-sessions,
 * change-password). The session lives in an httpOnly cookie so that page scripts cannot read it;
 * a copy in the body would undo that. This after-hook removes every `token` key from the answers
 * of HTTP requests; `auth.api.*` calls made by our own server code keep the whole value
 * (decision 0024).
 */
export const stripSessionTokens = createAuthMiddleware(async (ctx) => stripTokenKeys(ctx));

/** What stripSessionTokens does, for an after-hook that does more (auth.ts). */
export async function stripTokenKeys(ctx: AuthHookContext) {
  if (!ctx.request) return;
  const returned: unknown = ctx.context.returned;
  const stripped = withoutTokenKeys(returned);
  // Only a plain object or an array can come back changed.
  if (stripped !== returned) return ctx.json(stripped as Record<string, unknown>);
  return undefined;
}

/**
 * A copy of a JSON-like value without `token` keys at any depth (plain objects and arrays only;
 * a Date, an error or a Response is left as it is). The same value when there is nothing to remove.
 */
export function withoutTokenKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(withoutTokenKeys);
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (!isPlainObject(value)) return value;
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "token") {
      changed = true;
      continue;
    }
    const stripped = withoutTokenKeys(item);
    if (stripped !== item) changed = true;
    copy[key] = stripped;
  }
  return changed ? copy : value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

import type { Env } from "../env.ts";

/** Vite's dev server, which proxies /api to us during `npm run dev`. */
export const VITE_DEV_ORIGIN = "http://localhost:5173";

/**
 * The origins whose browsers may call better-auth (sign in, sign up, reset, ...).
 *
 * - PUBLIC_URL set: that origin only (plus Vite's dev server in development). Production sets it.
 * - PUBLIC_URL not set (a first `npm start`, a phone on the LAN, http://127.0.0.1:3000): the
 *   origin the request was sent to, i.e. the scheme and Host header of the request itself, so a
 *   same-origin page may sign in wherever the product is opened. A page on another site still
 *   sends its own Origin, which differs from our Host, and stays refused.
 *
 * better-auth calls this once at start without a request, then for every request with it.
 */
export function listTrustedOrigins(
  env: Pick<Env, "NODE_ENV" | "publicUrl" | "publicUrlSet">,
  request?: Request,
): string[] {
  const origins = [new URL(env.publicUrl).origin];
  if (env.NODE_ENV === "development") origins.push(VITE_DEV_ORIGIN);
  if (!env.publicUrlSet && request) {
    const own = requestOrigin(request);
    if (own) origins.push(own);
  }
  return origins;
}

function requestOrigin(request: Request): string | null {
  try {
    const { protocol, origin } = new URL(request.url);
    return protocol === "http:" || protocol === "https:" ? origin : null;
  } catch {
    return null;
  }
}

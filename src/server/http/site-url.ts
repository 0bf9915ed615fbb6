import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";

/**
 * The origin links back to the site start with (checkout return pages, manage-my-booking links in
 * e-mails): PUBLIC_URL when it is set, else the origin this request came to (the site may be
 * opened at localhost, 127.0.0.1 or a LAN address). No trailing slash.
 */
export function siteUrlOf(c: Context<AppEnv>): string {
  const { env } = c.get("deps");
  return (env.publicUrlSet ? env.publicUrl : new URL(c.req.url).origin).replace(/\/+$/, "");
}

import os from "node:os";
import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";

/** The addresses of this machine's own network interfaces (IPv6 without brackets). */
function ownAddresses(): Set<string> {
  const addresses = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) addresses.add(entry.address.toLowerCase());
  }
  return addresses;
}

/** Whether a request's host names this machine: localhost, a loopback address or one of its own interfaces'. */
export function isOwnHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host)) return true;
  return ownAddresses().has(host);
}

/**
 * The origin that links leaving the server start with (e-mails, checkout return pages, calendar
 * files): PUBLIC_URL when it is set. Without it, the address this request came to only when it
 * names this machine (localhost, 127.0.0.1, a LAN address of its own: a phone on the network gets
 * links it can open), else http://localhost:PORT. Never a Host or X-Forwarded-Host header that
 * names another site. No trailing slash.
 */
export function siteUrlOf(c: Context<AppEnv>): string {
  const { env } = c.get("deps");
  if (env.publicUrlSet) return env.publicUrl.replace(/\/+$/, "");
  const requested = new URL(c.req.url);
  if ((requested.protocol === "http:" || requested.protocol === "https:") && isOwnHost(requested.hostname)) {
    return requested.origin;
  }
  return env.publicUrl.replace(/\/+$/, "");
}

import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./app-env.ts";

/** The only host framed by our pages: the OpenStreetMap embed on /contact. */
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

/** OpenStreetMap's tile server: the admin zones map loads its tiles as images from it. */
export const MAP_TILE_ORIGIN = "https://tile.openstreetmap.org";

/**
 * The Content-Security-Policy of every answer (the SPA's pages, its 404, the test checkout page).
 * - script-src 'self': the built index.html has no inline script (vite-plugin-pwa's register
 *   script is not injected: injectRegister is null), so no hash or nonce is needed.
 * - style-src 'self' 'unsafe-inline': sonner and Radix (react-remove-scroll) insert <style>
 *   elements at run time, which cannot carry a nonce from a static index.html; inline styles
 *   cannot run code, and scripts stay locked to 'self'.
 * - img-src https: catalogue photos may be remote URLs. The admin map's OpenStreetMap tiles are
 *   named as well, so they stay allowed (as images only) if https: is ever narrowed.
 * - frame-src: only the map embed. Stripe Checkout is a redirect (a navigation), not a frame or a
 *   form post, so form-action stays 'self' (the test checkout posts to us).
 * - frame-ancestors 'none': no site may frame ours (X-Frame-Options DENY says the same to old browsers).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:", MAP_TILE_ORIGIN],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  frameSrc: [MAP_EMBED_ORIGIN],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
};

/**
 * Powerful features nothing of ours uses are off for us and any frame. Geolocation too: places
 * are typed, never located. Clipboard and web share stay allowed (the admin shares the driver
 * app link). interest-cohort (FLoC) is gone from browsers and only logs an error; browsing-topics
 * is its successor.
 */
export const PERMISSIONS_POLICY = {
  accelerometer: false,
  browsingTopics: false,
  camera: false,
  displayCapture: false,
  geolocation: false,
  gyroscope: false,
  hid: false,
  magnetometer: false,
  microphone: false,
  midi: false,
  payment: false,
  serial: false,
  usb: false,
} satisfies NonNullable<Parameters<typeof secureHeaders>[0]>["permissionsPolicy"];

/** Hono's secure headers with our policies (HSTS is set separately, see strictTransportSecurity). */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    permissionsPolicy: PERMISSIONS_POLICY,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: "DENY",
    strictTransportSecurity: false,
  });
}

export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/**
 * Strict-Transport-Security only on answers served over https: the request URL is https, or,
 * behind `trustedProxies` proxies (TRUST_PROXY), the X-Forwarded-Proto entry the outermost of
 * them set says https. Never on plain http (a browser ignores it there, and a local http server
 * must not pin the host name to https).
 */
export function strictTransportSecurity(trustedProxies: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (isHttps(c.req.url, c.req.header("x-forwarded-proto"), trustedProxies)) {
      c.res.headers.set("strict-transport-security", HSTS_VALUE);
    }
  };
}

function isHttps(url: string, forwardedProto: string | undefined, trustedProxies: number): boolean {
  if (trustedProxies > 0 && forwardedProto !== undefined) {
    const entries = forwardedProto.split(",").map((e) => e.trim().toLowerCase());
    // Like X-Forwarded-For: entries before the trusted proxies' own are client text.
    const proto = entries[Math.max(0, entries.length - trustedProxies)];
    return proto === "https";
  }
  return new URL(url).protocol === "https:";
}

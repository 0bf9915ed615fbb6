import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode, StatusCode } from "hono/utils/http-status";
import type { AnswerSecurity, AppEnv } from "./app-env.ts";
import { REQUEST_ID_HEADER } from "./request-id.ts";

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
 * Powerful features nothing of ours uses are off for us and any frame. Geolocation is this site's
 * only (never a frame's): the driver portal reads the phone's position during a job (decision
 * 0050); places are still typed, never located. Clipboard and web share stay allowed (the admin shares the driver
 * app link). interest-cohort (FLoC) is gone from browsers and only logs an error; browsing-topics
 * is its successor.
 */
export const PERMISSIONS_POLICY = {
  accelerometer: false,
  browsingTopics: false,
  camera: false,
  displayCapture: false,
  /** The driver portal reads the phone's position during a job (decision 0050): this site only. */
  geolocation: ["self"],
  gyroscope: false,
  hid: false,
  magnetometer: false,
  microphone: false,
  midi: false,
  payment: false,
  serial: false,
  usb: false,
} satisfies Record<string, boolean | string[]>;

/** "frameAncestors" → "frame-ancestors", as directive and feature names are written. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CSP header's text: `default-src 'self'; script-src 'self'; …` in the order above. */
export function formatContentSecurityPolicy(policy: Record<string, readonly string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [kebab(directive), ...sources].join(" "))
    .join("; ");
}

/** The Permissions-Policy header's text: `camera=(), …` (a feature turned on would be `=*`, for this site only `=(self)`). */
export function formatPermissionsPolicy(policy: Record<string, boolean | string[]>): string {
  return Object.entries(policy)
    .map(([feature, allowed]) => `${kebab(feature)}=${Array.isArray(allowed) ? `(${allowed.join(" ")})` : allowed ? "*" : "()"}`)
    .join(", ");
}

/**
 * The headers on every answer, as constant name/value pairs (names in lower case): the same
 * ones Hono's secureHeaders set with our policies, built once instead of for every request.
 * - Content-Security-Policy and Permissions-Policy: above.
 * - X-Frame-Options DENY (frame-ancestors 'none' for old browsers), nosniff, no referrer.
 * - Cross-Origin-Opener/Resource-Policy same-origin, Origin-Agent-Cluster, and the legacy
 *   X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies and
 *   X-XSS-Protection 0 (the old filter is itself a risk). No Cross-Origin-Embedder-Policy:
 *   catalogue photos may come from other hosts without CORP headers.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy": formatContentSecurityPolicy(CONTENT_SECURITY_POLICY),
  "permissions-policy": formatPermissionsPolicy(PERMISSIONS_POLICY),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
});

export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/** SECURITY_HEADERS and Strict-Transport-Security: for answers served over https. */
export const HTTPS_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...SECURITY_HEADERS,
  "strict-transport-security": HSTS_VALUE,
});

const SECURITY_ENTRIES = Object.entries(SECURITY_HEADERS);
const HTTPS_SECURITY_ENTRIES = Object.entries(HTTPS_SECURITY_HEADERS);

/** What contentLanguageOf adds (the answer depends on Accept-Language when no ?lang= is given). */
const VARY_LANGUAGE = Object.freeze({ vary: "Accept-Language" });

/**
 * An answer's own headers merged with the security headers (and Vary), made once per headers
 * object (the callers pass constants: JSON's content type, a cached catalogue entity's headers).
 * Frozen: @hono/node-server and Node only read them.
 */
const merged = new WeakMap<Readonly<Record<string, string>>, Map<string, Readonly<Record<string, string>>>>();
function mergeHeaders(own: Readonly<Record<string, string>>, https: boolean, varyLanguage: boolean) {
  let variants = merged.get(own);
  if (!variants) merged.set(own, (variants = new Map()));
  const key = `${https}:${varyLanguage}`;
  let headers = variants.get(key);
  if (!headers) {
    // The security headers win over the answer's own, as they did when set afterwards.
    headers = Object.freeze({ ...own, ...(varyLanguage ? VARY_LANGUAGE : {}), ...(https ? HTTPS_SECURITY_HEADERS : SECURITY_HEADERS) });
    variants.set(key, headers);
  }
  return headers;
}

/**
 * A response carrying this request's security headers from the start, as one plain object of
 * header pairs: @hono/node-server writes such an answer with a single writeHead, where headers
 * set on an answer after it is made cost a Headers object per request (and Hono's c.body with
 * more than one header builds one as well). `headers` (names in lower case) should be a
 * constant or cached object: the merged headers are kept per object.
 *
 * For handlers that set no header with `c.header()` before answering (Hono keeps those inside
 * its context, for its own c.json/c.body only): the answer's headers are `headers`, the security
 * headers, the Vary of contentLanguageOf and the request's X-Request-Id (the one header made per
 * request: a copy of the cached object with it added, still a plain object). Error answers (apiError) stay with c.json, since
 * routes set Retry-After or Cache-Control before them. Without the request middleware (apps
 * built in tests), this is `c.body`.
 */
export function secureAnswer(
  c: Context,
  body: string | null,
  status: StatusCode,
  headers: Readonly<Record<string, string>>,
): Response {
  const security = (c as Context<AppEnv>).get("answerSecurity");
  if (!security) {
    return body === null ? c.body(null, status, { ...headers }) : c.body(body, status as ContentfulStatusCode, { ...headers });
  }
  const constant = mergeHeaders(headers, security.https, security.varyLanguage);
  const answerHeaders = security.requestId === undefined ? constant : { ...constant, [REQUEST_ID_HEADER]: security.requestId };
  const response = new Response(body, { status, headers: answerHeaders });
  security.answer = response;
  return response;
}

/**
 * Whether the request came over https: the request URL is https, or, behind `trustedProxies`
 * proxies (TRUST_PROXY), the X-Forwarded-Proto entry the outermost of them set says https.
 */
export function isHttps(c: Context, trustedProxies: number): boolean {
  if (trustedProxies > 0) {
    const forwardedProto = c.req.header("x-forwarded-proto");
    if (forwardedProto !== undefined) {
      const entries = forwardedProto.split(",");
      // Like X-Forwarded-For: entries before the trusted proxies' own are client text.
      const proto = entries[Math.max(0, entries.length - trustedProxies)];
      return proto?.trim().toLowerCase() === "https";
    }
  }
  // The URL's scheme, without parsing the whole URL for every request.
  return c.req.url.slice(0, 6).toLowerCase() === "https:";
}

/**
 * The security headers of every answer (and its X-Request-Id, when the request has one), and
 * Strict-Transport-Security only on answers served over https (never on plain http: a browser ignores it there, and a local http server must not
 * pin the host name to https). In two halves around the rest of the request:
 * - beforeAnswer notes which headers this answer needs (for secureAnswer);
 * - afterAnswer sets them on an answer not made by secureAnswer (replacing any of the same name
 *   the route set) and removes X-Powered-By, as Hono's secureHeaders did.
 */
export function beforeAnswer(c: Context<AppEnv>, trustedProxies: number, requestId?: string): AnswerSecurity {
  // Nothing per request but this small record: wrapping c.header (to notice prepared headers)
  // kept every request's context alive past a young-generation GC, and cost more than it saved.
  const security: AnswerSecurity = { https: isHttps(c, trustedProxies), varyLanguage: false, answer: undefined, requestId };
  c.set("answerSecurity", security);
  return security;
}

export function afterAnswer(c: Context<AppEnv>, security: AnswerSecurity): void {
  const response = c.res;
  if (response === security.answer) return; // made by secureAnswer, with the headers in it
  const headers = response.headers;
  for (const [name, value] of security.https ? HTTPS_SECURITY_ENTRIES : SECURITY_ENTRIES) {
    headers.set(name, value);
  }
  if (security.requestId !== undefined) headers.set(REQUEST_ID_HEADER, security.requestId);
  headers.delete("x-powered-by");
}

/**
 * Makes `headers` those of a private answer (one that depends on who asks: their session, or a
 * private token): Cache-Control no-store, so no browser cache, shared proxy or back button keeps
 * it, and, when `byCookie`, Vary: Cookie (kept with any Vary the answer already has).
 */
export function makePrivate(headers: Headers, byCookie: boolean): void {
  headers.set("cache-control", "no-store");
  if (!byCookie) return;
  const vary = headers.get("vary");
  if (vary === null) headers.set("vary", "Cookie");
  else if (!vary.split(",").some((name) => ["cookie", "*"].includes(name.trim().toLowerCase()))) headers.set("vary", `${vary}, Cookie`);
}

/** The security headers as a middleware of their own (app.ts has them in its request middleware). */
export function securityHeaders(trustedProxies = 0): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const security = beforeAnswer(c, trustedProxies);
    await next();
    afterAnswer(c, security);
  };
}

import type { Context, MiddlewareHandler, Next } from "hono";
import { compress } from "hono/compress";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "./app-env.ts";
import { unsafePathAnswer } from "./input-safety.ts";
import { requestIdOf } from "./request-id.ts";
import { finishedRequest, logRequest } from "./request-log.ts";
import { afterAnswer, beforeAnswer, makePrivate } from "./security-headers.ts";

/** Clients that take a gzip or deflate answer (autocannon, curl and health probes send none). */
const ACCEPTS_COMPRESSION = /\b(?:gzip|deflate)\b/i;

/**
 * What every request goes through before its route, as one middleware (each middleware Hono
 * composes costs requests per second: bench/api), in this order:
 * 1. the context variables: the dependencies, no user until a guarded route reads the session,
 *    and the request's id (request-id.ts: a trusted proxy's X-Request-Id, else a new one);
 * 2. gzip for clients that accept it (pages and JSON; built files have brotli and gzip copies made
 *    at build time, which serveStatic picks by Accept-Encoding). Only for them: rewrapping every
 *    answer costs requests per second;
 * 3. the security headers on every answer, Strict-Transport-Security over https (security-headers.ts);
 * 4. a path with a control character answers 404 before any route can look it up;
 * 5. what may be kept (keepPrivateAnswers): an answer that read the caller's session (every route
 *    behind one, /api/me) says Cache-Control: no-store and Vary: Cookie, whatever the route set;
 *    any other /api answer that says nothing about caching (a token's, a booking's, an error) says
 *    no-store. Public catalogue answers say no-cache with their ETag themselves and keep it;
 * 6. once answered: the request's one log line (LOG_REQUESTS: method, route pattern, status,
 *    duration, id; request-log.ts), and its count and duration in the app's metrics
 *    (metrics/app-metrics.ts: memory only, no query).
 */
export function startRequest(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const compressAnswer = compress();
  const trustedProxies = deps.env.TRUST_PROXY;
  const { logger, metrics } = deps;
  const logRequests = deps.env.LOG_REQUESTS;
  const answer = async (c: Context<AppEnv>, next: Next, requestId: string, startedAt: number): Promise<void> => {
    const security = beforeAnswer(c, trustedProxies, requestId);
    const refused = unsafePathAnswer(c);
    if (refused) c.res = refused;
    else await next();
    afterAnswer(c, security);
    keepPrivateAnswers(c, security.answer);
    const finished = finishedRequest(c, requestId, startedAt);
    if (logRequests) logRequest(logger, finished);
    metrics.requestAnswered(finished);
  };
  return (c, next) => {
    const startedAt = performance.now();
    const requestId = requestIdOf(c, trustedProxies);
    c.set("deps", deps);
    c.set("user", null);
    c.set("roles", []);
    c.set("sessionResolved", false);
    c.set("requestId", requestId);
    const acceptEncoding = c.req.header("accept-encoding");
    if (acceptEncoding !== undefined && ACCEPTS_COMPRESSION.test(acceptEncoding)) {
      return compressAnswer(c, () => answer(c, next, requestId, startedAt));
    }
    return answer(c, next, requestId, startedAt);
  };
}

/**
 * Step 5 of startRequest. `constantAnswer` is the answer secureAnswer made with constant headers
 * (the public catalogue's, the health check's): left as it is unless the session was read, so the
 * public hot paths build no Headers object.
 */
export function keepPrivateAnswers(c: Context<AppEnv>, constantAnswer: Response | undefined): void {
  if (c.get("sessionResolved")) {
    makePrivate(c.res.headers, true);
    return;
  }
  if (c.res === constantAnswer || !c.req.path.startsWith("/api/")) return;
  if (!c.res.headers.has("cache-control")) makePrivate(c.res.headers, false);
}

import { createHash, timingSafeEqual } from "node:crypto";
import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError } from "../../http/errors.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether an Authorization header is `Bearer <token>`, compared in constant time. */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  if (authorization === undefined || !authorization.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(authorization.slice("Bearer ".length)), digest(token));
}

/**
 * GET /metrics: the app's metrics in Prometheus' text format (metrics/app-metrics.ts), for a
 * scraper holding METRICS_TOKEN as a Bearer token. Without METRICS_TOKEN the route answers 404
 * like any unknown path, so nothing leaks from a server nobody set up for scraping. Never cached.
 */
export function registerMetricsRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/metrics", "public", async (c) => {
    const { env, metrics } = c.get("deps");
    c.header("cache-control", "no-store");
    if (env.METRICS_TOKEN === undefined) return apiError(c, 404, "not_found", "Recurso não encontrado");
    if (!hasBearerToken(c.req.header("authorization"), env.METRICS_TOKEN)) {
      c.header("www-authenticate", 'Bearer realm="metrics"');
      return apiError(c, 401, "unauthenticated", "Token de métricas em falta ou inválido.");
    }
    return c.body(await metrics.registry.metrics(), 200, { "content-type": metrics.registry.contentType });
  });
}

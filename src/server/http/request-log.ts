import type { Context } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "../logger.ts";
import type { AppEnv } from "./app-env.ts";

/** The route of a request that no route answered (a refused path, or nothing registered for it). */
export const NO_ROUTE = "(none)";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The request's method, or OTHER for one no route takes (so a client cannot invent log or metric labels). */
export function methodOf(c: Context): string {
  const method = c.req.method;
  return METHODS.has(method) ? method : "OTHER";
}

/**
 * The pattern of the route that answered (`/api/manage/:token`), never the path itself, which can
 * hold a private token (/api/manage/<token>, /booking/<token>) and is the client's text. The first
 * matched handler is the request middleware (startRequest): a request that got no further has no
 * route.
 */
export function routePatternOf(c: Context): string {
  return c.req.routeIndex === 0 ? NO_ROUTE : routePath(c);
}

/** What is known of a request once it is answered: no path, query, header, body or address. */
export interface FinishedRequest {
  requestId: string;
  method: string;
  route: string;
  status: number;
  /** Time from the request's arrival to its answer, in milliseconds (before the body is streamed). */
  ms: number;
}

export function finishedRequest(c: Context<AppEnv>, requestId: string, startedAt: number): FinishedRequest {
  return {
    requestId,
    method: methodOf(c),
    route: routePatternOf(c),
    status: c.res.status,
    ms: Math.round((performance.now() - startedAt) * 10) / 10,
  };
}

/** The one line a request writes (LOG_REQUESTS), at info. */
export function logRequest(logger: Logger, request: FinishedRequest): void {
  logger.info(request, "request");
}

import { randomUUID } from "node:crypto";
import type { Context } from "hono";

/** The header that carries a request's id, in from a trusted proxy and out on every answer. */
export const REQUEST_ID_HEADER = "x-request-id";

/** An id a proxy may hand us: short, and only characters that need no escaping anywhere. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The id of this request: the X-Request-Id a trusted proxy sent (TRUST_PROXY > 0, so the header
 * was set or passed on by the load balancer), when it is a sane token; otherwise a new random
 * UUID. A client's own header is never trusted without a proxy: it would let anyone write into
 * our logs, or make two requests look like one.
 */
export function requestIdOf(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    if (incoming !== undefined && SANE_REQUEST_ID.test(incoming)) return incoming;
  }
  return randomUUID();
}

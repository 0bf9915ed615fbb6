import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env.ts";
import { apiError } from "./errors.ts";

/** Largest body a route accepts unless it declares more (JSON forms are a few kilobytes). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The only body type a state-changing route accepts unless it declares others. */
export const DEFAULT_BODY_TYPES: readonly string[] = ["application/json"];

export const PAYLOAD_TOO_LARGE_MESSAGE = "O pedido é demasiado grande. Reduza o texto enviado e tente novamente.";
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = "Formato do pedido não suportado. Envie os dados em JSON (application/json).";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Methods whose requests never carry a body (a Fetch Request refuses one; Node drops it). */
const BODILESS = new Set(["GET", "HEAD"]);

/**
 * 413 for a body over `maxBytes` (default 64 KB): refused from its Content-Length at once, and a
 * body without one (chunked) is counted while it arrives and refused as soon as it is too large.
 *
 * GET and HEAD have no body, and a Content-Length (without Transfer-Encoding) is read from the
 * headers: neither touches `c.req.raw.body`, which on @hono/node-server turns the light request
 * into a full Fetch Request (its headers, stream and AbortSignal) and cost GET routes 3/4 of
 * their requests per second (bench/api). Node's parser never reads past a Content-Length.
 * Only a body without a length is counted by Hono's bodyLimit.
 */
export function limitBody(maxBytes: number = DEFAULT_MAX_BODY_BYTES): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context<AppEnv>) => apiError(c, 413, "payload_too_large", PAYLOAD_TOO_LARGE_MESSAGE);
  const counted = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (BODILESS.has(c.req.method)) return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      // What Hono's bodyLimit does with a Content-Length, without reading the body.
      return parseInt(length || "0", 10) > maxBytes ? tooLarge(c) : next();
    }
    return counted(c, next);
  };
}

/** The media type of a Content-Type header, lower case, without parameters (charset, ...). */
export function readMediaType(contentType: string | undefined): string | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

/** Whether the request carries a body (its headers say so; in-process test requests have a stream). */
function hasBody(c: Context<AppEnv>): boolean {
  if (c.req.header("transfer-encoding")) return true;
  const length = c.req.header("content-length");
  if (length !== undefined) return Number(length) > 0;
  // On @hono/node-server every non-GET request has a stream; without either header it is empty.
  const fromNode = typeof c.env === "object" && c.env !== null && "incoming" in c.env;
  return !fromNode && c.req.raw.body !== null;
}

/**
 * 415 unless a state-changing request (POST, PUT, PATCH; DELETE when it has a body) names one of
 * `types` as its Content-Type (parameters such as charset are allowed). A cross-site HTML form can
 * only send form, multipart or text/plain bodies, so a JSON-only route cannot be reached by one.
 */
export function checkBodyType(types: readonly string[] = DEFAULT_BODY_TYPES): MiddlewareHandler<AppEnv> {
  const allowed = new Set(types.map((t) => t.toLowerCase()));
  return async (c, next) => {
    const method = c.req.method.toUpperCase();
    if (!STATE_CHANGING.has(method)) return next();
    const mediaType = readMediaType(c.req.header("content-type"));
    if (mediaType === undefined && method === "DELETE" && !hasBody(c)) return next();
    if (mediaType === undefined || !allowed.has(mediaType)) {
      return apiError(c, 415, "unsupported_media_type", UNSUPPORTED_MEDIA_TYPE_MESSAGE);
    }
    return next();
  };
}

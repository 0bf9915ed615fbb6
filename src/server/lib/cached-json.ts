import { createHash } from "node:crypto";
import type { Context } from "hono";
import { secureAnswer } from "../http/security-headers.ts";

/** A JSON answer serialized once, with its entity tag: what the catalogue cache keeps. */
export interface JsonEntity {
  body: string;
  etag: string;
  /** The answer's own headers, made once with the entity: for 200 and for 304 (no body, no type). */
  headers: Readonly<Record<string, string>>;
  notModifiedHeaders: Readonly<Record<string, string>>;
}

/** Serializes `value` exactly as `c.json` would, and tags it with a hash of the bytes. */
export function toJsonEntity(value: unknown): JsonEntity {
  const body = JSON.stringify(value);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  // Browsers revalidate every time (no-cache), so an admin's change shows on the next load.
  const notModifiedHeaders = { etag, "cache-control": "no-cache" };
  return { body, etag, headers: { "content-type": "application/json", ...notModifiedHeaders }, notModifiedHeaders };
}

/** True when If-None-Match names this tag (or is `*`); weak tags compare like strong ones (RFC 9110, GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * A public catalogue answer: the same bytes `c.json` sends, with an ETag; 304 without a body
 * when the browser already has this version. Browsers revalidate every time (no-cache), so an
 * admin's change shows on the next load. (Vary: Accept-Language is added by contentLanguageOf.)
 * Made with its headers at once (secureAnswer): a route must not set others with c.header() first.
 */
export function sendJsonEntity(c: Context, entity: JsonEntity): Response {
  if (matches(c.req.header("if-none-match"), entity.etag)) return secureAnswer(c, null, 304, entity.notModifiedHeaders);
  // A finished string with its headers in one plain object: no serializing, no Headers object.
  return secureAnswer(c, entity.body, 200, entity.headers);
}

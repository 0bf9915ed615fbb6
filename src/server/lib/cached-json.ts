import { createHash } from "node:crypto";
import type { Context } from "hono";

/** A JSON answer serialized once, with its entity tag: what the catalogue cache keeps. */
export interface JsonEntity {
  body: string;
  etag: string;
}

/** Serializes `value` exactly as `c.json` would, and tags it with a hash of the bytes. */
export function toJsonEntity(value: unknown): JsonEntity {
  const body = JSON.stringify(value);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return { body, etag };
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
 */
export function sendJsonEntity(c: Context, entity: JsonEntity): Response {
  c.header("etag", entity.etag);
  c.header("cache-control", "no-cache");
  if (matches(c.req.header("if-none-match"), entity.etag)) return c.body(null, 304);
  return c.body(entity.body, 200, { "content-type": "application/json" });
}

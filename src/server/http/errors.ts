import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { ErrorCode } from "../../domain/error-codes.ts";
import type { AppEnv } from "./app-env.ts";
import { secureAnswer } from "./security-headers.ts";

const JSON_HEADERS: Readonly<Record<string, string>> = { "content-type": "application/json" };

/**
 * The `error` object of an error answer: { code, message, requestId }. The request's id (also in
 * its X-Request-Id header and its log lines) lets the operator find what a customer reports;
 * it is left out in apps built without the request middleware.
 */
export function errorBody(c: Context, code: ErrorCode, message: string): { code: ErrorCode; message: string; requestId?: string } {
  const requestId = (c as Context<AppEnv>).get("requestId");
  return requestId === undefined ? { code, message } : { code, message, requestId };
}

/** Every error reaches the browser as { error: { code, message, requestId } }, its code one of the registry's (domain/error-codes.ts). */
export function apiError(c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string): Response {
  // c.json: routes set headers (Retry-After, Cache-Control) with c.header before some errors.
  return c.json({ error: errorBody(c, code, message) }, status);
}

/**
 * A JSON answer from an already serialized body: what `c.json` sends, without its Headers object,
 * for a handler that sets no header with c.header() (see secureAnswer).
 */
export function jsonAnswer(c: Context, body: string, status: ContentfulStatusCode = 200): Response {
  return secureAnswer(c, body, status, JSON_HEADERS);
}

/** A 400 with the first validation message of a zod error (spec: only the first message is shown). */
export function validationError(c: Context, error: z.ZodError, fallback = "Por favor, verifique os dados do formulário.") {
  return apiError(c, 400, "invalid_input", error.issues[0]?.message ?? fallback);
}

/** Reads a JSON body; a malformed body yields undefined (and then fails validation). */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

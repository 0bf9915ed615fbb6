import type { Context, MiddlewareHandler } from "hono";
import { hasUnsafeText, isPlainText } from "../../domain/plain-text.ts";
import type { AppEnv } from "./app-env.ts";
import { apiError } from "./errors.ts";
import { readMediaType } from "./request-body.ts";

/** Text refused for a control character when no field has a message of its own. */
export const INVALID_TEXT_MESSAGE = "Os dados enviados contêm caracteres inválidos.";

/**
 * 404 for a path holding a control character (e.g. /api/tours/%00): no page, file or record has
 * one, and no route gets to look it up (PostgreSQL would refuse a NUL with an error).
 */
export function unsafePathAnswer(c: Context<AppEnv>): Response | null {
  const path = c.req.path;
  if (isPlainText(path)) return null;
  if (path.startsWith("/api/")) return apiError(c, 404, "not_found", "Recurso não encontrado");
  return c.text("Página não encontrada", 404);
}

/** unsafePathAnswer as a middleware of its own (app.ts runs it inside its request middleware). */
export const refuseUnsafePath: MiddlewareHandler<AppEnv> = async (c, next) => unsafePathAnswer(c) ?? next();

/** The account forms' messages for a name or an e-mail with a control character. */
const NAME_INVALID_MESSAGE = "O nome contém caracteres inválidos";
const EMAIL_INVALID_MESSAGE = "Email inválido";

/** Fields of the auth API that are never stored as text (passwords are only hashed). */
const SECRET_FIELDS = new Set(["password", "newPassword", "currentPassword"]);

/**
 * A JSON body to /api/auth/* with a control character in any text other than a password answers
 * 400 (null when the request may go on): better-auth looks up and stores names, e-mails and
 * tokens as given, and PostgreSQL refuses a NUL with an error. The name and the e-mail get the
 * account forms' messages. The body was already limited to 64 KB; better-auth reads it again.
 */
export async function refuseUnsafeAuthText(c: Context<AppEnv>): Promise<Response | null> {
  if (readMediaType(c.req.header("content-type")) !== "application/json") return null;
  let body: unknown;
  try {
    body = JSON.parse(await c.req.raw.clone().text());
  } catch {
    return null; // better-auth answers a malformed body itself
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return hasUnsafeText(body) ? apiError(c, 400, "invalid_input", INVALID_TEXT_MESSAGE) : null;
  }
  for (const [key, value] of Object.entries(body)) {
    if (SECRET_FIELDS.has(key) || !hasUnsafeText({ [key]: value })) continue;
    const message = key === "name" ? NAME_INVALID_MESSAGE : key === "email" ? EMAIL_INVALID_MESSAGE : INVALID_TEXT_MESSAGE;
    return apiError(c, 400, "invalid_input", message);
  }
  return null;
}

/** PostgreSQL's refusals of text: NUL in text (22P05) and invalid byte sequences (22021). */
const INVALID_TEXT_CODES = new Set(["22P05", "22021"]);

/** Whether `error` (or one of its causes, e.g. under Drizzle's wrapper) is PostgreSQL refusing text. */
export function isInvalidTextError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && INVALID_TEXT_CODES.has(code)) return true;
    if (typeof message === "string" && /invalid byte sequence|unsupported Unicode escape sequence/i.test(message)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

import { SERVICE_UNAVAILABLE_MESSAGE } from "../../domain/service-messages.ts";

/**
 * Whether an error means the database cannot be reached right now (PostgreSQL stopped, restarting,
 * a connection cut), as opposed to a fault in the request or the code. Requests that fail this way
 * are answered 503 with DATABASE_UNAVAILABLE_MESSAGE and a Retry-After, never 500 (app.ts).
 */

/** What the customer reads while the database is away (the wording of the start-up message). */
export const DATABASE_UNAVAILABLE_MESSAGE = SERVICE_UNAVAILABLE_MESSAGE;

/** Seconds a client should wait before trying again. */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL SQLSTATEs of a lost or refused connection: 57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now (starting or stopping), 08xxx connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "08000", "08003", "08006", "08001", "08004"]);

/** Node's socket errors when the server is not there or goes away. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * node-postgres and pg-pool messages that carry no code: a connection cut during a query, a
 * client already broken, a pool timing out while every connection attempt fails. PGlite's
 * equivalent is a closed instance (only while the process shuts down).
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end on the pool|PGlite is closed/i;

export function isDatabaseUnavailableError(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); better-auth and others may wrap it again.
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === "object" && current !== null; depth++) {
    const { code, message, errors, syscall } = current as { code?: unknown; message?: unknown; errors?: unknown; syscall?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    // A unix socket file that is gone while PostgreSQL is stopped (not any missing file).
    if (code === "ENOENT" && syscall === "connect") return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    // Several addresses tried at once (IPv6 and IPv4): node reports an AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailableError(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

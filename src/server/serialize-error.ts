/**
 * Errors as they appear in logs, without personal data. A failed query reaches the logs as
 * Drizzle's DrizzleQueryError, whose message and `params` hold the query's values (a customer's
 * e-mail, name, phone), caused by the driver's DatabaseError, whose `detail` repeats them ("Key
 * (email)=(ana@example.com) already exists") as may `where`, `hint` and `internalQuery`. Kept:
 * the error's type, its message without values, the SQL text (placeholders only), code,
 * constraint, table, column, schema, data type and severity, the stack, and the same for its cause.
 */

type Fields = Record<string, unknown>;

/** Fields that name things, never a row's values. */
const safeFields = [
  "code",
  "constraint",
  "table",
  "column",
  "schema",
  "dataType",
  "severity",
  "routine",
  "errno",
  "syscall",
  "address",
  "port",
  "status",
  "statusCode",
] as const;

const MAX_DEPTH = 5;

export function serializeError(error: unknown): unknown {
  return serialize(error, 0);
}

function serialize(error: unknown, depth: number): unknown {
  if (typeof error !== "object" || error === null) return error;
  const e = error as Fields & { message?: unknown; stack?: unknown; name?: unknown };
  const type = (error as { constructor?: { name?: string } }).constructor?.name ?? "Error";
  const message = cleanMessage(e);
  const out: Fields = { type, message };
  if (typeof e.query === "string") out.query = e.query;
  for (const field of safeFields) {
    const value = e[field];
    if (typeof value === "string" || typeof value === "number") out[field] = value;
  }
  if (typeof e.stack === "string") out.stack = cleanStack(e.stack, String(e.name ?? type), message);
  if (depth < MAX_DEPTH) {
    if (e.cause !== undefined) out.cause = serialize(e.cause, depth + 1);
    if (Array.isArray(e.errors)) out.errors = e.errors.map((inner) => serialize(inner, depth + 1));
  }
  return out;
}

function isDatabaseError(e: Fields): boolean {
  return "params" in e || "severity" in e || (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code));
}

/** The message of an error without the values a database error carries. */
export function errorMessageWithoutValues(error: Error): string {
  return cleanMessage(error as unknown as Fields);
}

function cleanMessage(e: Fields): string {
  let message = typeof e.message === "string" ? e.message : String(e.message ?? "");
  if (!isDatabaseError(e)) return message;
  // Drizzle: "Failed query: <sql>\nparams: <values>".
  const params = message.indexOf("\nparams:");
  if (params >= 0) message = message.slice(0, params);
  // PostgreSQL quotes the offending value at the end: invalid input syntax for type uuid: "abc".
  return message.replace(/: ".*"$/s, ': "[value removed]"');
}

/** The stack's first line repeats the message: it gets the cleaned one; the frames are kept. */
function cleanStack(stack: string, name: string, message: string): string {
  const frames = stack.search(/\n\s+at /);
  return frames < 0 ? `${name}: ${message}` : `${name}: ${message}${stack.slice(frames)}`;
}

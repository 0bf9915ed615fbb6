/**
 * Waiting for PostgreSQL at start: a database that cannot be reached yet (still starting, a
 * network blip, a restart) is retried with a growing pause instead of stopping the server.
 */

/** `host:port/database` of a postgres:// URL: never the user or the password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || parsed.searchParams.get("host") || "localhost";
    const port = parsed.port || "5432";
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, "")) || "(default database)";
    return `${host}:${port}/${database}`;
  } catch {
    return "(unreadable DATABASE_URL)";
  }
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

function errorCode(error: unknown): string | undefined {
  const e = error as ErrorLike | undefined;
  if (typeof e?.code === "string") return e.code;
  // Several addresses tried at once (IPv6 and IPv4): node reports an AggregateError.
  if (Array.isArray(e?.errors)) return errorCode(e.errors[0]);
  return undefined;
}

const reasons: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  ETIMEDOUT: "connection timed out",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed",
  "57P03": "the database server is starting up",
  "53300": "too many connections",
  "3D000": "the database does not exist",
  "28P01": "the login was refused (check the user and password)",
  "28000": "the login was refused (check the user and password)",
};

/**
 * A short reason without personal data or secrets: the error code's meaning, or the driver's
 * message for a timeout (it names no value).
 */
export function describeConnectionError(error: unknown): string {
  const code = errorCode(error);
  if (code && reasons[code]) return `${reasons[code]}, ${code}`;
  if (code) return code;
  const message = String((error as ErrorLike | undefined)?.message ?? error);
  if (/timeout/i.test(message)) return "connection timed out";
  return "unknown error";
}

/**
 * Whether waiting may help: network errors, a server still starting or full. A refused login,
 * a missing database or a failing migration need the operator.
 */
export function isRetryableConnectionError(error: unknown): boolean {
  const code = errorCode(error);
  if (!code) return /timeout|Connection terminated/i.test(String((error as ErrorLike | undefined)?.message ?? ""));
  return code.startsWith("E") || code.startsWith("08") || code === "57P03" || code === "53300";
}

export interface RetryOptions {
  /** First pause (default 1 s); each next pause doubles, up to maxDelayMs. */
  initialDelayMs?: number;
  /** Longest pause (default 30 s). */
  maxDelayMs?: number;
  /** Stop retrying once this much time has passed since the first attempt (default 5 minutes). */
  giveUpAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Called before each pause with the failure and the pause to come. */
  onRetry?: (error: unknown, delayMs: number, attempt: number) => void;
  isRetryable?: (error: unknown) => boolean;
}

export class GaveUpWaitingError extends Error {
  constructor(
    readonly lastError: unknown,
    readonly waitedMs: number,
  ) {
    super(`gave up after ${Math.round(waitedMs / 1000)} s`);
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds. A retryable failure is retried after 1 s, 2 s, 4 s … (at most
 * 30 s each) until giveUpAfterMs has passed, then GaveUpWaitingError; any other failure is thrown
 * at once.
 */
export async function retryWithBackoff<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    initialDelayMs = 1000,
    maxDelayMs = 30_000,
    giveUpAfterMs = 5 * 60_000,
    sleep = defaultSleep,
    now = Date.now,
    onRetry,
    isRetryable = isRetryableConnectionError,
  } = options;
  const started = now();
  let delay = initialDelayMs;
  for (let count = 1; ; count++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      const waited = now() - started;
      if (waited + delay > giveUpAfterMs) throw new GaveUpWaitingError(error, waited);
      onRetry?.(error, delay, count);
      await sleep(delay);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}

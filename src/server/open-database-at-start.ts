import type { Database } from "./db/client.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { describeDataDirError } from "./db/data-dir-problems.ts";
import { openAppDatabase } from "./db/open-app-database.ts";
import {
  describeConnectionError,
  describeDatabaseUrl,
  GaveUpWaitingError,
  isRetryableConnectionError,
  type RetryOptions,
} from "./db/wait-for-database.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";

/** A start that cannot go on, with the one line that says why (no secret, no stack). */
export class CannotStartError extends Error {}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minute${Math.round(ms / 60_000) === 1 ? "" : "s"}`;

/**
 * Opens the server's database. PostgreSQL that cannot be reached is waited for (1 s, 2 s, 4 s …
 * up to 30 s between attempts, for giveUpAfterMs, default 5 minutes): one warning names the
 * database and the problem, and another only when the problem changes. Throws CannotStartError
 * when it gives up, when waiting cannot help (a refused login, a missing database), when
 * another process holds the embedded database and when the data folder cannot be written.
 */
export async function openDatabaseAtStart(
  env: Env,
  logger: Logger,
  retry: Omit<RetryOptions, "onRetry" | "isRetryable"> = {},
): Promise<Database> {
  const where = env.DATABASE_URL ? describeDatabaseUrl(env.DATABASE_URL) : undefined;
  const giveUpAfterMs = retry.giveUpAfterMs ?? 5 * 60_000;
  let lastReason: string | undefined;
  const onRetry = (error: unknown, delayMs: number) => {
    const reason = describeConnectionError(error);
    const fields = { database: where, reason, retryInMs: delayMs };
    if (reason === lastReason) {
      logger.debug(fields, "still waiting for PostgreSQL");
      return;
    }
    lastReason = reason;
    logger.warn(
      fields,
      `PostgreSQL at ${where} cannot be reached (${reason}): retrying for up to ${minutes(giveUpAfterMs)}; /api/health answers 503 until it is ready`,
    );
  };
  try {
    return await openAppDatabase(env, "the server", { wait: { ...retry, giveUpAfterMs, onRetry }, logger });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new CannotStartError(`${error.message}. Stop it first, or use another DATA_DIR.`);
    }
    // A data folder that cannot be written is said as such, never blamed on PostgreSQL.
    const dataDirProblem = describeDataDirError(error, env.dataDir);
    if (dataDirProblem) throw new CannotStartError(dataDirProblem);
    if (error instanceof GaveUpWaitingError) {
      const reason = describeConnectionError(error.lastError);
      throw new CannotStartError(`PostgreSQL at ${where} still cannot be reached after ${minutes(error.waitedMs)} (${reason}). Stopping.`);
    }
    if (where && (isRetryableConnectionError(error) || /^(28|3D)/.test(String((error as { code?: unknown }).code)))) {
      throw new CannotStartError(`PostgreSQL at ${where}: ${describeConnectionError(error)}.`);
    }
    throw error;
  }
}

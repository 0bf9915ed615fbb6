import fs from "node:fs";
import path from "node:path";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { logMigrations, type MigrateOptions } from "./apply-migrations.ts";
import { openDatabase, type Database } from "./client.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { secureDataDir, tightenDataDir } from "./data-dir-privacy.ts";
import { retryWithBackoff, type RetryOptions } from "./wait-for-database.ts";

export interface OpenAppDatabaseOptions {
  /**
   * With DATABASE_URL: wait for a database that cannot be reached yet (retried with backoff, see
   * retryWithBackoff) instead of failing at the first attempt.
   */
  wait?: RetryOptions;
  /** Where to say which migrations are applied and how long they took (nothing when none is pending). */
  logger?: Pick<Logger, "info">;
}

/**
 * Opens the product's database (PostgreSQL with DATABASE_URL, else the embedded one in the data
 * folder, locked to this process) and applies the committed migrations, logging which ones and
 * how long they took when a logger is given. The data folder is made private first (owner only),
 * and so are the embedded database's files. An embedded database folder that this call created
 * is removed again when opening fails (a full disk at the first start leaves no half-built
 * database behind).
 */
export async function openAppDatabase(env: Env, holder: string, options: OpenAppDatabaseOptions = {}): Promise<Database> {
  secureDataDir(env.dataDir);
  const migrateOptions: MigrateOptions = options.logger ? { onProgress: logMigrations(options.logger) } : {};
  if (env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
    try {
      const migrate = () => database.migrate(migrateOptions);
      await (options.wait ? retryWithBackoff(migrate, options.wait) : migrate());
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  const release = lockDataDir(env.dataDir, holder);
  const pgliteDir = path.join(env.dataDir, "db");
  const isNew = !fs.existsSync(pgliteDir);
  try {
    const database = await openDatabase({ pgliteDir });
    await database.migrate(migrateOptions);
    // PGlite creates its files with modes of its own: whatever the umask, only we may use them.
    tightenDataDir(pgliteDir);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    if (isNew) fs.rmSync(pgliteDir, { recursive: true, force: true });
    release();
    throw error;
  }
}

import path from "node:path";
import type { Env } from "../env.ts";
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
}

/**
 * Opens the product's database (PostgreSQL with DATABASE_URL, else the embedded one in the data
 * folder, locked to this process) and applies the committed migrations. The data folder is made
 * private first (owner only), and so are the embedded database's files.
 */
export async function openAppDatabase(env: Env, holder: string, options: OpenAppDatabaseOptions = {}): Promise<Database> {
  secureDataDir(env.dataDir);
  if (env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
    try {
      await (options.wait ? retryWithBackoff(() => database.migrate(), options.wait) : database.migrate());
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  const release = lockDataDir(env.dataDir, holder);
  try {
    const pgliteDir = path.join(env.dataDir, "db");
    const database = await openDatabase({ pgliteDir });
    await database.migrate();
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
    release();
    throw error;
  }
}

import path from "node:path";
import type { Env } from "../env.ts";
import { openDatabase, type Database } from "./client.ts";
import { lockDataDir } from "./data-dir-lock.ts";

/**
 * Opens the product's database (PostgreSQL with DATABASE_URL, else the embedded one in the data
 * folder, locked to this process) and applies the committed migrations.
 */
export async function openAppDatabase(env: Env, holder: string): Promise<Database> {
  if (env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
    await database.migrate();
    return database;
  }
  const release = lockDataDir(env.dataDir, holder);
  try {
    const database = await openDatabase({ pgliteDir: path.join(env.dataDir, "db") });
    await database.migrate();
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

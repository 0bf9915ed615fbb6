import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { openDatabase, type Database } from "../src/server/db/client.ts";
import { runAdminQuery, withDatabaseName } from "./admin-query.ts";

/** The migrated image of this run (test-support/database-image.ts), read once per test worker. */
let pgliteImage: Blob | undefined;
function migratedPgliteImage(): Blob | undefined {
  const file = process.env.TEST_PGLITE_IMAGE;
  if (!file || !fs.existsSync(file)) return undefined;
  pgliteImage ??= new Blob([fs.readFileSync(file)]);
  return pgliteImage;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL when the suite runs with TEST_DB=pg.
 * Both are clones of the run's migrated image (a PGlite dump, a PostgreSQL template database);
 * without one (a file run outside Vitest's global setup), the migrations run here.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DB === "pg" ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const image = migratedPgliteImage();
    const database = await openDatabase(image ? { pgliteImage: image } : {});
    if (!image) await database.migrate();
    return database;
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const template = process.env.TEST_PG_TEMPLATE;
  await runAdminQuery(url, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabaseName(url, name) });
  if (!template) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await runAdminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Leaves in `dataDir/db` the embedded database a server's first start would have migrated (a
 * clone of the run's image), so a test of a server process or of the data folder does not pay
 * for every migration again. Without an image (a file run outside Vitest's global setup) it
 * does nothing, and whoever opens the folder migrates it.
 */
export async function putMigratedDatabase(dataDir: string): Promise<void> {
  const image = migratedPgliteImage();
  if (!image) return;
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db"), pgliteImage: image });
  await database.close();
}

/** `create database <name>` on TEST_DATABASE_URL's server, as a clone of the run's migrated template when there is one. */
export async function createPostgresTestDatabase(url: string, name: string): Promise<void> {
  const template = process.env.TEST_PG_TEMPLATE;
  await runAdminQuery(url, template ? `create database ${name} template ${template}` : `create database ${name}`);
}

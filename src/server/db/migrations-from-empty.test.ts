import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase, type Database } from "./client.ts";
import { runAdminQuery, withDatabaseName } from "../../../test-support/admin-query.ts";

/**
 * Every other test file clones the run's migrated image; this one runs the committed migrations
 * from an empty database, on the embedded database and (in the PostgreSQL project) on PostgreSQL.
 */
const pgUrl = process.env.TEST_DB === "pg" ? process.env.TEST_DATABASE_URL : undefined;

/** The migrations the journal lists (the files drizzle-kit wrote). */
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

async function withEmptyDatabase(use: (database: Database) => Promise<void>) {
  if (!pgUrl) {
    const database = await openDatabase({});
    try {
      await use(database);
    } finally {
      await database.close();
    }
    return;
  }
  const name = `test_empty_${randomBytes(6).toString("hex")}`;
  await runAdminQuery(pgUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabaseName(pgUrl, name) });
  try {
    await use(database);
  } finally {
    await database.close();
    await runAdminQuery(pgUrl, `drop database if exists ${name} with (force)`);
  }
}

describe(`the migrations from an empty database (${pgUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it("apply every migration of the journal once, and a second run changes nothing", async () => {
    await withEmptyDatabase(async (database) => {
      const applied = async () =>
        Number(((await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
      await database.migrate();
      expect(await applied()).toBe(journal.entries.length);
      await database.migrate();
      expect(await applied()).toBe(journal.entries.length);
      // The newest migration's work is there (bookings.submission_hash, migration 0015).
      const columns = (await database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'bookings' and column_name = 'submission_hash'`,
      )) as unknown as { rows: unknown[] };
      expect(columns.rows).toHaveLength(1);
    });
  });
});

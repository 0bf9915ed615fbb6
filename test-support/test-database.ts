import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../src/server/db/client.ts";

async function runAdminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL when the suite runs with TEST_DB=pg.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DB === "pg" ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  await runAdminQuery(url, `create database ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString() });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await runAdminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

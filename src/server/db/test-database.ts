import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "./client.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * throwaway schema on the PostgreSQL of TEST_DATABASE_URL when the suite runs with TEST_DB=pg.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DB === "pg" ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const schemaName = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schemaName}`);
  await admin.end();
  const database = await openDatabase({
    databaseUrl: url,
    pgOptions: `-c search_path=${schemaName},public`,
    migrationsSchema: schemaName,
  });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema ${schemaName} cascade`);
      await dropper.end();
    },
  };
}

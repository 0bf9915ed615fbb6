/**
 * Vitest global setup: one migrated database image per run, which every test file clones
 * (`openTestDatabase`) instead of creating a database and running the migrations itself.
 * - The embedded database (PGlite): a dump of a migrated data folder, written to a temporary file
 *   named by TEST_PGLITE_IMAGE.
 * - PostgreSQL (TEST_DB=pg with TEST_DATABASE_URL): a migrated template database named by
 *   TEST_PG_TEMPLATE; each file gets `CREATE DATABASE … TEMPLATE` and drops it after.
 * The migrations from an empty database still run here once per run, and in the tests of the
 * migrations themselves.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { openDatabase } from "../src/server/db/client.ts";
import { runAdminQuery, withDatabaseName } from "./admin-query.ts";

export async function setUpDatabaseImage(kind: "pglite" | "postgres") {
  const cleanups: (() => Promise<void>)[] = [];
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("the PostgreSQL tests need TEST_DATABASE_URL");
    const name = `test_template_${randomBytes(6).toString("hex")}`;
    await runAdminQuery(url, `create database ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabaseName(url, name) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    process.env.TEST_PG_TEMPLATE = name;
    cleanups.push(() => runAdminQuery(url, `drop database if exists ${name} with (force)`));
  } else {
    const database = await openDatabase({});
    let image: Blob;
    try {
      await database.migrate();
      image = await database.dumpImage!();
    } finally {
      await database.close();
    }
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "test-db-image-")), "pglite.tar");
    fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    process.env.TEST_PGLITE_IMAGE = file;
    cleanups.push(async () => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
  }
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}

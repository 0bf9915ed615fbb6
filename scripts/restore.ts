/**
 * Restores a backup of the embedded database made by `npm run backup` (decision 0038):
 *   npm run restore -- <file> [--data-dir <folder>]
 * into a new data folder (DATA_DIR unless --data-dir names another), never over one that holds
 * anything. Then point DATA_DIR at it and start the server. For PostgreSQL use pg_restore (README).
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client.ts";
import { lockDataDir } from "../src/server/db/data-dir-lock.ts";
import { makePrivateDir, tightenDataDir } from "../src/server/db/data-dir-privacy.ts";
import { readEnvironment } from "../src/server/dot-env.ts";

const usage = "usage: npm run restore -- <file> [--data-dir <new folder>]";

function fail(message: string): never {
  console.error(`restore: ${message}`);
  process.exit(1);
}

async function run() {
  process.umask(0o077);
  let parsed;
  try {
    parsed = parseArgs({ options: { "data-dir": { type: "string" } }, allowPositionals: true, strict: true });
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  const source = parsed.positionals[0];
  if (!source || parsed.positionals.length > 1) fail(usage);
  const env = readEnvironment(fail);
  const file = path.resolve(source);
  if (!fs.existsSync(file)) fail(`${file} does not exist.`);
  const dataDir = path.resolve(parsed.values["data-dir"] ?? env.dataDir);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    fail(`${dataDir} is not empty: restore into a new folder (--data-dir), then point DATA_DIR at it. Nothing was changed.`);
  }

  const existed = fs.existsSync(dataDir);
  makePrivateDir(dataDir);
  const release = lockDataDir(dataDir, "restore");
  const pgliteDir = path.join(dataDir, "db");
  try {
    const database = await openDatabase({ pgliteDir, pgliteImage: new Blob([fs.readFileSync(file)]) });
    try {
      const result = (await database.db.execute(sql`select count(*)::int as n from bookings`)) as unknown as { rows: { n: number }[] };
      console.log(`Restored ${file} into ${dataDir}: ${result.rows[0]?.n ?? 0} bookings. Start the server with DATA_DIR=${dataDir}.`);
    } finally {
      await database.close();
    }
    tightenDataDir(dataDir);
  } catch (error) {
    // Nothing half-restored is left behind.
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    release();
    if (!existed) fs.rmSync(dataDir, { recursive: true, force: true });
    fail(`${file} could not be restored (${(error as Error).message}). Nothing was kept.`);
  }
  release();
}

await run();

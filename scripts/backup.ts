/**
 * A backup of the embedded database (decision 0038):
 *   npm run backup -- <file>
 * The data folder is locked to one process, so the server is stopped first (stop, back up,
 * start: the database is consistent because nobody writes it). The file is PGlite's dump of its
 * data folder (a gzipped tar of PostgreSQL's files), written private (0600) and only once whole.
 * With DATABASE_URL it refuses and prints the pg_dump line to use instead.
 */
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../src/server/db/client.ts";
import { DataDirLockedError, lockDataDir } from "../src/server/db/data-dir-lock.ts";
import { PRIVATE_FILE_MODE } from "../src/server/db/data-dir-privacy.ts";
import { readEnvironment } from "../src/server/dot-env.ts";

function fail(message: string): never {
  console.error(`backup: ${message}`);
  process.exit(1);
}

async function run() {
  process.umask(0o077);
  const target = process.argv[2];
  if (!target || process.argv.length > 3) fail("usage: npm run backup -- <file>");
  const env = readEnvironment(fail);
  if (env.DATABASE_URL) {
    fail("DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc (see README, Backups and restore), e.g.\n  pg_dump -Fc -f chauffeur.dump \"$DATABASE_URL\"");
  }
  const file = path.resolve(target);
  if (fs.existsSync(file)) fail(`${file} exists already: choose a new file name. Nothing was written.`);
  const pgliteDir = path.join(env.dataDir, "db");
  if (!fs.existsSync(pgliteDir)) fail(`no embedded database in ${env.dataDir} (DATA_DIR). Nothing was written.`);

  let release: () => void;
  try {
    release = lockDataDir(env.dataDir, "backup");
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        `the server is running on this data folder (${env.dataDir}, pid ${error.holderPid}).\n` +
          `Stop it, run npm run backup again, then start it. Nothing was written.`,
      );
    }
    throw error;
  }
  try {
    const database = await openDatabase({ pgliteDir });
    let dump: Blob;
    try {
      dump = await database.dumpImage!();
    } finally {
      await database.close();
    }
    // Written next to the target, then renamed: a file with the name is always a whole backup.
    const partial = `${file}.partial-${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: PRIVATE_FILE_MODE, flag: "wx" });
    fs.renameSync(partial, file);
    console.log(`Backup of ${env.dataDir} written to ${file} (${Math.round(dump.size / 1024)} KB). Restore it with: npm run restore -- ${target} --data-dir <new folder>`);
  } finally {
    release();
  }
}

await run();

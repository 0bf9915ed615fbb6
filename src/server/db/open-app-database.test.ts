import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { openAppDatabase } from "./open-app-database.ts";
import { putMigratedDatabase } from "../../../test-support/test-database.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Every folder and file under root (symbolic links as themselves) with group or other bits. */
function sharedEntries(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${path.relative(root, entry) || "."} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}

describe("openAppDatabase on the embedded database", () => {
  it("keeps the data folder and every database file private even under a permissive umask", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "app-db-privacy-"));
    dirs.push(root);
    const dataDir = path.join(root, "data");
    const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const previous = process.umask(0o000);
    try {
      // The run's migrated database, written under the permissive umask as PGlite writes it.
      await putMigratedDatabase(dataDir);
      const database = await openAppDatabase(env, "a test");
      try {
        expect(await database.ping()).toBe(true);
        expect(fs.readdirSync(path.join(dataDir, "db")).length).toBeGreaterThan(0);
        expect(sharedEntries(dataDir)).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      process.umask(previous);
    }
  });
});

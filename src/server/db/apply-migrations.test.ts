import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { createLogger } from "../logger.ts";
import { migrationsFolder, openDatabase, type Database } from "./client.ts";
import type { MigrationEvent } from "./apply-migrations.ts";
import { openAppDatabase } from "./open-app-database.ts";
import { runAdminQuery, withDatabaseName } from "../../../test-support/admin-query.ts";

/**
 * What a start says about the migrations it applies: a database at migration K, migrated with
 * the whole journal, names the ones after K, in order, each once, and a second run says nothing.
 */
const pgUrl = process.env.TEST_DB === "pg" ? process.env.TEST_DATABASE_URL : undefined;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
  entries: JournalEntry[];
};
const tags = journal.entries.map((entry) => entry.tag);
/** Where the test databases stop at first: migration K (0013), so 0014 onwards are pending. */
const K = tags.findIndex((tag) => tag.startsWith("0013_"));

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A migrations folder whose journal ends at migration `last` (the files drizzle-kit wrote up to it). */
function journalUpTo(last: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-upto-"));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, "meta"));
  const entries = journal.entries.slice(0, last + 1);
  for (const entry of entries) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return dir;
}

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
  const name = `test_migration_log_${randomBytes(6).toString("hex")}`;
  await runAdminQuery(pgUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabaseName(pgUrl, name) });
  try {
    await use(database);
  } finally {
    await database.close();
    await runAdminQuery(pgUrl, `drop database if exists ${name} with (force)`);
  }
}

const appliedCount = async (database: Database) =>
  Number(
    ((await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] })
      .rows[0]!.n,
  );

describe(`the migrations a start applies (${pgUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it("are named before they run, each one timed, then the whole; nothing is said when none is pending", async () => {
    expect(K).toBeGreaterThan(0);
    await withEmptyDatabase(async (database) => {
      const first: MigrationEvent[] = [];
      await database.migrate({ migrationsFolder: journalUpTo(K), onProgress: (event) => first.push(event) });
      expect(first[0]).toEqual({ kind: "pending", tags: tags.slice(0, K + 1) });
      expect(await appliedCount(database)).toBe(K + 1);

      const events: MigrationEvent[] = [];
      await database.migrate({ onProgress: (event) => events.push(event) });
      const rest = tags.slice(K + 1);
      expect(rest.length).toBeGreaterThan(0);
      expect(events[0]).toEqual({ kind: "pending", tags: rest });
      const applied = events.filter((event) => event.kind === "applied");
      expect(applied.map((event) => event.tag)).toEqual(rest);
      for (const event of applied) expect(event.ms).toBeGreaterThanOrEqual(0);
      const done = events.at(-1);
      expect(done).toMatchObject({ kind: "done", count: rest.length });
      expect(events).toHaveLength(rest.length + 2);
      expect(await appliedCount(database)).toBe(tags.length);

      const again: MigrationEvent[] = [];
      await database.migrate({ onProgress: (event) => again.push(event) });
      expect(again).toEqual([]);
      expect(await appliedCount(database)).toBe(tags.length);
    });
  });
});

describe("openAppDatabase's log of the migrations", () => {
  it.skipIf(pgUrl)("prints the pending migrations and the time they took, and nothing on the next start", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "app-db-migration-log-"));
    dirs.push(root);
    const env = parseEnv({ DATA_DIR: path.join(root, "data"), LOG_LEVEL: "info" });
    const lines: { msg: string }[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line) as { msg: string });
        done();
      },
    });
    const logger = createLogger("info", destination);

    const database = await openAppDatabase(env, "a test", { logger });
    await database.close();
    const messages = lines.map((line) => line.msg);
    expect(messages[0]).toBe(`applying ${tags.length} migrations: ${tags.join(", ")}`);
    for (const tag of tags) expect(messages).toContainEqual(expect.stringMatching(new RegExp(`^migration ${tag} applied in \\d+\\.\\d s$`)));
    expect(messages.at(-1)).toMatch(/^migrations applied in \d+\.\d s$/);
    expect(messages).toHaveLength(tags.length + 2);

    lines.length = 0;
    const reopened = await openAppDatabase(env, "a test", { logger });
    await reopened.close();
    expect(lines).toEqual([]);
  });
});

import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles, type MigrationMeta } from "drizzle-orm/migrator";
import type { Logger } from "../logger.ts";

/** What applying the migrations reports, in this order; nothing at all when none is pending. */
export type MigrationEvent =
  | { kind: "pending"; tags: string[] }
  | { kind: "applied"; tag: string; ms: number }
  | { kind: "done"; count: number; ms: number };

export interface MigrateOptions {
  /** Told what is pending before anything runs, each migration once applied, then the total. */
  onProgress?: (event: MigrationEvent) => void;
  /** The folder of SQL files and meta/_journal.json; the committed one by default (tests: a journal cut short). */
  migrationsFolder?: string;
}

/** A Drizzle database as drizzle's own migrators use it (dialect and session are not in its public type). */
interface MigratableDb {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}
interface DrizzleInternals {
  dialect: { migrate(migrations: MigrationMeta[], session: unknown, config: object): Promise<void> };
  session: unknown;
}

const MIGRATIONS_TABLE = "__drizzle_migrations";

/**
 * Applies the journal's migrations that the database lacks, as drizzle's migrators do (the same
 * journal table, hash and created_at, and the same rule: a migration is pending when its journal
 * `when` is later than the newest created_at), but one migration per transaction so each can be
 * timed and named. The caller makes sure no other process migrates meanwhile (PostgreSQL: an
 * advisory lock; the embedded database: one process per folder).
 */
export async function applyMigrations(
  db: MigratableDb,
  folder: string,
  migrationsSchema = "drizzle",
  options: MigrateOptions = {},
): Promise<void> {
  const tags = journalTags(folder);
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const newest = await newestAppliedAt(db, migrationsSchema);
  const pending = migrations
    .map((migration, index) => ({ migration, tag: tags[index]! }))
    .filter(({ migration }) => newest === undefined || newest < migration.folderMillis);
  if (pending.length === 0) return;
  const report = options.onProgress ?? (() => undefined);
  report({ kind: "pending", tags: pending.map((p) => p.tag) });
  const { dialect, session } = db as unknown as DrizzleInternals;
  const started = performance.now();
  for (const { migration, tag } of pending) {
    const begun = performance.now();
    await dialect.migrate([migration], session, { migrationsFolder: folder, migrationsSchema });
    report({ kind: "applied", tag, ms: performance.now() - begun });
  }
  report({ kind: "done", count: pending.length, ms: performance.now() - started });
}

/** The journal's tags, in the order readMigrationFiles reads the files. */
function journalTags(folder: string): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/** The journal time of the newest applied migration; undefined before the first migration. */
async function newestAppliedAt(db: MigratableDb, schemaName: string): Promise<number | undefined> {
  const table = sql.identifier(schemaName);
  const exists = (await db.execute(
    sql`select to_regclass(${`${quoteIdentifier(schemaName)}.${MIGRATIONS_TABLE}`}) is not null as present`,
  )) as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return undefined;
  const newest = (await db.execute(
    sql`select created_at from ${table}.${sql.identifier(MIGRATIONS_TABLE)} order by created_at desc limit 1`,
  )) as { rows: { created_at: string | number | null }[] };
  const value = newest.rows[0]?.created_at;
  return value === undefined || value === null ? undefined : Number(value);
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The start's lines about its migrations (English, for the operator; names and times only). */
export function logMigrations(logger: Pick<Logger, "info">): (event: MigrationEvent) => void {
  return (event) => {
    if (event.kind === "pending") {
      const count = event.tags.length;
      logger.info({ migrations: event.tags }, `applying ${count} migration${count === 1 ? "" : "s"}: ${event.tags.join(", ")}`);
    } else if (event.kind === "applied") {
      logger.info({ migration: event.tag, ms: Math.round(event.ms) }, `migration ${event.tag} applied in ${seconds(event.ms)}`);
    } else {
      logger.info({ migrations: event.count, ms: Math.round(event.ms) }, `migrations applied in ${seconds(event.ms)}`);
    }
  };
}

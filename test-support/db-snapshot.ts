import { getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../src/server/db/client.ts";
import * as schema from "../src/server/db/schema.ts";

/**
 * For tests: every table of the Drizzle schema (`src/server/db/schema.ts`), read whole, so a test
 * can check that a request changed nothing. Tables come in the order of their names and each
 * table's rows in the order of their JSON text, so two snapshots of the same data are equal
 * whatever order the database returns rows in.
 */
export type DbSnapshot = Record<string, string[]>;

export interface SnapshotOptions {
  /** Tables left out entirely (SQL names), each with the reason it may change. */
  ignoreTables?: Readonly<Record<string, string>>;
  /** Columns left out (`table.column`, SQL names), each with the reason it may change. */
  ignoreColumns?: Readonly<Record<string, string>>;
}

/** Every PgTable exported by the schema, by SQL name, in name order. */
export function schemaTables(): { name: string; table: PgTable }[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => ({ name: getTableName(table), table }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The rows of every table of the schema, except what `options` leaves out (with its reason). One
 * query reads them all (each row as its JSON text), so a snapshot stays cheap enough to take around
 * every property of a test.
 */
export async function snapshotDatabase(db: Db, options: SnapshotOptions = {}): Promise<DbSnapshot> {
  const tables = schemaTables().filter(({ name }) => options.ignoreTables?.[name] === undefined);
  const parts = tables.map(({ name, table }) => {
    const dropped = getTableConfig(table)
      .columns.map((column) => column.name)
      .filter((column) => options.ignoreColumns?.[`${name}.${column}`] !== undefined);
    const row = dropped.reduce((expression, column) => sql`${expression} - ${column}::text`, sql`to_jsonb(t)`);
    return sql`${name}::text, (select coalesce(jsonb_agg((${row})::text), '[]'::jsonb) from ${sql.identifier(name)} t)`;
  });
  const result = (await db.execute(sql`select jsonb_build_object(${sql.join(parts, sql`, `)}) as snapshot`)) as unknown as {
    rows: { snapshot: Record<string, string[]> | string }[];
  };
  const value = result.rows[0]!.snapshot;
  const tablesRows: Record<string, string[]> = typeof value === "string" ? JSON.parse(value) : value;
  const snapshot: DbSnapshot = {};
  for (const { name } of tables) snapshot[name] = [...(tablesRows[name] ?? [])].sort();
  return snapshot;
}

/**
 * What differs between two snapshots, table by table (rows only in `before`, rows only in
 * `after`), or an empty list when they are equal. For a readable test failure.
 */
export function diffSnapshots(before: DbSnapshot, after: DbSnapshot): string[] {
  const differences: string[] = [];
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[name] ?? [];
    const now = after[name] ?? [];
    const removed = was.filter((row) => !now.includes(row));
    const added = now.filter((row) => !was.includes(row));
    if (removed.length === 0 && added.length === 0 && was.length === now.length) continue;
    differences.push(`${name}: ${was.length} → ${now.length} rows`);
    for (const row of removed.slice(0, 3)) differences.push(`  - ${row.slice(0, 400)}`);
    for (const row of added.slice(0, 3)) differences.push(`  + ${row.slice(0, 400)}`);
  }
  return differences;
}

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVENUE_STATUSES } from "../../domain/revenue.ts";
import type { Database } from "./client.ts";
import { openTestDatabase } from "../../../test-support/test-database.ts";

/** The status lists a function's SQL tests with `"status" IN (…)`. */
function statusListsOf(definition: string): string[][] {
  return [...definition.matchAll(/"status" IN \(([^)]*)\)/gi)].map((m) =>
    [...(m[1] ?? "").matchAll(/'([a-z_]+)'/g)].map((s) => s[1] ?? "").sort(),
  );
}

describe("which statuses count as revenue", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it("is the domain's list in the report totals' trigger the database runs", async () => {
    const { rows } = (await database.db.execute(
      sql`select pg_get_functiondef(p.oid) as definition from pg_proc p where p.proname = 'report_totals_apply'`,
    )) as unknown as { rows: { definition: string }[] };
    expect(rows).toHaveLength(1);
    const lists = statusListsOf(rows[0]!.definition);
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toEqual([...REVENUE_STATUSES].sort());
  });
});

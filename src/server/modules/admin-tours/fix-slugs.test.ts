import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tours } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(tours);
});

const base = Date.parse("2026-01-01T00:00:00Z");
/** Inserts tours oldest first (the order the fix walks them in). */
async function insertTours(rows: { name: string; slug: string }[]) {
  await t.db.insert(tours).values(
    rows.map((row, i) => ({ ...row, durationHours: 4, priceCents: 1000, createdAt: new Date(base + i * 1000) })),
  );
}
/** Each row's xmin: the transaction that last wrote it (an update changes it, a skipped row keeps it). */
const versions = async () =>
  (await t.db.select({ v: sql<string>`xmin::text` }).from(tours).orderBy(asc(tours.createdAt))).map((r) => r.v);
const fix = () => t.request("/api/admin/tours/fix-slugs", { method: "POST", cookie: admin.cookie, json: {} });
const slugs = async () => (await t.db.select({ name: tours.name, slug: tours.slug }).from(tours).orderBy(asc(tours.createdAt))).map((r) => r.slug);

describe("POST /api/admin/tours/fix-slugs", () => {
  it("derives every slug from its name, unique within the run, and counts only the changed ones", async () => {
    await insertTours([
      { name: "Fátima & Óbidos", slug: "fatima" },
      { name: "Sintra Palaces", slug: "sintra-palaces" },
      { name: "Fátima  &  Óbidos!", slug: "old-slug" },
      { name: "???", slug: "weird" },
    ]);
    const before = await versions();
    const response = await fix();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ fixed: 3 });
    expect(await slugs()).toEqual(["fatima-obidos", "sintra-palaces", "fatima-obidos-1", "tour"]);
    const after = await versions();
    expect(after.map((v, i) => v === before[i])).toEqual([false, true, false, false]);
  });

  it("lets two tours trade slugs (the older keeps the bare one)", async () => {
    await insertTours([
      { name: "Douro Valley", slug: "douro-valley-1" },
      { name: "Douro Valley", slug: "douro-valley" },
    ]);
    expect(await (await fix()).json()).toEqual({ fixed: 2 });
    expect(await slugs()).toEqual(["douro-valley", "douro-valley-1"]);
  });

  it("answers { fixed: 0 } and changes nothing when every slug is right", async () => {
    await insertTours([
      { name: "Douro Valley", slug: "douro-valley" },
      { name: "Évora", slug: "evora" },
    ]);
    const before = await versions();
    expect(await (await fix()).json()).toEqual({ fixed: 0 });
    expect(await slugs()).toEqual(["douro-valley", "evora"]);
    expect(await versions()).toEqual(before);
  });
});

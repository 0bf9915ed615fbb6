import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BOOKING_STATUSES, type AdminBookingListQuery } from "../../../domain/admin-booking-schemas.ts";
import { tours, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { listAdminBookings } from "./list-bookings.ts";
import { insertBulkBookings, type BulkBooking } from "../../../../test-support/bulk-bookings.ts";

// The admin list past 20,000 matching bookings (decision 0022): a search or a driver counts and
// pages its matches in one statement only up to that many, and a service-date range matching more
// looks for its page among the table's newest (or oldest) bookings before it sorts its matches.
// Whichever way a page is found, it must be the one computed here from the rows. Runs on PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL.

let t: TestApp;
let rows: BulkBooking[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  const [vehicle] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Van")).limit(1)) as [typeof vehicles.$inferSelect];
  const tourId = (await t.db.select().from(tours).limit(1))[0]!.id;
  // 21,000 bookings created in 2030 for early 2031, then 4,000 newer ones (created in 2032) for 2033.
  const older = await insertBulkBookings(t.db, { count: 21_000, vehicle, tourId, firstDate: "2031-01-01" });
  const newer = await insertBulkBookings(t.db, {
    count: 4_000,
    vehicle,
    tourId,
    firstDate: "2033-01-01",
    createdFrom: new Date("2032-01-01T00:00:00Z"),
  });
  rows = [...older, ...newer];
}, 180_000);
afterAll(() => t.close());

const newestFirst = (list: BulkBooking[]) =>
  [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

const countsOf = (list: BulkBooking[]) =>
  Object.fromEntries(ADMIN_BOOKING_STATUSES.map((s) => [s, list.filter((r) => r.status === s).length]));

/** Checks the list's answer to `query` against the rows `matching` (before the status filter). */
async function expectPage(query: Partial<AdminBookingListQuery>, matching: BulkBooking[]) {
  const q = { page: 1, pageSize: 25, ...query } as AdminBookingListQuery;
  const answer = await listAdminBookings(t.db, q);
  const filtered = newestFirst(q.status ? matching.filter((r) => r.status === q.status) : matching);
  const label = JSON.stringify(query);
  expect(answer.total, label).toBe(filtered.length);
  expect(answer.counts, label).toEqual(countsOf(matching));
  expect(
    answer.items.map((i) => i.id),
    label,
  ).toEqual(filtered.slice((q.page - 1) * q.pageSize, q.page * q.pageSize).map((r) => r.id));
  return answer;
}

const lastPage = (n: number, size = 25) => Math.ceil(n / size);

describe("the admin list past 20,000 matching bookings", () => {
  it("answers a search with few matches (counts and page in one statement): first, deep, last and empty pages, with a status", async () => {
    const sofia = rows.filter((r) => r.customerName.toLowerCase().includes("sofia"));
    expect(sofia.length).toBeGreaterThan(1_000);
    expect(sofia.length).toBeLessThan(20_000);
    for (const page of [1, 2, 60, lastPage(sofia.length), lastPage(sofia.length) + 1]) await expectPage({ q: "SoFiA", page }, sofia);
    await expectPage({ q: "sofia", status: "completed", page: 3, pageSize: 100 }, sofia);
  });

  it("finds accented and mixed-case names as before (ILIKE on the name)", async () => {
    const ines = rows.filter((r) => r.customerName.includes("Inês"));
    expect(ines.length).toBeGreaterThan(0);
    const answer = await expectPage({ q: "inês" }, ines);
    expect(answer.items.every((i) => i.customerName.includes("Inês"))).toBe(true);
    await expectPage({ q: "INêS", page: 2 }, ines);
    const joao = rows.filter((r) => r.customerName.includes("João Sil"));
    expect(joao.length).toBeGreaterThan(0);
    await expectPage({ q: "joão sil" }, joao);
  });

  it("answers a search matching more than 20,000 bookings the same way", async () => {
    const withA = rows.filter((r) => [r.customerName, r.customerEmail, r.customerPhone].some((v) => v.toLowerCase().includes("a")));
    expect(withA.length).toBeGreaterThan(20_000);
    for (const page of [1, 2, 700, lastPage(withA.length)]) await expectPage({ q: "A", page }, withA);
    await expectPage({ q: "a", status: "pending", page: 2 }, withA);
  });

  it("pages a wide service-date range whose bookings are the newest (found among the newest bookings)", async () => {
    const all = rows.filter((r) => r.bookingDate >= "2031-01-01");
    expect(all.length).toBe(25_000);
    for (const page of [1, 2, 40, 500, 501, 999, lastPage(all.length)]) await expectPage({ from: "2031-01-01", page }, all);
    const upcoming = rows.filter((r) => r.bookingDate >= "2031-01-03");
    await expectPage({ from: "2031-01-03", page: 1, pageSize: 100 }, upcoming);
    await expectPage({ from: "2031-01-03", type: "transfer", status: "assigned", page: 3 }, upcoming.filter((r) => r.bookingType === "transfer"));
  });

  it("pages a wide service-date range of older bookings (sorted when the newest hold none, from the oldest end past the middle)", async () => {
    const early = rows.filter((r) => r.bookingDate >= "2031-01-01" && r.bookingDate <= "2031-12-31");
    expect(early.length).toBe(21_000);
    const range = { from: "2031-01-01", to: "2031-12-31" };
    for (const page of [1, 2, 420, 421, 422, 600, lastPage(early.length), lastPage(early.length) + 1]) await expectPage({ ...range, page }, early);
    await expectPage({ to: "2031-12-31", status: "cancelled", page: 2 }, early);
    // The last page short of a full one, both ends of the table.
    await expectPage({ ...range, page: lastPage(early.length, 33), pageSize: 33 }, early);
    const all = rows;
    await expectPage({ from: "2031-01-01", page: lastPage(all.length, 33), pageSize: 33 }, all);
  });
});

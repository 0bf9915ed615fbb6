import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BOOKING_STATUSES, type AdminBookingListQuery } from "../../../domain/admin-booking-schemas.ts";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import { bookingCounts, bookingCountsAll, bookingCreatedCounts, bookingCreatedCountsAll, bookings, tours, vehicles } from "../../db/schema.ts";
import { foldBookingTotals } from "../../db/fold-totals.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";
import { listAdminBookings } from "./list-bookings.ts";
import { insertBulkBookings } from "../../../../test-support/bulk-bookings.ts";

// The summary tables that the admin list's counts come from (migration 0009) are kept by database
// triggers: whatever writes a booking (the API, a service, plain SQL), they match a count of the
// bookings themselves, in the same transaction. Runs on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL.

let t: TestApp;
let admin: TestUser;
let vehicle: typeof vehicles.$inferSelect;
let tourId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  admin = await t.createUser(["admin"], "Admin Contagens");
  [vehicle] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1)) as [typeof vehicles.$inferSelect];
  tourId = (await t.db.select().from(tours).limit(1))[0]!.id;
}, 60_000);
afterAll(() => t.close());

const inDays = (days: number) => addDays(lisbonToday(), days);
const key = (r: { day: string; type: string; status: string; n: number }) => `${r.day} ${r.type} ${r.status} ${r.n}`;

/**
 * The summary tables' sums per key (kept rows and pending changes together, as the list reads
 * them; zero counts left out) next to the same counts taken from the bookings.
 */
async function summaries() {
  const kept = await t.db
    .select({ day: bookingCountsAll.bookingDate, type: bookingCountsAll.bookingType, status: bookingCountsAll.status, n: sql<number>`sum(${bookingCountsAll.count})::int` })
    .from(bookingCountsAll)
    .groupBy(bookingCountsAll.bookingDate, bookingCountsAll.bookingType, bookingCountsAll.status)
    .having(sql`sum(${bookingCountsAll.count}) <> 0`);
  const counted = await t.db
    .select({ day: bookings.bookingDate, type: bookings.bookingType, status: bookings.status, n: sql<number>`count(*)::int` })
    .from(bookings)
    .groupBy(bookings.bookingDate, bookings.bookingType, bookings.status);
  const createdOn = sql<string>`(${bookings.createdAt} at time zone 'UTC')::date::text`;
  const keptCreated = await t.db
    .select({
      day: bookingCreatedCountsAll.createdOn,
      type: bookingCreatedCountsAll.bookingType,
      status: bookingCreatedCountsAll.status,
      n: sql<number>`sum(${bookingCreatedCountsAll.count})::int`,
    })
    .from(bookingCreatedCountsAll)
    .groupBy(bookingCreatedCountsAll.createdOn, bookingCreatedCountsAll.bookingType, bookingCreatedCountsAll.status)
    .having(sql`sum(${bookingCreatedCountsAll.count}) <> 0`);
  const countedCreated = await t.db
    .select({ day: createdOn, type: bookings.bookingType, status: bookings.status, n: sql<number>`count(*)::int` })
    .from(bookings)
    .groupBy(createdOn, bookings.bookingType, bookings.status);
  return {
    kept: kept.map(key).sort(),
    counted: counted.map(key).sort(),
    keptCreated: keptCreated.map(key).sort(),
    countedCreated: countedCreated.map(key).sort(),
  };
}

/** The list's counts, total and pages under filters the summary answers, against a plain count. */
async function expectListExact(queries: Partial<AdminBookingListQuery>[]) {
  for (const partial of queries) {
    const query = { page: 1, pageSize: 25, ...partial } as AdminBookingListQuery;
    const answer = await listAdminBookings(t.db, query);
    const rows = await t.db
      .select({ id: bookings.id, status: bookings.status, type: bookings.bookingType, date: bookings.bookingDate, createdAt: bookings.createdAt })
      .from(bookings);
    const matching = rows.filter(
      (r) => (!query.type || r.type === query.type) && (!query.from || r.date >= query.from) && (!query.to || r.date <= query.to),
    );
    const counts = Object.fromEntries(ADMIN_BOOKING_STATUSES.map((s) => [s, matching.filter((r) => r.status === s).length]));
    expect(answer.counts, JSON.stringify(partial)).toEqual(counts);
    const listed = query.status ? matching.filter((r) => r.status === query.status) : matching;
    expect(answer.total, JSON.stringify(partial)).toBe(listed.length);
    const newestFirst = listed
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map((r) => r.id);
    const offset = (query.page - 1) * query.pageSize;
    expect(answer.items.map((i) => i.id), JSON.stringify(partial)).toEqual(newestFirst.slice(offset, offset + query.pageSize));
  }
}

/** The kept rows alone, once every pending change is folded into them (zero counts left out). */
async function foldedRows() {
  const kept = await t.db.select().from(bookingCounts).where(sql`${bookingCounts.count} <> 0`);
  const keptCreated = await t.db.select().from(bookingCreatedCounts).where(sql`${bookingCreatedCounts.count} <> 0`);
  return {
    kept: kept.map((r) => key({ day: r.bookingDate, type: r.bookingType, status: r.status, n: r.count })).sort(),
    keptCreated: keptCreated.map((r) => key({ day: r.createdOn, type: r.bookingType, status: r.status, n: r.count })).sort(),
  };
}

async function expectExact() {
  const s = await summaries();
  expect(s.kept).toEqual(s.counted);
  expect(s.keptCreated).toEqual(s.countedCreated);
  // Folding the pending changes changes no sum, and leaves the kept rows exact on their own.
  expect(await foldBookingTotals(t.db)).toBeGreaterThanOrEqual(0);
  expect(await summaries()).toEqual(s);
  expect(await foldedRows()).toEqual({ kept: s.counted, keptCreated: s.countedCreated });
  await expectListExact([{}, { status: "pending" }, { type: "transfer" }, { from: inDays(0) }, { from: inDays(5), to: inDays(40), type: "tour" }]);
}

describe("booking counts kept by the database", () => {
  it("start empty", async () => {
    const s = await summaries();
    expect(s.counted).toEqual([]);
    expect(s.kept).toEqual([]);
    await expectExact();
  });

  it("follow a booking with its return trip made through the API (one transaction, two rows)", async () => {
    const body = transferBookingBody(vehicle, { returnTrip: true, returnDate: inDays(20), returnTime: "11:00" });
    const response = await t.request("/api/bookings", { json: body });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await t.db.select().from(bookings)).toHaveLength(2);
    await expectExact();
    const answer = await listAdminBookings(t.db, { page: 1, pageSize: 25, from: inDays(20), to: inDays(20) } as AdminBookingListQuery);
    expect(answer.total).toBe(1);
    expect(answer.items[0]!.outboundBookingId).toBe(body.id);
  });

  it("follow a status change made by the admin, and one made in plain SQL", async () => {
    const [first] = await t.db.select().from(bookings).where(sql`${bookings.outboundBookingId} is null`);
    const response = await t.request(`/api/admin/bookings/${first!.id}/status`, {
      method: "PATCH",
      cookie: admin.cookie,
      json: { status: "confirmed" },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await listAdminBookings(t.db, { page: 1, pageSize: 25 } as AdminBookingListQuery)).counts.confirmed).toBe(1);
    await expectExact();
    await t.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.outboundBookingId, first!.id));
    await expectExact();
  });

  it("follow a change of service date, of type, and ignore changes to other columns", async () => {
    const all = await t.db.select().from(bookings);
    await t.db.update(bookings).set({ bookingDate: inDays(30) }).where(eq(bookings.id, all[0]!.id));
    await expectExact();
    await t.db.update(bookings).set({ bookingType: "tour", tourId }).where(eq(bookings.id, all[1]!.id));
    await expectExact();
    const before = await summaries();
    await t.db.update(bookings).set({ customerName: "Outro Nome", specialRequests: "Nada" });
    expect(await summaries()).toEqual(before);
  });

  it("follow many rows written by one statement (a bulk insert, an update, a delete)", async () => {
    await insertBulkBookings(t.db, { count: 3_000, firstDate: inDays(-20), vehicle, tourId });
    await expectExact();
    await t.db.update(bookings).set({ status: "completed" }).where(sql`${bookings.bookingDate} < ${inDays(0)} and ${bookings.status} <> 'cancelled'`);
    await t.db.update(bookings).set({ bookingDate: sql`${bookings.bookingDate} + 1` }).where(sql`${bookings.passengers} = 3`);
    await expectExact();
    await t.db.delete(bookings).where(sql`${bookings.passengers} in (1, 2)`);
    await expectExact();
  });

  it("follow a delete made by the admin", async () => {
    const [row] = await t.db.select().from(bookings).where(eq(bookings.status, "cancelled")).limit(1);
    const response = await t.request(`/api/admin/bookings/${row!.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    expect(await t.db.select().from(bookings).where(eq(bookings.id, row!.id))).toHaveLength(0);
    await expectExact();
  });

  it("answer deep pages and pages across creation days exactly", async () => {
    const total = (await listAdminBookings(t.db, { page: 1, pageSize: 25 } as AdminBookingListQuery)).total;
    const last = Math.ceil(total / 25);
    await expectListExact([
      { page: 2 },
      { page: Math.floor(last / 2) },
      { page: last - 1 },
      { page: last },
      { page: last + 1 },
      { page: 7, pageSize: 100 },
      { status: "completed", page: 3 },
      { type: "tour", page: 5 },
      { type: "transfer", status: "pending", page: 2 },
    ]);
  });

  it("are untouched by a transaction that rolls back, and emptied with the bookings", async () => {
    const before = await summaries();
    await expect(
      t.db.transaction(async (tx) => {
        await insertBulkBookings(tx, { count: 10, firstDate: inDays(3), vehicle, tourId });
        await tx.update(bookings).set({ status: "assigned" });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await summaries()).toEqual(before);
    const ids = (await t.db.select({ id: bookings.id }).from(bookings).limit(3)).map((r) => r.id);
    await t.db.delete(bookings).where(inArray(bookings.id, ids));
    await expectExact();
    await t.db.execute(sql`truncate bookings cascade`);
    const s = await summaries();
    expect(s.kept).toEqual([]);
    expect(s.keptCreated).toEqual([]);
    await expectExact();
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BOOKING_STATUSES } from "../../../domain/admin-booking-schemas.ts";
import { tours, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { uuidPrefixRange } from "./list-bookings.ts";
import { insertBulkBookings, type BulkBooking } from "../../../../test-support/bulk-bookings.ts";

let t: TestApp;
let admin: TestUser;
let drivers: TestUser[];
let rows: BulkBooking[];
let vehicle: typeof vehicles.$inferSelect;
let tourName: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  admin = await t.createUser(["admin"], "Admin Lista");
  drivers = [await t.createUser(["driver"], "Carlos Motorista"), await t.createUser(["driver"], "Bruno Motorista")];
  [vehicle] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Van")).limit(1)) as [typeof vehicles.$inferSelect];
  const [tour] = await t.db.select().from(tours).limit(1);
  // The list names tours in Portuguese, the admin panel's language.
  tourName = (tour!.translations as { pt?: { name?: string } }).pt?.name ?? tour!.name;
  expect(tourName).not.toBe(tour!.name);
  rows = await insertBulkBookings(t.db, {
    vehicle,
    tourId: tour!.id,
    driverIds: drivers.map((d) => d.userId),
  });
}, 120_000);
afterAll(() => t.close());

/** The order the list promises, computed here: newest first, then id (descending) for ties. */
const newestFirst = (list: BulkBooking[]) =>
  [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

const countsOf = (list: BulkBooking[]) =>
  Object.fromEntries(ADMIN_BOOKING_STATUSES.map((s) => [s, list.filter((r) => r.status === s).length]));

async function list(query: string) {
  const response = await t.request(`/api/admin/bookings${query}`, { cookie: admin.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as {
    items: Record<string, unknown>[];
    total: number;
    page: number;
    pageSize: number;
    counts: Record<string, number>;
  };
}

const ids = (items: Record<string, unknown>[]) => items.map((i) => i.id);

describe("uuidPrefixRange", () => {
  it("answers the smallest and largest id whose text starts with the prefix", () => {
    expect(uuidPrefixRange("3F2A")).toEqual(["3f2a0000-0000-0000-0000-000000000000", "3f2affff-ffff-ffff-ffff-ffffffffffff"]);
    expect(uuidPrefixRange("3f2a9c1d-")).toEqual(["3f2a9c1d-0000-0000-0000-000000000000", "3f2a9c1d-ffff-ffff-ffff-ffffffffffff"]);
    const whole = "3f2a9c1d-1234-4abc-8def-0123456789ab";
    expect(uuidPrefixRange(whole)).toEqual([whole, whole]);
  });

  it("answers null when no id's text can start with it", () => {
    for (const text of ["", "3f2a9c1dx", "3f2a-9c1d", "3f2a9c1d1", "g", `${"3f2a9c1d-1234-4abc-8def-0123456789ab"}0`]) {
      expect(uuidPrefixRange(text), text).toBeNull();
    }
  });
});

describe("GET /api/admin/bookings at 10,000 bookings", () => {
  it("pages newest first, 25 by default, with the total and the counts per status", async () => {
    const answer = await list("");
    const expected = newestFirst(rows);
    expect(answer.total).toBe(10_000);
    expect(answer.page).toBe(1);
    expect(answer.pageSize).toBe(25);
    expect(ids(answer.items)).toEqual(ids(expected.slice(0, 25)));
    expect(answer.counts).toEqual(countsOf(rows));
    expect(Object.values(answer.counts).reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it("answers the right slice of any page, the short last page and an empty page after it", async () => {
    const expected = newestFirst(rows);
    expect(ids((await list("?page=3&pageSize=100")).items)).toEqual(ids(expected.slice(200, 300)));
    const last = await list("?page=143&pageSize=70");
    expect(ids(last.items)).toEqual(ids(expected.slice(142 * 70)));
    expect(last.items).toHaveLength(10_000 - 142 * 70);
    const after = await list("?page=144&pageSize=70");
    expect(after.items).toEqual([]);
    expect(after.total).toBe(10_000);
  });

  it("answers the same rows around and past the middle, where pages are counted from the oldest end", async () => {
    const completed = newestFirst(rows.filter((r) => r.status === "completed"));
    for (const [page, size] of [[20, 50], [21, 50], [40, 50], [41, 50], [14, 73], [28, 73], [27, 73]] as const) {
      const answer = await list(`?status=completed&page=${page}&pageSize=${size}`);
      expect(ids(answer.items), `page ${page} of ${size}`).toEqual(ids(completed.slice((page - 1) * size, page * size)));
      expect(answer.total).toBe(completed.length);
    }
    const expected = newestFirst(rows);
    expect(ids((await list("?page=201&pageSize=25")).items)).toEqual(ids(expected.slice(5_000, 5_025)));
    expect(ids((await list("?page=200&pageSize=25")).items)).toEqual(ids(expected.slice(4_975, 5_000)));
    expect(ids((await list("?page=400&pageSize=25")).items)).toEqual(ids(expected.slice(9_975)));
  });

  it("describes each booking with its vehicle, tour, driver and reference", async () => {
    const target = rows.find((r) => r.bookingType === "tour" && r.assignedDriverId === drivers[1]!.userId)!;
    const answer = await list(`?q=${target.id}`);
    expect(answer.items).toHaveLength(1);
    expect(answer.items[0]).toEqual({
      id: target.id,
      reference: target.id.slice(0, 8),
      bookingType: "tour",
      origin: target.origin,
      destination: target.destination,
      bookingDate: target.bookingDate,
      bookingTime: target.bookingTime.slice(0, 5),
      passengers: target.passengers,
      vehicleId: vehicle.id,
      vehicleName: vehicle.name,
      vehicleClass: vehicle.class,
      tourId: target.tourId,
      tourName,
      customerName: target.customerName,
      customerPhone: target.customerPhone,
      customerEmail: target.customerEmail,
      totalPriceCents: target.totalPriceCents,
      status: target.status,
      serviceStep: null,
      assignedDriverId: drivers[1]!.userId,
      assignedDriverName: "Bruno Motorista",
      outboundBookingId: null,
      outboundReference: null,
      groupVehicle: null,
      groupSize: null,
      groupReference: null,
      createdAt: target.createdAt.toISOString(),
      paid: false,
    });
  });

  it.each(ADMIN_BOOKING_STATUSES)("filters by status %s; the counts keep every status", async (status) => {
    const expected = newestFirst(rows.filter((r) => r.status === status));
    const answer = await list(`?status=${status}&pageSize=100`);
    expect(answer.total).toBe(expected.length);
    expect(ids(answer.items)).toEqual(ids(expected.slice(0, 100)));
    expect(answer.counts).toEqual(countsOf(rows));
  });

  it.each(["transfer", "tour"])("filters by type %s", async (type) => {
    const matching = rows.filter((r) => r.bookingType === type);
    const answer = await list(`?type=${type}&page=2&pageSize=50`);
    expect(answer.total).toBe(matching.length);
    expect(ids(answer.items)).toEqual(ids(newestFirst(matching).slice(50, 100)));
    expect(answer.counts).toEqual(countsOf(matching));
  });

  it("filters by a service date range, both ends included", async () => {
    const matching = rows.filter((r) => r.bookingDate >= "2031-01-10" && r.bookingDate <= "2031-01-12");
    expect(matching.length).toBeGreaterThan(0);
    const answer = await list("?from=2031-01-10&to=2031-01-12&pageSize=100");
    expect(answer.total).toBe(matching.length);
    expect(ids(answer.items)).toEqual(ids(newestFirst(matching).slice(0, 100)));
    expect((await list("?from=2031-03-01")).total).toBe(rows.filter((r) => r.bookingDate >= "2031-03-01").length);
    expect((await list("?to=2031-01-01")).total).toBe(rows.filter((r) => r.bookingDate <= "2031-01-01").length);
  });

  it("filters by assigned driver", async () => {
    const driverId = drivers[0]!.userId;
    const matching = rows.filter((r) => r.assignedDriverId === driverId);
    const answer = await list(`?driverId=${encodeURIComponent(driverId)}`);
    expect(answer.total).toBe(matching.length);
    expect(ids(answer.items)).toEqual(ids(newestFirst(matching).slice(0, 25)));
    expect(answer.items.every((i) => i.assignedDriverName === "Carlos Motorista")).toBe(true);
  });

  it("searches customer name, e-mail and phone case-insensitively", async () => {
    const byName = rows.filter((r) => r.customerName.toLowerCase().includes("sofia"));
    expect((await list("?q=SOFIA")).total).toBe(byName.length);
    const byEmail = await list("?q=cliente4321@example");
    expect(ids(byEmail.items)).toEqual(ids(rows.filter((r) => r.customerEmail.includes("cliente4321@example"))));
    const phone = rows[42]!.customerPhone;
    const byPhone = await list(`?q=${encodeURIComponent(phone)}`);
    expect(ids(byPhone.items)).toEqual([rows[42]!.id]);
  });

  it("takes % and _ in a search literally", async () => {
    const underscore = rows.filter((r) => r.customerName.includes("Ana_Maria"));
    expect(underscore.length).toBe(10);
    expect((await list("?q=ana_maria")).total).toBe(underscore.length);
    const percent = rows.filter((r) => r.customerName.includes("100%"));
    expect((await list(`?q=${encodeURIComponent("100% Reis")}`)).total).toBe(percent.length);
    expect((await list(`?q=${encodeURIComponent("%")}`)).total).toBe(percent.length);
  });

  it("finds a booking by the start of its reference", async () => {
    // A reference with a letter in it cannot also be found in a phone number.
    const target = rows.slice(1234).find((r) => /[a-f]/.test(r.id.slice(0, 8)))!;
    const answer = await list(`?q=${target.id.slice(0, 8).toUpperCase()}`);
    expect(ids(answer.items)).toContain(target.id);
    expect(answer.items.every((i) => String(i.id).startsWith(target.id.slice(0, 8)))).toBe(true);
  });

  it("finds a booking by its whole id, dashes included, and nothing for text no id can start with", async () => {
    const target = rows[4321]!;
    expect(ids((await list(`?q=${target.id}`)).items)).toEqual([target.id]);
    expect(ids((await list(`?q=${target.id.slice(0, 14).toUpperCase()}`)).items)).toContain(target.id);
    expect((await list(`?q=${target.id.slice(0, 8)}x`)).total).toBe(0);
  });

  it("combines every filter, the search included", async () => {
    const driverId = drivers[1]!.userId;
    const matching = rows.filter(
      (r) =>
        r.status === "assigned" &&
        r.bookingType === "transfer" &&
        r.assignedDriverId === driverId &&
        r.bookingDate >= "2031-01-05" &&
        r.bookingDate <= "2031-02-15" &&
        r.customerName.toLowerCase().includes("ana"),
    );
    const sameButStatus = rows.filter(
      (r) =>
        r.bookingType === "transfer" &&
        r.assignedDriverId === driverId &&
        r.bookingDate >= "2031-01-05" &&
        r.bookingDate <= "2031-02-15" &&
        r.customerName.toLowerCase().includes("ana"),
    );
    const answer = await list(
      `?status=assigned&type=transfer&driverId=${driverId}&from=2031-01-05&to=2031-02-15&q=ana&pageSize=100`,
    );
    expect(answer.total).toBe(matching.length);
    expect(ids(answer.items)).toEqual(ids(newestFirst(matching).slice(0, 100)));
    expect(answer.counts).toEqual(countsOf(sameButStatus));
  });

  it.each([
    ["?pageSize=101", "Tamanho de página inválido (entre 1 e 100)"],
    ["?page=0", "Página inválida"],
    ["?status=in_progress", "Status inválido"],
    ["?type=bus", "Tipo de reserva inválido"],
    ["?from=2031-13-01", "Data inválida (use AAAA-MM-DD)"],
  ])("refuses %s with 400 and a Portuguese message", async (query, message) => {
    const response = await t.request(`/api/admin/bookings${query}`, { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({ code: "invalid_input", message, requestId: expect.any(String) });
  });
});

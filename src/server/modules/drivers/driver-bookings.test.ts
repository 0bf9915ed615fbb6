import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import { bookingEvents, bookingExtras, bookings, extras, profiles, tours, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { listDriverBookings, type DriverBookingItem } from "./service.ts";

let t: TestApp;
let driver: TestUser;
let otherDriver: TestUser;
let admin: TestUser;
let adminDriver: TestUser;
let noRole: TestUser;
let vehicle: typeof vehicles.$inferSelect;
let tour: typeof tours.$inferSelect;
let seat: typeof extras.$inferSelect;
let water: typeof extras.$inferSelect;

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  driver = await t.createUser(["driver"], "Diogo Motorista");
  otherDriver = await t.createUser(["driver"], "Outro Motorista");
  admin = await t.createUser(["admin"], "Ana Admin");
  adminDriver = await t.createUser(["admin", "driver"], "Admin Que Conduz");
  noRole = await t.createUser([], "Sem Papel");
  [vehicle] = (await t.db.select().from(vehicles).limit(1)) as [typeof vehicles.$inferSelect];
  [tour] = (await t.db
    .insert(tours)
    .values({ slug: "sintra-test", name: "Sintra Tour", durationHours: 8, translations: { pt: { name: "Passeio a Sintra" } } })
    .returning()) as [typeof tours.$inferSelect];
  [seat, water] = (await t.db
    .insert(extras)
    .values([
      { name: "Child seat", priceCents: 1000, translations: { pt: { name: "Cadeira de criança" } } },
      { name: "Water", priceCents: 0, translations: { fr: { name: "Eau" } } },
    ])
    .returning()) as [typeof extras.$inferSelect, typeof extras.$inferSelect];
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(bookings);
});

/** Inserts a booking (assigned to `driver` unless told otherwise); answers its id. */
async function insertBooking(values: Partial<typeof bookings.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  await t.db.insert(bookings).values({
    id,
    bookingType: "transfer",
    origin: "Aeroporto de Lisboa",
    destination: "Cascais",
    bookingDate: addDays(lisbonToday(), 3),
    bookingTime: "10:00",
    passengers: 2,
    vehicleId: vehicle.id,
    vehicleClass: vehicle.class,
    customerName: "Maria Cliente",
    customerPhone: "+351 912 345 678",
    customerEmail: "maria@example.com",
    totalPriceCents: 9000,
    status: "assigned",
    assignedDriverId: driver.userId,
    ...values,
  });
  return id;
}

const stored = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const eventsOf = (id: string) => t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));

const list = async (user: TestUser, query = "") => {
  const response = await t.request(`/api/driver/bookings${query}`, { cookie: user.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { today: string; bookings: DriverBookingItem[] };
};

const setStatus = (id: string, json: unknown, user: TestUser = driver) =>
  t.request(`/api/driver/bookings/${id}/status`, { method: "PATCH", json, cookie: user.cookie });

describe("driver API: access on every route", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/driver/bookings"],
    ["PATCH", `/api/driver/bookings/${UNKNOWN}/status`, { status: "confirmed" }],
    ["GET", "/api/driver/notifications"],
    ["POST", `/api/driver/notifications/${UNKNOWN}/read`, {}],
    ["POST", "/api/driver/notifications/read-all", {}],
  ];
  it.each(routes)("%s %s: 401 anonymous, 403 without a role and for an admin who is not a driver", async (method, path, json) => {
    const anonymous = await t.request(path, { method, json });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe("unauthenticated");
    expect((await t.request(path, { method, json, cookie: noRole.cookie })).status).toBe(403);
    const asAdmin = await t.request(path, { method, json, cookie: admin.cookie });
    expect(asAdmin.status).toBe(403);
    expect((await asAdmin.json()).error.message).toBe("Acesso negado");
    expect([401, 403]).not.toContain((await t.request(path, { method, json, cookie: adminDriver.cookie })).status);
  });

  it("an admin without the driver role changes nothing", async () => {
    const id = await insertBooking();
    expect((await setStatus(id, { status: "confirmed" }, admin)).status).toBe(403);
    expect((await stored(id)).status).toBe("assigned");
  });
});

describe("GET /api/driver/bookings", () => {
  it("answers every field of the card, tour and extra names in Portuguese (else English), and today in Lisbon", async () => {
    const outboundId = await insertBooking({
      bookingType: "tour",
      tourId: tour.id,
      bookingDate: addDays(lisbonToday(), 1),
      bookingTime: "09:05",
      flightNumber: "TP1234",
      specialRequests: "Cadeira para bebé",
      passengers: 3,
    });
    await t.db.insert(bookingExtras).values([
      { bookingId: outboundId, extraId: seat.id, priceCents: 1000 },
      { bookingId: outboundId, extraId: water.id, priceCents: 0 },
    ]);
    const returnId = await insertBooking({ outboundBookingId: outboundId, origin: "Cascais", destination: "Aeroporto de Lisboa" });

    const answer = await list(driver);
    expect(answer.today).toBe(lisbonToday());
    expect(answer.bookings).toEqual([
      {
        id: outboundId,
        reference: outboundId.slice(0, 8),
        bookingType: "tour",
        tourName: "Passeio a Sintra",
        bookingDate: addDays(lisbonToday(), 1),
        bookingTime: "09:05",
        status: "assigned",
        origin: "Aeroporto de Lisboa",
        destination: "Cascais",
        customerName: "Maria Cliente",
        customerPhone: "+351 912 345 678",
        customerEmail: "maria@example.com",
        passengers: 3,
        vehicleClass: vehicle.class,
        vehicleName: vehicle.name,
        flightNumber: "TP1234",
        specialRequests: "Cadeira para bebé",
        extras: [{ name: "Cadeira de criança" }, { name: "Water" }],
        outboundReference: null,
        group: null,
        serviceStep: null,
        serviceStepAt: null,
        noShowFrom: null,
        airportPickup: false,
      },
      expect.objectContaining({
        id: returnId,
        bookingType: "transfer",
        tourName: null,
        flightNumber: null,
        specialRequests: null,
        extras: [],
        outboundReference: outboundId.slice(0, 8),
      }),
    ]);
  });

  it("lists only the caller's bookings, by date then time", async () => {
    const late = await insertBooking({ bookingDate: addDays(lisbonToday(), 2), bookingTime: "18:30" });
    const early = await insertBooking({ bookingDate: addDays(lisbonToday(), 2), bookingTime: "07:15" });
    const first = await insertBooking({ bookingDate: addDays(lisbonToday(), 1), bookingTime: "23:00" });
    const others = await insertBooking({ assignedDriverId: otherDriver.userId });
    await insertBooking({ assignedDriverId: null, status: "pending" });

    expect((await list(driver, "?filter=all")).bookings.map((b) => b.id)).toEqual([first, early, late]);
    expect((await list(otherDriver, "?filter=all")).bookings.map((b) => b.id)).toEqual([others]);
    expect((await list(adminDriver, "?filter=all")).bookings).toEqual([]);
  });

  it("filters upcoming (default), completed and all at the edges of today in Lisbon", async () => {
    const today = lisbonToday();
    const yesterday = await insertBooking({ bookingDate: addDays(today, -1), bookingTime: "23:59" });
    const todayEarly = await insertBooking({ bookingDate: today, bookingTime: "00:00" });
    const tomorrow = await insertBooking({ bookingDate: addDays(today, 1), bookingTime: "00:00", status: "in_progress" });
    const doneToday = await insertBooking({ bookingDate: today, bookingTime: "08:00", status: "completed" });
    const cancelledTomorrow = await insertBooking({ bookingDate: addDays(today, 1), bookingTime: "09:00", status: "cancelled" });
    const doneLastWeek = await insertBooking({ bookingDate: addDays(today, -7), status: "completed" });

    const upcoming = [todayEarly, tomorrow];
    expect((await list(driver)).bookings.map((b) => b.id)).toEqual(upcoming);
    expect((await list(driver, "?filter=upcoming")).bookings.map((b) => b.id)).toEqual(upcoming);
    expect((await list(driver, "?filter=completed")).bookings.map((b) => b.id)).toEqual([doneLastWeek, doneToday]);
    expect((await list(driver, "?filter=all")).bookings.map((b) => b.id)).toEqual([
      doneLastWeek,
      yesterday,
      todayEarly,
      doneToday,
      tomorrow,
      cancelledTomorrow,
    ]);
  });

  it("Concluídas lists only the caller's completed bookings, never another driver's nor an unassigned one", async () => {
    const today = lisbonToday();
    const mineOld = await insertBooking({ bookingDate: addDays(today, -5), status: "completed" });
    const mineRecent = await insertBooking({ bookingDate: addDays(today, -1), status: "completed" });
    const othersDone = await insertBooking({ bookingDate: addDays(today, -3), status: "completed", assignedDriverId: otherDriver.userId });
    await insertBooking({ bookingDate: addDays(today, -2), status: "completed", assignedDriverId: null });
    await insertBooking({ bookingDate: addDays(today, -4), status: "completed", assignedDriverId: adminDriver.userId });

    expect((await list(driver, "?filter=completed")).bookings.map((b) => b.id)).toEqual([mineOld, mineRecent]);
    expect((await list(otherDriver, "?filter=completed")).bookings.map((b) => b.id)).toEqual([othersDone]);
  });

  it("takes today as given (the route passes Lisbon's): yesterday/today/tomorrow around a fixed date", async () => {
    const day = "2026-03-29"; // the day the clocks go forward in Lisbon
    const before = await insertBooking({ bookingDate: "2026-03-28", bookingTime: "23:30" });
    const on = await insertBooking({ bookingDate: day, bookingTime: "00:30" });
    const after = await insertBooking({ bookingDate: "2026-03-30", bookingTime: "00:30" });
    const ids = async (filter: "upcoming" | "completed" | "all", today: string) =>
      (await listDriverBookings(t.db, driver.userId, filter, today)).map((b) => b.id);

    expect(await ids("upcoming", day)).toEqual([on, after]);
    expect(await ids("upcoming", "2026-03-30")).toEqual([after]);
    expect(await ids("upcoming", "2026-03-28")).toEqual([before, on, after]);
    expect(await ids("upcoming", "2026-03-31")).toEqual([]);
    expect(await ids("all", "2026-03-31")).toEqual([before, on, after]);
    expect(await ids("completed", day)).toEqual([]);
    expect(await listDriverBookings(t.db, otherDriver.userId, "all", day)).toEqual([]);
  });

  it.each(["?filter=bogus", "?filter=", "?filter=UPCOMING"])("refuses %s with 400", async (query) => {
    const response = await t.request(`/api/driver/bookings${query}`, { cookie: driver.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_input", message: "Filtro inválido", requestId: expect.any(String) } });
  });
});

describe("PATCH /api/driver/bookings/:id/status", () => {
  it("changes the status of the caller's booking and records it with the driver's name", async () => {
    const id = await insertBooking();
    const response = await setStatus(id, { status: "in_progress" });
    expect(response.status, await response.clone().text()).toBe(200);
    const { booking } = (await response.json()) as { booking: DriverBookingItem };
    expect(booking).toMatchObject({ id, reference: id.slice(0, 8), status: "in_progress", customerName: "Maria Cliente" });
    expect((await stored(id)).status).toBe("in_progress");
    const events = await eventsOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: "status_changed",
      actorUserId: driver.userId,
      actorName: "Diogo Motorista",
      data: { from: "assigned", to: "in_progress", by: "driver" },
    });
  });

  it("names the driver from the profile, else the account", async () => {
    const id = await insertBooking();
    await t.db.update(profiles).set({ name: "Diogo P. Silva" }).where(eq(profiles.userId, driver.userId));
    try {
      expect((await setStatus(id, { status: "confirmed" })).status).toBe(200);
      await t.db.update(profiles).set({ name: "  " }).where(eq(profiles.userId, driver.userId));
      expect((await setStatus(id, { status: "pending" })).status).toBe(200);
    } finally {
      await t.db.update(profiles).set({ name: "Diogo Motorista" }).where(eq(profiles.userId, driver.userId));
    }
    const names = (await eventsOf(id)).map((e) => [e.actorName, e.data]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(names).toEqual([
      ["Diogo Motorista", { from: "confirmed", to: "pending", by: "driver" }],
      ["Diogo P. Silva", { from: "assigned", to: "confirmed", by: "driver" }],
    ]);
  });

  it("lets the driver set pending, confirmed, in_progress and completed in any order; then no more changes", async () => {
    const id = await insertBooking();
    for (const status of ["in_progress", "pending", "confirmed", "completed"] as const) {
      const response = await setStatus(id, { status });
      expect(response.status, status).toBe(200);
      expect((await stored(id)).status).toBe(status);
    }
    const again = await setStatus(id, { status: "in_progress" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "booking_closed", message: "Esta reserva já está concluída ou cancelada", requestId: expect.any(String) } });
    expect((await stored(id)).status).toBe("completed");
    expect(await eventsOf(id)).toHaveLength(4);
  });

  it("refuses a cancelled booking with 409 and changes nothing", async () => {
    const id = await insertBooking({ status: "cancelled" });
    const response = await setStatus(id, { status: "confirmed" });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe("Esta reserva já está concluída ou cancelada");
    expect((await stored(id)).status).toBe("cancelled");
    expect(await eventsOf(id)).toHaveLength(0);
  });

  it("answers 404 for another driver's booking, an unassigned one, an unknown id or a non-uuid, changing nothing", async () => {
    const others = await insertBooking({ assignedDriverId: otherDriver.userId });
    const unassigned = await insertBooking({ assignedDriverId: null, status: "pending" });
    for (const id of [others, unassigned, UNKNOWN, "not-a-uuid", "1"]) {
      const response = await setStatus(id, { status: "confirmed" });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Reserva não encontrada", requestId: expect.any(String) } });
    }
    // the same answer even when the other driver's booking is closed (nothing is revealed)
    const closed = await insertBooking({ assignedDriverId: otherDriver.userId, status: "completed" });
    expect((await setStatus(closed, { status: "confirmed" })).status).toBe(404);
    expect((await stored(others)).status).toBe("assigned");
    expect((await stored(unassigned)).status).toBe("pending");
    expect(await t.db.select().from(bookingEvents)).toHaveLength(0);
    // and the other driver can change theirs
    expect((await setStatus(others, { status: "confirmed" }, otherDriver)).status).toBe(200);
  });

  it.each([
    [{ status: "cancelled" }],
    [{ status: "assigned" }],
    [{ status: "done" }],
    [{ status: "" }],
    [{ status: null }],
    [{}],
    [[]],
    ["confirmed"],
    [{ status: "confirmed", customerName: "Outro Nome" }],
    [{ status: "confirmed", bookingDate: "2030-01-01" }],
    [{ status: "confirmed", assignedDriverId: null }],
  ])("refuses %j with 400 Status inválido and changes nothing", async (json) => {
    const id = await insertBooking();
    const before = await stored(id);
    const response = await setStatus(id, json);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_input", message: "Status inválido", requestId: expect.any(String) } });
    expect(await stored(id)).toEqual(before);
    expect(await eventsOf(id)).toHaveLength(0);
  });

  it("refuses a body that is not JSON", async () => {
    const id = await insertBooking();
    const response = await t.request(`/api/driver/bookings/${id}/status`, {
      method: "PATCH",
      cookie: driver.cookie,
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    const plain = await t.request(`/api/driver/bookings/${id}/status`, {
      method: "PATCH",
      cookie: driver.cookie,
      headers: { "content-type": "text/plain" },
    });
    expect(plain.status).toBe(415);
    expect((await stored(id)).status).toBe("assigned");
  });
});

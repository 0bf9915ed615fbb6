import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverTimeOff, profiles, tours, vehicles, zones } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { namedBookings } from "../../../../test-support/test-bookings.ts";

let t: TestApp;
let admin: TestUser;
let ana: TestUser;
let bruno: TestUser;
let noRole: TestUser;

/** Lisbon 2026-03-29 is the spring daylight-saving change: UTC+0 before, UTC+1 after. */
const { ids, insert: insertBooking } = namedBookings(() => t.db, {
  origin: "Praia Norte",
  destination: "Vila Sul",
  bookingDate: "2026-03-28",
  bookingTime: "10:00",
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"], "Admin");
  ana = await t.createUser(["driver"], "Ana Motorista");
  bruno = await t.createUser(["driver"], "Bruno Motorista");
  noRole = await t.createUser([], "Sem Papel");
  const [car] = await t.db.insert(vehicles).values({ name: "Mercedes Classe E", class: "business", capacity: 4 }).returning();
  await t.db.update(profiles).set({ vehicleId: car!.id }).where(eq(profiles.userId, ana.userId));
  // Half a degree of latitude apart: 55.6 km in a straight line, 72.3 km by road, 72.3 min at 60 km/h → 75 min.
  const [zone] = await t.db.insert(zones).values({
    name: "Norte–Sul",
    origin: "Praia Norte",
    destination: "Vila Sul",
    originLat: 37.5,
    originLng: -8,
    destinationLat: 37,
    destinationLng: -8,
    roadSpeedKmh: 60,
  }).returning();
  const [tour] = await t.db.insert(tours).values({ slug: "serra", name: "Serra Tour", durationHours: 4 }).returning();

  await insertBooking("first", { assignedDriverId: ana.userId, status: "assigned" }); // 10:00–11:15
  await insertBooking("overlapping", { assignedDriverId: ana.userId, status: "assigned", bookingTime: "10:30" }); // 10:30–11:45
  await insertBooking("tooSoon", { assignedDriverId: ana.userId, status: "assigned", bookingTime: "12:00", origin: "Vila Sul", destination: "Praia Norte" }); // 15 min after 11:45
  await insertBooking("tourOnDayOff", {
    assignedDriverId: ana.userId,
    status: "assigned",
    bookingType: "tour",
    tourId: tour!.id,
    bookingDate: "2026-03-29",
    bookingTime: "09:00",
    passengers: 6,
    origin: "Hotel",
    destination: "Serra",
  });
  await insertBooking("bruno", { assignedDriverId: bruno.userId, status: "assigned", bookingTime: "10:00" });
  await insertBooking("unassigned", { origin: "Algures", destination: "Outro Lado", bookingTime: "16:00", flightNumber: "TP1234" });
  await insertBooking("cancelled", { status: "cancelled", bookingTime: "18:00" });
  // Priced by the zone (stored on the booking) though its places are written as the visitor chose them.
  await insertBooking("pricedByZone", { origin: "Praia Norte, 8000-001", destination: "Hotel Vila Sul", zoneId: zone!.id, bookingDate: "2026-03-30", bookingTime: "19:00" });
  await insertBooking("outside", { bookingDate: "2026-03-31" });
});
afterAll(() => t.close());

const board = async (query: string, cookie = admin.cookie) => t.request(`/api/admin/dispatch?${query}`, { cookie });

describe("GET /api/admin/dispatch", () => {
  it("lays out each driver's jobs and the unassigned ones for the period, without cancelled ones or other days", async () => {
    const response = await board("from=2026-03-28&to=2026-03-29");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.from).toBe("2026-03-28");
    expect(body.travelBufferMinutes).toBe(30);
    expect(body.drivers.map((d: { name: string }) => d.name)).toEqual(["Ana Motorista", "Bruno Motorista"]);
    const [anaRow, brunoRow] = body.drivers;
    expect(anaRow.vehicle).toMatchObject({ name: "Mercedes Classe E", capacity: 4 });
    expect(anaRow.jobs.map((j: { id: string }) => j.id)).toEqual([ids.first, ids.overlapping, ids.tooSoon, ids.tourOnDayOff]);
    expect(brunoRow.jobs.map((j: { id: string }) => j.id)).toEqual([ids.bruno]);
    expect(body.unassigned.map((j: { id: string }) => j.id)).toEqual([ids.unassigned]);
  });

  it("times transfers by their zone, tours by their duration, unknown places by the 60-minute default, across the clock change", async () => {
    const body = await (await board("from=2026-03-28&to=2026-03-30")).json();
    const jobs = [...body.drivers.flatMap((d: { jobs: unknown[] }) => d.jobs), ...body.unassigned];
    const byId = (name: string) => jobs.find((j: { id: string }) => j.id === ids[name]);
    expect(byId("first")).toMatchObject({ start: "2026-03-28T10:00:00.000Z", end: "2026-03-28T11:15:00.000Z", minutes: 75, durationSource: "zone" });
    // The reverse direction of a zone takes as long.
    expect(byId("tooSoon")).toMatchObject({ minutes: 75, durationSource: "zone" });
    // 09:00 in Lisbon on the 29th is 08:00 UTC (summer time began at 01:00 UTC that night).
    expect(byId("tourOnDayOff")).toMatchObject({ start: "2026-03-29T08:00:00.000Z", end: "2026-03-29T12:00:00.000Z", minutes: 240, durationSource: "tour" });
    expect(byId("unassigned")).toMatchObject({ minutes: 60, durationSource: "default", flightNumber: "TP1234" });
    expect(byId("pricedByZone")).toMatchObject({ minutes: 75, durationSource: "zone" });
  });

  it("flags overlaps, a gap under the buffer, time off and too many passengers", async () => {
    const off = await t.request(`/api/admin/drivers/${ana.userId}/time-off`, {
      cookie: admin.cookie,
      json: { startDate: "2026-03-29", endDate: "2026-03-29", note: "Folga" },
    });
    expect(off.status).toBe(201);
    const body = await (await board("from=2026-03-28&to=2026-03-29")).json();
    const anaRow = body.drivers[0];
    const conflictsOf = (name: string) => anaRow.jobs.find((j: { id: string }) => j.id === ids[name]).conflicts;
    expect(conflictsOf("first")).toEqual([{ kind: "overlap", withBookingId: ids.overlapping }]);
    expect(conflictsOf("overlapping")).toEqual([{ kind: "overlap", withBookingId: ids.first }]);
    expect(conflictsOf("tooSoon")).toEqual([{ kind: "buffer", withBookingId: ids.overlapping }]);
    expect(conflictsOf("tourOnDayOff")).toEqual([{ kind: "unavailable" }, { kind: "seats" }]);
    // The whole Lisbon day: 00:00 WET (UTC) to 00:00 WEST the next day (23:00 UTC), 23 hours.
    expect(anaRow.timeOff).toEqual([
      { id: expect.any(String), start: "2026-03-29T00:00:00.000Z", end: "2026-03-29T23:00:00.000Z", note: "Folga" },
    ]);
    expect(body.drivers[1].jobs[0].conflicts).toEqual([]);
    await t.db.delete(driverTimeOff);
  });

  it("keeps the job of a user who is no longer a driver on the board, among the jobs without a driver's lane", async () => {
    const carla = await t.createUser(["driver"], "Carla Motorista");
    // A day of its own, away from the other tests' bookings.
    await insertBooking("formerDriver", { assignedDriverId: carla.userId, status: "assigned", bookingDate: "2026-04-10", bookingTime: "09:00" });
    await insertBooking("stillUnassigned", { bookingDate: "2026-04-10", bookingTime: "15:00" });
    const day = "from=2026-04-10&to=2026-04-10";
    const jobIds = (jobs: { id: string }[]) => jobs.map((j) => j.id);

    const before = await (await board(day)).json();
    expect(before.drivers.find((d: { id: string }) => d.id === carla.userId).jobs.map((j: { id: string }) => j.id)).toEqual([ids.formerDriver]);
    expect(jobIds(before.unassigned)).toEqual([ids.stillUnassigned]);

    const revoked = await t.request(`/api/users/${carla.userId}/roles/driver`, { method: "DELETE", cookie: admin.cookie });
    expect(revoked.status, await revoked.clone().text()).toBe(200);

    const after = await (await board(day)).json();
    expect(after.drivers.map((d: { id: string }) => d.id)).not.toContain(carla.userId);
    expect(after.drivers.map((d: { name: string }) => d.name)).toEqual(["Ana Motorista", "Bruno Motorista"]);
    // Still on the board (the booking is still hers until an admin reassigns it), once.
    expect(jobIds(after.unassigned)).toEqual([ids.formerDriver, ids.stillUnassigned]);
    expect(after.unassigned[0]).toMatchObject({ id: ids.formerDriver, driverId: carla.userId, status: "assigned" });
    const everyJob = [...after.drivers.flatMap((d: { jobs: { id: string }[] }) => jobIds(d.jobs)), ...jobIds(after.unassigned)];
    expect(everyJob.sort()).toEqual([ids.formerDriver, ids.stillUnassigned].sort());
  });

  it("refuses a bad period in Portuguese and is for admins only", async () => {
    const reversed = await board("from=2026-03-29&to=2026-03-28");
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).error.message).toBe("A data inicial deve ser anterior ou igual à data final");
    expect((await board("from=2026-01-01&to=2026-03-01")).status).toBe(400);
    expect((await board("from=amanhã")).status).toBe(400);
    expect((await board("from=2026-03-28", ana.cookie)).status).toBe(403);
    expect((await t.request("/api/admin/dispatch?from=2026-03-28")).status).toBe(401);
  });
});

describe("drivers' time off", () => {
  it("an admin adds hours off, the driver sees them, another driver does not, and the admin removes them", async () => {
    const added = await t.request(`/api/admin/drivers/${bruno.userId}/time-off`, {
      cookie: admin.cookie,
      json: { startDate: "2099-08-01", endDate: "2099-08-01", startTime: "09:00", endTime: "13:00" },
    });
    expect(added.status).toBe(201);
    const { timeOff, message } = await added.json();
    expect(message).toBe("Ausência registada");
    // August: Lisbon is UTC+1.
    expect(timeOff).toMatchObject({ driverId: bruno.userId, start: "2099-08-01T08:00:00.000Z", end: "2099-08-01T12:00:00.000Z", note: null });

    const seen = await (await t.request("/api/driver/time-off", { cookie: bruno.cookie })).json();
    expect(seen.timeOff.map((o: { id: string }) => o.id)).toEqual([timeOff.id]);
    expect((await (await t.request("/api/driver/time-off", { cookie: ana.cookie })).json()).timeOff).toEqual([]);

    const removed = await t.request(`/api/admin/time-off/${timeOff.id}`, { cookie: admin.cookie, method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await t.request(`/api/admin/time-off/${timeOff.id}`, { cookie: admin.cookie, method: "DELETE" })).status).toBe(404);
    expect((await (await t.request("/api/driver/time-off", { cookie: bruno.cookie })).json()).timeOff).toEqual([]);
  });

  it("refuses a bad body, a user who is not a driver and an unknown one, storing nothing", async () => {
    const post = (userId: string, json: unknown) => t.request(`/api/admin/drivers/${userId}/time-off`, { cookie: admin.cookie, json });
    const reversed = await post(bruno.userId, { startDate: "2099-08-02", endDate: "2099-08-01" });
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).error.message).toBe("O fim da ausência deve ser depois do início");
    expect((await post(bruno.userId, { startDate: "2099-08-01", endDate: "2099-08-01", extra: 1 })).status).toBe(400);
    expect((await post(noRole.userId, { startDate: "2099-08-01", endDate: "2099-08-01" })).status).toBe(404);
    expect((await post("nobody", { startDate: "2099-08-01", endDate: "2099-08-01" })).status).toBe(404);
    expect(await t.db.select().from(driverTimeOff)).toEqual([]);
  });
});

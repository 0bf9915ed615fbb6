import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BookingServiceResponse, RecordStepResponse } from "../../../domain/contracts/day-of-service.ts";
import { lisbonToday, lisbonWallClockParts } from "../../../domain/lisbon-date.ts";
import { bookingEvents, bookings, companySettings, driverPositions, mailOutbox, profiles, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { mintBookingToken } from "../manage-booking/tokens.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { deletePositionsPastRetention } from "./position-retention.ts";

let t: TestApp;
let driver: TestUser;
let otherDriver: TestUser;
let admin: TestUser;
let vehicle: typeof vehicles.$inferSelect;

const MIN = 60_000;
const HERE = { lat: 37.0144, lng: -7.9659, accuracy: 12 };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  driver = await t.createUser(["driver"], "Rui Motorista");
  otherDriver = await t.createUser(["driver"], "Outro Motorista");
  admin = await t.createUser(["admin"], "Ana Admin");
  [vehicle] = (await t.db.select().from(vehicles).limit(1)) as [typeof vehicles.$inferSelect];
  await t.db
    .update(profiles)
    .set({ phone: "+351 913 000 222", carMake: "Mercedes-Benz", carModel: "E-Class", carColour: "Preto", carPlate: "AA-00-BB" })
    .where(eq(profiles.userId, driver.userId));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(bookings);
  await t.db.delete(mailOutbox);
});

/** A booking assigned to `driver` whose pickup is `minutesFromNow` away (Lisbon wall clock). */
async function insertBooking(minutesFromNow = 120, values: Partial<typeof bookings.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  const wall = lisbonWallClockParts(new Date(Date.now() + minutesFromNow * MIN));
  await t.db.insert(bookings).values({
    id,
    bookingType: "transfer",
    origin: "Hotel Vila Galé, Albufeira",
    destination: "Faro",
    bookingDate: `${wall.year}-${wall.month}-${wall.day}`,
    bookingTime: `${wall.hour}:${wall.minute}`,
    passengers: 2,
    vehicleId: vehicle.id,
    vehicleClass: vehicle.class,
    customerName: "Marta Ribeiro",
    customerPhone: "+351 912 345 678",
    customerEmail: "marta@example.com",
    totalPriceCents: 9000,
    status: "assigned",
    assignedDriverId: driver.userId,
    language: "en",
    ...values,
  });
  return id;
}

const step = (id: string, json: Record<string, unknown>, user: TestUser = driver) =>
  t.request(`/api/driver/bookings/${id}/steps`, { method: "POST", json, cookie: user.cookie });
const position = (id: string, json: unknown = HERE, user: TestUser = driver) =>
  t.request(`/api/driver/bookings/${id}/position`, { method: "POST", json, cookie: user.cookie });
const stored = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const stepEvents = (id: string) =>
  t.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, "service_step")));
const ago = (minutes: number) => new Date(Date.now() - minutes * MIN).toISOString();

describe("only the assigned driver records steps, only on their job, only in order", () => {
  it("goes through the steps, each in the history with its time and position; the status follows", async () => {
    const id = await insertBooking();
    const first = await step(id, { step: "on_the_way", position: HERE });
    expect(first.status, await first.clone().text()).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const body = (await first.json()) as RecordStepResponse;
    expect(body.booking).toMatchObject({ id, status: "in_progress", serviceStep: "on_the_way" });
    for (const next of ["at_pickup", "on_board", "completed"]) expect((await step(id, { step: next })).status).toBe(200);
    const row = await stored(id);
    expect(row).toMatchObject({ status: "completed", serviceStep: "completed" });
    const events = await stepEvents(id);
    expect(events.map((e) => e.data.step)).toEqual(["on_the_way", "at_pickup", "on_board", "completed"]);
    expect(events[0]!.data.position).toMatchObject({ lat: HERE.lat, lng: HERE.lng });
    expect(events[0]!.actorUserId).toBe(driver.userId);
  });

  it("refuses a step out of order and changes nothing", async () => {
    const id = await insertBooking();
    const skipped = await step(id, { step: "at_pickup" });
    expect(skipped.status).toBe(409);
    expect((await skipped.json()).error.code).toBe("step_out_of_order");
    expect((await stored(id)).serviceStep).toBeNull();
    expect((await step(id, { step: "on_the_way" })).status).toBe(200);
    expect((await step(id, { step: "on_the_way" })).status).toBe(409);
    expect(await stepEvents(id)).toHaveLength(1);
  });

  it("another driver, an admin, an outsider who knows the id get nothing", async () => {
    const id = await insertBooking();
    const other = await step(id, { step: "on_the_way" }, otherDriver);
    expect(other.status).toBe(404);
    expect((await step(id, { step: "on_the_way" }, admin)).status).toBe(403);
    expect((await t.request(`/api/driver/bookings/${id}/steps`, { method: "POST", json: { step: "on_the_way" } })).status).toBe(401);
    expect((await position(id, HERE, otherDriver)).status).toBe(404);
    expect((await t.request(`/api/driver/bookings/${id}/calls`, { method: "POST", json: {}, cookie: otherDriver.cookie })).status).toBe(404);
    expect((await stored(id)).serviceStep).toBeNull();
  });

  it("refuses a cancelled job and bad input", async () => {
    const cancelled = await insertBooking(120, { status: "cancelled" });
    expect((await step(cancelled, { step: "on_the_way" })).status).toBe(409);
    const id = await insertBooking();
    const bad = await step(id, { step: "flying" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Passo inválido");
    expect((await step(id, { step: "on_the_way", position: { lat: 95, lng: 0 } })).status).toBe(400);
    expect((await step(id, { step: "on_the_way", extra: 1 })).status).toBe(400);
    expect((await stored(id)).serviceStep).toBeNull();
  });
});

describe("a step's time from the phone (queued offline)", () => {
  it("keeps the real time of a queued step within bounds", async () => {
    const id = await insertBooking();
    const at = ago(10);
    expect((await step(id, { step: "on_the_way", at, queued: true })).status).toBe(200);
    expect((await stored(id)).serviceStepAt?.toISOString()).toBe(at);
    expect((await stepEvents(id))[0]!.data).toMatchObject({ at, queued: true });
  });

  it("refuses a time in the future, before the previous step, or more than 24 h old", async () => {
    const id = await insertBooking();
    const future = await step(id, { step: "on_the_way", at: new Date(Date.now() + 10 * MIN).toISOString() });
    expect(future.status).toBe(400);
    expect((await future.json()).error.code).toBe("step_time_in_future");
    expect((await step(id, { step: "on_the_way", at: ago(25 * 60) })).status).toBe(400);
    expect((await step(id, { step: "on_the_way", at: ago(10) })).status).toBe(200);
    const before = await step(id, { step: "at_pickup", at: ago(20) });
    expect(before.status).toBe(400);
    expect((await before.json()).error.code).toBe("step_time_before_previous");
    expect((await stored(id)).serviceStep).toBe("on_the_way");
  });
});

describe("a no-show after the free waiting time, with its evidence", () => {
  it("is refused within the waiting time (15 min away from airports), allowed after it", async () => {
    const id = await insertBooking(-5);
    await step(id, { step: "on_the_way", at: ago(30) });
    await step(id, { step: "at_pickup", at: ago(10), position: HERE });
    const early = await step(id, { step: "no_show" });
    expect(early.status).toBe(409);
    expect((await early.json()).error.code).toBe("no_show_too_early");
    expect((await stored(id)).serviceStep).toBe("at_pickup");
  });

  it("at an airport waits 60 minutes", async () => {
    const id = await insertBooking(-30, { origin: "Aeroporto de Faro (FAO)", flightNumber: "FR1234" });
    await step(id, { step: "on_the_way", at: ago(60) });
    await step(id, { step: "at_pickup", at: ago(40) });
    expect((await step(id, { step: "no_show" })).status).toBe(409);
  });

  it("records arrival, position, wait and calls, and e-mails the customer the facts", async () => {
    const id = await insertBooking(-40);
    await step(id, { step: "on_the_way", at: ago(60) });
    const arrivedAt = ago(45);
    await step(id, { step: "at_pickup", at: arrivedAt, position: HERE });
    expect((await t.request(`/api/driver/bookings/${id}/calls`, { method: "POST", json: { at: ago(20) }, cookie: driver.cookie })).status).toBe(200);
    const response = await step(id, { step: "no_show", position: HERE });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await stored(id)).toMatchObject({ status: "completed", serviceStep: "no_show" });
    const noShow = (await stepEvents(id)).find((e) => e.data.step === "no_show")!;
    expect(noShow.data).toMatchObject({ arrivedAt, waitedMinutes: 45, calls: [expect.any(String)] });
    expect(noShow.data.arrivalPosition).toMatchObject({ lat: HERE.lat, lng: HERE.lng });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "no_show"));
    expect(mail).toBeDefined();
    expect(mail!.toAddress).toBe("marta@example.com");
    expect(mail!.textBody).toContain("45 minutes");
  });
});

describe("positions", () => {
  it("are refused without a job on the way", async () => {
    const id = await insertBooking();
    const none = await position(id);
    expect(none.status).toBe(409);
    expect((await none.json()).error.code).toBe("no_job_in_progress");
    await step(id, { step: "on_the_way" });
    expect((await position(id)).status).toBe(200);
    await step(id, { step: "at_pickup" });
    expect((await position(id)).status).toBe(409);
    expect((await position(id, { lat: "x", lng: 1 })).status).toBe(400);
  });

  it("are deleted after the retention period, from the positions and the history", async () => {
    const id = await insertBooking();
    await step(id, { step: "on_the_way", position: HERE });
    await position(id);
    const later = new Date(Date.now() + 31 * 24 * 60 * MIN);
    expect(await deletePositionsPastRetention(t.db, new Date(Date.now() + 29 * 24 * 60 * MIN))).toBe(0);
    expect(await deletePositionsPastRetention(t.db, later)).toBe(2);
    expect(await t.db.select().from(driverPositions).where(eq(driverPositions.bookingId, id))).toHaveLength(0);
    const [event] = await stepEvents(id);
    expect(event!.data.position).toBeUndefined();
    expect(event!.data.step).toBe("on_the_way");
  });
});

describe("the customer's booking page on the day", () => {
  async function page(id: string) {
    const token = await mintBookingToken(t.db, id);
    const response = await t.request(`/api/manage/${token}/service`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return ((await response.json()) as BookingServiceResponse).trips[0]!;
  }

  it("shows the driver's first name, car and the meeting point; the position only while on the way", async () => {
    const id = await insertBooking();
    const before = await page(id);
    expect(before.driver).toMatchObject({ firstName: "Rui", car: { make: "Mercedes-Benz", model: "E-Class", colour: "Preto", plate: "AA-00-BB" } });
    expect(before.driver?.contact).toBe("company");
    expect(before.position).toBeNull();
    await step(id, { step: "on_the_way" });
    await position(id);
    const onTheWay = await page(id);
    expect(onTheWay.step).toBe("on_the_way");
    expect(onTheWay.position).toMatchObject({ lat: HERE.lat, lng: HERE.lng });
    await step(id, { step: "at_pickup" });
    expect((await page(id)).position).toBeNull();
    await step(id, { step: "on_board" });
    await step(id, { step: "completed" });
    const done = await page(id);
    expect(done).toMatchObject({ step: "completed", driver: null, position: null });
  });

  it("gives the driver's own number when the company setting says so", async () => {
    await t.db
      .insert(companySettings)
      .values({ id: 1, address: "Faro", lat: 37, lng: -7.9, driverContact: "driver" })
      .onConflictDoUpdate({ target: companySettings.id, set: { driverContact: "driver" } });
    const id = await insertBooking();
    const trip = await page(id);
    expect(trip.driver).toMatchObject({ contact: "driver", phone: "+351 913 000 222", whatsappUrl: "https://wa.me/351913000222" });
    await t.db.update(companySettings).set({ driverContact: "company" });
  });

  it("an unknown token opens nothing", async () => {
    expect((await t.request(`/api/manage/${"Q".repeat(43)}/service`)).status).toBe(404);
  });
});

describe("the customer is told who is coming", () => {
  it("an assignment (and a change of driver) e-mails the driver's name, car and the meeting point", async () => {
    const id = await insertBooking(24 * 60, { status: "confirmed", assignedDriverId: null });
    const assign = (driverId: string) =>
      t.request(`/api/admin/bookings/${id}/assign`, { method: "POST", json: { driverId }, cookie: admin.cookie });
    expect((await assign(driver.userId)).status).toBe(200);
    expect((await assign(driver.userId)).status).toBe(200);
    expect((await assign(otherDriver.userId)).status).toBe(200);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "driver_assigned"));
    expect(mails).toHaveLength(2);
    const first = mails.find((m) => m.textBody?.includes("Rui"))!;
    expect(first.toAddress).toBe("marta@example.com");
    expect(first.textBody).toContain("Mercedes-Benz E-Class");
    expect(first.textBody).toContain("AA-00-BB");
    expect(first.textBody).toContain("Hotel Vila Galé, Albufeira");
    expect(lisbonToday()).toBeTruthy();
  });
});

describe("the admin's Despacho follows each job's step", () => {
  it("shows the step, and flags a job whose driver is not on the way 30 minutes before pickup", async () => {
    const soon = await insertBooking(20);
    const later = await insertBooking(90);
    const going = await insertBooking(25);
    await step(going, { step: "on_the_way" });
    const today = lisbonToday();
    const response = await t.request(`/api/admin/dispatch?from=${today}&to=${today}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const board = (await response.json()) as { drivers: { jobs: { id: string; serviceStep: string | null; lateToSetOff: boolean }[] }[] };
    const jobs = board.drivers.flatMap((d) => d.jobs);
    const job = (id: string) => jobs.find((j) => j.id === id);
    // Near midnight a job 90 minutes away is tomorrow: it is then not on today's board.
    if (job(later)) expect(job(later)).toMatchObject({ lateToSetOff: false, serviceStep: null });
    if (job(soon)) expect(job(soon)).toMatchObject({ lateToSetOff: true, serviceStep: null });
    if (job(going)) expect(job(going)).toMatchObject({ lateToSetOff: false, serviceStep: "on_the_way" });
    expect(jobs.length).toBeGreaterThan(0);
  });
});

describe("the driver's car, admin-edited", () => {
  it("PATCH /api/users/:id with car sets make, model, colour and plate of a driver; bad input changes nothing", async () => {
    const patch = (userId: string, json: unknown) => t.request(`/api/users/${userId}`, { method: "PATCH", json, cookie: admin.cookie });
    const ok = await patch(otherDriver.userId, { car: { make: "Skoda", model: "Octavia", colour: "Cinzento", plate: "12-AB-34" } });
    expect(ok.status).toBe(200);
    expect((await ok.json()).user.car).toEqual({ make: "Skoda", model: "Octavia", colour: "Cinzento", plate: "12-AB-34" });
    const bad = await patch(otherDriver.userId, { car: { plate: "x".repeat(41) } });
    expect(bad.status).toBe(400);
    const notDriver = await patch(admin.userId, { car: { plate: "12-AB-34" } });
    expect(notDriver.status).toBe(409);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, otherDriver.userId));
    expect(row!.carPlate).toBe("12-AB-34");
    expect((await patch(otherDriver.userId, { car: { plate: "" } })).status).toBe(200);
    const [cleared] = await t.db.select().from(profiles).where(eq(profiles.userId, otherDriver.userId));
    expect(cleared!.carPlate).toBeNull();
    expect(cleared!.carMake).toBe("Skoda");
  });
});

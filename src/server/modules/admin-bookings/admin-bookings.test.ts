import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import { bookingEvents, bookings, extras, mailOutbox, notifications, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";

let t: TestApp;
let admin: TestUser;
let driver: TestUser;
let noRole: TestUser;
let economy: typeof vehicles.$inferSelect;
let childSeat: typeof extras.$inferSelect;

const inDays = (days: number) => addDays(lisbonToday(), days);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  admin = await t.createUser(["admin"], "Admin Reservas");
  driver = await t.createUser(["driver"], "Diogo Motorista");
  noRole = await t.createUser([], "Sem Papel");
  [economy] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1)) as [typeof vehicles.$inferSelect];
  [childSeat] = (await t.db.select().from(extras).limit(1)) as [typeof extras.$inferSelect];
});
afterAll(() => t.close());

/** Books through the public form, as a visitor would; answers the booking id(s). */
async function book(overrides: Record<string, unknown> = {}) {
  const body = transferBookingBody(economy, overrides);
  const response = await t.request("/api/bookings", { json: body });
  expect(response.status, await response.clone().text()).toBe(201);
  const answer = await response.json();
  return { id: body.id as string, returnId: (answer.returnBooking?.id ?? null) as string | null, body };
}

const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(path, { ...init, cookie: admin.cookie });

const stored = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const eventsOf = (id: string) => t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
const detail = async (id: string) => {
  const response = await asAdmin(`/api/admin/bookings/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()).booking;
};
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("admin bookings: access", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/admin/bookings"],
    ["GET", "/api/admin/drivers"],
    ["GET", `/api/admin/bookings/${UNKNOWN}`],
    ["PATCH", `/api/admin/bookings/${UNKNOWN}/status`, { status: "confirmed" }],
    ["POST", `/api/admin/bookings/${UNKNOWN}/assign`, { driverId: "x" }],
    ["POST", `/api/admin/bookings/${UNKNOWN}/payment-link`, {}],
    ["DELETE", `/api/admin/bookings/${UNKNOWN}`],
  ];
  it.each(routes)("%s %s: 401 anonymous, 403 without the role and for a driver", async (method, path, json) => {
    expect((await t.request(path, { method, json })).status).toBe(401);
    expect((await t.request(path, { method, json, cookie: noRole.cookie })).status).toBe(403);
    expect((await t.request(path, { method, json, cookie: driver.cookie })).status).toBe(403);
  });

  it("takes state changes as JSON only", async () => {
    const { id } = await book();
    const response = await t.request(`/api/admin/bookings/${id}/status`, {
      method: "PATCH",
      cookie: admin.cookie,
      headers: { "content-type": "text/plain" },
    });
    expect(response.status).toBe(415);
    expect((await stored(id))!.status).toBe("pending");
  });
});

describe("GET /api/admin/bookings/:id", () => {
  it("names a French customer's extras in Portuguese, as the whole admin panel does", async () => {
    const [seat] = await t.db.select().from(extras).where(eq(extras.name, "Child seat (9-18 kg)"));
    const portuguese = (seat!.translations as { pt?: { name?: string } }).pt?.name;
    expect(portuguese).toBeTruthy();
    expect(portuguese).not.toBe(seat!.name);
    const body = transferBookingBody(economy, { extraIds: [seat!.id] });
    expect((await t.request("/api/bookings?lang=fr", { json: body })).status).toBe(201);
    expect((await detail(body.id)).extras.map((e: { name: string }) => e.name)).toEqual([portuguese]);
  });

  it("shows every field, the extras with their prices, no payment and the creation in the history", async () => {
    const { id, returnId, body } = await book({
      extraIds: [childSeat.id],
      specialRequests: "Cadeira de bebé",
      returnTrip: true,
      returnDate: inDays(14),
      returnTime: "09:15",
      returnFlightNumber: "",
      destination: "Albufeira",
    });
    const booking = await detail(id);
    expect(booking).toMatchObject({
      id,
      reference: id.slice(0, 8),
      bookingType: "transfer",
      origin: body.origin,
      destination: "Albufeira",
      bookingDate: body.bookingDate,
      bookingTime: "14:30",
      flightNumber: "TP1901",
      specialRequests: "Cadeira de bebé",
      customerName: "Joana Costa",
      vehicleName: economy.name,
      vehicleClass: "Economy",
      // In Portuguese (the demo extra has a translation); the catalogue keeps English in its column.
      extras: [{ id: childSeat.id, name: (childSeat.translations as { pt: { name: string } }).pt.name, priceCents: childSeat.priceCents }],
      paymentState: "none",
      outbound: null,
      returnTrip: { id: returnId, reference: returnId!.slice(0, 8), bookingDate: inDays(14), bookingTime: "09:15", status: "pending" },
    });
    expect(booking.history.map((h: { kind: string }) => h.kind)).toEqual(["created"]);
    const back = await detail(returnId!);
    expect(back).toMatchObject({ outboundBookingId: id, outboundReference: id.slice(0, 8), outbound: { id }, returnTrip: null });
  });

  it("answers 404 Reserva não encontrada for an unknown or malformed id", async () => {
    for (const id of [UNKNOWN, "not-a-uuid"]) {
      const response = await asAdmin(`/api/admin/bookings/${id}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe("Reserva não encontrada");
    }
  });
});

describe("PATCH /api/admin/bookings/:id/status", () => {
  it("sets any status from any other and records who changed what", async () => {
    const { id } = await book();
    for (const [from, to] of [["pending", "completed"], ["completed", "pending"], ["pending", "cancelled"], ["cancelled", "confirmed"]]) {
      const response = await asAdmin(`/api/admin/bookings/${id}/status`, { method: "PATCH", json: { status: to } });
      expect(response.status).toBe(200);
      const answer = await response.json();
      expect(answer.booking.status).toBe(to);
      expect(answer.message).toBe("Status atualizado!");
      expect((await stored(id))!.status).toBe(to);
      const history = (await detail(id)).history;
      expect(history.at(-1)).toMatchObject({ kind: "status_changed", actorUserId: admin.userId, actorName: "Admin Reservas", data: { from, to } });
    }
    expect(await eventsOf(id)).toHaveLength(4);
  });

  it("refuses an unknown status (400) and an unknown booking (404), changing nothing", async () => {
    const { id } = await book();
    const bad = await asAdmin(`/api/admin/bookings/${id}/status`, { method: "PATCH", json: { status: "in_progress" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Status inválido");
    const unknown = await asAdmin(`/api/admin/bookings/${UNKNOWN}/status`, { method: "PATCH", json: { status: "confirmed" } });
    expect(unknown.status).toBe(404);
    expect((await stored(id))!.status).toBe("pending");
    expect(await eventsOf(id)).toHaveLength(0);
  });
});

describe("admin booking bodies with an unknown key", () => {
  const EXTRA_KEYS = [{ totalPriceCents: 1 }, JSON.parse('{"__proto__":{"x":1}}'), { constructor: 1 }];

  it("PATCH status and POST assign answer 400 with the general message and change nothing", async () => {
    const { id } = await book();
    const before = await stored(id);
    const notificationsBefore = (await t.db.select().from(notifications)).length;
    for (const extra of EXTRA_KEYS) {
      for (const [path, init] of [
        [`/api/admin/bookings/${id}/status`, { method: "PATCH", json: { status: "confirmed", ...extra } }],
        [`/api/admin/bookings/${id}/assign`, { json: { driverId: driver.userId, ...extra } }],
      ] as const) {
        const response = await asAdmin(path, init);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) } });
      }
    }
    expect(await stored(id)).toEqual(before);
    expect(await eventsOf(id)).toHaveLength(0);
    expect(await t.db.select().from(notifications)).toHaveLength(notificationsBefore);
  });
});

describe("drivers and assignment", () => {
  it("lists the drivers by name, names from their profiles", async () => {
    const second = await t.createUser(["driver", "admin"], "Abel Condutor");
    const response = await asAdmin("/api/admin/drivers");
    expect(response.status).toBe(200);
    const { drivers } = await response.json();
    expect(drivers).toEqual([
      { id: second.userId, name: "Abel Condutor", email: second.email, phone: null },
      { id: driver.userId, name: "Diogo Motorista", email: driver.email, phone: null },
    ]);
  });

  it("assigns a driver: driver, status assigned, history and notification together", async () => {
    const { id, body } = await book({ bookingDate: inDays(30), bookingTime: "10:00" });
    const response = await asAdmin(`/api/admin/bookings/${id}/assign`, { json: { driverId: driver.userId } });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.booking).toMatchObject({ id, status: "assigned", assignedDriverId: driver.userId });
    expect(answer.warnings).toEqual([]);
    expect(answer.message).toBe("Motorista atribuído e notificado!");
    const notes = await t.db.select().from(notifications).where(eq(notifications.bookingId, id));
    expect(notes).toHaveLength(1);
    const [dd, mm, yyyy] = [body.bookingDate.slice(8), body.bookingDate.slice(5, 7), body.bookingDate.slice(0, 4)];
    expect(notes[0]).toMatchObject({ userId: driver.userId, type: "booking_assigned", title: "Nova reserva atribuída", read: false });
    expect(notes[0]!.message).toBe(`Reserva ${id.slice(0, 8)}: ${dd}/${mm}/${yyyy} às 10:00, ${body.origin} → ${body.destination}.`);
    const history = (await detail(id)).history;
    expect(history.at(-1)).toMatchObject({
      kind: "driver_assigned",
      actorName: "Admin Reservas",
      data: { driverId: driver.userId, driverName: "Diogo Motorista", from: "pending", to: "assigned" },
    });
    expect((await detail(id)).assignedDriverName).toBe("Diogo Motorista");
  });

  it("warns (without refusing) about the driver's other open bookings within 2 hours", async () => {
    const other = await t.createUser(["driver"], "Eva Motorista");
    const day = inDays(40);
    const assign = (bookingId: string) => asAdmin(`/api/admin/bookings/${bookingId}/assign`, { json: { driverId: other.userId } });
    const near = await book({ bookingDate: day, bookingTime: "08:30" });
    const edge = await book({ bookingDate: day, bookingTime: "12:00" });
    const far = await book({ bookingDate: day, bookingTime: "13:30" });
    const cancelled = await book({ bookingDate: day, bookingTime: "10:30" });
    const lateDayBefore = await book({ bookingDate: addDays(day, -1), bookingTime: "23:30" });
    for (const b of [near, edge, far, cancelled]) expect((await assign(b.id)).status).toBe(200);
    await asAdmin(`/api/admin/bookings/${cancelled.id}/status`, { method: "PATCH", json: { status: "cancelled" } });
    expect((await assign(lateDayBefore.id)).status).toBe(200);

    const target = await book({ bookingDate: day, bookingTime: "10:00" });
    const response = await assign(target.id);
    expect(response.status).toBe(200);
    const { warnings, booking } = await response.json();
    expect(booking.status).toBe("assigned");
    expect(warnings.map((w: { id: string }) => w.id)).toEqual([near.id, edge.id]);
    expect(warnings[0]).toMatchObject({ reference: near.id.slice(0, 8), bookingDate: day, bookingTime: "08:30" });

    // Across midnight: 23:30 the day before is within 2 hours of 00:45.
    const afterMidnight = await book({ bookingDate: day, bookingTime: "00:45" });
    const late = await (await assign(afterMidnight.id)).json();
    expect(late.warnings.map((w: { id: string }) => w.id)).toEqual([lateDayBefore.id]);
  });

  it("refuses a user without the driver role (400) and an unknown booking (404)", async () => {
    const { id } = await book();
    for (const driverId of [noRole.userId, admin.userId, "no-such-user"]) {
      const response = await asAdmin(`/api/admin/bookings/${id}/assign`, { json: { driverId } });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe("Erro ao atribuir motorista");
    }
    expect(await stored(id)).toMatchObject({ status: "pending", assignedDriverId: null });
    const unknown = await asAdmin(`/api/admin/bookings/${UNKNOWN}/assign`, { json: { driverId: driver.userId } });
    expect(unknown.status).toBe(404);
  });

  it("is all or nothing: when the notification cannot be stored, nothing changes", async () => {
    const { id } = await book();
    // Make the last write of the assignment fail inside the database.
    await t.db.execute(sql`create or replace function refuse_notification() returns trigger language plpgsql as $$
      begin raise exception 'notification refused for the test'; end $$`);
    await t.db.execute(sql`create trigger refuse_notification before insert on notifications
      for each row execute function refuse_notification()`);
    try {
      const response = await asAdmin(`/api/admin/bookings/${id}/assign`, { json: { driverId: driver.userId } });
      expect(response.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_notification on notifications`);
    }
    expect(await stored(id)).toMatchObject({ status: "pending", assignedDriverId: null });
    expect(await eventsOf(id)).toHaveLength(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.bookingId, id))).toHaveLength(0);
    // Once the database accepts it again, the same assignment goes through.
    expect((await asAdmin(`/api/admin/bookings/${id}/assign`, { json: { driverId: driver.userId } })).status).toBe(200);
  });
});

describe("DELETE /api/admin/bookings/:id", () => {
  const deletedMails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "booking_deleted"));

  it("deletes an outbound booking with its extras and history; its return trip stays, unlinked; the company is told", async () => {
    const { id, returnId } = await book({
      extraIds: [childSeat.id],
      returnTrip: true,
      returnDate: inDays(20),
      returnTime: "11:00",
      returnFlightNumber: "",
    });
    await asAdmin(`/api/admin/bookings/${id}/status`, { method: "PATCH", json: { status: "confirmed" } });
    const mailsBefore = (await deletedMails()).length;
    const wakes = t.mailWakes;
    const response = await asAdmin(`/api/admin/bookings/${id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe("Reserva apagada com sucesso!");
    expect(await stored(id)).toBeUndefined();
    expect(await eventsOf(id)).toHaveLength(0);
    const extrasLeft = await t.db.execute(sql`select count(*)::int as n from booking_extras where booking_id = ${id}`);
    expect(Number((extrasLeft as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
    expect(await stored(returnId!)).toMatchObject({ outboundBookingId: null, status: "pending" });
    const mails = await deletedMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.find((m) => m.subject.includes(id.slice(0, 8)))!;
    expect(mail.toAddress).toBe("info@lusitania-chauffeur.pt");
    expect(mail.textBody).toContain("Joana Costa");
    expect(mail.textBody).toContain("Apagada por: Admin Reservas");
    expect(t.mailWakes).toBeGreaterThan(wakes);
    expect((await asAdmin(`/api/admin/bookings/${id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("deletes a return trip alone", async () => {
    const { id, returnId } = await book({ returnTrip: true, returnDate: inDays(21), returnTime: "11:00", returnFlightNumber: "" });
    expect((await asAdmin(`/api/admin/bookings/${returnId}`, { method: "DELETE" })).status).toBe(200);
    expect(await stored(returnId!)).toBeUndefined();
    expect(await stored(id)).toMatchObject({ status: "pending" });
    expect((await detail(id)).returnTrip).toBeNull();
  });

  it("answers 404 for an unknown booking and queues nothing", async () => {
    const before = (await deletedMails()).length;
    const response = await asAdmin(`/api/admin/bookings/${UNKNOWN}`, { method: "DELETE" });
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe("Reserva não encontrada");
    expect(await deletedMails()).toHaveLength(before);
  });
});


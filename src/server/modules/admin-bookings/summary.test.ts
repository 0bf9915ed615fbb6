import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import { bookings, contactMessages, payments } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { getAdminSummary } from "./summary.ts";

let t: TestApp;
let admin: TestUser;
let driver: TestUser;

/** 2026-07-10 10:00 in Lisbon (summer, UTC+1). */
const NOW = new Date("2026-07-10T09:00:00Z");

async function insertBooking(values: Partial<typeof bookings.$inferInsert>): Promise<string> {
  const id = randomUUID();
  await t.db.insert(bookings).values({
    id,
    bookingType: "transfer",
    origin: "Aeroporto de Faro",
    destination: "Vilamoura",
    bookingDate: "2026-07-10",
    bookingTime: "12:00",
    passengers: 2,
    vehicleClass: "Premium",
    customerName: "Cliente",
    customerPhone: "+351 912 345 678",
    customerEmail: "cliente@example.com",
    totalPriceCents: 10_000,
    status: "confirmed",
    ...values,
  });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"], "Admin");
  driver = await t.createUser(["driver"], "Ana Motorista");
  const assigned = { assignedDriverId: driver.userId, status: "assigned" as const };
  // Today (2026-07-10): 3 services (one cancelled left out); one of them earlier today, unassigned, already past.
  await insertBooking({ bookingTime: "08:00" }); // today, unassigned, started before now: not in the next 48 h
  await insertBooking({ bookingTime: "12:00" }); // today, unassigned, in 2 h
  await insertBooking({ bookingTime: "15:00", ...assigned });
  await insertBooking({ bookingTime: "16:00", status: "cancelled" });
  // A return trip is a service of its own: today's counts, its outbound trip of yesterday does not.
  const yesterdays = await insertBooking({ bookingDate: "2026-07-09", bookingTime: "17:00", ...assigned });
  await insertBooking({ bookingTime: "17:00", outboundBookingId: yesterdays, ...assigned });
  // Tomorrow: 2 services, one unassigned.
  await insertBooking({ bookingDate: "2026-07-11", bookingTime: "09:00" });
  await insertBooking({ bookingDate: "2026-07-11", bookingTime: "10:00", ...assigned });
  await insertBooking({ bookingDate: "2026-07-11", bookingTime: "12:00", status: "cancelled" }); // unassigned, cancelled: never
  // The day after: 09:59 is within 48 h of 10:00 today, 10:00 is not; completed ones never count.
  await insertBooking({ bookingDate: "2026-07-12", bookingTime: "09:59" });
  await insertBooking({ bookingDate: "2026-07-12", bookingTime: "10:00" });
  await insertBooking({ bookingDate: "2026-07-11", bookingTime: "18:00", status: "completed" });
  // Payments pending: a link sent, an open checkout; not: pending without either, paid, an expired checkout.
  const returnOf = await insertBooking({ bookingDate: "2026-08-01", status: "pending", paymentLinkSentAt: NOW });
  await insertBooking({ bookingDate: "2026-08-01", status: "pending", outboundBookingId: returnOf, paymentLinkSentAt: NOW }); // its return trip: one payment
  const open = await insertBooking({ bookingDate: "2026-08-02", status: "pending" });
  await insertBooking({ bookingDate: "2026-08-03", status: "pending" });
  const expired = await insertBooking({ bookingDate: "2026-08-04", status: "pending" });
  const paid = await insertBooking({ bookingDate: "2026-08-05", status: "confirmed", paymentLinkSentAt: NOW });
  // Counted once each: two open checkouts; a link sent and an open checkout. Never: a return trip's
  // open checkout (its outbound trip has neither), a cancelled booking's link and open checkout.
  const twice = await insertBooking({ bookingDate: "2026-08-06", status: "pending" });
  const linkAndOpen = await insertBooking({ bookingDate: "2026-08-07", status: "pending", paymentLinkSentAt: NOW });
  const outboundOnly = await insertBooking({ bookingDate: "2026-08-08", status: "pending" });
  const returnOpen = await insertBooking({ bookingDate: "2026-08-09", status: "pending", outboundBookingId: outboundOnly });
  const cancelled = await insertBooking({ bookingDate: "2026-08-10", status: "cancelled", paymentLinkSentAt: NOW });
  const checkout = (bookingId: string, status: "open" | "paid" | "expired") => ({
    bookingId,
    provider: "test",
    providerSessionId: randomUUID(),
    amountCents: 10_000,
    status,
    url: "https://example.com/pay",
  });
  await t.db.insert(payments).values([
    checkout(open, "open"),
    checkout(expired, "expired"),
    checkout(paid, "paid"),
    checkout(twice, "open"),
    checkout(twice, "open"),
    checkout(linkAndOpen, "open"),
    checkout(returnOpen, "open"),
    checkout(cancelled, "open"),
  ]);
  const message = (status: "new" | "read" | "replied" | "archived") => ({
    name: "Rui",
    email: "rui@example.com",
    subject: "Pergunta",
    message: "Olá",
    status,
  });
  await t.db.insert(contactMessages).values([message("new"), message("new"), message("read"), message("archived")]);
});
afterAll(() => t.close());

describe("the bookings tab's summary", () => {
  it("counts today's and tomorrow's services, unassigned ones in the next 48 h, new messages and payments pending", async () => {
    expect(await getAdminSummary(t.db, NOW)).toEqual({
      today: "2026-07-10",
      tomorrow: "2026-07-11",
      jobsToday: 4,
      jobsTomorrow: 3,
      unassignedNext48h: 3,
      newMessages: 2,
      paymentsPending: 4,
    });
  });

  it("takes today in Lisbon: 23:30 UTC on the 10th is already the 11th in summer", async () => {
    const late = await getAdminSummary(t.db, new Date("2026-07-10T23:30:00Z"));
    // From 00:30 on the 11th: the 11th at 09:00 and the 12th at 09:59 and 10:00 are within 48 h.
    expect(late).toMatchObject({ today: "2026-07-11", tomorrow: "2026-07-12", jobsToday: 3, jobsTomorrow: 2, unassignedNext48h: 3 });
  });

  it("GET /api/admin/summary answers it for an admin only", async () => {
    const response = await t.request("/api/admin/summary", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const { summary } = (await response.json()) as { summary: Record<string, unknown> };
    expect(summary).toMatchObject({ today: lisbonToday(), newMessages: 2, paymentsPending: 4 });
    expect((await t.request("/api/admin/summary")).status).toBe(401);
    expect((await t.request("/api/admin/summary", { cookie: driver.cookie })).status).toBe(403);
  });
});

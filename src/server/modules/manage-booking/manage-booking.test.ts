import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingEvents,
  bookingTokens,
  bookings,
  contactMessages,
  extras,
  mailOutbox,
  payments,
  refunds,
  siteContent,
  vehicles,
} from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";
import { mintBookingToken } from "./tokens.ts";

let t: TestApp;
let economy: typeof vehicles.$inferSelect;
let childSeat: typeof extras.$inferSelect;
let ipCount = 0;

beforeAll(async () => {
  // TRUST_PROXY lets each test come from its own address (the change limit is 20 per 10 minutes).
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
  await seedDemoCatalogue(t.db);
  [economy] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1)) as [typeof economy];
  [childSeat] = (await t.db.select().from(extras).limit(1)) as [typeof childSeat];
  // Trips a few hours ahead are booked here: no minimum notice in this app.
  await t.db
    .update(siteContent)
    .set({ contentValue: "0" })
    .where(and(eq(siteContent.section, "booking"), eq(siteContent.contentKey, "min_notice_hours")));
});
afterAll(() => t.close());

let ip = "";
const nextAddress = () => (ip = `198.51.100.${++ipCount}`);
const send = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  t.request(path, { ...init, headers: { "x-forwarded-for": ip || nextAddress(), ...init.headers } });

/** The Lisbon wall-clock date and time `hours` from now (to the minute, rounded down). */
function lisbonIn(hours: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Lisbon",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const p = (type: string) => parts.find((x) => x.type === type)!.value;
  return { date: `${p("year")}-${p("month")}-${p("day")}`, time: `${p("hour")}:${p("minute")}` };
}

/** Books through the API (in `lang`), answering the ids, the token and the body. */
async function book(options: { hoursAhead?: number; withReturn?: boolean; lang?: string; name?: string; email?: string } = {}) {
  const at = options.hoursAhead === undefined ? null : lisbonIn(options.hoursAhead);
  const back = lisbonIn((options.hoursAhead ?? 240) + 7 * 24);
  const body = transferBookingBody(economy, {
    extraIds: [childSeat.id],
    ...(at ? { bookingDate: at.date, bookingTime: at.time } : {}),
    ...(options.withReturn ? { returnTrip: true, returnDate: back.date, returnTime: back.time, returnFlightNumber: "TP1902" } : {}),
    ...(options.name ? { customerName: options.name } : {}),
    ...(options.email ? { customerEmail: options.email } : {}),
  });
  const response = await send(`/api/bookings?lang=${options.lang ?? "en"}`, { json: body });
  expect(response.status).toBe(201);
  const answer = (await response.json()) as { manageToken: string; returnBooking: { id: string } | null; paymentAmountCents: number };
  return { id: body.id, returnId: answer.returnBooking?.id ?? null, token: answer.manageToken, body, amountCents: answer.paymentAmountCents };
}

/** Pays the booking on the built-in test checkout, as the customer would from the booking page. */
async function pay(token: string) {
  const response = await send(`/api/manage/${token}/checkout`, { json: {} });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const paid = await send(`${new URL(url).pathname}/pay`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(paid.status).toBe(303);
}

const manage = async (token: string, query = "") => send(`/api/manage/${token}${query}`);
const statusesOf = async (...ids: string[]) =>
  Object.fromEntries(
    (await t.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(inArray(bookings.id, ids))).map((b) => [b.id, b.status]),
  );
const refundsOf = (bookingId: string) => t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
const eventsOf = (ids: string[]) => t.db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, ids));

describe("GET /api/manage/:token", () => {
  it("answers 404 in the asked language for an unknown or malformed token", async () => {
    nextAddress();
    for (const token of ["abc", "x".repeat(43), "A".repeat(43), "A".repeat(44), "AAAA-BBBB"]) {
      const response = await manage(token, "?lang=fr");
      expect(response.status, token).toBe(404);
      expect(await response.json()).toEqual({
        error: {
          code: "not_found",
          message: "Ce lien de réservation n'est pas valide. Utilisez le lien de votre e-mail de confirmation ou contactez-nous.",
          requestId: expect.any(String),
        },
      });
    }
    const english = await manage("A".repeat(43));
    expect((await english.json()).error.message).toBe(
      "This booking link is not valid. Please use the link in your confirmation e-mail or contact us.",
    );
  });

  it("shows the booking with its return trip, in the booking's language unless asked otherwise", async () => {
    nextAddress();
    const b = await book({ withReturn: true, lang: "fr" });
    const response = await manage(b.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const answer = await response.json();
    const tripCents = b.amountCents / 2;
    expect(answer).toMatchObject({
      booking: {
        id: b.id,
        reference: b.id.slice(0, 8),
        bookingType: "transfer",
        status: "pending",
        origin: "Aeroporto de Faro (FAO)",
        destination: "Albufeira",
        bookingDate: b.body.bookingDate,
        bookingTime: "14:30",
        passengers: 2,
        vehicleClass: "Economy",
        vehicleName: economy.name,
        tourName: null,
        flightNumber: "TP1901",
        specialRequests: null,
        extras: [{ priceCents: childSeat.priceCents }],
        totalPriceCents: tripCents,
      },
      returnBooking: { id: b.returnId, origin: "Albufeira", destination: "Aeroporto de Faro (FAO)", flightNumber: "TP1902" },
      customer: { name: "Joana Costa", email: "joana@example.com", phone: "+351 912 345 678" },
      language: "fr",
      payment: { state: "pending", amountDueCents: b.amountCents, amountPaidCents: 0, refundedCents: 0, testMode: true },
      cancellation: { allowed: true, refundPercent: 100, refundCents: 0 },
      changeRequest: { allowed: true },
      company: { name: "Lusitania Chauffeur", phone: "+351 289 000 000", whatsapp: "+351 289 000 000", email: "info@lusitania-chauffeur.pt" },
    });
    // The extra's name in French (the demo catalogue's translation), and in English when asked.
    const translations = childSeat.translations as { fr?: { name?: string } };
    expect(answer.booking.extras[0].name).toBe(translations.fr?.name ?? childSeat.name);
    const english = await (await manage(b.token, "?lang=en")).json();
    expect(english.booking.extras[0].name).toBe(childSeat.name);
    expect(english.language).toBe("fr");
  });

  it("a token opens only its own booking; a return trip's token opens its outbound booking", async () => {
    nextAddress();
    const ana = await book({ name: "Ana Pereira", email: "ana@example.com", withReturn: true });
    const rui = await book({ name: "Rui Santos", email: "rui@example.com" });
    const forAna = await (await manage(ana.token)).json();
    const forRui = await (await manage(rui.token)).json();
    expect(forAna.booking.id).toBe(ana.id);
    expect(forRui.booking.id).toBe(rui.id);
    // Never anything of the other customer.
    const anaText = JSON.stringify(forAna);
    const ruiText = JSON.stringify(forRui);
    for (const other of ["Rui Santos", "rui@example.com", rui.id, rui.id.slice(0, 8)]) expect(anaText).not.toContain(other);
    for (const other of ["Ana Pereira", "ana@example.com", ana.id, ana.returnId!]) expect(ruiText).not.toContain(other);

    const returnToken = await mintBookingToken(t.db, ana.returnId!);
    const viaReturn = await (await manage(returnToken)).json();
    expect(viaReturn.booking.id).toBe(ana.id);
    expect(viaReturn.returnBooking.id).toBe(ana.returnId);
  });

  it("stops opening a booking 180 days after its last trip", async () => {
    nextAddress();
    const id = randomUUID();
    const common = {
      bookingType: "transfer" as const,
      passengers: 1,
      vehicleClass: "Economy",
      customerName: "Old Customer",
      customerPhone: "+351 912 000 000",
      customerEmail: "old@example.com",
      totalPriceCents: 5_000,
      status: "completed" as const,
    };
    // Outbound 400 days ago, its return 170 days ago: still open. Then only the outbound: closed.
    await t.db.insert(bookings).values({ ...common, id, origin: "A", destination: "B", bookingDate: addDays(lisbonToday(), -400), bookingTime: "10:00" });
    const returnId = randomUUID();
    await t.db.insert(bookings).values({
      ...common,
      id: returnId,
      origin: "B",
      destination: "A",
      bookingDate: addDays(lisbonToday(), -170),
      bookingTime: "10:00",
      outboundBookingId: id,
    });
    const token = await mintBookingToken(t.db, id);
    expect((await manage(token)).status).toBe(200);
    await t.db.update(bookings).set({ bookingDate: addDays(lisbonToday(), -181) }).where(eq(bookings.id, returnId));
    expect((await manage(token)).status).toBe(404);
  });

  it("stores only the token's hash: the raw token is in no row of the booking's tables", async () => {
    nextAddress();
    const b = await book({ withReturn: true });
    const tokenRows = await t.db.select().from(bookingTokens).where(eq(bookingTokens.bookingId, b.id));
    expect(tokenRows).toHaveLength(1);
    expect(tokenRows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify([
      await t.db.select().from(bookingTokens),
      await t.db.select().from(bookings),
      await t.db.select().from(bookingEvents),
      await t.db.select().from(payments),
    ]);
    expect(stored).not.toContain(b.token);
  });
});

describe("POST /api/manage/:token/checkout", () => {
  it("pays the pending booking (both trips) and answers 409 once it is paid", async () => {
    nextAddress();
    const b = await book({ withReturn: true });
    await pay(b.token);
    expect(await statusesOf(b.id, b.returnId!)).toEqual({ [b.id]: "confirmed", [b.returnId!]: "confirmed" });
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(payment).toMatchObject({ amountCents: b.amountCents, status: "paid", testMode: true });
    const answer = await (await manage(b.token)).json();
    expect(answer.payment).toEqual({ state: "paid", amountDueCents: 0, amountPaidCents: b.amountCents, refundedCents: 0, testMode: true });

    const again = await send(`/api/manage/${b.token}/checkout?lang=es`, { json: {} });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "not_pending", message: "No hay nada que pagar en esta reserva.", requestId: expect.any(String) } });
    expect((await send(`/api/manage/${"A".repeat(43)}/checkout`, { json: {} })).status).toBe(404);
  });
});

describe("POST /api/manage/:token/cancel (test payments)", () => {
  it("more than 48 h ahead: refunds 100 % as a test refund, cancels both trips, records it and e-mails both sides", async () => {
    nextAddress();
    const b = await book({ withReturn: true, lang: "fr", email: "marie@example.com" });
    await pay(b.token);
    const before = await (await manage(b.token)).json();
    expect(before.cancellation).toEqual({ allowed: true, refundPercent: 100, refundCents: b.amountCents });

    // The page showed another figure: nothing changes.
    const mismatch = await send(`/api/manage/${b.token}/cancel?lang=fr`, { json: { expectedRefundCents: b.amountCents / 2 } });
    expect(mismatch.status).toBe(409);
    expect(await mismatch.json()).toEqual({
      error: {
        code: "refund_changed",
        message: "Le remboursement de cette annulation a changé entre-temps. Vérifiez le nouveau montant et confirmez à nouveau.",
        refundCents: b.amountCents,
        requestId: expect.any(String),
      },
    });
    expect(await statusesOf(b.id, b.returnId!)).toEqual({ [b.id]: "confirmed", [b.returnId!]: "confirmed" });
    expect(await refundsOf(b.id)).toEqual([]);
    expect((await eventsOf([b.id, b.returnId!])).filter((e) => e.kind === "status_changed" || e.kind === "refund")).toEqual([]);

    const mailsBefore = new Set((await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).map((m) => m.id));
    const wakes = t.mailWakes;
    const response = await send(`/api/manage/${b.token}/cancel`, { json: { expectedRefundCents: b.amountCents } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "cancelled", refundCents: b.amountCents, refundPercent: 100 });
    expect(t.mailWakes).toBe(wakes + 1);
    expect(await statusesOf(b.id, b.returnId!)).toEqual({ [b.id]: "cancelled", [b.returnId!]: "cancelled" });
    const [refund] = await refundsOf(b.id);
    expect(refund).toMatchObject({ provider: "test", testMode: true, amountCents: b.amountCents, percent: 100 });
    expect(refund!.providerRefundId).toMatch(/^test_re_/);

    const events = await eventsOf([b.id, b.returnId!]);
    for (const id of [b.id, b.returnId!]) {
      expect(events.filter((e) => e.bookingId === id && e.kind === "status_changed").map((e) => e.data)).toEqual([
        { from: "confirmed", to: "cancelled", by: "customer" },
      ]);
    }
    expect(events.filter((e) => e.kind === "refund").map((e) => [e.bookingId, e.data])).toEqual([
      [b.id, expect.objectContaining({ amountCents: b.amountCents, percent: 100, testMode: true, by: "customer" })],
    ]);

    // The rows queued by the cancellation (a table has no order without ORDER BY: compare ids).
    const mails = (await t.db.select().from(mailOutbox)).filter((m) => !mailsBefore.has(m.id));
    const customer = mails.filter((m) => m.toAddress === "marie@example.com");
    expect(customer.map((m) => m.kind)).toEqual(["booking_cancelled"]);
    expect(customer[0]!.subject).toBe(`Réservation annulée — ${b.id.slice(0, 8)}`);
    const company = mails.filter((m) => m.toAddress === "info@lusitania-chauffeur.pt");
    expect(company.map((m) => m.kind)).toEqual(["booking_cancelled_notice"]);
    expect(company[0]!.subject).toBe(`Reserva cancelada pelo cliente ${b.id.slice(0, 8)} — Joana Costa`);

    const after = await (await manage(b.token)).json();
    expect(after.payment).toMatchObject({ state: "refunded", amountPaidCents: b.amountCents, refundedCents: b.amountCents });
    expect(after.cancellation).toEqual({ allowed: false, refundPercent: 100, refundCents: b.amountCents });
    expect(after.changeRequest).toEqual({ allowed: false });

    // Again: 409, and still one refund.
    const again = await send(`/api/manage/${b.token}/cancel`, { json: { expectedRefundCents: b.amountCents } });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("already_cancelled");
    expect(await refundsOf(b.id)).toHaveLength(1);
  });

  it("from 24 h to 48 h ahead: refunds half", async () => {
    nextAddress();
    const b = await book({ hoursAhead: 36 });
    await pay(b.token);
    const half = Math.floor(b.amountCents / 2);
    expect((await (await manage(b.token)).json()).cancellation).toEqual({ allowed: true, refundPercent: 50, refundCents: half });
    const response = await send(`/api/manage/${b.token}/cancel`, { json: { expectedRefundCents: half } });
    expect(await response.json()).toEqual({ status: "cancelled", refundCents: half, refundPercent: 50 });
    expect(await refundsOf(b.id)).toMatchObject([{ amountCents: half, percent: 50, testMode: true }]);
    expect((await (await manage(b.token)).json()).payment.state).toBe("partially_refunded");
  });

  it("under 24 h: no refund, no change request; an unpaid booking cancels without a refund row", async () => {
    nextAddress();
    const b = await book({ hoursAhead: 5 });
    await pay(b.token);
    const shown = await (await manage(b.token)).json();
    expect(shown.cancellation).toEqual({ allowed: true, refundPercent: 0, refundCents: 0 });
    expect(shown.changeRequest).toEqual({ allowed: false });
    const change = await send(`/api/manage/${b.token}/change-request?lang=pt`, { json: { message: "Podemos mudar a hora para as 16:00?" } });
    expect(change.status).toBe(409);
    expect(await change.json()).toEqual({
      error: {
        code: "change_not_allowed",
        message: "As alterações podem ser pedidas online até 24 horas antes da recolha. Ligue-nos ou escreva-nos por WhatsApp.",
        requestId: expect.any(String),
      },
    });
    const response = await send(`/api/manage/${b.token}/cancel`, { json: { expectedRefundCents: 0 } });
    expect(await response.json()).toEqual({ status: "cancelled", refundCents: 0, refundPercent: 0 });
    expect(await refundsOf(b.id)).toMatchObject([{ amountCents: 0, percent: 0 }]);

    const unpaid = await book();
    expect((await send(`/api/manage/${unpaid.token}/cancel`, { json: { expectedRefundCents: 0 } })).status).toBe(200);
    expect(await statusesOf(unpaid.id)).toEqual({ [unpaid.id]: "cancelled" });
    expect(await refundsOf(unpaid.id)).toEqual([]);
    expect((await (await manage(unpaid.token)).json()).payment.state).toBe("not_required");
  });

  it("the page promised more than the policy now gives: 409 refund_changed, nothing cancelled, no refund", async () => {
    nextAddress();
    const b = await book({ hoursAhead: 36 });
    await pay(b.token);
    const half = Math.floor(b.amountCents / 2); // 24 h to 48 h ahead: half back
    expect(half).toBeLessThan(b.amountCents);
    const mailsBefore = (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;

    // The page was loaded earlier, when the whole amount would have come back.
    const response = await send(`/api/manage/${b.token}/cancel?lang=en`, { json: { expectedRefundCents: b.amountCents } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: "refund_changed",
        message: "The refund for this cancellation has changed in the meantime. Please check the new amount and confirm again.",
        refundCents: half,
        requestId: expect.any(String),
      },
    });
    expect(await statusesOf(b.id)).toEqual({ [b.id]: "confirmed" });
    expect(await refundsOf(b.id)).toEqual([]);
    expect((await eventsOf([b.id])).filter((e) => e.kind === "status_changed" || e.kind === "refund")).toEqual([]);
    expect(await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(mailsBefore);
    expect((await (await manage(b.token)).json()).payment.state).toBe("paid");
  });

  it("a trip already in progress cannot be cancelled online: the page says so and the route answers 409", async () => {
    nextAddress();
    const b = await book({ withReturn: true });
    await pay(b.token);
    await t.db.update(bookings).set({ status: "in_progress" }).where(eq(bookings.id, b.id));
    const mailsBefore = (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;

    const shown = await (await manage(b.token)).json();
    expect(shown.booking.status).toBe("in_progress");
    expect(shown.cancellation.allowed).toBe(false);

    // Even with the figure the policy would give more than 48 h ahead (the whole amount).
    const response = await send(`/api/manage/${b.token}/cancel?lang=pt`, { json: { expectedRefundCents: b.amountCents } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "cancel_not_allowed", message: "Esta reserva já não pode ser cancelada online. Por favor, contacte-nos.", requestId: expect.any(String) },
    });
    expect(await statusesOf(b.id, b.returnId!)).toEqual({ [b.id]: "in_progress", [b.returnId!]: "confirmed" });
    expect(await refundsOf(b.id)).toEqual([]);
    expect((await eventsOf([b.id, b.returnId!])).filter((e) => e.kind === "status_changed" || e.kind === "refund")).toEqual([]);
    expect(await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(mailsBefore);
  });

  it("refuses a malformed body (400) and an unknown token (404)", async () => {
    nextAddress();
    const b = await book();
    for (const json of [{}, { expectedRefundCents: "0" }, { expectedRefundCents: -1 }, { expectedRefundCents: 1.5 }, { expectedRefundCents: 0, refundCents: 999 }]) {
      const response = await send(`/api/manage/${b.token}/cancel`, { json });
      expect(response.status, JSON.stringify(json)).toBe(400);
    }
    expect(await statusesOf(b.id)).toEqual({ [b.id]: "pending" });
    expect((await send(`/api/manage/${"B".repeat(43)}/cancel`, { json: { expectedRefundCents: 0 } })).status).toBe(404);
  });
});

describe("POST /api/manage/:token/change-request", () => {
  it("stores the request as a contact message for the company and e-mails it", async () => {
    nextAddress();
    const b = await book({ withReturn: true });
    const wakes = t.mailWakes;
    const text = "  Could we be picked up at 15:00 instead of 14:30? Thank you.  ";
    const response = await send(`/api/manage/${b.token}/change-request`, { json: { message: text } });
    expect(response.status).toBe(201);
    expect(t.mailWakes).toBe(wakes + 1);
    const ref = b.id.slice(0, 8);
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, `Pedido de alteração — ${ref}`));
    expect(stored).toMatchObject({ name: "Joana Costa", email: "joana@example.com", phone: "+351 912 345 678", status: "new" });
    expect(stored!.message).toContain("Could we be picked up at 15:00 instead of 14:30? Thank you.");
    expect(stored!.message).toContain(`Reserva ${ref}`);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Nova mensagem de contacto: Pedido de alteração — ${ref}`));
    expect(mail?.toAddress).toBe("info@lusitania-chauffeur.pt");
  });

  it("refuses a message shorter than 10 or longer than 2000 characters, in the asked language", async () => {
    nextAddress();
    const b = await book();
    for (const message of ["  curta   ", "x".repeat(2001)]) {
      const response = await send(`/api/manage/${b.token}/change-request?lang=zh`, { json: { message } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "message_length", message: "请用 10 至 2000 个字符描述您要做的更改。", requestId: expect.any(String) } });
    }
    expect((await send(`/api/manage/${b.token}/change-request`, { json: { message: 42 } })).status).toBe(400);
    const extraKey = await send(`/api/manage/${b.token}/change-request`, { json: { message: "Podemos mudar a hora para as 16:00?", to: "x@example.com" } });
    expect(extraKey.status).toBe(400);
    expect((await extraKey.json()).error.code).toBe("invalid_input");
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.subject, `Pedido de alteração — ${b.id.slice(0, 8)}`))).toEqual([]);
  });
});

describe("GET /api/manage/:token/calendar.ics", () => {
  it("downloads one event per trip as an attachment", async () => {
    nextAddress();
    const b = await book({ withReturn: true, lang: "pt" });
    const response = await send(`/api/manage/${b.token}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="booking-${b.id.slice(0, 8)}.ics"`);
    const ics = await response.text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const unfolded = ics.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain(`UID:${b.id}`);
    expect(unfolded).toContain(`UID:${b.returnId}`);
    expect(unfolded).toContain("TP1901");
    expect(unfolded).toContain("+351 289 000 000");
    expect((await send(`/api/manage/${randomUUID()}/calendar.ics`)).status).toBe(404);
  });
});

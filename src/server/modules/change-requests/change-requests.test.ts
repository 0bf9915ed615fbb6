import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import { bookingChangeRequests, bookingEvents, bookings, mailOutbox, payments, refunds, tourPrices, tours, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { paidCentsKept } from "../payments/money-on-booking.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";

// Prices of the test's own (in cents): the Faro tour in the van, by passengers.
const SMALL_GROUP = 20_000; // 1 to 4 passengers
const LARGE_GROUP = 32_000; // 5 to 8 passengers

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let van: typeof vehicles.$inferSelect;
let economy: typeof vehicles.$inferSelect;
let faro: typeof tours.$inferSelect;
let ipCount = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
  await seedDemoCatalogue(t.db);
  admin = await t.createUser(["admin"], "Admin Alterações");
  [van] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Van")).limit(1)) as [typeof van];
  [economy] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1)) as [typeof economy];
  [faro] = (await t.db.select().from(tours).where(eq(tours.slug, "faro"))) as [typeof faro];
  await t.db.delete(tourPrices).where(eq(tourPrices.tourId, faro.id));
  await t.db.insert(tourPrices).values([
    { tourId: faro.id, vehicleId: van.id, vehicleClass: "Van", minPassengers: 1, maxPassengers: 4, priceCents: SMALL_GROUP },
    { tourId: faro.id, vehicleId: van.id, vehicleClass: "Van", minPassengers: 5, maxPassengers: 8, priceCents: LARGE_GROUP },
  ]);
});
afterAll(() => t.close());

/** Each customer call from its own address (the manage routes' change limit is per address). */
const asCustomer = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  t.request(path, { ...init, headers: { "x-forwarded-for": `198.51.100.${++ipCount % 250}`, ...init.headers } });
const asAdmin = (path: string, json?: unknown) => t.request(path, { ...(json === undefined ? {} : { json }), cookie: admin.cookie });

async function book(body: Record<string, unknown>, lang = "en") {
  const response = await asCustomer(`/api/bookings?lang=${lang}`, { json: body });
  expect(response.status, await response.clone().text()).toBe(201);
  const answer = (await response.json()) as { manageToken: string; returnBooking: { id: string } | null };
  return { id: body.id as string, token: answer.manageToken, returnId: answer.returnBooking?.id ?? null };
}

const tourBody = (passengers: number, email: string) =>
  transferBookingBody(van, {
    bookingType: "tour",
    tourId: faro.id,
    origin: "Hotel Faro, Praça D. Francisco Gomes",
    destination: "Hotel Faro, Praça D. Francisco Gomes",
    flightNumber: "",
    passengers,
    customerEmail: email,
  });

/** Pays what the checkout at `url` asks, on the built-in test checkout page. */
async function payAt(url: string) {
  const paid = await asCustomer(`${new URL(url).pathname}/pay`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } });
  expect(paid.status).toBe(303);
}

/** A tour the admin approved and the customer paid in full. */
async function paidTour(passengers: number, email: string, lang = "en") {
  const b = await book(tourBody(passengers, email), lang);
  expect((await asAdmin(`/api/admin/bookings/${b.id}/payment-link`, {})).status).toBe(200);
  const checkout = await asCustomer(`/api/manage/${b.token}/checkout`, { json: {} });
  expect(checkout.status).toBe(200);
  await payAt(((await checkout.json()) as { url: string }).url);
  return b;
}

async function requestChange(token: string, message: string) {
  const response = await asCustomer(`/api/manage/${token}/change-request`, { json: { message } });
  expect(response.status, await response.clone().text()).toBe(201);
  const [request] = await t.db
    .select()
    .from(bookingChangeRequests)
    .where(eq(bookingChangeRequests.requestedText, message));
  return request!;
}

const stored = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const sheet = async (id: string) => (await (await asAdmin(`/api/admin/bookings/${id}`)).json()).booking;
const mailsTo = (to: string, kind: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)));
const applyBody = (booking: typeof bookings.$inferSelect, changes: Record<string, unknown> = {}) => ({
  tripId: booking.id,
  bookingDate: booking.bookingDate,
  bookingTime: booking.bookingTime.slice(0, 5),
  flightNumber: booking.flightNumber ?? "",
  passengers: booking.passengers,
  specialRequests: booking.specialRequests ?? "",
  ...changes,
});

describe("a customer's change request", () => {
  it("is attached to its booking: in the sheet and its history with its text, and still in Mensagens", async () => {
    const b = await book(transferBookingBody(economy, { customerEmail: "historia@example.com" }));
    const text = "Podemos passar a recolha para as 16:00, por favor?";
    await requestChange(b.token, text);
    const booking = await sheet(b.id);
    const entry = booking.history.find((h: { kind: string }) => h.kind === "change_requested");
    expect(entry?.data.text).toBe(text);
    expect(entry?.actorName).toBe("Joana Costa (cliente)");
    expect(booking.changeRequests).toHaveLength(1);
    expect(booking.changeRequests[0]).toMatchObject({ requestedText: text, status: "pending", adminMessage: null });
    const messages = await (await asAdmin("/api/admin/messages")).json();
    expect(JSON.stringify(messages)).toContain(`Pedido de alteração — ${b.id.slice(0, 8)}`);
  });
});

describe("POST /api/admin/change-requests/:id/apply", () => {
  it("re-quotes a higher price on the server and e-mails a payment link for the difference, which the booking keeps", async () => {
    const b = await paidTour(3, "mais@example.com", "fr");
    expect(await paidCentsKept(t.db, [b.id])).toBe(SMALL_GROUP);
    const request = await requestChange(b.token, "Nous serons six personnes au lieu de trois.");
    const before = await stored(b.id);
    // A total the browser sends is not a field: refused.
    expect((await asAdmin(`/api/admin/change-requests/${request.id}/apply`, { ...applyBody(before, { passengers: 6 }), totalPriceCents: 1 })).status).toBe(400);

    const response = await asAdmin(`/api/admin/change-requests/${request.id}/apply`, applyBody(before, { passengers: 6, adminMessage: "Mudámos para 6 pessoas." }));
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ priceBeforeCents: SMALL_GROUP, priceAfterCents: LARGE_GROUP, money: { kind: "difference", amountCents: LARGE_GROUP - SMALL_GROUP } });
    expect(await stored(b.id)).toMatchObject({ passengers: 6, totalPriceCents: LARGE_GROUP, status: "confirmed" });

    const [difference] = await t.db.select().from(payments).where(and(eq(payments.bookingId, b.id), eq(payments.status, "open")));
    expect(difference?.amountCents).toBe(LARGE_GROUP - SMALL_GROUP);
    const [mail] = await mailsTo("mais@example.com", "change_applied");
    expect(mail?.subject).toContain("Votre modification a été effectuée");
    expect(JSON.stringify(mail?.content)).toContain(difference!.providerSessionId);
    expect(JSON.stringify(mail?.content)).toContain("Mudámos para 6 pessoas.");

    await payAt(answer.money.url);
    expect(await paidCentsKept(t.db, [b.id])).toBe(LARGE_GROUP);
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, b.id))).toEqual([]);
    const booking = await sheet(b.id);
    expect(booking.changeRequests[0]).toMatchObject({ status: "applied", differenceCents: LARGE_GROUP - SMALL_GROUP, differencePaid: true, decidedByName: "Admin Alterações" });
    const applied = booking.history.find((h: { kind: string }) => h.kind === "change_applied");
    expect(applied.data.changes.passengers).toEqual({ from: 3, to: 6 });
  });

  it("refunds a lower price's difference through the refund path, under the policy (more than 48 h ahead: all of it)", async () => {
    const b = await paidTour(6, "menos@example.com", "es");
    expect(await paidCentsKept(t.db, [b.id])).toBe(LARGE_GROUP);
    const request = await requestChange(b.token, "Al final seremos solo dos personas.");
    const response = await asAdmin(`/api/admin/change-requests/${request.id}/apply`, applyBody(await stored(b.id), { passengers: 2 }));
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await response.json()).money).toEqual({ kind: "refund", amountCents: LARGE_GROUP - SMALL_GROUP });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    expect(refund).toMatchObject({ amountCents: LARGE_GROUP - SMALL_GROUP, percent: 100, testMode: true });
    expect(await paidCentsKept(t.db, [b.id])).toBe(SMALL_GROUP);
    const [mail] = await mailsTo("menos@example.com", "change_applied");
    expect(mail?.subject).toContain("Su cambio se ha realizado");
    const history = (await sheet(b.id)).history.map((h: { kind: string }) => h.kind);
    expect(history).toContain("refund");
  });

  it("applies once: twice, after a decline, after a cancellation or after the service date is refused", async () => {
    const twice = await book(transferBookingBody(economy, { customerEmail: "duas@example.com" }));
    const first = await requestChange(twice.token, "Mudar a hora para as 15:00, por favor.");
    const body = applyBody(await stored(twice.id), { bookingTime: "15:00" });
    expect((await asAdmin(`/api/admin/change-requests/${first.id}/apply`, body)).status).toBe(200);
    const again = await asAdmin(`/api/admin/change-requests/${first.id}/apply`, applyBody(await stored(twice.id), { bookingTime: "18:00" }));
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("Este pedido de alteração já foi tratado");
    expect((await stored(twice.id)).bookingTime).toBe("15:00:00");
    expect(await mailsTo("duas@example.com", "change_applied")).toHaveLength(1);

    const declinedFirst = await requestChange(twice.token, "Afinal pode ser às 17:00?");
    expect((await asAdmin(`/api/admin/change-requests/${declinedFirst.id}/decline`, { message: "Não temos viaturas livres às 17:00." })).status).toBe(200);
    expect((await asAdmin(`/api/admin/change-requests/${declinedFirst.id}/apply`, applyBody(await stored(twice.id), { bookingTime: "17:00" }))).status).toBe(409);

    const cancelled = await book(transferBookingBody(economy, { customerEmail: "cancelada@example.com" }));
    const late = await requestChange(cancelled.token, "Podemos mudar o voo para TP1234?");
    expect((await asCustomer(`/api/manage/${cancelled.token}/cancel`, { json: { expectedRefundCents: 0 } })).status).toBe(200);
    const afterCancel = await asAdmin(`/api/admin/change-requests/${late.id}/apply`, applyBody(await stored(cancelled.id), { flightNumber: "TP1234" }));
    expect(afterCancel.status).toBe(409);
    expect((await stored(cancelled.id)).flightNumber).toBe("TP1901");

    const past = await book(transferBookingBody(economy, { customerEmail: "passada@example.com" }));
    const old = await requestChange(past.token, "Podemos mudar o voo para TP9999?");
    await t.db.update(bookings).set({ bookingDate: addDays(lisbonToday(), -1) }).where(eq(bookings.id, past.id));
    const afterService = await asAdmin(`/api/admin/change-requests/${old.id}/apply`, applyBody(await stored(past.id), { bookingDate: addDays(lisbonToday(), 3), flightNumber: "TP9999" }));
    expect(afterService.status).toBe(409);
    expect((await stored(past.id)).flightNumber).toBe("TP1901");
  });

  it("changes the return trip a request names, on the outbound booking's request", async () => {
    const returnDate = addDays(lisbonToday(), 20);
    const b = await book(
      transferBookingBody(economy, { customerEmail: "volta@example.com", returnTrip: true, returnDate, returnTime: "09:00", returnFlightNumber: "" }),
    );
    const request = await requestChange(b.token, "No regresso, recolha às 11:00 em vez das 09:00.");
    expect(request.bookingId).toBe(b.id);
    const returnTrip = await stored(b.returnId!);
    const outboundBefore = await stored(b.id);
    // A trip of another booking is refused.
    const other = await book(transferBookingBody(economy));
    expect((await asAdmin(`/api/admin/change-requests/${request.id}/apply`, applyBody(await stored(other.id)))).status).toBe(422);
    const response = await asAdmin(`/api/admin/change-requests/${request.id}/apply`, applyBody(returnTrip, { bookingTime: "11:00" }));
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await stored(b.returnId!)).bookingTime).toBe("11:00:00");
    expect(await stored(b.id)).toEqual(outboundBefore);
    expect((await sheet(b.returnId!)).changeRequests[0]).toMatchObject({ id: request.id, status: "applied" });
    const events = await t.db.select().from(bookingEvents).where(and(inArray(bookingEvents.bookingId, [b.id, b.returnId!]), eq(bookingEvents.kind, "change_applied")));
    expect(events).toHaveLength(2);
  });
});

describe("POST /api/admin/change-requests/:id/decline", () => {
  it("leaves the booking unchanged and e-mails the admin's message in the customer's language", async () => {
    const b = await book(transferBookingBody(economy, { customerEmail: "recusa@example.com" }), "zh");
    const request = await requestChange(b.token, "可以把接送时间改到晚上十点吗？谢谢。");
    const before = await stored(b.id);
    expect((await asAdmin(`/api/admin/change-requests/${request.id}/decline`, { message: "curta" })).status).toBe(400);
    const response = await asAdmin(`/api/admin/change-requests/${request.id}/decline`, { message: "Lamentamos, não há motoristas às 22:00." });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe("Pedido recusado e cliente notificado por email!");
    expect(await stored(b.id)).toEqual(before);
    const [mail] = await mailsTo("recusa@example.com", "change_declined");
    expect(mail?.subject).toContain("关于您的更改请求");
    expect(JSON.stringify(mail?.content)).toContain("Lamentamos, não há motoristas às 22:00.");
    const booking = await sheet(b.id);
    expect(booking.changeRequests[0]).toMatchObject({ status: "declined", adminMessage: "Lamentamos, não há motoristas às 22:00." });
    expect(booking.history.some((h: { kind: string }) => h.kind === "change_declined")).toBe(true);
    expect((await asAdmin(`/api/admin/change-requests/${request.id}/decline`, { message: "Outra mensagem qualquer." })).status).toBe(409);
  });
});

describe("the customer's booking page after a change", () => {
  it("shows the request's state, and a payment partly refunded by a change is not cancelled online", async () => {
    const b = await paidTour(6, "pagina@example.com");
    const request = await requestChange(b.token, "We will be only three people after all.");
    const pending = await (await asCustomer(`/api/manage/${b.token}`)).json();
    expect(pending.changeRequests).toEqual([expect.objectContaining({ requestedText: request.requestedText, status: "pending" })]);
    expect((await asAdmin(`/api/admin/change-requests/${request.id}/apply`, applyBody(await stored(b.id), { passengers: 3 }))).status).toBe(200);
    const page = await (await asCustomer(`/api/manage/${b.token}`)).json();
    expect(page.changeRequests[0]).toMatchObject({ status: "applied", refundedCents: LARGE_GROUP - SMALL_GROUP });
    expect(page.cancellation.allowed).toBe(false);
    expect((await asCustomer(`/api/manage/${b.token}/cancel`, { json: { expectedRefundCents: page.cancellation.refundCents } })).status).toBe(409);
  });
});

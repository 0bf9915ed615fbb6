import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatEuros } from "../../../domain/money.ts";
import { bookingEvents, bookings, mailOutbox, payments, tours, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import type { CheckoutInput, PaymentProvider } from "../../integrations/payments/provider.ts";
import { createTestApp } from "../../../../test-support/test-app.ts";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import { fulfilCheckout } from "../payments/service.ts";
import { openCheckout } from "../../../../test-support/open-checkout.ts";

const PAYMENTS_OFF =
  "O pagamento online não está disponível. A empresa entrará em contacto consigo para combinar o pagamento.";
const ONLY_PENDING = "Link de pagamento apenas disponível para reservas pendentes";

async function setUp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  await seedDemoCatalogue(t.db);
  const admin = await t.createUser(["admin"], "Admin Pagamentos");
  const [economy] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1);
  const [van] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Van")).limit(1);
  const [tour] = await t.db.select().from(tours).where(eq(tours.slug, "faro"));
  const book = async (overrides: Record<string, unknown> = {}) => {
    const body = transferBookingBody(economy!, overrides);
    const response = await t.request("/api/bookings", { json: body });
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = await response.json();
    return { id: body.id as string, returnId: (answer.returnBooking?.id ?? null) as string | null };
  };
  const bookTour = () =>
    book({
      bookingType: "tour",
      tourId: tour!.id,
      origin: "Hotel Faro, Praça D. Francisco Gomes",
      destination: "Hotel Faro, Praça D. Francisco Gomes",
      flightNumber: "",
      passengers: 6,
      vehicleId: van!.id,
      vehicleClass: "Van",
    });
  const sendLink = (id: string) =>
    t.request(`/api/admin/bookings/${id}/payment-link`, { json: {}, cookie: admin.cookie });
  const linkMails = (to: string) =>
    t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, "payment_link"), eq(mailOutbox.toAddress, to)));
  const stored = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const detail = async (id: string) =>
    (await (await t.request(`/api/admin/bookings/${id}`, { cookie: admin.cookie })).json()).booking;
  return { t, admin, book, bookTour, sendLink, linkMails, stored, detail };
}

describe("POST /api/admin/bookings/:id/payment-link (test payments)", () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => s.t.close());

  it("opens a checkout for both trips, e-mails it marked as a test, and records it", async () => {
    const { id, returnId } = await s.book({
      customerEmail: "ida.volta@example.com",
      returnTrip: true,
      returnDate: addDays(lisbonToday(), 15),
      returnTime: "09:00",
      returnFlightNumber: "",
    });
    const trip = (await s.stored(id)).totalPriceCents;
    const wakes = s.t.mailWakes;
    const response = await s.sendLink(id);
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await response.json();
    expect(answer.message).toBe("Link de pagamento enviado por email!");
    expect(answer.amountCents).toBe(2 * trip);
    const [payment] = await s.t.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(payment).toMatchObject({ amountCents: 2 * trip, status: "open", testMode: true });
    expect(answer.url).toContain(payment!.providerSessionId);

    const mails = await s.linkMails("ida.volta@example.com");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain("TEST PAYMENT — no card was charged");
    expect(mail.subject).toContain(id.slice(0, 8));
    // In the booking's language (English here).
    expect(mail.textBody).toContain("*** TEST PAYMENT — no card was charged ***");
    expect(mail.textBody).toContain(answer.url);
    expect(mail.textBody).toContain(`Amount: ${formatEuros(2 * trip, "en")}`);
    expect(mail.textBody).toContain("Return:");
    expect(mail.textBody).toContain(`Pay ${formatEuros(2 * trip, "en")}:\n${answer.url}`);
    expect(mail.textBody).toMatch(/Manage my booking:\nhttp:\/\/[^/]+\/booking\/[A-Za-z0-9_-]{43}\?lang=en/);
    expect(mail.htmlBody).toContain(`href="${answer.url.replaceAll("&", "&amp;")}"`);
    expect(s.t.mailWakes).toBeGreaterThan(wakes);

    const history = (await s.detail(id)).history;
    expect(history.at(-1)).toMatchObject({ kind: "payment_link_sent", actorName: "Admin Pagamentos", data: { amountCents: 2 * trip } });
    expect((await s.detail(id)).paymentState).toBe("open");
    expect((await s.detail(returnId!)).paymentState).toBe("open");

    // Paying confirms both; the admin sees a test payment and it appears in the history.
    const paid = await fulfilCheckout(s.t.db, { provider: "test", sessionId: payment!.providerSessionId, amountCents: 2 * trip });
    expect(paid.confirmed).toBe(true);
    const after = await s.detail(id);
    expect(after.paymentState).toBe("test_paid");
    expect(after.status).toBe("confirmed");
    expect(after.history.at(-1)).toMatchObject({ kind: "payment_received", data: { amountCents: 2 * trip, testMode: true } });
    expect((await s.detail(returnId!)).history.map((h: { kind: string }) => h.kind)).toContain("payment_received");

    // No longer pending: refused with the spec's message, nothing more sent.
    const again = await s.sendLink(id);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({ code: "not_pending", message: ONLY_PENDING, requestId: expect.any(String) });
    expect(await s.linkMails("ida.volta@example.com")).toHaveLength(1);
  });

  it("sends a tour's link: its approval is recorded so that its checkout may open", async () => {
    const { id } = await s.bookTour();
    const before = await s.stored(id);
    expect(before.paymentLinkSentAt).toBeNull();
    const response = await s.sendLink(id);
    expect(response.status, await response.clone().text()).toBe(200);
    const after = await s.stored(id);
    expect(after.paymentLinkSentAt).not.toBeNull();
    expect(after.status).toBe("pending");
    const [payment] = await s.t.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(payment!.amountCents).toBe(before.totalPriceCents);
    expect(await s.linkMails(before.customerEmail)).not.toHaveLength(0);
    // The public checkout now opens for this tour too.
    const publicCheckout = await openCheckout(s.t, id);
    expect(publicCheckout.status).toBe(200);
  });

  it("refuses a booking that is not pending and an unknown one, leaving no trace", async () => {
    const { id } = await s.bookTour();
    await s.t.request(`/api/admin/bookings/${id}/status`, { method: "PATCH", json: { status: "confirmed" }, cookie: s.admin.cookie });
    const response = await s.sendLink(id);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(ONLY_PENDING);
    expect((await s.stored(id)).paymentLinkSentAt).toBeNull();
    expect(await s.t.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, "payment_link_sent")))).toHaveLength(0);
    const unknown = await s.sendLink("00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
  });
});

describe("payment link with PAYMENTS=off", () => {
  it("answers 409 with the payments-off message and changes nothing", async () => {
    const s = await setUp({ env: { PAYMENTS: "off" } });
    try {
      const { id } = await s.bookTour();
      const response = await s.sendLink(id);
      expect(response.status).toBe(409);
      expect((await response.json()).error).toEqual({ code: "payments_off", message: PAYMENTS_OFF, requestId: expect.any(String) });
      expect((await s.stored(id)).paymentLinkSentAt).toBeNull();
      expect(await s.t.db.select().from(payments)).toHaveLength(0);
      expect(await s.linkMails((await s.stored(id)).customerEmail)).toHaveLength(0);
    } finally {
      await s.t.close();
    }
  });
});

describe("payment link with a real provider", () => {
  it("carries no test mark; a provider failure answers 502 and leaves nothing behind", async () => {
    let fail = false;
    const provider: PaymentProvider = {
      kind: "stripe",
      createCheckout: async (input: CheckoutInput) => {
        if (fail) throw new Error("provider down");
        return { sessionId: `cs_${input.idempotencyKey}`, url: `https://checkout.example.com/${input.bookingId}` };
      },
    };
    const s = await setUp({ payments: provider });
    try {
      const { id } = await s.book({ customerEmail: "real@example.com" });
      const ok = await s.sendLink(id);
      expect(ok.status).toBe(200);
      const [mail] = await s.linkMails("real@example.com");
      expect(mail!.subject).not.toContain("TEST");
      expect(mail!.textBody).not.toContain("TEST PAYMENT");
      expect(mail!.textBody).toContain(`https://checkout.example.com/${id}`);

      fail = true;
      const tourBooking = await s.bookTour();
      const failed = await s.sendLink(tourBooking.id);
      expect(failed.status).toBe(502);
      expect((await failed.json()).error.message).toBe("Erro ao reenviar link de pagamento");
      expect((await s.stored(tourBooking.id)).paymentLinkSentAt).toBeNull();
      expect(await s.t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, tourBooking.id))).toHaveLength(0);
    } finally {
      await s.t.close();
    }
  });
});

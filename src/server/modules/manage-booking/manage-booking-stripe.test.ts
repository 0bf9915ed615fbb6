import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, payments, refunds } from "../../db/schema.ts";
import { startFakeStripeServer, type FakeStripeServer } from "../../../../test-support/fake-stripe-server.ts";
import type { TestApp } from "../../../../test-support/test-app.ts";
import { checkoutSessionEvent, createStripeTestApp, sendStripeWebhook } from "../../../../test-support/stripe-test-app.ts";
import { fulfilCheckout } from "../payments/service.ts";
import { insertTestTransfer } from "../../../../test-support/test-bookings.ts";
import { mintBookingToken } from "./tokens.ts";
import { openCheckout } from "../../../../test-support/open-checkout.ts";

let fake: FakeStripeServer;
let t: TestApp;
const webhookSecret = "whsec_test_manage";

beforeAll(async () => {
  fake = await startFakeStripeServer();
  t = await createStripeTestApp(fake, { secretKey: "sk_test_manage", webhookSecret });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/**
 * A transfer with its return trip on 12 and 19 June 2030 (far more than 48 h ahead), 2 × 90,00 €,
 * paid through a Stripe checkout; `paymentIntent` is what the webhook reported (null: not known).
 */
async function paidBooking(paymentIntent: string | null) {
  const b = await insertTestTransfer(t.db, { totalPriceCents: 9_000, withReturn: true });
  const opened = await openCheckout(t, b.outboundId);
  expect(opened.status).toBe(200);
  const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, b.outboundId));
  const fulfilled = await fulfilCheckout(t.db, {
    provider: "stripe",
    sessionId: payment!.providerSessionId,
    amountCents: 18_000,
    providerPaymentId: paymentIntent,
  });
  expect(fulfilled.confirmed).toBe(true);
  return { ...b, sessionId: payment!.providerSessionId, token: await mintBookingToken(t.db, b.outboundId) };
}

const statusesOf = async (...ids: string[]) =>
  (await t.db.select({ status: bookings.status }).from(bookings).where(inArray(bookings.id, ids))).map((b) => b.status);
const cancel = (token: string, expectedRefundCents: number, lang = "en") =>
  t.request(`/api/manage/${token}/cancel?lang=${lang}`, { json: { expectedRefundCents } });

describe("cancelling a booking paid with Stripe", () => {
  it("when Stripe fails: 503 with a message to retry, nothing cancelled and no refund recorded", async () => {
    const b = await paidBooking("pi_test_down");
    fake.failRefunds = 400;
    try {
      const response = await cancel(b.token, 18_000, "pt");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: {
          code: "refund_unavailable",
          message:
            "Não foi possível processar o reembolso neste momento, pelo que a sua reserva não foi cancelada. Tente novamente dentro de alguns minutos ou contacte-nos.",
          requestId: expect.any(String),
        },
      });
    } finally {
      fake.failRefunds = null;
    }
    expect(await statusesOf(b.outboundId, b.returnId!)).toEqual(["confirmed", "confirmed"]);
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, b.outboundId))).toEqual([]);
    expect(fake.refunds.filter((r) => r.paymentIntent === "pi_test_down")).toEqual([]);
  });

  it("refunds 100 % once, with the payment's idempotency key, for two cancellations sent at once", async () => {
    const b = await paidBooking("pi_test_card_1");
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, b.outboundId));
    const requestsBefore = fake.refundRequests.length;
    const [first, second] = await Promise.all([cancel(b.token, 18_000), cancel(b.token, 18_000)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const mine = fake.refunds.filter((r) => r.paymentIntent === "pi_test_card_1");
    expect(mine).toEqual([{ id: expect.any(String), paymentIntent: "pi_test_card_1", amount: 18_000, idempotencyKey: `refund-${payment!.id}` }]);
    for (const request of fake.refundRequests.slice(requestsBefore)) {
      expect(request.headers["idempotency-key"]).toBe(`refund-${payment!.id}`);
      expect(request.form).toMatchObject({ payment_intent: "pi_test_card_1", amount: "18000" });
    }
    const stored = await t.db.select().from(refunds).where(eq(refunds.bookingId, b.outboundId));
    expect(stored).toMatchObject([{ provider: "stripe", testMode: false, amountCents: 18_000, percent: 100, providerRefundId: mine[0]!.id }]);
    expect(await statusesOf(b.outboundId, b.returnId!)).toEqual(["cancelled", "cancelled"]);

    // Later again: 409, and Stripe is not asked.
    const calls = fake.refundRequests.length;
    expect((await cancel(b.token, 18_000)).status).toBe(409);
    expect(fake.refundRequests.length).toBe(calls);
  });

  it("finds the PaymentIntent through the checkout session when the webhook did not carry it", async () => {
    const b = await paidBooking(null);
    fake.sessionPaymentIntents.set(b.sessionId, "pi_from_session");
    const response = await cancel(b.token, 18_000);
    expect(response.status).toBe(200);
    expect(fake.refunds.filter((r) => r.paymentIntent === "pi_from_session")).toMatchObject([{ amount: 18_000 }]);
  });
});

describe("a Stripe checkout of a cancelled booking", () => {
  it("is expired at Stripe by the cancellation; paid anyway (a late webhook), it is refunded in full through Stripe", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 9_000, withReturn: false });
    const opened = await openCheckout(t, b.outboundId);
    expect(opened.status).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, b.outboundId));
    const expiredBefore = fake.sessionsExpired.length;

    expect((await cancel(opened.token, 0)).status).toBe(200);
    expect(fake.sessionsExpired.slice(expiredBefore)).toEqual([payment!.providerSessionId]);
    expect((await t.db.select().from(payments).where(eq(payments.id, payment!.id)))[0]!.status).toBe("expired");

    // The customer had paid on Stripe's page a moment before it expired: the webhook arrives after.
    const event = checkoutSessionEvent("checkout.session.completed", {
      id: payment!.providerSessionId,
      amount_total: 9_000,
      payment_status: "paid",
      payment_intent: "pi_paid_after_cancel",
      metadata: { booking_id: b.outboundId },
    });
    const response = await sendStripeWebhook(t, webhookSecret, event);
    expect(response.status).toBe(200);
    expect(fake.refunds.filter((r) => r.paymentIntent === "pi_paid_after_cancel")).toMatchObject([
      { amount: 9_000, idempotencyKey: `refund-${payment!.id}` },
    ]);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toMatchObject([
      { provider: "stripe", amountCents: 9_000, percent: 100 },
    ]);
    expect(await statusesOf(b.outboundId)).toEqual(["cancelled"]);

    // Delivered again: refunded once only.
    expect((await sendStripeWebhook(t, webhookSecret, event)).status).toBe(200);
    expect(fake.refunds.filter((r) => r.paymentIntent === "pi_paid_after_cancel")).toHaveLength(1);
  });

  it("when Stripe refuses the refund, the webhook answers an error so that Stripe delivers it again, and the retry refunds", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 9_000, withReturn: false });
    const opened = await openCheckout(t, b.outboundId);
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, b.outboundId));
    expect((await cancel(opened.token, 0)).status).toBe(200);
    const event = checkoutSessionEvent("checkout.session.completed", {
      id: payment!.providerSessionId,
      amount_total: 9_000,
      payment_status: "paid",
      payment_intent: "pi_refund_retried",
      metadata: { booking_id: b.outboundId },
    });
    fake.failRefunds = 500;
    try {
      expect((await sendStripeWebhook(t, webhookSecret, event)).status).toBe(502);
    } finally {
      fake.failRefunds = null;
    }
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toEqual([]);
    expect((await sendStripeWebhook(t, webhookSecret, event)).status).toBe(200);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toMatchObject([{ amountCents: 9_000 }]);
  });
});

import { formatEuros } from "../../../domain/money.ts";
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, mailOutbox, paymentEvents, payments } from "../../db/schema.ts";
import { startFakeStripeServer, type FakeStripeServer } from "../../../../test-support/fake-stripe-server.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../test-support/test-app.ts";
import { createStripePaymentProvider } from "../../integrations/payments/stripe.ts";
import { checkoutSessionEvent, createStripeTestApp, sendStripeWebhook } from "../../../../test-support/stripe-test-app.ts";
import { markPaymentLinkSent } from "./service.ts";
import { insertTestTransfer } from "../../../../test-support/test-bookings.ts";
import { openCheckout } from "../../../../test-support/open-checkout.ts";
import { renderQueuedMails } from "../../../../test-support/rendered-mails.ts";

const webhookSecret = "whsec_test_webhook_secret_for_the_api_suite";
let fake: FakeStripeServer;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  t = await createStripeTestApp(fake, { secretKey: "sk_test_api_suite", webhookSecret });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const statuses = async (...ids: string[]) =>
  Object.fromEntries(
    (await t.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(inArray(bookings.id, ids))).map(
      (b) => [b.id, b.status],
    ),
  );
/** A checkout's return page: the booking, the customer's manage token and the booking's language. */
const returnUrl = (page: string, bookingId: string) =>
  new RegExp(`^${TEST_ORIGIN}/${page}\\?booking_id=${bookingId}&token=[A-Za-z0-9_-]{43}&lang=en$`);
const paymentOf = async (bookingId: string) => (await t.db.select().from(payments).where(eq(payments.bookingId, bookingId)))[0];
/** The mails queued to `to`, rendered as the worker sends them. */
const mailsTo = async (to: string) => {
  await renderQueuedMails(t.db);
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
};
const recordedEvent = async (id: string) => (await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, id)))[0];

/** A booking (with its return trip) and an open Stripe checkout for it. */
async function bookingWithCheckout(options: { withReturn?: boolean } = {}) {
  const b = await insertTestTransfer(t.db, { totalPriceCents: 9_000, withReturn: options.withReturn ?? true });
  const response = await openCheckout(t, b.outboundId);
  expect(response.status).toBe(200);
  const { url } = await response.json();
  const payment = await paymentOf(b.outboundId);
  expect(payment?.url).toBe(url);
  return { ...b, sessionId: payment!.providerSessionId, amountCents: payment!.amountCents };
}

const sendWebhook = (payload: string, signature?: string | null) => sendStripeWebhook(t, webhookSecret, payload, signature);

describe("a checkout with Stripe", () => {
  it("creates a Checkout Session for the server's amount (doubled for the return trip) with the booking's idempotency key", async () => {
    const before = fake.requests.length;
    const b = await bookingWithCheckout();
    expect(fake.requests.length).toBe(before + 1);
    const request = fake.requests.at(-1)!;
    expect(b.amountCents).toBe(18_000);
    expect(request.headers["idempotency-key"]).toBe(`checkout-${b.outboundId}-18000`);
    expect(request.form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "18000",
      "line_items[0][quantity]": "1",
      client_reference_id: b.outboundId,
      "metadata[booking_id]": b.outboundId,
      customer_email: b.customerEmail,
      success_url: expect.stringMatching(returnUrl("payment-success", b.outboundId)),
      cancel_url: expect.stringMatching(returnUrl("payment-cancelled", b.outboundId)),
    });
    expect(await paymentOf(b.outboundId)).toMatchObject({
      provider: "stripe",
      status: "open",
      amountCents: 18_000,
      url: `https://checkout.stripe.test/c/pay/${b.sessionId}`,
    });

    // Asked again: the open session is handed out again, without calling Stripe.
    const again = await openCheckout(t, b.outboundId);
    expect((await again.json()).url).toBe(`https://checkout.stripe.test/c/pay/${b.sessionId}`);
    expect(fake.requests.length).toBe(before + 1);
  });

  it("links back to PUBLIC_URL when it is set, whatever address the request came to", async () => {
    const b = await insertTestTransfer(t.db, { withReturn: false });
    const response = await openCheckout(t, b.outboundId, { origin: "http://192.168.1.20:3000" });
    expect(response.status).toBe(200);
    expect(fake.requests.at(-1)!.form).toMatchObject({
      success_url: expect.stringMatching(returnUrl("payment-success", b.outboundId)),
      cancel_url: expect.stringMatching(returnUrl("payment-cancelled", b.outboundId)),
    });
  });

  it("refuses a tour until its payment link was sent, without calling Stripe", async () => {
    const tour = await insertTestTransfer(t.db, { bookingType: "tour", totalPriceCents: 30_000 });
    const before = fake.requests.length;
    const refused = await openCheckout(t, tour.outboundId);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("awaiting_approval");
    expect(fake.requests.length).toBe(before);
    await markPaymentLinkSent(t.db, tour.outboundId);
    const opened = await openCheckout(t, tour.outboundId);
    expect(opened.status).toBe(200);
    expect(fake.requests.at(-1)!.form["line_items[0][price_data][unit_amount]"]).toBe("30000");
  });

  it("after an expired session, a new session with a fresh idempotency key", async () => {
    const b = await bookingWithCheckout({ withReturn: false });
    expect((await sendWebhook(checkoutSessionEvent("checkout.session.expired", { id: b.sessionId, amount_total: 9_000, payment_status: "unpaid" }))).status).toBe(200);
    const response = await openCheckout(t, b.outboundId);
    expect(response.status).toBe(200);
    expect(fake.requests.at(-1)!.headers["idempotency-key"]).toBe(`checkout-${b.outboundId}-9000-retry-1`);
    expect((await response.json()).url).not.toContain(b.sessionId);
  });

  it("answers 502 with the spec's text when Stripe refuses", async () => {
    const b = await insertTestTransfer(t.db);
    fake.failNext = 400;
    const response = await openCheckout(t, b.outboundId);
    expect(response.status).toBe(502);
    expect((await response.json()).error.code).toBe("payment_unavailable");
    expect(await paymentOf(b.outboundId)).toBeUndefined();
  });

  it("has no test checkout page", async () => {
    const b = await bookingWithCheckout({ withReturn: false });
    expect((await t.request(`/api/payments/test-checkout/${b.sessionId}`)).status).toBe(404);
    const pay = await t.request(`/api/payments/test-checkout/${b.sessionId}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(pay.status).toBe(404);
    expect(await statuses(b.outboundId)).toEqual({ [b.outboundId]: "pending" });
  });
});

describe("POST /api/payments/stripe/webhook", () => {
  it("refuses a bad or missing signature (400) and changes nothing", async () => {
    const b = await bookingWithCheckout();
    const payload = checkoutSessionEvent("checkout.session.completed", { id: b.sessionId, amount_total: b.amountCents }, "evt_bad_signature");
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const tampered = Stripe.webhooks.generateTestHeaderString({ payload: payload.replace("18000", "18001"), secret: webhookSecret });
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    for (const signature of [wrongSecret, tampered, stale, "garbage", "", null]) {
      const response = await sendWebhook(payload, signature);
      expect(response.status, String(signature)).toBe(400);
      expect((await response.json()).error.code).toBe("invalid_signature");
    }
    expect(await statuses(b.outboundId, b.returnId!)).toEqual({ [b.outboundId]: "pending", [b.returnId!]: "pending" });
    expect((await paymentOf(b.outboundId))?.status).toBe("open");
    expect(await recordedEvent("evt_bad_signature")).toBeUndefined();
    expect(await mailsTo(b.customerEmail)).toEqual([]);
  });

  it("takes a large signed event (100 KB of metadata) and refuses one over 512 KB with 413", async () => {
    const b = await bookingWithCheckout({ withReturn: false });
    const withPadding = (kb: number, id: string) => {
      const event = JSON.parse(checkoutSessionEvent("checkout.session.completed", { id: b.sessionId, amount_total: b.amountCents }, id));
      event.data.object.metadata = { note: "x".repeat(kb * 1024) };
      return JSON.stringify(event);
    };
    const large = await sendWebhook(withPadding(100, "evt_large_but_fine"));
    expect(large.status).toBe(200);
    expect(await statuses(b.outboundId)).toEqual({ [b.outboundId]: "confirmed" });
    const huge = await sendWebhook(withPadding(600, "evt_too_large"));
    expect(huge.status).toBe(413);
    expect(await recordedEvent("evt_too_large")).toBeUndefined();
  });

  it("refuses a signature dated more than 5 minutes in the future (400) and accepts one a minute ahead", async () => {
    const b = await bookingWithCheckout({ withReturn: false });
    const now = Math.floor(Date.now() / 1000);
    const payload = checkoutSessionEvent("checkout.session.completed", { id: b.sessionId, amount_total: b.amountCents }, "evt_from_the_future");
    const future = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: now + 10 * 60 });
    const refused = await sendWebhook(payload, future);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.code).toBe("invalid_signature");
    expect(await statuses(b.outboundId)).toEqual({ [b.outboundId]: "pending" });
    expect(await recordedEvent("evt_from_the_future")).toBeUndefined();

    const soon = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: now + 60 });
    const accepted = await sendWebhook(payload, soon);
    expect(accepted.status).toBe(200);
    expect(await statuses(b.outboundId)).toEqual({ [b.outboundId]: "confirmed" });
  });

  it("a signed checkout.session.completed confirms the booking and its return trip and queues one e-mail", async () => {
    const b = await bookingWithCheckout();
    const wakes = t.mailWakes;
    const payload = checkoutSessionEvent("checkout.session.completed", {
      id: b.sessionId,
      amount_total: b.amountCents,
      payment_intent: "pi_test_paid_by_card",
    });
    const response = await sendWebhook(payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await statuses(b.outboundId, b.returnId!)).toEqual({ [b.outboundId]: "confirmed", [b.returnId!]: "confirmed" });
    // The PaymentIntent is kept: a refund needs it.
    expect(await paymentOf(b.outboundId)).toMatchObject({
      status: "paid",
      paidAt: expect.any(Date),
      testMode: false,
      providerPaymentId: "pi_test_paid_by_card",
    });
    const mails = await mailsTo(b.customerEmail);
    expect(mails).toHaveLength(1);
    // A real payment carries none of the test marks.
    for (const part of [mails[0]!.subject, mails[0]!.textBody, mails[0]!.htmlBody ?? ""]) {
      expect(part).not.toMatch(/TEST PAYMENT|PAGAMENTO DE TESTE|no card was charged|nenhum cartão/i);
    }
    expect(mails[0]!.textBody).toContain(`We have received your payment of ${formatEuros(18000, "en")}.`);
    expect(mails[0]!.textBody).toContain(b.outboundId.slice(0, 8));
    expect(t.mailWakes).toBe(wakes + 1);

    // The same delivery again: recorded already, nothing more.
    const repeated = await sendWebhook(payload);
    expect(await repeated.json()).toEqual({ received: true, duplicate: true });
    expect(await mailsTo(b.customerEmail)).toHaveLength(1);
  });

  it("the same event sent ten times at once confirms once and queues exactly one e-mail", async () => {
    const b = await bookingWithCheckout();
    const eventId = `evt_concurrent_${randomUUID().slice(0, 8)}`;
    const payload = checkoutSessionEvent("checkout.session.completed", { id: b.sessionId, amount_total: b.amountCents }, eventId);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const responses = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(payload, signature)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(bodies.filter((body) => body.duplicate !== true)).toHaveLength(1);
    expect(await statuses(b.outboundId, b.returnId!)).toEqual({ [b.outboundId]: "confirmed", [b.returnId!]: "confirmed" });
    expect(await mailsTo(b.customerEmail)).toHaveLength(1);
    expect(await recordedEvent(eventId)).toMatchObject({ type: "checkout.session.completed" });
  });

  it("ten different events for the same session at once also confirm once and queue one e-mail", async () => {
    const b = await bookingWithCheckout();
    const payloads = Array.from({ length: 10 }, (_, i) =>
      checkoutSessionEvent(i % 2 ? "checkout.session.async_payment_succeeded" : "checkout.session.completed", {
        id: b.sessionId,
        amount_total: b.amountCents,
      }),
    );
    const responses = await Promise.all(payloads.map((payload) => sendWebhook(payload)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await statuses(b.outboundId, b.returnId!)).toEqual({ [b.outboundId]: "confirmed", [b.returnId!]: "confirmed" });
    expect(await mailsTo(b.customerEmail)).toHaveLength(1);
    const ids = payloads.map((p) => JSON.parse(p).id as string);
    expect(await t.db.select().from(paymentEvents).where(inArray(paymentEvents.id, ids))).toHaveLength(10);
  });

  it("a wrong amount_total does not confirm", async () => {
    const b = await bookingWithCheckout();
    const response = await sendWebhook(checkoutSessionEvent("checkout.session.completed", { id: b.sessionId, amount_total: 9_000 }));
    expect(response.status).toBe(200);
    expect(await statuses(b.outboundId, b.returnId!)).toEqual({ [b.outboundId]: "pending", [b.returnId!]: "pending" });
    expect((await paymentOf(b.outboundId))?.status).toBe("open");
    expect(await mailsTo(b.customerEmail)).toEqual([]);
  });

  it("the right amount in another currency does not confirm; the same amount in euros then does", async () => {
    const b = await bookingWithCheckout();
    expect((await paymentOf(b.outboundId))?.currency).toBe("eur");
    const wakes = t.mailWakes;
    const inDollars = await sendWebhook(
      checkoutSessionEvent("checkout.session.completed", { id: b.sessionId, amount_total: b.amountCents, currency: "usd" }),
    );
    expect(inDollars.status).toBe(200);
    expect(await statuses(b.outboundId, b.returnId!)).toEqual({ [b.outboundId]: "pending", [b.returnId!]: "pending" });
    expect(await paymentOf(b.outboundId)).toMatchObject({ status: "open", paidAt: null });
    expect(await mailsTo(b.customerEmail)).toEqual([]);
    expect(t.mailWakes).toBe(wakes);

    // The currency alone kept it pending: the same session paid in euros confirms.
    const inEuros = await sendWebhook(
      checkoutSessionEvent("checkout.session.completed", { id: b.sessionId, amount_total: b.amountCents, currency: "eur" }),
    );
    expect(inEuros.status).toBe(200);
    expect(await statuses(b.outboundId, b.returnId!)).toEqual({ [b.outboundId]: "confirmed", [b.returnId!]: "confirmed" });
    expect(await mailsTo(b.customerEmail)).toHaveLength(1);
  });

  it("a completed session that is not paid yet (delayed payment method) does not confirm", async () => {
    const b = await bookingWithCheckout({ withReturn: false });
    const response = await sendWebhook(
      checkoutSessionEvent("checkout.session.completed", { id: b.sessionId, amount_total: b.amountCents, payment_status: "unpaid" }),
    );
    expect(response.status).toBe(200);
    expect(await statuses(b.outboundId)).toEqual({ [b.outboundId]: "pending" });
    expect((await paymentOf(b.outboundId))?.status).toBe("open");
  });

  it("checkout.session.expired and async_payment_failed leave the booking pending", async () => {
    const expired = await bookingWithCheckout();
    const response = await sendWebhook(
      checkoutSessionEvent("checkout.session.expired", { id: expired.sessionId, amount_total: expired.amountCents, payment_status: "unpaid" }),
    );
    expect(response.status).toBe(200);
    expect(await statuses(expired.outboundId, expired.returnId!)).toEqual({
      [expired.outboundId]: "pending",
      [expired.returnId!]: "pending",
    });
    expect((await paymentOf(expired.outboundId))?.status).toBe("expired");

    const failed = await bookingWithCheckout({ withReturn: false });
    await sendWebhook(
      checkoutSessionEvent("checkout.session.async_payment_failed", { id: failed.sessionId, amount_total: failed.amountCents, payment_status: "unpaid" }),
    );
    expect(await statuses(failed.outboundId)).toEqual({ [failed.outboundId]: "pending" });
    expect((await paymentOf(failed.outboundId))?.status).toBe("failed");
    expect(await mailsTo(failed.customerEmail)).toEqual([]);
  });

  it("acknowledges other events and unknown sessions without changing anything", async () => {
    const other = JSON.stringify({ id: "evt_other_type", object: "event", type: "payment_intent.created", data: { object: { id: "pi_1", object: "payment_intent" } } });
    expect(await (await sendWebhook(other)).json()).toEqual({ received: true });
    const unknown = await sendWebhook(checkoutSessionEvent("checkout.session.completed", { id: "cs_test_not_ours", amount_total: 100 }));
    expect(unknown.status).toBe(200);
  });
});

describe("webhook without a webhook secret", () => {
  // The start refuses a Stripe key without STRIPE_WEBHOOK_SECRET (env.test.ts); the route still
  // answers 501 to an app built around Stripe in an environment without the secret.
  it("answers 501 and does nothing", async () => {
    const app = await createTestApp({ payments: createStripePaymentProvider({ secretKey: "sk_test_x", host: fake.host, port: fake.port, protocol: fake.protocol }) });
    try {
      const payload = checkoutSessionEvent("checkout.session.completed", { id: "cs_test_1", amount_total: 100 });
      const response = await sendStripeWebhook(app, webhookSecret, payload);
      expect(response.status).toBe(501);
    } finally {
      await app.close();
    }
  });
});

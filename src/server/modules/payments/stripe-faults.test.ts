import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookings, mailOutbox, paymentEvents, payments } from "../../db/schema.ts";
import {
  startFakeStripeServer,
  type FakeCheckoutSession,
  type FakeStripeServer,
} from "../../../../test-support/fake-stripe-server.ts";
import type { TestApp } from "../../../../test-support/test-app.ts";
import { checkoutSessionEvent, createStripeTestApp, sendStripeWebhook } from "../../../../test-support/stripe-test-app.ts";
import { insertTestTransfer } from "../../../../test-support/test-bookings.ts";
import { mintBookingToken } from "../manage-booking/tokens.ts";
import { openCheckout } from "../../../../test-support/open-checkout.ts";
import { renderQueuedMails } from "../../../../test-support/rendered-mails.ts";

/**
 * Stripe down or slow when a checkout starts, and a webhook that arrives before the checkout row
 * is stored (decision 0026).
 */

const webhookSecret = "whsec_test_payment_faults";
/** Much shorter than the product's 20 s, so "slow" is quick to test. */
const STRIPE_TIMEOUT_MS = 300;
let fake: FakeStripeServer;
/** The app of each test: a short Stripe timeout for the checkout faults, the product's for the webhooks. */
let t: TestApp;
let shortTimeout: TestApp;
let usualTimeout: TestApp;

const appWith = (timeoutMs?: number) => createStripeTestApp(fake, { secretKey: "sk_test_faults", webhookSecret, timeoutMs });

beforeAll(async () => {
  fake = await startFakeStripeServer();
  shortTimeout = await appWith(STRIPE_TIMEOUT_MS);
  usualTimeout = await appWith();
});
afterAll(async () => {
  await shortTimeout.close();
  await usualTimeout.close();
  await fake.close();
});
afterEach(() => {
  fake.checkoutDelayMs = 0;
  fake.beforeCheckoutAnswer = null;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const paymentsOf = (bookingId: string) => t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const statuses = async (...ids: string[]) =>
  (await t.db.select({ status: bookings.status }).from(bookings).where(inArray(bookings.id, ids))).map((b) => b.status);
/** The mails queued to `to`, rendered as the worker sends them. */
const mailsTo = async (to: string) => {
  await renderQueuedMails(t.db);
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
};
const recordedEvent = async (id: string) => (await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, id)))[0];

/** The form's checkout: the booking's own answer carries its token, which opens the checkout. */
const checkout = (bookingId: string) => openCheckout(t, bookingId);
/** The booking page's Pay now (the same booking, through its private link). */
const payFromBookingPage = (token: string) => t.request(`/api/manage/${token}/checkout?lang=pt`, { json: {} });

/** A signed checkout.session.completed for a session, as Stripe sends it (with the session's metadata). */
function completedEvent(session: Pick<FakeCheckoutSession, "id" | "amount_total" | "metadata">) {
  const id = `evt_${randomUUID().replaceAll("-", "")}`;
  // Paid now: only these fields of the session Stripe answered (its payment_status was "unpaid").
  const paid = { id: session.id, amount_total: session.amount_total, metadata: session.metadata, payment_intent: "pi_test_early_webhook" };
  return { id, payload: checkoutSessionEvent("checkout.session.completed", paid, id) };
}

/** One delivery of an event (Stripe signs each delivery afresh). */
const deliver = (payload: string) => sendStripeWebhook(t, webhookSecret, payload);

describe("Stripe unreachable or slow when a checkout starts", () => {
  beforeAll(() => {
    t = shortTimeout;
  });

  it("unreachable (port closed): 502 with the spec's message, nothing stored, and Pay now on the booking page works once Stripe is back", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 9_000, withReturn: true });
    const token = await mintBookingToken(t.db, b.outboundId);
    const sessionsBefore = fake.sessionsCreated.length;
    await fake.stopListening();
    try {
      const fromForm = await checkout(b.outboundId);
      expect(fromForm.status).toBe(502);
      expect((await fromForm.json()).error.code).toBe("payment_unavailable");
      const fromPage = await payFromBookingPage(token);
      expect(fromPage.status).toBe(502);
      expect(await fromPage.json()).toEqual({
        error: { code: "payment_unavailable", message: "Pagamento indisponível no momento. Tente novamente dentro de alguns minutos.", requestId: expect.any(String) },
      });
    } finally {
      await fake.listenAgain();
    }
    // Nothing half-written: no checkout row that a retry would trip over, the booking untouched.
    expect(await paymentsOf(b.outboundId)).toEqual([]);
    expect(await statuses(b.outboundId, b.returnId!)).toEqual(["pending", "pending"]);
    expect(fake.sessionsCreated.length).toBe(sessionsBefore);

    const retried = await payFromBookingPage(token);
    expect(retried.status).toBe(200);
    const { url } = (await retried.json()) as { url: string };
    expect(fake.sessionsCreated.length).toBe(sessionsBefore + 1);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${fake.sessionsCreated.at(-1)}`);
    const rows = await paymentsOf(b.outboundId);
    expect(rows).toMatchObject([{ status: "open", amountCents: 18_000, url }]);
    // Asked once more: the same checkout, still one session.
    expect(await (await payFromBookingPage(token)).json()).toEqual({ url });
    expect(fake.sessionsCreated.length).toBe(sessionsBefore + 1);
  });

  it("slow (answers after the timeout): 502 with the spec's message, nothing stored, and the retry gets the one session Stripe made", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 9_000, withReturn: false });
    const token = await mintBookingToken(t.db, b.outboundId);
    const sessionsBefore = fake.sessionsCreated.length;
    fake.checkoutDelayMs = STRIPE_TIMEOUT_MS * 5;
    const started = Date.now();
    const slow = await payFromBookingPage(token);
    expect(slow.status).toBe(502);
    expect((await slow.json()).error.message).toBe("Pagamento indisponível no momento. Tente novamente dentro de alguns minutos.");
    // The SDK gave up after its timeout (and its two retries), not after Stripe's answer.
    expect(Date.now() - started).toBeLessThan(STRIPE_TIMEOUT_MS * 5 * 3);
    expect(await paymentsOf(b.outboundId)).toEqual([]);
    // Stripe was slow, not down: it made the session, once for the three attempts (one idempotency key).
    expect(fake.sessionsCreated.length).toBe(sessionsBefore + 1);
    const made = fake.sessionsCreated.at(-1)!;

    fake.checkoutDelayMs = 0;
    const retried = await payFromBookingPage(token);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ url: `https://checkout.stripe.test/c/pay/${made}` });
    expect(fake.sessionsCreated.length).toBe(sessionsBefore + 1);
    expect(await paymentsOf(b.outboundId)).toMatchObject([{ providerSessionId: made, status: "open", amountCents: 9_000 }]);
    await sleep(STRIPE_TIMEOUT_MS * 5); // the slow answers to the abandoned attempts, before the next test
  });

  it("the form's checkout also refuses with the spec's message when Stripe is slow", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 9_000 });
    fake.checkoutDelayMs = STRIPE_TIMEOUT_MS * 5;
    const response = await checkout(b.outboundId);
    expect(response.status).toBe(502);
    expect((await response.json()).error.code).toBe("payment_unavailable");
    expect(await paymentsOf(b.outboundId)).toEqual([]);
    await sleep(STRIPE_TIMEOUT_MS * 5);
  });
});

describe("a checkout.session.completed that arrives before the checkout row is stored", () => {
  // Stripe answers the checkout only after its webhook was answered: no timeout on the way.
  beforeAll(() => {
    t = usualTimeout;
  });

  it("is refused with a 503 (not recorded) while the row cannot exist, and applied once when Stripe delivers it again", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 9_000, withReturn: true });
    let event: { id: string; payload: string } | undefined;
    let early: Response | undefined;
    // Stripe has made the session and sends its webhook; the server still waits for the answer.
    fake.beforeCheckoutAnswer = async (session) => {
      fake.beforeCheckoutAnswer = null;
      event = completedEvent(session);
      early = await deliver(event.payload);
    };
    const opened = await checkout(b.outboundId);
    expect(opened.status).toBe(200);

    expect(early!.status).toBe(503);
    expect((await early!.json()).error.code).toBe("checkout_not_recorded");
    expect(await recordedEvent(event!.id)).toBeUndefined();
    expect(await statuses(b.outboundId, b.returnId!)).toEqual(["pending", "pending"]);
    expect(await mailsTo(b.customerEmail)).toEqual([]);

    // Stripe retries a delivery that did not get a 2xx: now the row is there.
    const again = await deliver(event!.payload);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true });
    expect(await statuses(b.outboundId, b.returnId!)).toEqual(["confirmed", "confirmed"]);
    expect(await paymentsOf(b.outboundId)).toMatchObject([{ status: "paid", providerPaymentId: "pi_test_early_webhook" }]);
    expect(await mailsTo(b.customerEmail)).toHaveLength(1);

    // Delivered once more: a duplicate, nothing more.
    expect(await (await deliver(event!.payload)).json()).toEqual({ received: true, duplicate: true });
    expect(await mailsTo(b.customerEmail)).toHaveLength(1);
  });

  it("is applied at once, exactly once, when the row is stored while the webhook waits for it", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 9_000, withReturn: false });
    let delivery: Promise<Response> | undefined;
    fake.beforeCheckoutAnswer = async (session) => {
      fake.beforeCheckoutAnswer = null;
      delivery = deliver(completedEvent(session).payload);
      await sleep(300); // the server's insert comes a moment after the webhook
    };
    expect((await checkout(b.outboundId)).status).toBe(200);
    const response = await delivery!;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await statuses(b.outboundId)).toEqual(["confirmed"]);
    expect(await paymentsOf(b.outboundId)).toMatchObject([{ status: "paid" }]);
    expect(await mailsTo(b.customerEmail)).toHaveLength(1);
  });

  it("a completed session for a booking that is not ours is acknowledged and changes nothing", async () => {
    const stranger = completedEvent({ id: "cs_test_someone_else", amount_total: 5_000, metadata: { booking_id: randomUUID() } });
    const response = await deliver(stranger.payload);
    expect(response.status).toBe(200);
    expect(await recordedEvent(stranger.id)).toMatchObject({ type: "checkout.session.completed" });
  });
});

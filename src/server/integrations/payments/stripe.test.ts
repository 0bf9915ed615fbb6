import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPaymentProvider } from "./create-payment-provider.ts";
import { startFakeStripeServer, type FakeStripeServer } from "../../../../test-support/fake-stripe-server.ts";
import { PaymentsOffError, WebhookSignatureError, type CheckoutInput, type PaymentProvider } from "./provider.ts";
import { createStripePaymentProvider } from "./stripe.ts";
import { createTestPaymentProvider } from "./test-provider.ts";

const secret = "whsec_adapter_test_secret";
let fake: FakeStripeServer;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  stripe = createStripePaymentProvider({
    secretKey: "sk_test_adapter",
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
  });
});
afterAll(() => fake.close());

const input: CheckoutInput = {
  bookingId: "3f2a9c4e-1b7d-4e8a-9c3f-5a6b7c8d9e0f",
  amountCents: 24_000,
  description: "Reserva 3f2a9c4e: Aeroporto de Faro → Albufeira",
  customerEmail: "ana@example.com",
  successUrl: "https://example.pt/payment-success?booking_id=3f2a9c4e-1b7d-4e8a-9c3f-5a6b7c8d9e0f",
  cancelUrl: "https://example.pt/payment-cancelled?booking_id=3f2a9c4e-1b7d-4e8a-9c3f-5a6b7c8d9e0f",
  siteUrl: "https://example.pt",
  idempotencyKey: "checkout-3f2a9c4e-1b7d-4e8a-9c3f-5a6b7c8d9e0f-24000",
};

describe("Stripe adapter (real SDK, fake API)", () => {
  it("creates a payment-mode Checkout Session in euros for the given amount, with the idempotency key", async () => {
    const session = await stripe.createCheckout(input);
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.sessionId}`);
    const request = fake.requests.at(-1)!;
    expect(request.headers["idempotency-key"]).toBe(input.idempotencyKey);
    expect(request.headers.authorization).toBe("Bearer sk_test_adapter");
    expect(request.form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "24000",
      "line_items[0][price_data][product_data][name]": input.description,
      client_reference_id: input.bookingId,
      "metadata[booking_id]": input.bookingId,
      customer_email: input.customerEmail,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    // No telemetry header reports earlier requests to Stripe.
    expect(request.headers["x-stripe-client-telemetry"]).toBeUndefined();
  });

  it("rejects when the API refuses the request", async () => {
    fake.failNext = 400;
    await expect(stripe.createCheckout({ ...input, idempotencyKey: "another-key" })).rejects.toThrow();
  });

  it("verifies a webhook signature on the raw body and reduces the event", () => {
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_test_x",
          object: "checkout.session",
          payment_status: "paid",
          amount_total: 24_000,
          currency: "eur",
          payment_intent: "pi_test_x",
          metadata: { booking_id: "3f2a9c4e-1b7d-4e8a-9c3f-5a6b7c8d9e0f" },
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(stripe.verifyWebhook!(payload, header, secret)).toEqual({
      id: "evt_1",
      type: "checkout.session.completed",
      checkoutSession: {
        id: "cs_test_x",
        paymentStatus: "paid",
        amountTotal: 24_000,
        currency: "eur",
        paymentIntentId: "pi_test_x",
        bookingId: "3f2a9c4e-1b7d-4e8a-9c3f-5a6b7c8d9e0f",
      },
    });
    // A single changed byte, another secret, or no header: refused.
    expect(() => stripe.verifyWebhook!(payload.replace("24000", "24001"), header, secret)).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook!(payload, header, "whsec_other")).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook!(payload, undefined, secret)).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook!(payload, "t=1,v1=abc", secret)).toThrow(WebhookSignatureError);
  });

  it("refuses a correctly signed webhook dated more than 5 minutes in the future, like a stale one", () => {
    const payload = JSON.stringify({ id: "evt_future", object: "event", type: "charge.refunded", data: { object: { id: "ch_1", object: "charge" } } });
    const now = Math.floor(Date.now() / 1000);
    const signedAt = (timestamp: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    expect(() => stripe.verifyWebhook!(payload, signedAt(now + 10 * 60), secret)).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook!(payload, signedAt(now - 10 * 60), secret)).toThrow(WebhookSignatureError);
    // Clocks a little apart are fine, both ways.
    expect(stripe.verifyWebhook!(payload, signedAt(now + 60), secret).id).toBe("evt_future");
    expect(stripe.verifyWebhook!(payload, signedAt(now - 60), secret).id).toBe("evt_future");
    // An extra t= in the future next to a valid signature does not slip through either.
    expect(() => stripe.verifyWebhook!(payload, `t=${now + 3600},${signedAt(now)}`, secret)).toThrow(WebhookSignatureError);
  });

  it("reduces events that are not about a checkout session", () => {
    const payload = JSON.stringify({ id: "evt_2", object: "event", type: "charge.refunded", data: { object: { id: "ch_1", object: "charge" } } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(stripe.verifyWebhook!(payload, header, secret)).toEqual({ id: "evt_2", type: "charge.refunded", checkoutSession: null });
  });
});

describe("test provider and provider choice", () => {
  it("the test provider answers a random session on the server's own test checkout page, on the site's origin", async () => {
    const provider = createTestPaymentProvider();
    const a = await provider.createCheckout(input);
    const b = await provider.createCheckout({ ...input, siteUrl: "http://192.168.1.20:3000/" });
    expect(provider.kind).toBe("test");
    expect(provider.verifyWebhook).toBeUndefined();
    expect(a.sessionId).not.toBe(b.sessionId);
    expect(a.url).toBe(`https://example.pt/api/payments/test-checkout/${a.sessionId}`);
    expect(b.url).toBe(`http://192.168.1.20:3000/api/payments/test-checkout/${b.sessionId}`);
  });

  it("follows PAYMENTS: stripe, test or off, whatever keys are set", async () => {
    const key = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" };
    expect(createPaymentProvider({ paymentsMode: "stripe", ...key }).kind).toBe("stripe");
    expect(createPaymentProvider({ paymentsMode: "test", ...key }).kind).toBe("test");
    const off = createPaymentProvider({ paymentsMode: "off", ...key });
    expect(off.kind).toBe("off");
    expect(off.verifyWebhook).toBeUndefined();
    await expect(off.createCheckout(input)).rejects.toThrow(PaymentsOffError);
    expect(() => createPaymentProvider({ paymentsMode: "stripe" })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

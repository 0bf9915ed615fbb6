import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { createStripePaymentProvider } from "../src/server/integrations/payments/stripe.ts";
import type { FakeStripeServer } from "./fake-stripe-server.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * The test app with Stripe payments: the real SDK talking to `fake`, with the secret key and the
 * webhook secret in the app's environment (the start refuses a key without a webhook secret).
 * `timeoutMs` replaces the SDK's timeout (the product's without it).
 */
export function createStripeTestApp(
  fake: FakeStripeServer,
  keys: { secretKey: string; webhookSecret: string; timeoutMs?: number },
): Promise<TestApp> {
  return createTestApp({
    payments: createStripePaymentProvider({
      secretKey: keys.secretKey,
      host: fake.host,
      port: fake.port,
      protocol: fake.protocol,
      ...(keys.timeoutMs === undefined ? {} : { timeoutMs: keys.timeoutMs }),
    }),
    env: {
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    },
  });
}

/** The checkout session an event carries: paid and without a PaymentIntent unless said otherwise. */
export interface EventCheckoutSession {
  id: string;
  amount_total: number;
  /** The session's currency: "eur" unless said otherwise. */
  currency?: string;
  payment_status?: string;
  payment_intent?: string;
  /** With it, the session also carries the booking as its client_reference_id. */
  metadata?: { booking_id: string | undefined };
}

/** A Stripe event of `type` about a checkout session (its status "complete"), as the JSON Stripe sends. */
export function checkoutSessionEvent(type: string, session: EventCheckoutSession, eventId = `evt_${randomUUID().replaceAll("-", "")}`): string {
  return JSON.stringify({
    id: eventId,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        amount_total: session.amount_total,
        currency: session.currency ?? "eur",
        payment_status: session.payment_status ?? "paid",
        payment_intent: session.payment_intent ?? null,
        status: "complete",
        ...(session.metadata ? { client_reference_id: session.metadata.booking_id ?? null, metadata: session.metadata } : {}),
      },
    },
  });
}

/**
 * One delivery of a webhook to the app's Stripe endpoint, signed with `secret` as Stripe signs
 * each delivery afresh; `signature` instead when given (null: no signature header at all).
 */
export async function sendStripeWebhook(t: TestApp, secret: string, payload: string, signature?: string | null): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const header = signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret }) : signature;
  if (header !== null) headers["stripe-signature"] = header;
  return t.app.request("/api/payments/stripe/webhook", { method: "POST", headers, body: payload });
}

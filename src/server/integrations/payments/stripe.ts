import Stripe from "stripe";
import {
  WebhookSignatureError,
  type CheckoutInput,
  type CheckoutSession,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type RefundInput,
} from "./provider.ts";

export interface StripeProviderOptions {
  secretKey: string;
  /** Only for tests (a local fake API); the SDK's defaults otherwise. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  /** Request timeout in milliseconds (default 20 s). */
  timeoutMs?: number;
}

/** Stripe Checkout Sessions created on the server; webhooks verified on the raw body. */
export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.protocol === undefined ? {} : { protocol: options.protocol }),
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 20_000,
  });

  return {
    kind: "stripe",

    async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "eur",
                unit_amount: input.amountCents,
                product_data: { name: input.description.slice(0, 250) },
              },
            },
          ],
          client_reference_id: input.bookingId,
          metadata: { booking_id: input.bookingId },
          payment_intent_data: { metadata: { booking_id: input.bookingId } },
          customer_email: input.customerEmail,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },

    async expireCheckout(sessionId: string): Promise<void> {
      await stripe.checkout.sessions.expire(sessionId);
    },

    async refund(input: RefundInput): Promise<{ refundId: string }> {
      let paymentIntent = input.paymentId;
      if (!paymentIntent) {
        // Paid before the webhook stored the PaymentIntent: ask the session for it.
        const session = await stripe.checkout.sessions.retrieve(input.sessionId);
        paymentIntent = idOf(session.payment_intent);
      }
      if (!paymentIntent) throw new Error(`Stripe checkout session ${input.sessionId} has no payment intent to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: input.amountCents, metadata: { booking_id: input.bookingId } },
        { idempotencyKey: input.idempotencyKey },
      );
      return { refundId: refund.id };
    },

    verifyWebhook(rawBody: string, signatureHeader: string | undefined, secret: string): PaymentWebhookEvent {
      if (!signatureHeader) throw new WebhookSignatureError("missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "invalid signature");
      }
      // The SDK refuses a signature older than the tolerance but not one dated in the future: a
      // captured or pre-signed delivery must not stay valid for longer than a stale one would.
      const latest = Math.max(...signatureTimestamps(signatureHeader));
      if (!Number.isFinite(latest) || latest > Math.floor(Date.now() / 1000) + WEBHOOK_TOLERANCE_SECONDS) {
        throw new WebhookSignatureError("signature timestamp is more than 5 minutes in the future, or malformed");
      }
      return toPaymentWebhookEvent(event);
    },
  };
}

/** How far (seconds) a webhook signature's timestamp may lie from now, in the past or the future. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Every `t=` of a Stripe-Signature header, as Unix seconds (NaN for a malformed one). */
function signatureTimestamps(header: string): number[] {
  const values = header
    .split(",")
    .map((item) => item.trim().split("="))
    .filter(([key]) => key === "t")
    .map(([, value]) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN));
  return values.length > 0 ? values : [Number.NaN];
}

function toPaymentWebhookEvent(event: Stripe.Event): PaymentWebhookEvent {
  const object = event.data.object as unknown as { object?: string; id?: string };
  if (!event.type.startsWith("checkout.session.") || object.object !== "checkout.session" || !object.id) {
    return { id: event.id, type: event.type, checkoutSession: null };
  }
  const session = object as unknown as Stripe.Checkout.Session;
  return {
    id: event.id,
    type: event.type,
    checkoutSession: {
      id: session.id,
      paymentStatus: session.payment_status ?? null,
      amountTotal: typeof session.amount_total === "number" ? session.amount_total : null,
      currency: session.currency ?? null,
      paymentIntentId: idOf(session.payment_intent),
      bookingId: session.metadata?.booking_id ?? session.client_reference_id ?? null,
    },
  };
}

/** The id of an expandable Stripe field (an id, an object with one, or null). */
function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === "string" ? field : field.id;
}

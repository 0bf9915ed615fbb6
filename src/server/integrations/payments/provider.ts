/** What the server asks a payment provider for: a hosted checkout for the server's amount. */
export interface CheckoutInput {
  /** The booking the payment covers (the outbound booking of a return trip). */
  bookingId: string;
  /** Integer euro cents, always computed by the server. */
  amountCents: number;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Same key, same checkout: a retried request never opens a second session. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** A verified webhook event, reduced to what fulfilment needs. */
export interface PaymentWebhookEvent {
  id: string;
  type: string;
  /** Present when the event is about a checkout session. */
  checkoutSession: {
    id: string;
    /** paid, unpaid or no_payment_required (Stripe's payment_status). */
    paymentStatus: string | null;
    /** Integer cents, or null when unknown. */
    amountTotal: number | null;
    currency: string | null;
  } | null;
}

/** Thrown by `verifyWebhook` when the signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {}

/** The card payment provider: Stripe, or the built-in test checkout when no key is configured. */
export interface PaymentProvider {
  kind: "stripe" | "test";
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /**
   * Verifies a webhook's signature on the raw body and parses the event (Stripe only; the test
   * checkout has no webhooks). Throws WebhookSignatureError on a bad or missing signature.
   */
  verifyWebhook?(rawBody: string, signatureHeader: string | undefined, secret: string): PaymentWebhookEvent;
}

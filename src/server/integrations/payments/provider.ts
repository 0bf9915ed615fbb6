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
  /**
   * The site's origin for links back to us (PUBLIC_URL, or the request's own origin when
   * PUBLIC_URL is not set), without a trailing slash.
   */
  siteUrl: string;
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

/** Thrown by `verifyWebhook` when the signature is missing, wrong, too old or dated in the future. */
export class WebhookSignatureError extends Error {}

/**
 * How transfers are paid (PAYMENTS): stripe, test (the built-in test checkout, no card is
 * charged) or off (no online payment: bookings stay pending for the company to collect payment).
 */
export type PaymentProviderKind = "stripe" | "test" | "off";

/** The card payment provider chosen by PAYMENTS (see createPaymentProvider). */
export interface PaymentProvider {
  /** The mode in one word, for the start-up log line and the routes. */
  kind: PaymentProviderKind;
  /** Opens a hosted checkout. The "off" provider never opens one (it throws PaymentsOffError). */
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /**
   * Verifies a webhook's signature on the raw body and parses the event (Stripe only; the test
   * checkout has no webhooks). Throws WebhookSignatureError on a bad or missing signature.
   */
  verifyWebhook?(rawBody: string, signatureHeader: string | undefined, secret: string): PaymentWebhookEvent;
}

/** Thrown by the "off" provider: online payment is switched off (PAYMENTS=off). */
export class PaymentsOffError extends Error {
  constructor() {
    super("online payment is off (PAYMENTS=off)");
  }
}

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
    /** The captured payment's id (Stripe: the PaymentIntent), once known; refunds use it. */
    paymentIntentId?: string | null;
    /**
     * The booking the checkout was opened for (Stripe: metadata.booking_id, else
     * client_reference_id), as the server sent it when creating the session; null when absent.
     */
    bookingId?: string | null;
  } | null;
}

/** A refund of (part of) a paid checkout, after the customer cancelled. */
export interface RefundInput {
  /** The booking the payment covered (the outbound booking). */
  bookingId: string;
  /** The captured payment's id (payments.provider_payment_id), when the webhook stored it. */
  paymentId: string | null;
  /** The checkout session: without `paymentId`, the provider looks the payment up through it. */
  sessionId: string;
  /** Integer euro cents, at most what was paid; computed by the server. */
  amountCents: number;
  /** Same key, same refund: a retried cancellation never refunds twice. */
  idempotencyKey: string;
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
   * Closes an open hosted checkout so that it can no longer be paid (Stripe: expires the Checkout
   * Session). Absent for the test checkout, whose page refuses a closed payment by itself.
   */
  expireCheckout?(sessionId: string): Promise<void>;
  /**
   * Verifies a webhook's signature on the raw body and parses the event (Stripe only; the test
   * checkout has no webhooks). Throws WebhookSignatureError on a bad or missing signature.
   */
  verifyWebhook?(rawBody: string, signatureHeader: string | undefined, secret: string): PaymentWebhookEvent;
  /**
   * Refunds `amountCents` of a paid checkout (Stripe: a Refund of its PaymentIntent; test: nothing
   * moves, a test id is answered). Provider failures are thrown. Absent for "off".
   */
  refund?(input: RefundInput): Promise<{ refundId: string }>;
}

/** Thrown by the "off" provider: online payment is switched off (PAYMENTS=off). */
export class PaymentsOffError extends Error {
  constructor() {
    super("online payment is off (PAYMENTS=off)");
  }
}

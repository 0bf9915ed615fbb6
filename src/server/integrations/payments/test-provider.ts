import { randomBytes } from "node:crypto";
import type { CheckoutInput, CheckoutSession, PaymentProvider } from "./provider.ts";

/**
 * The offline default: no card is charged. The checkout url is the server's own test page
 * (GET /api/payments/test-checkout/:sessionId), whose Pay button drives the same fulfilment
 * as a Stripe webhook.
 */
export function createTestPaymentProvider(options: { publicUrl: string }): PaymentProvider {
  const base = options.publicUrl.replace(/\/+$/, "");
  return {
    kind: "test",
    async createCheckout(_input: CheckoutInput): Promise<CheckoutSession> {
      const sessionId = `test_cs_${randomBytes(16).toString("hex")}`;
      return { sessionId, url: `${base}/api/payments/test-checkout/${sessionId}` };
    },
  };
}

import { randomBytes } from "node:crypto";
import type { CheckoutInput, CheckoutSession, PaymentProvider, RefundInput } from "./provider.ts";

/**
 * PAYMENTS=test: no card is charged. The checkout url is the server's own test page
 * (GET /api/payments/test-checkout/:sessionId) on the site's origin (`input.siteUrl`), whose Pay
 * button drives the same fulfilment as a Stripe webhook. Every trace of it is marked as a test.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    kind: "test",
    async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
      const sessionId = `test_cs_${randomBytes(16).toString("hex")}`;
      return { sessionId, url: testCheckoutUrl(input.siteUrl, sessionId) };
    },
    /** A test refund: no money moves; the caller records it with test_mode. */
    async refund(_input: RefundInput): Promise<{ refundId: string }> {
      return { refundId: `test_re_${randomBytes(12).toString("hex")}` };
    },
  };
}

/**
 * The address of a test checkout's page on the site `siteUrl`; with `returnToken` (the manage
 * token of the customer it is handed to), the page's return addresses carry it.
 */
export function testCheckoutUrl(siteUrl: string, sessionId: string, returnToken?: string | null): string {
  const query = returnToken ? `?token=${encodeURIComponent(returnToken)}` : "";
  return `${siteUrl.replace(/\/+$/, "")}/api/payments/test-checkout/${encodeURIComponent(sessionId)}${query}`;
}

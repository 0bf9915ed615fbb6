import { PaymentsOffError, type PaymentProvider } from "./provider.ts";

/**
 * PAYMENTS=off: no online payment. Bookings stay pending and the company collects payment
 * itself (bank transfer, cash to the driver, a payment link later). Nothing opens a checkout.
 */
export function createOffPaymentProvider(): PaymentProvider {
  return {
    kind: "off",
    async createCheckout(): Promise<never> {
      throw new PaymentsOffError();
    },
  };
}

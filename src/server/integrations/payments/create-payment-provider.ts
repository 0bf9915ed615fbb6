import type { Env } from "../../env.ts";
import type { Logger } from "../../logger.ts";
import { createOffPaymentProvider } from "./off-provider.ts";
import type { PaymentProvider } from "./provider.ts";
import { createStripePaymentProvider } from "./stripe.ts";
import { createTestPaymentProvider } from "./test-provider.ts";

/**
 * The provider PAYMENTS asks for (env.paymentsMode): stripe → Stripe Checkout, test → the
 * built-in test checkout (no card is charged), off → no online payment. Its `kind` names the mode.
 */
export function createPaymentProvider(
  env: Pick<Env, "paymentsMode"> & Partial<Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">>,
  logger?: Logger,
): PaymentProvider {
  switch (env.paymentsMode) {
    case "stripe": {
      // parseEnv refuses PAYMENTS=stripe without a key; this guards other callers.
      if (!env.STRIPE_SECRET_KEY) throw new Error("PAYMENTS=stripe needs STRIPE_SECRET_KEY");
      if (!env.STRIPE_WEBHOOK_SECRET) {
        logger?.warn("STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused and paid bookings stay pending");
      }
      return createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY });
    }
    case "test":
      logger?.warn(
        "PAYMENTS=test: the built-in TEST checkout is active (no card is charged; bookings are confirmed without payment)",
      );
      return createTestPaymentProvider();
    case "off":
      logger?.info("PAYMENTS=off: no online payment; transfers stay pending for the company to collect payment");
      return createOffPaymentProvider();
  }
}

import type { Env } from "../../env.ts";
import type { Logger } from "../../logger.ts";
import type { PaymentProvider } from "./provider.ts";
import { createStripePaymentProvider } from "./stripe.ts";
import { createTestPaymentProvider } from "./test-provider.ts";

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test checkout. */
export function createPaymentProvider(
  env: Partial<Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">> & Pick<Env, "publicUrl">,
  logger?: Logger,
): PaymentProvider {
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) {
      logger?.warn("STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused and paid bookings stay pending");
    }
    return createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY });
  }
  logger?.warn(
    "STRIPE_SECRET_KEY is not set: the built-in TEST checkout is active (no card is charged; bookings are confirmed without payment)",
  );
  return createTestPaymentProvider({ publicUrl: env.publicUrl });
}

import type { Hono } from "hono";
import { quoteInputSchema } from "../../../domain/quote-schema.ts";
import { totalCents } from "../../../domain/pricing.ts";
import { route } from "../../http/access.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { readJson, validationError } from "../../http/errors.ts";
import { computeQuote } from "./service.ts";

/** Against abuse of a public endpoint; generous for real visitors. */
const quoteLimit = rateLimit({ name: "quotes", windowMs: 10 * 60_000, max: 300 });

export function registerQuoteRoutes(app: Hono<AppEnv>) {
  /** The price the booking form shows; the booking itself is priced again on creation. */
  route(app, "POST", "/api/quotes", "public", async (c) => {
    const limited = await quoteLimit(c);
    if (limited) return limited;
    const { db, places, logger } = c.get("deps");
    const parsed = quoteInputSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const input = parsed.data;
    const quote = await computeQuote(db, places, logger, {
      bookingType: input.bookingType,
      origin: input.origin?.address,
      destination: input.destination?.address,
      tourId: input.tourId,
      vehicleId: input.vehicleId,
      vehicleClass: input.vehicleClass,
      passengers: input.passengers,
      extraIds: input.extraIds,
    });
    const available = quote.tripCents > 0;
    return c.json({
      available,
      tripCents: quote.tripCents,
      totalCents: available
        ? totalCents({ baseCents: quote.tripCents - quote.extrasCents, extrasCents: quote.extras.map((e) => e.priceCents), returnTrip: input.returnTrip })
        : 0,
      extrasCents: quote.extrasCents,
    });
  });
}

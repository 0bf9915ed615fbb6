import type { Context, Hono } from "hono";
import { quoteInputSchema, type ClassQuotesResponse, type QuoteBreakdown } from "../../../domain/quote-schema.ts";
import { totalCents } from "../../../domain/pricing.ts";
import { route } from "../../http/access.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { readJson, validationError } from "../../http/errors.ts";
import { rememberingGeocodes } from "./geocode-memo.ts";
import { cachedPricingData } from "./pricing-data.ts";
import { computeClassQuotes, computeQuote } from "./service.ts";

/** Against abuse of a public endpoint; generous for real visitors. */
const quoteLimit = rateLimit({ name: "quotes", windowMs: 10 * 60_000, max: 300 });

export interface QuoteAnswer extends QuoteBreakdown {
  available: boolean;
  tripCents: number;
  totalCents: number;
  extrasCents: number;
}

/**
 * What both quote routes start with: the rate limit, then the trip as the domain schema reads it,
 * with what pricing needs (the cached catalogue, the geocoder, the answer's language). A Response
 * when the request is refused.
 */
async function readQuoteRequest(c: Context<AppEnv>) {
  const limited = await quoteLimit(c);
  if (limited) return limited;
  const parsed = quoteInputSchema.safeParse(await readJson(c));
  if (!parsed.success) return validationError(c, parsed.error);
  const { db, places, logger } = c.get("deps");
  const input = parsed.data;
  const trip = {
    bookingType: input.bookingType,
    origin: input.origin?.address,
    destination: input.destination?.address,
    tourId: input.tourId,
    passengers: input.passengers,
    extraIds: input.extraIds,
    lang: contentLanguageOf(c),
  };
  return { input, trip, db, places: rememberingGeocodes(places), logger, pricing: cachedPricingData(db) };
}

export function registerQuoteRoutes(app: Hono<AppEnv>) {
  /**
   * The price the booking form shows, with its breakdown (service, each extra in ?lang=, the
   * return trip); the booking itself is priced again on creation.
   */
  route(app, "POST", "/api/quotes", "public", async (c) => {
    const request = await readQuoteRequest(c);
    if (request instanceof Response) return request;
    const { input, trip, db, places, logger, pricing } = request;
    const quote = await computeQuote(
      db,
      places,
      logger,
      { ...trip, vehicleId: input.vehicleId, vehicleClass: input.vehicleClass, vehicleClasses: input.vehicleClasses },
      pricing,
    );
    // A group is booked one way (decision 0045): no price for a group with a return trip.
    const available = quote.tripCents > 0 && !(quote.vehicles && input.returnTrip);
    const answer: QuoteAnswer = {
      available,
      tripCents: quote.tripCents,
      totalCents: available
        ? totalCents({ baseCents: quote.tripCents - quote.extrasCents, extrasCents: quote.extras.map((e) => e.priceCents), returnTrip: input.returnTrip })
        : 0,
      extrasCents: quote.extrasCents,
      baseCents: available ? quote.tripCents - quote.extrasCents : 0,
      extras: quote.extras,
      returnCents: available && input.returnTrip ? quote.tripCents : 0,
      ...(available && quote.vehicles
        ? { vehicles: quote.vehicles.map((v) => ({ vehicleClass: v.vehicleClass, passengers: v.passengers, priceCents: v.priceCents })) }
        : {}),
    };
    return c.json(answer);
  });

  /** Every vehicle class priced for the trip in one call: the form's class cards. */
  route(app, "POST", "/api/quotes/classes", "public", async (c) => {
    const request = await readQuoteRequest(c);
    if (request instanceof Response) return request;
    const { input, trip, db, places, logger, pricing } = request;
    const { classes, group } = await computeClassQuotes(db, places, logger, { ...trip, returnTrip: input.returnTrip }, pricing);
    return c.json({ classes, group } satisfies ClassQuotesResponse);
  });
}

import { quoteTourCents, quoteTransferCents, totalCents } from "../../../domain/pricing.ts";
import type { BookingType } from "../../../domain/booking-type.ts";
import type { ClassQuote } from "../../../domain/quote-schema.ts";
import { suitcasesFor } from "../../../domain/vehicle-classes.ts";
import { EXTRA_TEXT_FIELDS, localize, type ContentLanguage } from "../../../domain/translations.ts";
import { VEHICLE_CLASSES } from "../../../domain/vehicle-classes.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { Places } from "../../integrations/places/places.ts";
import type { Logger } from "../../logger.ts";
import { pricingDataFrom, type PricingData } from "./pricing-data.ts";

// Where it always was, for callers outside this module (benchmarks).
export { loadZonesForPricing } from "./pricing-data.ts";

export interface QuoteRequest {
  bookingType: BookingType;
  origin?: string;
  destination?: string;
  tourId?: string | null;
  vehicleId?: string | null;
  vehicleClass?: string;
  passengers: number;
  extraIds: string[];
  /** Language of the extras' names (English by default). */
  lang?: ContentLanguage;
}

export interface Quote {
  /** One trip: the service plus the selected extras (each once). 0 means no price. */
  tripCents: number;
  /** Extras only, included in tripCents. */
  extrasCents: number;
  /** The extras that exist, with the price each adds. */
  extras: { id: string; name: string; priceCents: number }[];
  /** Ids asked for that do not exist. */
  unknownExtraIds: string[];
  zoneId: string | null;
}

/**
 * The server's price for a trip (spec section 9). Places are geocoded here from their text, so
 * the price never depends on coordinates a browser sends. A geocoder failure is logged and
 * gives no price (the form then shows the contact-us notice). The catalogue rows come from
 * `data` (by default read from `db`; the quote routes pass the cached catalogue).
 */
export async function computeQuote(
  db: DbOrTx,
  places: Places,
  logger: Logger,
  request: QuoteRequest,
  data: PricingData = pricingDataFrom(db),
): Promise<Quote> {
  const extraRows = await data.extrasByIds(request.extraIds);
  const found = new Set(extraRows.map((e) => e.id));
  const selectedExtras = extraRows.map((e) => ({
    id: e.id,
    name: localize(e, EXTRA_TEXT_FIELDS, request.lang ?? "en").name,
    priceCents: e.priceCents,
  }));
  const extrasCents = selectedExtras.reduce((sum, e) => sum + e.priceCents, 0);
  const unknownExtraIds = request.extraIds.filter((id) => !found.has(id));

  let baseCents = 0;
  let zoneId: string | null = null;
  if (request.vehicleClass) {
    if (request.bookingType === "tour") {
      if (request.tourId) {
        const rows = await data.tourPrices(request.tourId);
        baseCents = quoteTourCents({
          rows,
          vehicleId: request.vehicleId ?? null,
          vehicleClass: request.vehicleClass,
          passengers: request.passengers,
        });
      }
    } else if (request.origin && request.destination) {
      const [origin, destination] = await Promise.all([
        places.geocode(request.origin),
        places.geocode(request.destination),
      ]);
      if (!origin || !destination) {
        logger.warn({ origin: request.origin, destination: request.destination }, "could not geocode a transfer's places");
      } else {
        const quote = quoteTransferCents({
          origin,
          destination,
          vehicleClass: request.vehicleClass,
          zones: await data.zones(),
        });
        baseCents = quote.priceCents;
        zoneId = quote.zoneId;
      }
    }
  }
  return {
    tripCents: baseCents > 0 ? baseCents + extrasCents : 0,
    extrasCents,
    extras: selectedExtras,
    unknownExtraIds,
    zoneId,
  };
}

export type ClassQuoteRequest = Omit<QuoteRequest, "vehicleId" | "vehicleClass"> & { returnTrip: boolean };

/**
 * Every vehicle class priced for one trip (POST /api/quotes/classes), in VEHICLE_CLASSES order:
 * places geocoded once, zones, tour prices, extras and the fleet loaded once. A class with no
 * vehicle in the fleet is left out (it cannot be booked). A class whose biggest vehicle seats
 * fewer than the passengers is unavailable with reason "too_small" (its price is still given
 * when there is one, for comparison).
 */
export async function computeClassQuotes(
  db: DbOrTx,
  places: Places,
  logger: Logger,
  request: ClassQuoteRequest,
  data: PricingData = pricingDataFrom(db),
): Promise<ClassQuote[]> {
  const [extraRows, fleet] = await Promise.all([data.extrasByIds(request.extraIds), data.fleet()]);
  const extrasPrices = extraRows.map((e) => e.priceCents);
  const extrasCents = extrasPrices.reduce((sum, cents) => sum + cents, 0);

  let priceOf: (vehicleClass: string, vehicleId: string) => number = () => 0;
  if (request.bookingType === "tour") {
    if (request.tourId) {
      const rows = await data.tourPrices(request.tourId);
      priceOf = (vehicleClass, vehicleId) =>
        quoteTourCents({ rows, vehicleId, vehicleClass, passengers: request.passengers });
    }
  } else if (request.origin && request.destination) {
    const [origin, destination, zoneList] = await Promise.all([
      places.geocode(request.origin),
      places.geocode(request.destination),
      data.zones(),
    ]);
    if (!origin || !destination) {
      logger.warn({ origin: request.origin, destination: request.destination }, "could not geocode a transfer's places");
    } else {
      priceOf = (vehicleClass) => quoteTransferCents({ origin, destination, vehicleClass, zones: zoneList }).priceCents;
    }
  }

  const quotes: ClassQuote[] = [];
  for (const vehicleClass of VEHICLE_CLASSES) {
    // Smallest first (the fleet is ordered by capacity).
    const classVehicles = fleet.filter((v) => v.class === vehicleClass);
    const largest = classVehicles.at(-1);
    if (!largest) continue;
    const vehicle = classVehicles.find((v) => v.capacity >= request.passengers) ?? largest;
    const tooSmall = largest.capacity < request.passengers;
    const baseCents = priceOf(vehicleClass, vehicle.id);
    const tripCents = baseCents > 0 ? baseCents + extrasCents : 0;
    quotes.push({
      vehicleClass,
      vehicleId: vehicle.id,
      vehicleName: vehicle.name,
      imageUrl: vehicle.imageUrl,
      capacity: largest.capacity,
      luggage: suitcasesFor(largest.capacity),
      available: !tooSmall && tripCents > 0,
      tripCents,
      totalCents: tripCents > 0 ? totalCents({ baseCents, extrasCents: extrasPrices, returnTrip: request.returnTrip }) : 0,
      extrasCents,
      ...(tooSmall ? { reason: "too_small" as const } : {}),
    });
  }
  return quotes;
}

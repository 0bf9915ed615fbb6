import { quoteTourCents, quoteTransferCents, totalCents } from "../../../domain/pricing.ts";
import type { BookingType } from "../../../domain/booking-type.ts";
import type { ClassQuote, GroupProposal } from "../../../domain/quote-schema.ts";
import { suitcasesFor } from "../../../domain/vehicle-classes.ts";
import { EXTRA_TEXT_FIELDS, localize, type ContentLanguage } from "../../../domain/translations.ts";
import { VEHICLE_CLASSES } from "../../../domain/vehicle-classes.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { Places } from "../../integrations/places/places.ts";
import type { Logger } from "../../logger.ts";
import { pricingDataFrom, type PricingData } from "./pricing-data.ts";
import { acceptedGroup, proposeGroup, type GroupVehicle, type PriceOfClass } from "./group-quote.ts";

// Where it always was, for callers outside this module (benchmarks).
export { loadZonesForPricing } from "./pricing-data.ts";

export interface QuoteRequest {
  bookingType: BookingType;
  origin?: string;
  destination?: string;
  tourId?: string | null;
  vehicleId?: string | null;
  vehicleClass?: string;
  /** A group in several vehicles (decision 0045): the classes of the vehicles, one each. */
  vehicleClasses?: string[];
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
  /**
   * A group (asked with vehicleClasses): its vehicles, each with its price; tripCents is the sum of
   * their prices plus the extras once. Undefined when the classes asked for are not the server's
   * proposal for the trip (tripCents is then 0).
   */
  vehicles?: GroupVehicle[];
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
  let vehicles: GroupVehicle[] | undefined;
  if (request.vehicleClasses && request.vehicleClasses.length > 0) {
    // Groups are transfers only: a tour is priced per tour and vehicle, never per vehicle added.
    if (request.bookingType === "transfer") {
      const priceOf = await transferPriceOf(places, logger, request, data);
      const group = priceOf && acceptedGroup(await data.fleet(), request.passengers, priceOf, request.vehicleClasses);
      if (group) {
        vehicles = group;
        baseCents = group.reduce((sum, v) => sum + v.priceCents, 0);
        zoneId = group[0]!.zoneId;
      }
    }
  } else if (request.vehicleClass) {
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
    ...(vehicles ? { vehicles } : {}),
  };
}

/** The price of each class for a transfer's places (geocoded here), or null without both places. */
async function transferPriceOf(
  places: Places,
  logger: Logger,
  request: Pick<QuoteRequest, "origin" | "destination">,
  data: PricingData,
): Promise<PriceOfClass | null> {
  if (!request.origin || !request.destination) return null;
  const [origin, destination, zoneList] = await Promise.all([
    places.geocode(request.origin),
    places.geocode(request.destination),
    data.zones(),
  ]);
  if (!origin || !destination) {
    logger.warn({ origin: request.origin, destination: request.destination }, "could not geocode a transfer's places");
    return null;
  }
  return (vehicleClass) => {
    const quote = quoteTransferCents({ origin, destination, vehicleClass, zones: zoneList });
    return { priceCents: quote.priceCents, zoneId: quote.zoneId };
  };
}

export type ClassQuoteRequest = Omit<QuoteRequest, "vehicleId" | "vehicleClass"> & { returnTrip: boolean };

/**
 * Every vehicle class priced for one trip (POST /api/quotes/classes), in VEHICLE_CLASSES order:
 * places geocoded once, zones, tour prices, extras and the fleet loaded once. A class with no
 * vehicle in the fleet is left out (it cannot be booked). A class whose biggest vehicle seats
 * fewer than the passengers is unavailable with reason "too_small" (its price is still given
 * when there is one, for comparison). When no priced class seats the passengers of a transfer,
 * `group` proposes the vehicles that carry them (decision 0045), else it is null.
 */
export async function computeClassQuotes(
  db: DbOrTx,
  places: Places,
  logger: Logger,
  request: ClassQuoteRequest,
  data: PricingData = pricingDataFrom(db),
): Promise<{ classes: ClassQuote[]; group: GroupProposal | null }> {
  const [extraRows, fleet] = await Promise.all([data.extrasByIds(request.extraIds), data.fleet()]);
  const extrasPrices = extraRows.map((e) => e.priceCents);
  const extrasCents = extrasPrices.reduce((sum, cents) => sum + cents, 0);

  let priceOf: (vehicleClass: string, vehicleId: string) => number = () => 0;
  let transferPrice: PriceOfClass | null = null;
  if (request.bookingType === "tour") {
    if (request.tourId) {
      const rows = await data.tourPrices(request.tourId);
      priceOf = (vehicleClass, vehicleId) =>
        quoteTourCents({ rows, vehicleId, vehicleClass, passengers: request.passengers });
    }
  } else {
    transferPrice = await transferPriceOf(places, logger, request, data);
    if (transferPrice) {
      const price = transferPrice;
      priceOf = (vehicleClass) => price(vehicleClass).priceCents;
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
  const groupVehicles = transferPrice ? proposeGroup(fleet, request.passengers, transferPrice) : null;
  let group: GroupProposal | null = null;
  if (groupVehicles) {
    const baseCents = groupVehicles.reduce((sum, v) => sum + v.priceCents, 0);
    group = {
      vehicles: groupVehicles.map(({ zoneId: _zone, ...vehicle }) => vehicle),
      tripCents: baseCents + extrasCents,
      extrasCents,
      totalCents: totalCents({ baseCents, extrasCents: extrasPrices, returnTrip: false }),
    };
  }
  return { classes: quotes, group };
}

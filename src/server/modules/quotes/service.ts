import { asc, eq, inArray } from "drizzle-orm";
import { quoteTourCents, quoteTransferCents, type ZoneForPricing } from "../../../domain/pricing.ts";
import type { BookingType } from "../../../domain/booking-type.ts";
import type { DbOrTx } from "../../db/client.ts";
import { extras, tourPrices, zonePrices, zones } from "../../db/schema.ts";
import type { Places } from "../../integrations/places/places.ts";
import type { Logger } from "../../logger.ts";

export interface QuoteRequest {
  bookingType: BookingType;
  origin?: string;
  destination?: string;
  tourId?: string | null;
  vehicleId?: string | null;
  vehicleClass?: string;
  passengers: number;
  extraIds: string[];
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

/** Every zone with its prices, in the order they are tried (oldest first). */
export async function loadZonesForPricing(db: DbOrTx): Promise<ZoneForPricing[]> {
  const [zoneRows, priceRows] = await Promise.all([
    db.select().from(zones).orderBy(asc(zones.createdAt), asc(zones.name)),
    db.select().from(zonePrices),
  ]);
  return zoneRows.map((z) => ({
    id: z.id,
    originLat: z.originLat,
    originLng: z.originLng,
    destinationLat: z.destinationLat,
    destinationLng: z.destinationLng,
    originRadiusKm: z.originRadiusKm,
    destinationRadiusKm: z.destinationRadiusKm,
    prices: priceRows
      .filter((p) => p.zoneId === z.id)
      .map((p) => ({ vehicleClass: p.vehicleClass, priceCents: p.priceCents })),
  }));
}

/**
 * The server's price for a trip (spec section 9). Places are geocoded here from their text, so
 * the price never depends on coordinates a browser sends. A geocoder failure is logged and
 * gives no price (the form then shows the contact-us notice).
 */
export async function computeQuote(
  db: DbOrTx,
  places: Places,
  logger: Logger,
  request: QuoteRequest,
): Promise<Quote> {
  const extraRows = request.extraIds.length
    ? await db.select().from(extras).where(inArray(extras.id, request.extraIds))
    : [];
  const found = new Set(extraRows.map((e) => e.id));
  const selectedExtras = extraRows.map((e) => ({ id: e.id, name: e.name, priceCents: e.priceCents }));
  const extrasCents = selectedExtras.reduce((sum, e) => sum + e.priceCents, 0);
  const unknownExtraIds = request.extraIds.filter((id) => !found.has(id));

  let baseCents = 0;
  let zoneId: string | null = null;
  if (request.vehicleClass) {
    if (request.bookingType === "tour") {
      if (request.tourId) {
        const rows = await db.select().from(tourPrices).where(eq(tourPrices.tourId, request.tourId));
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
          zones: await loadZonesForPricing(db),
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

import { asc, eq, inArray } from "drizzle-orm";
import type { ZoneForPricing } from "../../../domain/pricing.ts";
import type { DbOrTx } from "../../db/client.ts";
import { extras, tourPrices, vehicles, zonePrices, zones } from "../../db/schema.ts";
import { readCatalogue } from "../../lib/catalogue-cache.ts";

type ExtraRow = typeof extras.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;
type TourPriceRow = typeof tourPrices.$inferSelect;

/** The catalogue rows a quote is computed from. */
export interface PricingData {
  /** The extras among `ids` that exist. */
  extrasByIds(ids: readonly string[]): Promise<ExtraRow[]>;
  /** The fleet, smallest first (capacity, then name). */
  fleet(): Promise<VehicleRow[]>;
  tourPrices(tourId: string): Promise<TourPriceRow[]>;
  /** Every zone with its prices, in the order they are tried. */
  zones(): Promise<ZoneForPricing[]>;
}

/** Every zone with its prices, in the order they are tried (oldest first). */
export async function loadZonesForPricing(db: DbOrTx): Promise<ZoneForPricing[]> {
  const [zoneRows, priceRows] = await Promise.all([
    db.select().from(zones).orderBy(asc(zones.createdAt), asc(zones.name)),
    db.select().from(zonePrices),
  ]);
  // Prices grouped by zone once: a filter per zone would compare every price with every zone.
  const pricesByZone = new Map<string, { vehicleClass: string; priceCents: number }[]>();
  for (const p of priceRows) {
    const list = pricesByZone.get(p.zoneId) ?? [];
    list.push({ vehicleClass: p.vehicleClass, priceCents: p.priceCents });
    pricesByZone.set(p.zoneId, list);
  }
  return zoneRows.map((z) => ({
    id: z.id,
    originLat: z.originLat,
    originLng: z.originLng,
    destinationLat: z.destinationLat,
    destinationLng: z.destinationLng,
    originRadiusKm: z.originRadiusKm,
    destinationRadiusKm: z.destinationRadiusKm,
    prices: pricesByZone.get(z.id) ?? [],
  }));
}

/** Read from the database (or the transaction) at each call: what a booking is priced with. */
export function pricingDataFrom(db: DbOrTx): PricingData {
  return {
    extrasByIds: async (ids) => (ids.length ? db.select().from(extras).where(inArray(extras.id, [...ids])) : []),
    fleet: () => db.select().from(vehicles).orderBy(asc(vehicles.capacity), asc(vehicles.name)),
    tourPrices: (tourId) => db.select().from(tourPrices).where(eq(tourPrices.tourId, tourId)),
    zones: () => loadZonesForPricing(db),
  };
}

/**
 * The same rows from the catalogue cache (emptied on every admin write): what the quote routes
 * use. Extras and tour prices are loaded whole, in table order, and filtered here.
 */
export function cachedPricingData(db: DbOrTx): PricingData {
  const allExtras = () => readCatalogue(db, "pricing:extras", () => db.select().from(extras));
  const allTourPrices = () => readCatalogue(db, "pricing:tour-prices", () => db.select().from(tourPrices));
  return {
    extrasByIds: async (ids) => {
      if (!ids.length) return [];
      const wanted = new Set(ids);
      return (await allExtras()).filter((e) => wanted.has(e.id));
    },
    fleet: () => readCatalogue(db, "pricing:fleet", () => pricingDataFrom(db).fleet()),
    tourPrices: async (tourId) => (await allTourPrices()).filter((p) => p.tourId === tourId),
    zones: () => readCatalogue(db, "pricing:zones", () => loadZonesForPricing(db)),
  };
}

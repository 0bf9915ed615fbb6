import { asc, desc, eq, min } from "drizzle-orm";
import { tourMinPriceCents } from "../../../domain/tour-min-price.ts";
import { localize, TOUR_TEXT_FIELDS, type ContentLanguage } from "../../../domain/translations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { tourPrices, tours } from "../../db/schema.ts";

/** Every tour, newest first, with its 'from' price, its texts in `lang` (tours list, booking form). */
export async function listTours(db: DbOrTx, lang: ContentLanguage) {
  const [rows, lowest] = await Promise.all([
    db.select().from(tours).orderBy(desc(tours.createdAt)),
    db
      .select({ tourId: tourPrices.tourId, priceCents: min(tourPrices.priceCents) })
      .from(tourPrices)
      .groupBy(tourPrices.tourId),
  ]);
  const lowestByTour = new Map(lowest.map((row) => [row.tourId, row.priceCents]));
  return rows.map((tour) => {
    const priceSetMin = lowestByTour.get(tour.id);
    return {
      ...localize(tour, TOUR_TEXT_FIELDS, lang),
      minPriceCents: tourMinPriceCents(priceSetMin == null ? [] : [priceSetMin], tour.priceCents),
    };
  });
}

/** The slug of every tour (the tour page's look-up answers 404 for any other without a query). */
export async function listTourSlugs(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.select({ slug: tours.slug }).from(tours);
  return new Set(rows.map((row) => row.slug));
}

/** One tour by slug with its price rows (by vehicle class) and its texts in `lang`, or null. */
export async function findTourBySlug(db: DbOrTx, slug: string, lang: ContentLanguage) {
  const [tour] = await db.select().from(tours).where(eq(tours.slug, slug));
  if (!tour) return null;
  const prices = await db
    .select()
    .from(tourPrices)
    .where(eq(tourPrices.tourId, tour.id))
    .orderBy(asc(tourPrices.vehicleClass), asc(tourPrices.minPassengers));
  return {
    ...localize(tour, TOUR_TEXT_FIELDS, lang),
    prices,
    minPriceCents: tourMinPriceCents(
      prices.map((p) => p.priceCents),
      tour.priceCents,
    ),
  };
}

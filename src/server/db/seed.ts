import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import {
  appMeta,
  companySettings,
  extras,
  siteContent,
  tourPrices,
  tours,
  vehicles,
  zonePrices,
  zones,
} from "./schema.ts";
import { SEED_COMPANY_SETTINGS, SEED_SITE_CONTENT } from "./seed-data/content.ts";
import { SEED_EXTRAS } from "./seed-data/extras.ts";
import { SEED_TOURS } from "./seed-data/tours.ts";
import { SEED_VEHICLES } from "./seed-data/vehicles.ts";
import { SEED_ZONES } from "./seed-data/zones.ts";
import { SEED_CONTENT_TRANSLATIONS } from "./seed-data/translations/content.ts";
import { SEED_EXTRA_TRANSLATIONS } from "./seed-data/translations/extras.ts";
import { SEED_TOUR_TRANSLATIONS } from "./seed-data/translations/tours.ts";
import { SEED_VEHICLE_TRANSLATIONS } from "./seed-data/translations/vehicles.ts";

/** app_meta key written once the demo catalogue has been seeded (its value: ISO time). */
export const DEMO_SEEDED_AT_KEY = "demo_seeded_at";

/** Advisory lock serialising seeders across processes (the migrator uses 727274). */
const SEED_LOCK_ID = 727275;

/** Gap between the created_at of consecutive seeded rows, so list orders are stable. */
const CREATED_AT_STEP_MS = 1000;

interface SeededVehicle {
  id: string;
  vehicleClass: string;
  capacity: number;
}

/**
 * Inserts the demo catalogue (vehicles, extras, zones and prices, tours and prices, site
 * content, company settings) into a database that has none, once per database: it does
 * nothing when it ran before (app_meta marker) or when any catalogue table already has rows.
 */
export async function seedDemoCatalogue(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasCatalogueOrMarker(tx)) return { seeded: false };

    const seededAt = new Date();
    const seededVehicles = await insertVehicles(tx, seededAt);
    await insertExtras(tx, seededAt);
    await insertZones(tx, seededAt);
    await insertTours(tx, seededAt, seededVehicles);
    await tx.insert(siteContent).values(
      SEED_SITE_CONTENT.map((item) => ({
        ...item,
        translations: SEED_CONTENT_TRANSLATIONS[`${item.section}.${item.contentKey}`] ?? {},
      })),
    );
    await tx.insert(companySettings).values({ id: 1, ...SEED_COMPANY_SETTINGS });
    await tx.insert(appMeta).values([
      { key: DEMO_SEEDED_AT_KEY, value: seededAt.toISOString() },
      { key: DEMO_TRANSLATED_AT_KEY, value: seededAt.toISOString() },
    ]);
    return { seeded: true };
  });
}

async function hasCatalogueOrMarker(tx: Tx): Promise<boolean> {
  const marker = await tx
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, DEMO_SEEDED_AT_KEY))
    .limit(1);
  if (marker.length > 0) return true;
  for (const table of [tours, vehicles, extras, zones, siteContent, companySettings]) {
    const rows = await tx.select({ one: sql<number>`1` }).from(table).limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/** created_at of the index-th of count rows, oldest first, the last one at `end`. */
function createdAtInOrder(end: Date, index: number, count: number): Date {
  return new Date(end.getTime() - (count - 1 - index) * CREATED_AT_STEP_MS);
}

async function insertVehicles(tx: Tx, seededAt: Date): Promise<SeededVehicle[]> {
  return tx
    .insert(vehicles)
    .values(
      SEED_VEHICLES.map((vehicle, index) => ({
        name: vehicle.name,
        class: vehicle.vehicleClass,
        description: vehicle.description,
        capacity: vehicle.capacity,
        features: vehicle.features,
        imageUrl: vehicle.imageUrl,
        translations: SEED_VEHICLE_TRANSLATIONS[vehicle.name] ?? {},
        createdAt: createdAtInOrder(seededAt, index, SEED_VEHICLES.length),
      })),
    )
    .returning({ id: vehicles.id, vehicleClass: vehicles.class, capacity: vehicles.capacity });
}

async function insertExtras(tx: Tx, seededAt: Date): Promise<void> {
  await tx.insert(extras).values(
    SEED_EXTRAS.map((extra, index) => ({
      ...extra,
      imageUrl: null,
      translations: SEED_EXTRA_TRANSLATIONS[extra.name] ?? {},
      createdAt: createdAtInOrder(seededAt, index, SEED_EXTRAS.length),
    })),
  );
}

async function insertZones(tx: Tx, seededAt: Date): Promise<void> {
  for (const [index, { pricesCents, ...zone }] of SEED_ZONES.entries()) {
    const [row] = await tx
      .insert(zones)
      .values({ ...zone, createdAt: createdAtInOrder(seededAt, index, SEED_ZONES.length) })
      .returning({ id: zones.id });
    if (!row) throw new Error(`Zone ${zone.name} was not inserted`);
    await tx.insert(zonePrices).values(
      Object.entries(pricesCents).map(([vehicleClass, priceCents]) => ({
        zoneId: row.id,
        vehicleClass,
        priceCents,
      })),
    );
  }
}

/** Tours are listed newest first, so the first tour of the data gets the latest created_at. */
async function insertTours(tx: Tx, seededAt: Date, seededVehicles: SeededVehicle[]): Promise<void> {
  for (const [index, { prices, ...tour }] of SEED_TOURS.entries()) {
    const [row] = await tx
      .insert(tours)
      .values({
        ...tour,
        additionalImages: [],
        translations: SEED_TOUR_TRANSLATIONS[tour.slug] ?? {},
        createdAt: new Date(seededAt.getTime() - index * CREATED_AT_STEP_MS),
      })
      .returning({ id: tours.id });
    if (!row) throw new Error(`Tour ${tour.slug} was not inserted`);
    await tx.insert(tourPrices).values(
      prices.map((price, priceIndex) => ({
        tourId: row.id,
        vehicleId: vehicleFor(seededVehicles, price.vehicleClass, price.maxPassengers).id,
        vehicleClass: price.vehicleClass,
        minPassengers: price.minPassengers,
        maxPassengers: price.maxPassengers,
        priceCents: price.priceCents,
        createdAt: createdAtInOrder(seededAt, priceIndex, prices.length),
      })),
    );
  }
}

/** The first seeded vehicle of the class that carries the band's passengers. */
function vehicleFor(seeded: SeededVehicle[], vehicleClass: string, passengers: number): SeededVehicle {
  const vehicle = seeded.find((v) => v.vehicleClass === vehicleClass && v.capacity >= passengers);
  if (!vehicle) throw new Error(`No seeded ${vehicleClass} vehicle carries ${passengers} passengers`);
  return vehicle;
}

/** app_meta key written once the demo texts in other languages have been added to an older seed. */
export const DEMO_TRANSLATED_AT_KEY = "demo_translated_at";

/**
 * A database seeded before the catalogue had other languages gets the demo translations, once:
 * only rows still as seeded (matched by slug, name or section.key) and with no translations yet,
 * so nothing an admin wrote is replaced. New databases get them with the seed.
 */
export async function addDemoTranslations(db: Db): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [done] = await tx.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_TRANSLATED_AT_KEY));
    if (done) return { updated: 0 };
    const untranslated = sql`translations = '{}'::jsonb`;
    let updated = 0;
    const count = (rows: unknown[]) => (updated += rows.length);
    for (const [slug, translations] of Object.entries(SEED_TOUR_TRANSLATIONS)) {
      count(await tx.update(tours).set({ translations }).where(and(eq(tours.slug, slug), untranslated)).returning({ id: tours.id }));
    }
    for (const [name, translations] of Object.entries(SEED_VEHICLE_TRANSLATIONS)) {
      count(await tx.update(vehicles).set({ translations }).where(and(eq(vehicles.name, name), untranslated)).returning({ id: vehicles.id }));
    }
    for (const [name, translations] of Object.entries(SEED_EXTRA_TRANSLATIONS)) {
      count(await tx.update(extras).set({ translations }).where(and(eq(extras.name, name), untranslated)).returning({ id: extras.id }));
    }
    for (const [path, translations] of Object.entries(SEED_CONTENT_TRANSLATIONS)) {
      const [section, key] = path.split(".") as [string, string];
      const seeded = SEED_SITE_CONTENT.find((c) => c.section === section && c.contentKey === key);
      if (!seeded) continue;
      count(
        await tx
          .update(siteContent)
          .set({ translations })
          .where(
            and(
              eq(siteContent.section, section),
              eq(siteContent.contentKey, key),
              eq(siteContent.contentValue, seeded.contentValue),
              untranslated,
            ),
          )
          .returning({ id: siteContent.id }),
      );
    }
    await tx.insert(appMeta).values({ key: DEMO_TRANSLATED_AT_KEY, value: new Date().toISOString() });
    return { updated };
  });
}

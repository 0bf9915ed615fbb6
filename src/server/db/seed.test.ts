import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VEHICLE_CLASSES } from "../../domain/vehicle-classes.ts";
import type { Database, Db } from "./client.ts";
import {
  appMeta,
  companySettings,
  extras,
  siteContent,
  tourPrices,
  tours,
  users,
  vehicles,
  zonePrices,
  zones,
} from "./schema.ts";
import { DEMO_SEEDED_AT_KEY, seedDemoCatalogue } from "./seed.ts";
import { openTestDatabase } from "../../../test-support/test-database.ts";

/** The site's static files (served at /): the demo catalogue's drawings are there. */
const WEB_PUBLIC = fileURLToPath(new URL("../../web/public", import.meta.url));

const COUNTED_TABLES = {
  tours,
  tourPrices,
  vehicles,
  extras,
  zones,
  zonePrices,
  siteContent,
  companySettings,
  appMeta,
  users,
};

async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED_TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

function isInPortugal(lat: number, lng: number): boolean {
  return lat >= 36.8 && lat <= 42.2 && lng >= -9.6 && lng <= -6.1;
}

describe("seedDemoCatalogue on an empty database", () => {
  let database: Database;
  let db: Db;
  let firstResult: { seeded: boolean };

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    firstResult = await seedDemoCatalogue(db);
  });

  afterAll(async () => {
    await database.close();
  });

  it("seeds and records when it did so", async () => {
    expect(firstResult).toEqual({ seeded: true });
    const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_AT_KEY));
    expect(marker).toBeDefined();
    expect(Number.isNaN(Date.parse(marker?.value ?? ""))).toBe(false);
  });

  it("inserts the three tours, newest first algarve, fatima, faro", async () => {
    const rows = await db.select().from(tours).orderBy(desc(tours.createdAt));
    expect(rows.map((t) => t.slug)).toEqual(["algarve", "fatima", "faro"]);
    for (const tour of rows) {
      expect(tour.capacity).toBe(8);
      expect(Number.isFinite(tour.durationHours) && tour.durationHours > 0).toBe(true);
      expect(tour.description?.length ?? 0).toBeGreaterThan(100);
      expect(tour.itinerary?.split("\n").length ?? 0).toBeGreaterThanOrEqual(5);
      expect(tour.highlights.length).toBeGreaterThan(0);
      expect(tour.inclusions.length).toBeGreaterThan(0);
      expect(tour.exclusions.length).toBeGreaterThan(0);
      expect(tour.priceCents).toBeGreaterThan(0);
      expect(tour.extraHourPriceCents ?? 0).toBeGreaterThan(0);
      expect(tour.imageUrl).toMatch(/^\/artwork\/tours\/[a-z-]+\.svg$/);
      expect(tour.additionalImages).toEqual([]);
    }
  });

  it("has at least one vehicle of every vehicle class, and no other class", async () => {
    const rows = await db.select().from(vehicles);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeLessThanOrEqual(8);
    for (const vehicleClass of VEHICLE_CLASSES) {
      expect(rows.some((v) => v.class === vehicleClass), vehicleClass).toBe(true);
    }
    for (const vehicle of rows) {
      expect(VEHICLE_CLASSES).toContain(vehicle.class);
      expect(vehicle.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("shows each vehicle with its class's drawing until an admin sets a photo", async () => {
    const drawings: Record<string, string> = {
      Economy: "/artwork/vehicles/saloon.svg",
      Van: "/artwork/vehicles/people-carrier.svg",
      Premium: "/artwork/vehicles/executive-saloon.svg",
      "Premium Van": "/artwork/vehicles/luxury-van.svg",
      Executive: "/artwork/vehicles/executive-saloon.svg",
    };
    const rows = await db.select().from(vehicles);
    for (const vehicle of rows) expect(vehicle.imageUrl, vehicle.name).toBe(drawings[vehicle.class]);
    // Each drawing is a file the site serves (src/web/public is served at /).
    for (const vehicle of rows) expect(existsSync(path.join(WEB_PUBLIC, vehicle.imageUrl ?? "-")), vehicle.name).toBe(true);
    const tourRows = await db.select().from(tours);
    expect(Object.fromEntries(tourRows.map((t) => [t.slug, t.imageUrl]))).toEqual({
      algarve: "/artwork/tours/algarve-benagil.svg",
      fatima: "/artwork/tours/fatima-sanctuary.svg",
      faro: "/artwork/tours/faro-old-town.svg",
    });
    for (const tour of tourRows) expect(existsSync(path.join(WEB_PUBLIC, tour.imageUrl ?? "-")), tour.slug).toBe(true);
  });

  it("prices every zone for every vehicle class, all above 0", async () => {
    const zoneRows = await db.select().from(zones);
    const priceRows = await db.select().from(zonePrices);
    expect(zoneRows.length).toBeGreaterThanOrEqual(10);
    for (const zone of zoneRows) {
      const prices = priceRows.filter((p) => p.zoneId === zone.id);
      expect(prices.map((p) => p.vehicleClass).sort(), zone.name).toEqual([...VEHICLE_CLASSES].sort());
      for (const price of prices) expect(price.priceCents, zone.name).toBeGreaterThan(0);
    }
  });

  it("places every zone inside Portugal", async () => {
    for (const zone of await db.select().from(zones)) {
      expect(isInPortugal(zone.originLat, zone.originLng), `${zone.name} origin`).toBe(true);
      expect(isInPortugal(zone.destinationLat, zone.destinationLng), `${zone.name} destination`).toBe(
        true,
      );
      expect(zone.originRadiusKm).toBeGreaterThan(0);
      expect(zone.destinationRadiusKm).toBeGreaterThan(0);
    }
  });

  it("writes the site content keys in use and the company settings row", async () => {
    const rows = await db.select().from(siteContent);
    const keys = rows.map((r) => `${r.section}.${r.contentKey}`);
    for (const key of [
      "company.name",
      "company.nif",
      "company.phone",
      "company.email",
      "company.address",
      "hero.title",
      "hero.subtitle",
      "fleet.description",
    ]) {
      expect(keys).toContain(key);
    }
    for (const row of rows) expect(row.contentValue.trim(), row.contentKey).not.toBe("");
    const [settings] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
    expect(settings).toBeDefined();
    expect(isInPortugal(settings?.lat ?? 0, settings?.lng ?? 0)).toBe(true);
  });

  it("prices every tour for passengers 1 to its capacity, per class without overlapping bands", async () => {
    const tourRows = await db.select().from(tours);
    const vehicleRows = await db.select().from(vehicles);
    const priceRows = await db.select().from(tourPrices);
    for (const tour of tourRows) {
      const prices = priceRows.filter((p) => p.tourId === tour.id);
      const classes = [...new Set(prices.map((p) => p.vehicleClass))];
      expect(classes.length, tour.slug).toBeGreaterThan(0);
      const covered = new Set<number>();
      for (const vehicleClass of classes) {
        const classCapacity = Math.max(
          0,
          ...vehicleRows.filter((v) => v.class === vehicleClass).map((v) => v.capacity),
        );
        const expectedMax = Math.min(tour.capacity, classCapacity);
        const bands = prices
          .filter((p) => p.vehicleClass === vehicleClass)
          .sort((a, b) => a.minPassengers - b.minPassengers);
        let next = 1;
        for (const band of bands) {
          const label = `${tour.slug} ${vehicleClass} ${band.minPassengers}-${band.maxPassengers}`;
          expect(band.minPassengers, label).toBe(next);
          expect(band.maxPassengers, label).toBeGreaterThanOrEqual(band.minPassengers);
          expect(band.priceCents, label).toBeGreaterThan(0);
          const vehicle = vehicleRows.find((v) => v.id === band.vehicleId);
          expect(vehicle?.class, label).toBe(vehicleClass);
          expect(vehicle?.capacity ?? 0, label).toBeGreaterThanOrEqual(band.maxPassengers);
          for (let p = band.minPassengers; p <= band.maxPassengers; p += 1) covered.add(p);
          next = band.maxPassengers + 1;
        }
        expect(next - 1, `${tour.slug} ${vehicleClass} covers up to`).toBe(expectedMax);
      }
      for (let p = 1; p <= tour.capacity; p += 1) expect(covered.has(p), `${tour.slug} ${p} pax`).toBe(true);
      expect(tour.priceCents, `${tour.slug} base price`).toBe(Math.min(...prices.map((p) => p.priceCents)));
    }
  });

  it("seeds no user accounts", async () => {
    expect(await db.select().from(users)).toEqual([]);
  });

  it("does nothing on a second call", async () => {
    const before = await countRows(db);
    expect(await seedDemoCatalogue(db)).toEqual({ seeded: false });
    expect(await countRows(db)).toEqual(before);
  });

  it("does not seed again after the admin deleted every tour (nor anything else)", async () => {
    // Only the app_meta markers (seeded, translated) are left to tell that the demo catalogue was seeded once.
    for (const table of [tours, vehicles, extras, zones, siteContent, companySettings]) {
      await db.delete(table);
    }
    const before = await countRows(db);
    expect(before).toMatchObject({ tours: 0, vehicles: 0, zones: 0, appMeta: 2 });
    expect(await seedDemoCatalogue(db)).toEqual({ seeded: false });
    expect(await countRows(db)).toEqual(before);
  });
});

describe("seedDemoCatalogue on a database with a catalogue of its own", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it("leaves the database alone when a catalogue table already has rows", async () => {
    const db = database.db;
    await db.insert(extras).values({ name: "Own extra", priceCents: 100 });
    expect(await seedDemoCatalogue(db)).toEqual({ seeded: false });
    const counts = await countRows(db);
    expect(counts).toMatchObject({ extras: 1, tours: 0, vehicles: 0, zones: 0, appMeta: 0 });
  });
});

describe("seedDemoCatalogue called concurrently", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it("seeds exactly once", async () => {
    const db = database.db;
    const results = await Promise.all([seedDemoCatalogue(db), seedDemoCatalogue(db), seedDemoCatalogue(db)]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    const counts = await countRows(db);
    expect(counts.tours).toBe(3);
    expect(counts.appMeta).toBe(2);
  });
});

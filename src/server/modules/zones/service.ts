import { asc, eq } from "drizzle-orm";
import { VEHICLE_CLASSES } from "../../../domain/vehicle-classes.ts";
import { findAllZoneOverlaps, findZoneOverlaps, type ZoneOverlapWarning } from "../../../domain/zone-overlap.ts";
import { pricesToStore, type ZoneInput } from "../../../domain/zone-schemas.ts";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { vehicles, zonePrices, zones } from "../../db/schema.ts";
import type { Places } from "../../integrations/places/places.ts";

export interface AdminZonePrice {
  vehicleClass: string;
  priceCents: number;
}

/** A zone as the admin panel shows it. */
export interface AdminZone {
  id: string;
  name: string;
  origin: string;
  destination: string;
  originLat: number;
  originLng: number;
  destinationLat: number;
  destinationLng: number;
  originRadiusKm: number;
  destinationRadiusKm: number;
  /** Typical road speed of the zone's transfers (km/h): the dispatch board's estimated duration. */
  roadSpeedKmh: number;
  createdAt: Date;
  /** 1 for the zone pricing tries first (oldest first, as quotes do): the first match wins. */
  matchOrder: number;
  prices: AdminZonePrice[];
  /** Other zones that price some of the same trips. */
  overlaps: ZoneOverlapWarning[];
}

type ZoneRow = typeof zones.$inferSelect;

/** The order pricing tries zones in (src/server/modules/quotes/service.ts: oldest first, then by name). */
const matchOrderBy = [asc(zones.createdAt), asc(zones.name)] as const;

const byClassOrder = (a: string, b: string): number => {
  const rank = (c: string) => {
    const i = (VEHICLE_CLASSES as readonly string[]).indexOf(c);
    return i < 0 ? VEHICLE_CLASSES.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
};

function toAdminZone(row: ZoneRow, matchOrder: number, prices: AdminZonePrice[], overlaps: ZoneOverlapWarning[]): AdminZone {
  return {
    id: row.id,
    name: row.name,
    origin: row.origin,
    destination: row.destination,
    originLat: row.originLat,
    originLng: row.originLng,
    destinationLat: row.destinationLat,
    destinationLng: row.destinationLng,
    originRadiusKm: row.originRadiusKm,
    destinationRadiusKm: row.destinationRadiusKm,
    roadSpeedKmh: row.roadSpeedKmh,
    createdAt: row.createdAt,
    matchOrder,
    prices: [...prices].sort((a, b) => byClassOrder(a.vehicleClass, b.vehicleClass)),
    overlaps,
  };
}

async function loadZonesInMatchOrder(db: DbOrTx) {
  const [zoneRows, priceRows] = await Promise.all([
    db.select().from(zones).orderBy(...matchOrderBy),
    db.select({ zoneId: zonePrices.zoneId, vehicleClass: zonePrices.vehicleClass, priceCents: zonePrices.priceCents }).from(zonePrices),
  ]);
  const pricesOf = (zoneId: string) =>
    priceRows.filter((p) => p.zoneId === zoneId).map(({ vehicleClass, priceCents }) => ({ vehicleClass, priceCents }));
  return { zoneRows, pricesOf };
}

/** The classes of the vehicles there are (each once), cheapest class first: one price input each. */
export async function listVehicleClasses(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ vehicleClass: vehicles.class }).from(vehicles);
  return rows.map((r) => r.vehicleClass).sort(byClassOrder);
}

/** Every zone ordered by name (spec section 7), with its prices, place in the match order and overlaps. */
export async function listZones(db: DbOrTx): Promise<{ zones: AdminZone[]; vehicleClasses: string[] }> {
  const [{ zoneRows, pricesOf }, vehicleClasses] = await Promise.all([loadZonesInMatchOrder(db), listVehicleClasses(db)]);
  const overlaps = findAllZoneOverlaps(zoneRows);
  const list = zoneRows
    .map((row, index) => toAdminZone(row, index + 1, pricesOf(row.id), overlaps.get(row.id) ?? []))
    .sort((a, b) => a.name.localeCompare(b.name, "pt") || a.matchOrder - b.matchOrder);
  return { zones: list, vehicleClasses };
}

/** One zone with its prices, or null. */
export async function getZone(db: DbOrTx, id: string): Promise<AdminZone | null> {
  const { zoneRows, pricesOf } = await loadZonesInMatchOrder(db);
  const index = zoneRows.findIndex((z) => z.id === id);
  const row = zoneRows[index];
  if (!row) return null;
  return toAdminZone(row, index + 1, pricesOf(id), findZoneOverlaps(row, zoneRows));
}

export type SaveZoneResult =
  | { kind: "ok"; zone: AdminZone; warnings: ZoneOverlapWarning[]; pricesChanged: boolean }
  | { kind: "origin_not_found" }
  | { kind: "destination_not_found" }
  | { kind: "not_found" }
  | { kind: "prices_failed" };

/** Writing the prices failed: the whole save is rolled back. */
class PriceWriteError extends Error {
  constructor(readonly reason: unknown) {
    super("zone prices could not be written");
  }
}

interface Coordinates {
  originLat: number;
  originLng: number;
  destinationLat: number;
  destinationLng: number;
}

/** The coordinates given, else those of the geocoded places (origin looked up first). */
async function resolveCoordinates(
  places: Places,
  input: ZoneInput,
): Promise<Coordinates | { kind: "origin_not_found" } | { kind: "destination_not_found" }> {
  const [origin, destination] = await Promise.all([
    input.originLat !== null && input.originLng !== null
      ? { lat: input.originLat, lng: input.originLng }
      : places.geocode(input.origin),
    input.destinationLat !== null && input.destinationLng !== null
      ? { lat: input.destinationLat, lng: input.destinationLng }
      : places.geocode(input.destination),
  ]);
  if (!origin) return { kind: "origin_not_found" };
  if (!destination) return { kind: "destination_not_found" };
  return { originLat: origin.lat, originLng: origin.lng, destinationLat: destination.lat, destinationLng: destination.lng };
}

const samePrices = (a: readonly AdminZonePrice[], b: readonly AdminZonePrice[]): boolean => {
  const key = (prices: readonly AdminZonePrice[]) =>
    prices
      .map((p) => `${p.vehicleClass}=${p.priceCents}`)
      .sort()
      .join(";");
  return key(a) === key(b);
};

/** Replaces the zone's prices by the positive ones given (spec: delete by zone_id, then insert). */
async function replacePrices(tx: Tx, zoneId: string, prices: readonly AdminZonePrice[]): Promise<boolean> {
  const before = await tx
    .select({ vehicleClass: zonePrices.vehicleClass, priceCents: zonePrices.priceCents })
    .from(zonePrices)
    .where(eq(zonePrices.zoneId, zoneId));
  const kept = pricesToStore(prices);
  try {
    await tx.delete(zonePrices).where(eq(zonePrices.zoneId, zoneId));
    if (kept.length > 0) {
      await tx.insert(zonePrices).values(kept.map((p) => ({ zoneId, vehicleClass: p.vehicleClass, priceCents: p.priceCents })));
    }
  } catch (error) {
    throw new PriceWriteError(error);
  }
  return !samePrices(before, kept);
}

/**
 * Creates a zone (id null) or updates one, with its prices, in one transaction: the places are
 * geocoded first when their coordinates were not given, and nothing is saved when one cannot be
 * found. The answer lists the other zones that price some of the same trips (never a refusal).
 */
export async function saveZone(
  db: Db,
  places: Places,
  input: ZoneInput,
  id: string | null,
  onPriceError: (error: unknown) => void = () => {},
): Promise<SaveZoneResult> {
  const coordinates = await resolveCoordinates(places, input);
  if ("kind" in coordinates) return coordinates;
  const values = {
    name: input.name,
    origin: input.origin,
    destination: input.destination,
    originRadiusKm: input.originRadiusKm,
    destinationRadiusKm: input.destinationRadiusKm,
    ...(input.roadSpeedKmh === undefined ? {} : { roadSpeedKmh: input.roadSpeedKmh }),
    ...coordinates,
  };
  let saved: { zoneId: string; pricesChanged: boolean } | null;
  try {
    saved = await db.transaction(async (tx) => {
      const [row] = id
        ? await tx.update(zones).set(values).where(eq(zones.id, id)).returning({ id: zones.id })
        : await tx.insert(zones).values(values).returning({ id: zones.id });
      if (!row) return null;
      return { zoneId: row.id, pricesChanged: await replacePrices(tx, row.id, input.prices) };
    });
  } catch (error) {
    if (!(error instanceof PriceWriteError)) throw error;
    onPriceError(error.reason);
    return { kind: "prices_failed" };
  }
  if (!saved) return { kind: "not_found" };
  const zone = await getZone(db, saved.zoneId);
  if (!zone) return { kind: "not_found" }; // deleted meanwhile
  return { kind: "ok", zone, warnings: zone.overlaps, pricesChanged: saved.pricesChanged };
}

/** Deletes a zone and (by cascade) its prices; false when there is none with this id. */
export async function deleteZone(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db.delete(zones).where(eq(zones.id, id)).returning({ id: zones.id });
  return deleted.length > 0;
}

import { asc, eq } from "drizzle-orm";
import type { TourPriceBody } from "../../../domain/admin-tour-schemas.ts";
import type { DbOrTx } from "../../db/client.ts";
import { tourPrices, tours, vehicles } from "../../db/schema.ts";
import { isMissingTour } from "./database-errors.ts";

export type TourPriceRow = typeof tourPrices.$inferSelect;

async function tourExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, id));
  return row !== undefined;
}

/** A tour's price rows by vehicle class and smallest band first; null when there is no such tour. */
export async function listTourPrices(db: DbOrTx, tourId: string): Promise<TourPriceRow[] | null> {
  if (!(await tourExists(db, tourId))) return null;
  return db
    .select()
    .from(tourPrices)
    .where(eq(tourPrices.tourId, tourId))
    .orderBy(asc(tourPrices.vehicleClass), asc(tourPrices.minPassengers), asc(tourPrices.maxPassengers), asc(tourPrices.createdAt));
}

export type CreateTourPriceResult =
  | { kind: "ok"; price: TourPriceRow }
  | { kind: "tour_not_found" }
  | { kind: "unknown_class" };

/**
 * Adds a price row for a vehicle class (no particular vehicle: the booking form's price then
 * comes from the class's row). The class must be one some existing vehicle has.
 */
export async function createTourPrice(db: DbOrTx, input: TourPriceBody): Promise<CreateTourPriceResult> {
  if (!(await tourExists(db, input.tourId))) return { kind: "tour_not_found" };
  const [vehicle] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.class, input.vehicleClass)).limit(1);
  if (!vehicle) return { kind: "unknown_class" };
  try {
    const [price] = await db
      .insert(tourPrices)
      .values({
        tourId: input.tourId,
        vehicleId: null,
        vehicleClass: input.vehicleClass,
        minPassengers: input.minPassengers,
        maxPassengers: input.maxPassengers,
        priceCents: input.priceCents,
      })
      .returning();
    if (!price) throw new Error("createTourPrice: nothing was inserted");
    return { kind: "ok", price };
  } catch (error) {
    if (isMissingTour(error)) return { kind: "tour_not_found" }; // deleted since the look-up
    throw error;
  }
}

/** Deletes one price row; false when there is none with this id. */
export async function deleteTourPrice(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db.delete(tourPrices).where(eq(tourPrices.id, id)).returning({ id: tourPrices.id });
  return deleted.length > 0;
}

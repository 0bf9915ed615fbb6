import { asc, eq } from "drizzle-orm";
import type { VehicleBody } from "../../../domain/admin-catalogue-schemas.ts";
import { missingLanguages, VEHICLE_TEXT_FIELDS } from "../../../domain/translations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { vehicles } from "../../db/schema.ts";

type VehicleRow = typeof vehicles.$inferSelect;
const withMissing = (row: VehicleRow) => ({ ...row, missingLanguages: missingLanguages(row, VEHICLE_TEXT_FIELDS) });

/** Every vehicle with its texts in all languages, by name (the admin's Vehicles tab). */
export async function listAdminVehicles(db: DbOrTx) {
  const rows = await db.select().from(vehicles).orderBy(asc(vehicles.name), asc(vehicles.id));
  return rows.map(withMissing);
}

export async function createVehicle(db: DbOrTx, body: VehicleBody) {
  const [row] = await db.insert(vehicles).values(body).returning();
  return withMissing(row!);
}

/** Answers the updated vehicle, or null for an unknown id. */
export async function updateVehicle(db: DbOrTx, id: string, body: VehicleBody) {
  const [row] = await db.update(vehicles).set(body).where(eq(vehicles.id, id)).returning();
  return row ? withMissing(row) : null;
}

/** Bookings and tour prices keep their class and lose the link (the foreign keys set null). */
export async function deleteVehicle(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db.delete(vehicles).where(eq(vehicles.id, id)).returning({ id: vehicles.id });
  return deleted.length > 0;
}

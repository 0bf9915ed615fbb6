import { VEHICLE_CLASSES } from "../../../domain/vehicle-classes.ts";
import type { DbOrTx } from "../../db/client.ts";
import { vehicles } from "../../db/schema.ts";

const rank = (vehicleClass: string) => {
  const index = (VEHICLE_CLASSES as readonly string[]).indexOf(vehicleClass);
  return index === -1 ? VEHICLE_CLASSES.length : index;
};

/** The distinct classes of the existing vehicles: the known ones cheapest first, then any other by name. */
export async function listVehicleClasses(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ vehicleClass: vehicles.class }).from(vehicles);
  return rows
    .map((r) => r.vehicleClass)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

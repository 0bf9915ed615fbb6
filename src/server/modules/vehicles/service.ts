import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { vehicles } from "../../db/schema.ts";

/** Every vehicle, by class then name (fleet page, booking form). */
export async function listVehicles(db: DbOrTx) {
  return db.select().from(vehicles).orderBy(asc(vehicles.class), asc(vehicles.name));
}

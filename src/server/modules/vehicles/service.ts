import { asc } from "drizzle-orm";
import { localize, VEHICLE_TEXT_FIELDS, type ContentLanguage } from "../../../domain/translations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { vehicles } from "../../db/schema.ts";

/** Every vehicle, by class then name, its texts in `lang` (fleet page, booking form). */
export async function listVehicles(db: DbOrTx, lang: ContentLanguage) {
  const rows = await db.select().from(vehicles).orderBy(asc(vehicles.class), asc(vehicles.name));
  return rows.map((row) => localize(row, VEHICLE_TEXT_FIELDS, lang));
}

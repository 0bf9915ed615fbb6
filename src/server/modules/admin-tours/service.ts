import { asc, eq } from "drizzle-orm";
import { missingLanguages, TOUR_TEXT_FIELDS, type TranslatedLanguage } from "../../../domain/translations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { tours } from "../../db/schema.ts";

export type TourRow = typeof tours.$inferSelect;

/** A tour as the admin edits it: the raw row (English columns, translations) and the languages it misses. */
export type AdminTour = TourRow & { missingLanguages: TranslatedLanguage[] };

export function toAdminTour(row: TourRow): AdminTour {
  return { ...row, missingLanguages: missingLanguages(row, TOUR_TEXT_FIELDS) };
}

/** Every tour, by name (then oldest first), untranslated, with its missing languages. */
export async function listAdminTours(db: DbOrTx): Promise<AdminTour[]> {
  const rows = await db.select().from(tours).orderBy(asc(tours.name), asc(tours.createdAt), asc(tours.id));
  return rows.map(toAdminTour);
}

/**
 * Deletes a tour and its price rows (cascade); its bookings keep their data with tour_id null
 * (the foreign key sets it). False when there is no such tour.
 */
export async function deleteTour(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db.delete(tours).where(eq(tours.id, id)).returning({ id: tours.id });
  return deleted.length > 0;
}

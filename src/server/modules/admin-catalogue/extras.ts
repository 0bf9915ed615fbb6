import { asc, eq, sql } from "drizzle-orm";
import type { ExtraBody } from "../../../domain/admin-catalogue-schemas.ts";
import { EXTRA_TEXT_FIELDS, missingLanguages } from "../../../domain/translations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookingExtras, extras } from "../../db/schema.ts";

type ExtraRow = typeof extras.$inferSelect;
const withMissing = (row: ExtraRow) => ({ ...row, missingLanguages: missingLanguages(row, EXTRA_TEXT_FIELDS) });

/** Every extra with its texts in all languages, ordered by name (spec section 2). */
export async function listAdminExtras(db: DbOrTx) {
  const rows = await db.select().from(extras).orderBy(asc(extras.name), asc(extras.id));
  return rows.map(withMissing);
}

export async function createExtra(db: DbOrTx, body: ExtraBody) {
  const [row] = await db.insert(extras).values(body).returning();
  return withMissing(row!);
}

/** Answers the updated extra, or null for an unknown id. */
export async function updateExtra(db: DbOrTx, id: string, body: ExtraBody) {
  const [row] = await db.update(extras).set(body).where(eq(extras.id, id)).returning();
  return row ? withMissing(row) : null;
}

/**
 * Deletes an extra no booking has taken (the bookings' extra lines keep it: the foreign key
 * restricts). Answers what happened.
 */
export async function deleteExtra(db: DbOrTx, id: string): Promise<"deleted" | "not_found" | "in_use"> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: extras.id }).from(extras).where(eq(extras.id, id)).for("update");
    if (!row) return "not_found";
    const [used] = await tx.select({ one: sql<number>`1` }).from(bookingExtras).where(eq(bookingExtras.extraId, id)).limit(1);
    if (used) return "in_use";
    await tx.delete(extras).where(eq(extras.id, id));
    return "deleted";
  });
}

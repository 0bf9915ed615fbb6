import { and, eq, inArray, like, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { tourSlugHistory } from "../../db/schema.ts";

/*
 * The slugs a tour had before (decision 0040), written in the same transaction as the change:
 * a link to one answers 301 to the tour's current page (src/server/modules/tours/slug-redirects.ts).
 */

/**
 * The slugs among `base` and `base-…` that other tours had before: a new or edited tour does not
 * take them (their old links keep leading to their own tour).
 */
export async function slugsOthersHad(db: DbOrTx, base: string, exceptId?: string): Promise<string[]> {
  // A base slug holds only a-z, 0-9 and hyphens: nothing LIKE would read as a wildcard.
  const sameBase = or(eq(tourSlugHistory.slug, base), like(tourSlugHistory.slug, `${base}-%`));
  const rows = await db
    .select({ slug: tourSlugHistory.slug })
    .from(tourSlugHistory)
    .where(exceptId ? and(sameBase, ne(tourSlugHistory.tourId, exceptId)) : sameBase);
  return rows.map((r) => r.slug);
}

/**
 * After tours took new slugs: each one's earlier slug is kept for it (unless a tour holds that slug
 * now, e.g. two tours traded slugs), and a slug a tour holds now is no one's old slug any more.
 */
export async function recordSlugChanges(tx: DbOrTx, changes: readonly { id: string; from: string; to: string }[]): Promise<void> {
  const moved = changes.filter((c) => c.from !== c.to);
  if (moved.length === 0) return;
  const current = moved.map((c) => c.to);
  await tx.delete(tourSlugHistory).where(inArray(tourSlugHistory.slug, current));
  // Slugs are unique: an earlier slug is held now only by a tour that moved to it in this change.
  const rows = moved.filter((c) => !current.includes(c.from)).map((c) => ({ slug: c.from, tourId: c.id }));
  if (rows.length === 0) return;
  await tx
    .insert(tourSlugHistory)
    .values(rows)
    .onConflictDoUpdate({ target: tourSlugHistory.slug, set: { tourId: sql`excluded.tour_id`, createdAt: sql`now()` } });
}

/** A slug a new tour now holds is no one's old slug any more. */
export async function forgetOldSlug(tx: DbOrTx, slug: string): Promise<void> {
  await tx.delete(tourSlugHistory).where(eq(tourSlugHistory.slug, slug));
}

import { and, eq, like, ne, or } from "drizzle-orm";
import type { TourBody } from "../../../domain/admin-tour-schemas.ts";
import { baseSlug, uniqueSlug } from "../../../domain/tour-slug.ts";
import type { Db } from "../../db/client.ts";
import { tours } from "../../db/schema.ts";
import { isSlugTaken } from "./database-errors.ts";
import { forgetOldSlug, recordSlugChanges, slugsOthersHad } from "./slug-history.ts";
import { toAdminTour, type AdminTour, type TourRow } from "./service.ts";

/** Tries before giving up on a slug others keep taking first (each lost race means another tour won). */
const MAX_SLUG_ATTEMPTS = 25;

/**
 * The slugs other tours hold or held among `base` and `base-…` (the only ones uniqueSlug can
 * answer): an old slug stays with its tour, so its links keep leading there (decision 0040).
 */
async function takenSlugs(db: Db, base: string, exceptId?: string): Promise<Set<string>> {
  // A base slug holds only a-z, 0-9 and hyphens: nothing LIKE would read as a wildcard.
  const sameBase = or(eq(tours.slug, base), like(tours.slug, `${base}-%`));
  const [rows, held] = await Promise.all([
    db
      .select({ slug: tours.slug })
      .from(tours)
      .where(exceptId ? and(sameBase, ne(tours.id, exceptId)) : sameBase),
    slugsOthersHad(db, base, exceptId),
  ]);
  return new Set([...rows.map((r) => r.slug), ...held]);
}

/**
 * Writes with the first free slug from `base`; when another tour takes that slug between the
 * look-up and the write (the unique index refuses it), looks again and takes the next one.
 */
export async function writeWithUniqueSlug(
  db: Db,
  base: string,
  exceptId: string | undefined,
  write: (slug: string) => Promise<TourRow | undefined>,
): Promise<TourRow | undefined> {
  for (let attempt = 1; ; attempt++) {
    const slug = uniqueSlug(base, await takenSlugs(db, base, exceptId));
    try {
      return await write(slug);
    } catch (error) {
      if (!isSlugTaken(error) || attempt >= MAX_SLUG_ATTEMPTS) throw error;
    }
  }
}

const columnsOf = ({ slug: _slug, ...fields }: TourBody) => fields;

/** Creates a tour; its slug is the given one normalised, else from the name, made unique. */
export async function createTour(db: Db, input: TourBody): Promise<AdminTour> {
  const row = await writeWithUniqueSlug(db, baseSlug(input.slug, input.name), undefined, (slug) =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(tours)
        .values({ ...columnsOf(input), slug })
        .returning();
      // Only another tour's old slug taken meanwhile: the tour holding it now wins.
      await forgetOldSlug(tx, slug);
      return inserted;
    }),
  );
  if (!row) throw new Error("createTour: nothing was inserted");
  return toAdminTour(row);
}

/**
 * Replaces a tour's fields (slug rules as on create; its own slug, current or old, is not "another
 * tour's"); a slug it leaves is kept in its slug history. Null when there is no such tour.
 */
export async function updateTour(db: Db, id: string, input: TourBody): Promise<AdminTour | null> {
  const row = await writeWithUniqueSlug(db, baseSlug(input.slug, input.name), id, (slug) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select({ slug: tours.slug }).from(tours).where(eq(tours.id, id)).for("update");
      if (!before) return undefined;
      const [updated] = await tx
        .update(tours)
        .set({ ...columnsOf(input), slug })
        .where(eq(tours.id, id))
        .returning();
      await recordSlugChanges(tx, [{ id, from: before.slug, to: slug }]);
      return updated;
    }),
  );
  return row ? toAdminTour(row) : null;
}

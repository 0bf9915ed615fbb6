import { and, eq, like, ne, or } from "drizzle-orm";
import type { TourBody } from "../../../domain/admin-tour-schemas.ts";
import { baseSlug, uniqueSlug } from "../../../domain/tour-slug.ts";
import type { Db } from "../../db/client.ts";
import { tours } from "../../db/schema.ts";
import { isSlugTaken } from "./database-errors.ts";
import { toAdminTour, type AdminTour, type TourRow } from "./service.ts";

/** Tries before giving up on a slug others keep taking first (each lost race means another tour won). */
const MAX_SLUG_ATTEMPTS = 25;

/** The slugs other tours hold among `base` and `base-…` (the only ones uniqueSlug can answer). */
async function takenSlugs(db: Db, base: string, exceptId?: string): Promise<Set<string>> {
  // A base slug holds only a-z, 0-9 and hyphens: nothing LIKE would read as a wildcard.
  const sameBase = or(eq(tours.slug, base), like(tours.slug, `${base}-%`));
  const rows = await db
    .select({ slug: tours.slug })
    .from(tours)
    .where(exceptId ? and(sameBase, ne(tours.id, exceptId)) : sameBase);
  return new Set(rows.map((r) => r.slug));
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
  const row = await writeWithUniqueSlug(db, baseSlug(input.slug, input.name), undefined, async (slug) => {
    const [inserted] = await db
      .insert(tours)
      .values({ ...columnsOf(input), slug })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("createTour: nothing was inserted");
  return toAdminTour(row);
}

/** Replaces a tour's fields (slug rules as on create; its own slug is not "another tour's"); null when there is none. */
export async function updateTour(db: Db, id: string, input: TourBody): Promise<AdminTour | null> {
  const row = await writeWithUniqueSlug(db, baseSlug(input.slug, input.name), id, async (slug) => {
    const [updated] = await db
      .update(tours)
      .set({ ...columnsOf(input), slug })
      .where(eq(tours.id, id))
      .returning();
    return updated;
  });
  return row ? toAdminTour(row) : null;
}

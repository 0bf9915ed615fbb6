import { asc, eq } from "drizzle-orm";
import { fixSlugs } from "../../../domain/tour-slug.ts";
import type { Db } from "../../db/client.ts";
import { tours } from "../../db/schema.ts";
import { isSlugTaken } from "./database-errors.ts";
import { recordSlugChanges } from "./slug-history.ts";

const MAX_ATTEMPTS = 5;

/**
 * Corrigir Slugs: every tour's slug derived again from its name, oldest tour first (it keeps the
 * bare slug), unique within the run; only tours whose slug changes are written. One transaction:
 * the changed rows first get a temporary slug of their own id, so two tours trading slugs never
 * collide midway. A tour created meanwhile with one of the new slugs makes the run start again.
 * Each tour's earlier slug goes to its slug history, so its links answer 301 to the new one (a
 * slug a tour now holds leaves the history: the spec's rule decides, the tour holding it wins).
 * Answers how many slugs changed.
 */
export async function fixTourSlugs(db: Db): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: tours.id, name: tours.name, slug: tours.slug })
          .from(tours)
          .orderBy(asc(tours.createdAt), asc(tours.id))
          .for("update");
        const changes = fixSlugs(rows);
        for (const { id } of changes) await tx.update(tours).set({ slug: `~${id}` }).where(eq(tours.id, id));
        for (const { id, slug } of changes) await tx.update(tours).set({ slug }).where(eq(tours.id, id));
        const before = new Map(rows.map((row) => [row.id, row.slug]));
        await recordSlugChanges(
          tx,
          changes.map(({ id, slug }) => ({ id, from: before.get(id)!, to: slug })),
        );
        return changes.length;
      });
    } catch (error) {
      if (!isSlugTaken(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

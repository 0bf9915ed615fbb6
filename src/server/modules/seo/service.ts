import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { siteContent, tours } from "../../db/schema.ts";

/** Every tour slug, in name order (sitemap). */
export async function listTourSlugs(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ slug: tours.slug }).from(tours).orderBy(asc(tours.name));
  return rows.map((r) => r.slug);
}

export interface TourMeta {
  slug: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  /** company.name from site content, when set. */
  siteName: string | undefined;
}

/** What a tour page's title and Open Graph tags need, or null for an unknown slug. */
export async function findTourMeta(db: DbOrTx, slug: string): Promise<TourMeta | null> {
  const [tour] = await db
    .select({ slug: tours.slug, name: tours.name, description: tours.description, imageUrl: tours.imageUrl })
    .from(tours)
    .where(eq(tours.slug, slug));
  if (!tour) return null;
  const [name] = await db
    .select({ value: siteContent.contentValue })
    .from(siteContent)
    .where(and(eq(siteContent.section, "company"), eq(siteContent.contentKey, "name")));
  return { ...tour, siteName: name?.value.trim() || undefined };
}

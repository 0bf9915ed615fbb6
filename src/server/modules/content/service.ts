import { asc } from "drizzle-orm";
import { CONTENT_TEXT_FIELDS, localize, type ContentLanguage } from "../../../domain/translations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { siteContent } from "../../db/schema.ts";
import { readCatalogue } from "../../lib/catalogue-cache.ts";

export interface SiteContentItem {
  section: string;
  key: string;
  value: string;
}

/** Every site content entry (company name, phone, e-mail, address; hero; fleet description), in `lang`. */
export async function listSiteContent(db: DbOrTx, lang: ContentLanguage): Promise<SiteContentItem[]> {
  const rows = await db
    .select({
      section: siteContent.section,
      key: siteContent.contentKey,
      value: siteContent.contentValue,
      translations: siteContent.translations,
    })
    .from(siteContent)
    .orderBy(asc(siteContent.section), asc(siteContent.contentKey));
  return rows.map((row) => localize(row, CONTENT_TEXT_FIELDS, lang));
}

/**
 * One site content value (e.g. company.email), or null when missing or empty: from the catalogue
 * cache (every admin write empties it), or read in the transaction when `db` is one.
 */
export async function findSiteContentValue(db: DbOrTx, section: string, key: string): Promise<string | null> {
  const values = await readCatalogue(db, "site-content:values", async () => {
    const rows = await db.select({ section: siteContent.section, key: siteContent.contentKey, value: siteContent.contentValue }).from(siteContent);
    return new Map(rows.map((row) => [`${row.section}\u0000${row.key}`, row.value.trim() || null]));
  });
  return values.get(`${section}\u0000${key}`) ?? null;
}

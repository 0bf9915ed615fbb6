import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { siteContent } from "../../db/schema.ts";

export interface SiteContentItem {
  section: string;
  key: string;
  value: string;
}

/** Every site content entry (company name, phone, e-mail, address; hero; fleet description). */
export async function listSiteContent(db: DbOrTx): Promise<SiteContentItem[]> {
  return db
    .select({ section: siteContent.section, key: siteContent.contentKey, value: siteContent.contentValue })
    .from(siteContent)
    .orderBy(asc(siteContent.section), asc(siteContent.contentKey));
}

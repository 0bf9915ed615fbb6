import { asc } from "drizzle-orm";
import { EXTRA_TEXT_FIELDS, localize, type ContentLanguage } from "../../../domain/translations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { extras } from "../../db/schema.ts";

/** Every extra, by (English) name, its texts in `lang` (booking form). */
export async function listExtras(db: DbOrTx, lang: ContentLanguage) {
  const rows = await db.select().from(extras).orderBy(asc(extras.name));
  return rows.map((row) => localize(row, EXTRA_TEXT_FIELDS, lang));
}

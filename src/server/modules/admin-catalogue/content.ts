import { CONTENT_KEYS, type ContentBody } from "../../../domain/admin-catalogue-schemas.ts";
import { CONTENT_TEXT_FIELDS, missingLanguages, type Translations } from "../../../domain/translations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { siteContent } from "../../db/schema.ts";

export interface AdminContentItem {
  section: string;
  key: string;
  value: string;
  translations: Translations<typeof CONTENT_TEXT_FIELDS>;
  missingLanguages: string[];
}

/** Every editable site text (CONTENT_KEYS), in every language; a text never saved is empty. */
export async function listAdminContent(db: DbOrTx): Promise<AdminContentItem[]> {
  const rows = await db.select().from(siteContent);
  const stored = new Map(rows.map((r) => [`${r.section}.${r.contentKey}`, r]));
  return Object.entries(CONTENT_KEYS).flatMap(([section, keys]) =>
    keys.map((key) => {
      const row = stored.get(`${section}.${key}`);
      const item = { value: row?.contentValue ?? "", translations: (row?.translations ?? {}) as Translations<typeof CONTENT_TEXT_FIELDS> };
      return { section, key, ...item, missingLanguages: missingLanguages(item, CONTENT_TEXT_FIELDS) };
    }),
  );
}

/** Saves one text in every language (an insert the first time). The public pages read it at once. */
export async function saveContent(db: DbOrTx, section: string, key: string, body: ContentBody): Promise<AdminContentItem> {
  const [row] = await db
    .insert(siteContent)
    .values({ section, contentKey: key, contentValue: body.value, translations: body.translations })
    .onConflictDoUpdate({
      target: [siteContent.section, siteContent.contentKey],
      set: { contentValue: body.value, translations: body.translations, updatedAt: new Date() },
    })
    .returning();
  const item = { value: row!.contentValue, translations: row!.translations as Translations<typeof CONTENT_TEXT_FIELDS> };
  return { section, key, ...item, missingLanguages: missingLanguages(item, CONTENT_TEXT_FIELDS) };
}

import {
  CONTENT_LANGUAGES,
  TRANSLATED_LANGUAGES,
  compactTranslations,
  type ContentLanguage,
  type TextFields,
  type Translations,
} from "../../../domain/translations.ts";

/**
 * A catalogue form keeps every language's texts as strings: `texts.fr.highlights` is what the
 * admin typed ("Benagil, Lagos"). List fields are entered comma-separated (spec section 5) and
 * split on save. English is the row's own columns; the others become `translations`.
 */
export type TextsByLanguage<F extends TextFields> = Record<ContentLanguage, Record<keyof F & string, string>>;

export const LANGUAGE_LABELS: Record<ContentLanguage, string> = {
  en: "English",
  pt: "Português",
  fr: "Français",
  es: "Español",
  zh: "中文",
};

/** "a, b ,, c" → ["a", "b", "c"] (spec section 5: split on commas and trimmed). */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

const asText = (value: unknown): string => (Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : "");

/** The form's texts of a row: its English columns and its translations, lists joined with ", ". */
export function textsFromRow<F extends TextFields>(fields: F, row: object): TextsByLanguage<F> {
  const names = Object.keys(fields) as (keyof F & string)[];
  const values = row as Record<string, unknown> & { translations?: Translations<F> | null };
  const entry = (lang: ContentLanguage) =>
    Object.fromEntries(
      names.map((name) => [name, asText(lang === "en" ? values[name] : values.translations?.[lang]?.[name])]),
    ) as Record<keyof F & string, string>;
  return Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, entry(lang)])) as TextsByLanguage<F>;
}

/** The empty texts of a new row. */
export function emptyTexts<F extends TextFields>(fields: F): TextsByLanguage<F> {
  return textsFromRow(fields, {});
}

const valueOf = (kind: string, text: string) => (kind === "list" ? splitList(text) : text.trim());

/** The API body's texts: the English fields (lists split) and the other languages as `translations`. */
export function textsToBody<F extends TextFields>(fields: F, texts: TextsByLanguage<F>) {
  const english = Object.fromEntries(
    Object.entries(fields).map(([name, kind]) => [name, valueOf(kind, texts.en[name as keyof F & string] ?? "")]),
  ) as { [P in keyof F]: F[P] extends "list" ? string[] : string };
  const translations = compactTranslations(
    Object.fromEntries(
      TRANSLATED_LANGUAGES.map((lang) => [
        lang,
        Object.fromEntries(
          Object.entries(fields).map(([name, kind]) => [name, valueOf(kind, texts[lang][name as keyof F & string] ?? "")]),
        ),
      ]),
    ) as Translations<F>,
  );
  return { ...english, translations };
}

/** The languages where some field with English text has no text yet (the switcher marks them). */
export function missingIn<F extends TextFields>(fields: F, texts: TextsByLanguage<F>): ContentLanguage[] {
  const filled = (Object.keys(fields) as (keyof F & string)[]).filter((name) => texts.en[name]?.trim());
  return TRANSLATED_LANGUAGES.filter((lang) => filled.some((name) => !texts[lang][name]?.trim()));
}

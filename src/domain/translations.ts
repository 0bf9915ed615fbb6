import { z } from "zod";
import { plainText } from "./plain-text.ts";

/**
 * Catalogue and site texts in the visitor's language. Each row keeps its English text in its own
 * columns (required: the fallback) and the other languages in one `translations` JSON column:
 * `{ fr: { name: "…", highlights: ["…"] }, zh: { … } }`. Adding a language is data, not a
 * migration: add it to CONTENT_LANGUAGES and fill the texts in.
 */
export const CONTENT_LANGUAGES = ["en", "pt", "fr", "es", "zh"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = "en";

/** The languages kept in `translations` (English lives in the row's own columns). */
export const TRANSLATED_LANGUAGES = ["pt", "fr", "es", "zh"] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === "string" && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

/** A text field is one string (multi-line or not); a list field is a list of short strings. */
export type FieldKind = "line" | "text" | "list";
export type TextFields = Readonly<Record<string, FieldKind>>;

/** The customer-facing texts of each kind of row. */
export const TOUR_TEXT_FIELDS = {
  name: "line",
  description: "text",
  itinerary: "text",
  highlights: "list",
  inclusions: "list",
  exclusions: "list",
} as const satisfies TextFields;
/** A vehicle's name is its make and model ("Mercedes-Benz V-Class"): the same in every language. */
export const VEHICLE_TEXT_FIELDS = { description: "text", features: "list" } as const satisfies TextFields;
export const EXTRA_TEXT_FIELDS = { name: "line", description: "text" } as const satisfies TextFields;
export const CONTENT_TEXT_FIELDS = { value: "text" } as const satisfies TextFields;

type FieldValue<K extends FieldKind> = K extends "list" ? string[] : string;
export type TranslationEntry<F extends TextFields> = { [P in keyof F]?: FieldValue<F[P]> };
export type Translations<F extends TextFields = TextFields> = Partial<Record<TranslatedLanguage, TranslationEntry<F>>>;

export const TRANSLATION_MESSAGES = {
  tooLong: (max: number) => `Texto demasiado longo (máximo ${max} caracteres)`,
  invalidText: "O texto contém caracteres inválidos",
  tooManyItems: (max: number) => `Demasiados itens (máximo ${max})`,
  unknownLanguage: "Idioma desconhecido",
} as const;

const M = TRANSLATION_MESSAGES;
export const MAX_LINE_LENGTH = 200;
export const MAX_TEXT_LENGTH = 5000;
export const MAX_LIST_ITEMS = 30;

const fieldSchema = (kind: FieldKind) => {
  const line = z
    .string()
    .trim()
    .max(MAX_LINE_LENGTH, M.tooLong(MAX_LINE_LENGTH))
    .refine(plainText(), M.invalidText);
  if (kind === "line") return line;
  if (kind === "list") return z.array(line).max(MAX_LIST_ITEMS, M.tooManyItems(MAX_LIST_ITEMS)).transform((items) => items.filter(Boolean));
  return z
    .string()
    .trim()
    .max(MAX_TEXT_LENGTH, M.tooLong(MAX_TEXT_LENGTH))
    .refine(plainText({ multiline: true }), M.invalidText);
};

/**
 * The zod schema of a `translations` value for these fields: only the translated languages, only
 * these fields, each optional; empty texts and lists are dropped (the English text then shows).
 */
export function translationsSchema<F extends TextFields>(fields: F) {
  const entry = z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, fieldSchema(kind).optional()])) as unknown as {
      [P in keyof F]: z.ZodOptional<z.ZodType<FieldValue<F[P]>>>;
    },
  );
  return z
    .strictObject(Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, entry.optional()])) as Record<
      TranslatedLanguage,
      z.ZodOptional<typeof entry>
    >, { error: M.unknownLanguage })
    .transform((value) => compactTranslations(value as Translations<F>));
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === "string" ? v.trim() === "" : Array.isArray(v) && v.length === 0);

/** Drops empty texts, empty lists and languages left with nothing. */
export function compactTranslations<F extends TextFields>(value: Translations<F>): Translations<F> {
  const out: Translations<F> = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const entry = value[lang];
    if (!entry) continue;
    const kept = Object.fromEntries(Object.entries(entry).filter(([, v]) => !isEmpty(v)));
    if (Object.keys(kept).length > 0) out[lang] = kept as TranslationEntry<F>;
  }
  return out;
}

/**
 * The row with its texts in `lang`: each field's translation where there is one, else the English
 * text. The `translations` column itself is left out (visitors get one language).
 */
export function localize<F extends TextFields, R extends { translations?: unknown }>(
  row: R,
  fields: F,
  lang: ContentLanguage,
): Omit<R, "translations"> {
  const { translations, ...rest } = row;
  if (lang === "en") return rest;
  const entry = (translations as Translations<F> | null | undefined)?.[lang];
  if (!entry) return rest;
  const localized: Record<string, unknown> = { ...rest };
  for (const field of Object.keys(fields)) {
    const value = entry[field as keyof F];
    if (!isEmpty(value)) localized[field] = value;
  }
  return localized as Omit<R, "translations">;
}

/**
 * The languages in which some text of the row is missing: a field with English text and no
 * translation. For the admin's "missing" marks; English itself is required by the forms.
 */
export function missingLanguages<F extends TextFields>(
  row: { [P in keyof F]?: unknown } & { translations?: unknown },
  fields: F,
): TranslatedLanguage[] {
  const translations = (row.translations ?? {}) as Translations<F>;
  const present = Object.keys(fields).filter((f) => !isEmpty(row[f as keyof F]));
  return TRANSLATED_LANGUAGES.filter((lang) => present.some((f) => isEmpty(translations[lang]?.[f as keyof F])));
}

/**
 * The language of a request: `?lang=` when it names one, else the first supported language of
 * Accept-Language (its primary subtag: "fr-CA" is French), else English.
 */
export function pickContentLanguage(query: string | undefined | null, acceptLanguage?: string | null): ContentLanguage {
  if (isContentLanguage(query)) return query;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const primary = part.split(";")[0]!.trim().toLowerCase().split("-")[0];
    if (isContentLanguage(primary)) return primary;
  }
  return DEFAULT_CONTENT_LANGUAGE;
}

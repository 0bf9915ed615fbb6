import { describe, expect, it } from "vitest";
import {
  CONTENT_TEXT_FIELDS,
  EXTRA_TEXT_FIELDS,
  TOUR_TEXT_FIELDS,
  TRANSLATED_LANGUAGES,
  VEHICLE_TEXT_FIELDS,
  missingLanguages,
  translationsSchema,
  type TextFields,
  type TranslatedLanguage,
  type Translations,
} from "../../../../domain/translations.ts";
import { SEED_SITE_CONTENT } from "../content.ts";
import { SEED_EXTRAS } from "../extras.ts";
import { SEED_TOURS } from "../tours.ts";
import { SEED_VEHICLES } from "../vehicles.ts";
import { SEED_CONTENT_TRANSLATIONS } from "./content.ts";
import { SEED_EXTRA_TRANSLATIONS } from "./extras.ts";
import { SEED_TOUR_TRANSLATIONS } from "./tours.ts";
import { SEED_VEHICLE_TRANSLATIONS } from "./vehicles.ts";

/** Vehicle names are car models (proper names): every vehicle text but the name is translated. */
const VEHICLE_TRANSLATED_FIELDS: TextFields = Object.fromEntries(
  Object.entries(VEHICLE_TEXT_FIELDS).filter(([field]) => field !== "name"),
);

/**
 * The site texts that are customer-facing prose: the company's details and the booking settings
 * (the minimum notice) are the same in every language.
 */
const TRANSLATED_CONTENT = SEED_SITE_CONTENT.filter((row) => row.section !== "company" && row.section !== "booking");
const contentKey = (row: { section: string; contentKey: string }) => `${row.section}.${row.contentKey}`;

type EnglishRow = Record<string, string | string[]>;

/** One seeded row: its English texts, its translations and the fields that must be translated. */
interface SeedCase {
  label: string;
  english: EnglishRow;
  translations: Translations | undefined;
  /** The `translations` schema's fields (what an admin may store for this kind of row). */
  schemaFields: TextFields;
  /** The fields every language must have. */
  fields: TextFields;
  /** Prose that can never legitimately equal the English text. */
  prose: readonly string[];
}

const CASES: SeedCase[] = [
  ...SEED_TOURS.map((tour) => ({
    label: `tour ${tour.slug}`,
    english: { ...tour } as unknown as EnglishRow,
    translations: SEED_TOUR_TRANSLATIONS[tour.slug],
    schemaFields: TOUR_TEXT_FIELDS,
    fields: TOUR_TEXT_FIELDS,
    prose: ["description", "itinerary"],
  })),
  ...SEED_VEHICLES.map((vehicle) => ({
    label: `vehicle ${vehicle.name}`,
    english: { ...vehicle } as unknown as EnglishRow,
    translations: SEED_VEHICLE_TRANSLATIONS[vehicle.name],
    schemaFields: VEHICLE_TEXT_FIELDS,
    fields: VEHICLE_TRANSLATED_FIELDS,
    prose: ["description"],
  })),
  ...SEED_EXTRAS.map((extra) => ({
    label: `extra ${extra.name}`,
    english: { ...extra } as unknown as EnglishRow,
    translations: SEED_EXTRA_TRANSLATIONS[extra.name],
    schemaFields: EXTRA_TEXT_FIELDS,
    fields: EXTRA_TEXT_FIELDS,
    prose: ["description"],
  })),
  ...TRANSLATED_CONTENT.map((row) => ({
    label: `content ${contentKey(row)}`,
    english: { value: row.contentValue },
    translations: SEED_CONTENT_TRANSLATIONS[contentKey(row)],
    schemaFields: CONTENT_TEXT_FIELDS,
    fields: CONTENT_TEXT_FIELDS,
    prose: ["value"],
  })),
];

const sorted = (values: Iterable<string>) => [...values].sort();
const fieldsOfKind = (fields: TextFields, kind: string) => Object.keys(fields).filter((f) => fields[f] === kind);

/** Every translated string of a case, with where it is (for failure messages). */
function textsOf(c: SeedCase): { where: string; lang: TranslatedLanguage; text: string }[] {
  return TRANSLATED_LANGUAGES.flatMap((lang) =>
    Object.entries(c.translations?.[lang] ?? {}).flatMap(([field, value]) =>
      (Array.isArray(value) ? value : [value ?? ""]).map((text) => ({ where: `${c.label} ${lang}.${field}`, lang, text })),
    ),
  );
}

const ITINERARY_LINE = /^(\d{2}:\d{2}) - (\S.*)$/;

describe("seed catalogue translations", () => {
  describe("keys match the English seed exactly", () => {
    it("tours by slug", () => {
      expect(sorted(Object.keys(SEED_TOUR_TRANSLATIONS))).toEqual(sorted(SEED_TOURS.map((t) => t.slug)));
    });
    it("vehicles by English name", () => {
      expect(sorted(Object.keys(SEED_VEHICLE_TRANSLATIONS))).toEqual(sorted(SEED_VEHICLES.map((v) => v.name)));
    });
    it("extras by English name", () => {
      expect(sorted(Object.keys(SEED_EXTRA_TRANSLATIONS))).toEqual(sorted(SEED_EXTRAS.map((e) => e.name)));
    });
    it('site texts by "section.key" (every text but the company details and booking settings)', () => {
      expect(sorted(Object.keys(SEED_CONTENT_TRANSLATIONS))).toEqual(sorted(TRANSLATED_CONTENT.map(contentKey)));
      expect(sorted(Object.keys(SEED_CONTENT_TRANSLATIONS))).toEqual(["fleet.description", "hero.subtitle", "hero.title"]);
    });
  });

  describe.each(CASES.map((c) => [c.label, c] as const))("%s", (_label, c) => {
    it("has every language for every field with English text", () => {
      expect(c.translations).toBeDefined();
      expect(missingLanguages({ ...c.english, translations: c.translations }, c.fields)).toEqual([]);
      for (const lang of TRANSLATED_LANGUAGES) {
        expect(sorted(Object.keys(c.translations?.[lang] ?? {}))).toEqual(sorted(Object.keys(c.fields)));
      }
    });

    it("passes the translations schema unchanged", () => {
      expect(translationsSchema(c.schemaFields).parse(c.translations)).toEqual(c.translations);
    });

    it("keeps as many list items as the English list", () => {
      for (const field of fieldsOfKind(c.fields, "list")) {
        const english = c.english[field] as string[];
        for (const lang of TRANSLATED_LANGUAGES) {
          const items = c.translations?.[lang]?.[field] as string[] | undefined;
          expect(items?.length, `${lang}.${field}`).toBe(english.length);
          for (const item of items ?? []) expect(item.trim(), `${lang}.${field}`).not.toBe("");
        }
      }
    });

    it("translates the prose (no copy of the English text)", () => {
      for (const field of c.prose) {
        for (const lang of TRANSLATED_LANGUAGES) {
          expect(c.translations?.[lang]?.[field], `${lang}.${field}`).not.toBe(c.english[field]);
        }
      }
    });
  });

  describe.each(SEED_TOURS.map((t) => [t.slug, t] as const))("tour %s itinerary", (slug, tour) => {
    const englishLines = tour.itinerary.split("\n").map((line) => ITINERARY_LINE.exec(line));

    it.each(TRANSLATED_LANGUAGES)("%s keeps the lines and their HH:MM times, each line translated", (lang) => {
      expect(englishLines.every(Boolean)).toBe(true);
      const lines = (SEED_TOUR_TRANSLATIONS[slug]?.[lang]?.itinerary ?? "").split("\n");
      expect(lines).toHaveLength(englishLines.length);
      lines.forEach((line, i) => {
        const match = ITINERARY_LINE.exec(line);
        expect(match, line).not.toBeNull();
        expect(match?.[1], line).toBe(englishLines[i]?.[1]);
        expect(match?.[2], line).not.toBe(englishLines[i]?.[2]);
      });
    });
  });

  describe("vehicle names", () => {
    it("are car models and stay untranslated", () => {
      for (const translations of Object.values(SEED_VEHICLE_TRANSLATIONS)) {
        for (const lang of TRANSLATED_LANGUAGES) expect(Object.keys(translations[lang] ?? {})).not.toContain("name");
      }
    });
  });

  describe("typography", () => {
    const texts = CASES.flatMap(textsOf);

    it("has no stray whitespace", () => {
      for (const { where, text } of texts) {
        expect(text, where).toBe(text.trim());
        expect(text, where).not.toMatch(/ {2}|\t| \n|\n /);
      }
    });

    it("French: a no-break space before : ; ? ! and the typographic apostrophe", () => {
      for (const { where, text } of texts.filter((t) => t.lang === "fr")) {
        const body = text.replace(/^\d{2}:\d{2} - /gm, "");
        expect(body, where).not.toMatch(/(^|[^\u00a0\u202f])[:;?!]/m);
        expect(body, where).not.toContain("'");
      }
    });

    it("Chinese: full-width punctuation (ASCII only in the HH:MM times)", () => {
      for (const { where, text } of texts.filter((t) => t.lang === "zh")) {
        const body = text.replace(/^\d{2}:\d{2} - /gm, "");
        expect(body, where).not.toMatch(/[,;:?!()]/);
        expect(body, where).toMatch(/\p{Script=Han}/u);
      }
    });
  });
});

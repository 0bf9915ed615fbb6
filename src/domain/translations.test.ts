import { describe, expect, it } from "vitest";
import {
  EXTRA_TEXT_FIELDS,
  TOUR_TEXT_FIELDS,
  localize,
  missingLanguages,
  pickContentLanguage,
  translationsSchema,
} from "./translations.ts";

const tour = {
  id: "t1",
  name: "Algarve Coast",
  description: "Cliffs and caves",
  itinerary: "09:00 - Pickup",
  highlights: ["Benagil"],
  inclusions: ["Water"],
  exclusions: [] as string[],
  priceCents: 1000,
  translations: {
    fr: { name: "Côte de l'Algarve", highlights: ["Benagil (grotte)"], description: "" },
    zh: { name: "阿尔加维海岸" },
  },
};

describe("localize", () => {
  it("gives the language's texts, the English ones where a field has none, and drops translations", () => {
    expect(localize(tour, TOUR_TEXT_FIELDS, "fr")).toEqual({
      id: "t1",
      name: "Côte de l'Algarve",
      description: "Cliffs and caves",
      itinerary: "09:00 - Pickup",
      highlights: ["Benagil (grotte)"],
      inclusions: ["Water"],
      exclusions: [],
      priceCents: 1000,
    });
  });

  it("answers English as stored, and English for a language with no texts at all", () => {
    const { translations: _t, ...english } = tour;
    expect(localize(tour, TOUR_TEXT_FIELDS, "en")).toEqual(english);
    expect(localize(tour, TOUR_TEXT_FIELDS, "es")).toEqual(english);
  });
});

describe("missingLanguages", () => {
  it("names each language lacking a text whose English exists (empty English fields need none)", () => {
    expect(missingLanguages(tour, TOUR_TEXT_FIELDS)).toEqual(["pt", "fr", "es", "zh"]);
    const complete = {
      name: "Baby seat",
      description: "",
      translations: { pt: { name: "Cadeira de bebé" }, fr: { name: "Siège bébé" }, es: { name: "Silla de bebé" }, zh: { name: "婴儿座椅" } },
    };
    expect(missingLanguages(complete, EXTRA_TEXT_FIELDS)).toEqual([]);
  });
});

describe("translationsSchema", () => {
  const schema = translationsSchema(EXTRA_TEXT_FIELDS);

  it("keeps texts, trims them and drops empty fields and languages", () => {
    expect(schema.parse({ fr: { name: "  Siège bébé ", description: "" }, es: { name: " " } })).toEqual({
      fr: { name: "Siège bébé" },
    });
  });

  it.each([
    [{ de: { name: "Kindersitz" } }, "Idioma desconhecido"],
    [{ en: { name: "Baby seat" } }, "Idioma desconhecido"],
    [{ fr: { name: "a".repeat(201) } }, "Texto demasiado longo (máximo 200 caracteres)"],
    [{ fr: { name: "Siège\u0000" } }, "O texto contém caracteres inválidos"],
  ])("refuses %j: %s", (value, message) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it("refuses a field the row does not have", () => {
    expect(schema.safeParse({ fr: { price: "1" } }).success).toBe(false);
  });
});

describe("pickContentLanguage", () => {
  it.each([
    ["fr", null, "fr"],
    ["xx", "es-ES,es;q=0.9", "es"],
    [undefined, "zh-CN,zh;q=0.9,en;q=0.8", "zh"],
    [undefined, "fr-CA", "fr"],
    [undefined, "de-DE,de;q=0.9", "en"],
    [undefined, undefined, "en"],
    ["", "pt-PT", "pt"],
  ] as const)("?lang=%s with Accept-Language %s → %s", (query, accept, expected) => {
    expect(pickContentLanguage(query, accept)).toBe(expected);
  });
});

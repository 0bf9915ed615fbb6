import { describe, expect, it } from "vitest";
import { TOUR_TEXT_FIELDS } from "../../../domain/translations.ts";
import { emptyTexts, missingIn, splitList, textsFromRow, textsToBody } from "./translatable-texts.ts";

describe("catalogue form texts", () => {
  it("splits lists on commas, trimming and dropping empty items", () => {
    expect(splitList(" Benagil ,Lagos,, Sagres ,")).toEqual(["Benagil", "Lagos", "Sagres"]);
  });

  it("round-trips a row: English columns and translations, lists as comma-separated text", () => {
    const row = {
      name: "Algarve Coast",
      description: "Cliffs",
      itinerary: "09:00 - Pickup",
      highlights: ["Benagil", "Lagos"],
      inclusions: [],
      exclusions: ["Lunch"],
      translations: { fr: { name: "Côte de l'Algarve", highlights: ["Benagil", "Lagos (vieille ville)"] } },
    };
    const texts = textsFromRow(TOUR_TEXT_FIELDS, row);
    expect(texts.en.highlights).toBe("Benagil, Lagos");
    expect(texts.fr.name).toBe("Côte de l'Algarve");
    expect(texts.zh.name).toBe("");
    expect(textsToBody(TOUR_TEXT_FIELDS, texts)).toEqual({
      name: "Algarve Coast",
      description: "Cliffs",
      itinerary: "09:00 - Pickup",
      highlights: ["Benagil", "Lagos"],
      inclusions: [],
      exclusions: ["Lunch"],
      translations: { fr: { name: "Côte de l'Algarve", highlights: ["Benagil", "Lagos (vieille ville)"] } },
    });
  });

  it("marks a language missing when a field with English text has none there", () => {
    const texts = emptyTexts(TOUR_TEXT_FIELDS);
    expect(missingIn(TOUR_TEXT_FIELDS, texts)).toEqual([]);
    texts.en.name = "Faro";
    texts.pt.name = "Faro";
    expect(missingIn(TOUR_TEXT_FIELDS, texts)).toEqual(["fr", "es", "zh"]);
  });
});

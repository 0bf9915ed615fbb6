import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A vehicle class has one name per language wherever a visitor reads it: the booking form's
 * picker (booking), the transfers page's cards (transfers) and the fleet, booking and payment
 * pages (common). The names are read from the files, never from code.
 */
const LANGUAGES = ["en", "pt", "fr", "es", "zh"] as const;
const KEYS = ["economy", "van", "premium", "premiumVan", "executive"] as const;

type Json = Record<string, unknown>;
const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../locales/${lang}/${ns}.json`, import.meta.url)), "utf8")) as Json;
const pick = (names: Json) => Object.fromEntries(KEYS.map((k) => [k, names[k]]));

describe("vehicle class names", () => {
  it.each(LANGUAGES)("%s: the same name in the form, the transfers page and every other page", (lang) => {
    const common = pick(read(lang, "common").vehicleClasses as Json);
    expect(pick((read(lang, "booking").classes as Json))).toEqual(common);
    expect(pick(((read(lang, "transfers").classes as Json).names as Json))).toEqual(common);
    for (const key of KEYS) expect(typeof common[key] === "string" && common[key] !== "", `${lang} ${key}`).toBe(true);
  });

  it("translates the names that are words (Economy, Executive) in every language but English", () => {
    const english = read("en", "common").vehicleClasses as Json;
    for (const lang of LANGUAGES.filter((l) => l !== "en")) {
      const names = read(lang, "common").vehicleClasses as Json;
      expect(names.economy, lang).not.toBe(english.economy);
      expect(names.executive, lang).not.toBe(english.executive);
    }
    expect((read("pt", "common").vehicleClasses as Json).economy).toBe("Económico");
  });
});

describe("the Portuguese cancel dialog", () => {
  it("says the refund as Portuguese does: 'Serão reembolsados 130,00 €'", () => {
    const cancel = read("pt", "manage").cancel as Json;
    expect(cancel.refund).toMatch(/^Serão reembolsados {{amount}} /);
    expect(cancel.changed).toContain("agora serão reembolsados {{amount}}.");
  });
});

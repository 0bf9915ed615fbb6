import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const LOCALES_DIR = fileURLToPath(new URL("../locales", import.meta.url));
const REFERENCE = "en";
const EXPECTED_LANGUAGES = ["en", "es", "fr", "pt", "zh"];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** "a.b.c" → value, for every leaf of a translation file. */
function flattenKeys(value: Json, prefix = ""): Map<string, Json> {
  const out = new Map<string, Json>();
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flattenKeys(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1] ?? "").sort();
}

/** Every problem of one language against the reference, per namespace: missing, extra or empty keys, differing {{placeholders}}. */
function compareLocales(
  reference: Record<string, Json>,
  candidate: Record<string, Json | undefined>,
): string[] {
  const problems: string[] = [];
  for (const [ns, refJson] of Object.entries(reference)) {
    const candJson = candidate[ns];
    if (candJson === undefined) {
      problems.push(`${ns}: file missing`);
      continue;
    }
    const ref = flattenKeys(refJson);
    const cand = flattenKeys(candJson);
    for (const [key, refValue] of ref) {
      const value = cand.get(key);
      if (!cand.has(key)) problems.push(`${ns}:${key} missing`);
      else if (typeof value !== "string" || value.trim() === "") problems.push(`${ns}:${key} empty or not text`);
      else if (typeof refValue === "string" && placeholders(refValue).join() !== placeholders(value).join())
        problems.push(`${ns}:${key} placeholders differ`);
    }
    for (const key of cand.keys()) if (!ref.has(key)) problems.push(`${ns}:${key} not in ${REFERENCE}`);
  }
  for (const ns of Object.keys(candidate)) if (!(ns in reference)) problems.push(`${ns}: namespace not in ${REFERENCE}`);
  return problems;
}

function readLanguage(lng: string): Record<string, Json> {
  const dir = join(LOCALES_DIR, lng);
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  return Object.fromEntries(
    files.map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(dir, f), "utf8")) as Json]),
  );
}

const languages = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

describe("locale files", () => {
  it("exist for every supported language", () => {
    expect(languages).toEqual(EXPECTED_LANGUAGES);
  });

  const reference = readLanguage(REFERENCE);

  it("english has a common namespace and no empty value", () => {
    expect(Object.keys(reference)).toContain("common");
    expect(compareLocales(reference, reference)).toEqual([]);
  });

  for (const lng of languages.filter((l) => l !== REFERENCE)) {
    it(`${lng} has exactly the english keys, none empty`, () => {
      expect(compareLocales(reference, readLanguage(lng))).toEqual([]);
    });
  }

  it("the comparison catches missing, empty, extra keys and placeholder drift", () => {
    const ref = { common: { a: { b: "x", c: "Hi {{name}}" }, d: "y" } };
    const bad = { common: { a: { b: "", c: "Olá" }, e: "z" } };
    expect(compareLocales(ref, bad)).toEqual([
      "common:a.b empty or not text",
      "common:a.c placeholders differ",
      "common:d missing",
      "common:e not in en",
    ]);
    expect(compareLocales(ref, {})).toEqual(["common: file missing"]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { baseSlug, fixSlugs, MAX_SLUG_BASE_LENGTH, normalizeSlug, uniqueSlug } from "./tour-slug.ts";

describe("normalizeSlug", () => {
  it.each([
    ["Fátima & Óbidos", "fatima-obidos"],
    ["Algarve Coast Full Day", "algarve-coast-full-day"],
    ["  Sintra   e  Cascais  ", "sintra-e-cascais"],
    ["Porto: Ribeira, Caves (Vinho do Porto)!", "porto-ribeira-caves-vinho-do-porto"],
    ["Évora -- Monsaraz", "evora-monsaraz"],
    ["---Douro---Valley---", "douro-valley"],
    ["Lisboa  -  Belém", "lisboa-belem"],
    ["AÇORES São Miguel", "acores-sao-miguel"],
    ["Straße Øresund Æbleskiver", "strasse-oresund-aebleskiver"],
    ["Tour 2026 n.º 1", "tour-2026-n-1"],
    ["already-a-slug", "already-a-slug"],
  ])("%j → %j", (text, slug) => {
    expect(normalizeSlug(text)).toBe(slug);
  });

  it("leaves nothing of punctuation, symbols or non-Latin script alone", () => {
    expect(normalizeSlug("!!! ??? — ")).toBe("");
    expect(normalizeSlug("里斯本")).toBe("");
  });

  it("cuts a very long slug at a word-free edge", () => {
    const slug = normalizeSlug(`${"a".repeat(MAX_SLUG_BASE_LENGTH - 1)} b c`);
    expect(slug).toBe("a".repeat(MAX_SLUG_BASE_LENGTH - 1));
  });

  it("gives only a–z, 0–9 and single inner hyphens, and is stable (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (text) => {
        const slug = normalizeSlug(text);
        expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
        expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_BASE_LENGTH);
        expect(normalizeSlug(slug)).toBe(slug);
      }),
    );
  });
});

describe("baseSlug", () => {
  it("normalises a given slug, else derives it from the name", () => {
    expect(baseSlug("  Meu Tour Ótimo ", "Ignored name")).toBe("meu-tour-otimo");
    expect(baseSlug("", "Fátima & Óbidos")).toBe("fatima-obidos");
    expect(baseSlug(null, "Fátima & Óbidos")).toBe("fatima-obidos");
    expect(baseSlug(undefined, "Douro")).toBe("douro");
  });

  it("falls back to the name when the slug normalises to nothing, then to 'tour'", () => {
    expect(baseSlug("!!!", "Douro Valley")).toBe("douro-valley");
    expect(baseSlug("!!!", "???")).toBe("tour");
    expect(baseSlug(null, "里斯本")).toBe("tour");
  });
});

describe("uniqueSlug", () => {
  it("keeps a free slug and appends -1, -2, … to a taken one", () => {
    expect(uniqueSlug("douro", new Set())).toBe("douro");
    expect(uniqueSlug("douro", new Set(["douro"]))).toBe("douro-1");
    expect(uniqueSlug("douro", new Set(["douro", "douro-1"]))).toBe("douro-2");
    expect(uniqueSlug("douro", new Set(["douro", "douro-2"]))).toBe("douro-1");
    expect(uniqueSlug("douro", new Set(["douro-1"]))).toBe("douro");
  });

  it("never answers a taken slug (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom("a", "douro"), fc.uniqueArray(fc.nat({ max: 12 }), { maxLength: 12 }), fc.boolean(), (base, suffixes, bareTaken) => {
        const taken = new Set(suffixes.map((n) => `${base}-${n}`));
        if (bareTaken) taken.add(base);
        const slug = uniqueSlug(base, taken);
        expect(taken.has(slug)).toBe(false);
        expect(slug === base || slug.startsWith(`${base}-`)).toBe(true);
      }),
    );
  });
});

describe("fixSlugs", () => {
  it("derives every slug from the name, unique within the run, returning only the changed tours", () => {
    const tours = [
      { id: "1", name: "Algarve Coast", slug: "algarve" },
      { id: "2", name: "Fátima & Óbidos", slug: "fatima-obidos" },
      { id: "3", name: "Algarve  Coast!", slug: "algarve-coast" },
      { id: "4", name: "Algarve Coast", slug: "x" },
      { id: "5", name: "???", slug: "tour" },
    ];
    expect(fixSlugs(tours)).toEqual([
      { id: "1", slug: "algarve-coast" },
      { id: "3", slug: "algarve-coast-1" },
      { id: "4", slug: "algarve-coast-2" },
    ]);
  });

  it("changes nothing when every slug is already right", () => {
    expect(fixSlugs([{ id: "1", name: "Douro", slug: "douro" }, { id: "2", name: "Douro", slug: "douro-1" }])).toEqual([]);
  });

  it("leaves every tour with a distinct slug (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom("Douro", "douro!", "Évora", "", "Sintra"), slug: fc.constantFrom("douro", "evora", "x", "douro-1") }), {
          maxLength: 15,
        }),
        (rows) => {
          const tours = rows.map((row, i) => ({ ...row, id: String(i) }));
          const changes = new Map(fixSlugs(tours).map((c) => [c.id, c.slug]));
          const finalSlugs = tours.map((t) => changes.get(t.id) ?? t.slug);
          expect(new Set(finalSlugs).size).toBe(tours.length);
          for (const [id, slug] of changes) expect(slug).not.toBe(tours[Number(id)]!.slug);
        },
      ),
    );
  });
});

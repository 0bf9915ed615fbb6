/**
 * The build's manifest (dist/web/.vite/manifest.json, written by the build the journeys run on):
 * what a public page downloads never includes the admin panel's or the driver portal's code, nor
 * the zones map. Walks every static import of the shell and of each public page, then reads those
 * files: chunks merge modules (the public shell, scripts/public-chunks.ts), so a portal's module
 * inside a public chunk is found by its texts, taken from the portals' sources.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
}
const DIST = path.join(import.meta.dirname, "..", "dist", "web");
const WEB_SOURCES = path.join(import.meta.dirname, "..", "src", "web");
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, ".vite", "manifest.json"), "utf8")) as Record<string, Chunk>;

const PUBLIC_PAGES = [
  "pages/home/home-page.tsx",
  "pages/transfers/transfers-page.tsx",
  "pages/tours/tours-page.tsx",
  "pages/tours/tour-detail-page.tsx",
  "pages/fleet/fleet-page.tsx",
  "pages/about/about-page.tsx",
  "pages/contact/contact-page.tsx",
  "pages/terms/terms-page.tsx",
];
/** Source folders that belong to the portals (their chunks hold no public code either). */
const PRIVATE = /(?:^|\/)(?:pages|features)\/(?:admin|driver)\/|leaflet/;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

describe("public chunks", () => {
  it("the manifest knows every public page (the walk below is over real chunks)", () => {
    for (const page of ["index.html", ...PUBLIC_PAGES]) expect(manifest[page], page).toBeDefined();
    expect(Object.keys(manifest).some((key) => PRIVATE.test(key))).toBe(true);
  });

  it("no public page imports admin, driver or map code before its first paint", () => {
    for (const page of ["index.html", ...PUBLIC_PAGES]) {
      const reached = [...staticClosure(page)].filter((key) => PRIVATE.test(key) || PRIVATE.test(manifest[key]!.file));
      expect(reached, page).toEqual([]);
    }
  });

  it("no chunk a public page downloads holds a text of the admin panel or the driver portal", () => {
    const sources = (fs.readdirSync(WEB_SOURCES, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => ({ file, text: fs.readFileSync(path.join(WEB_SOURCES, file), "utf8") }));
    const literals = (text: string) => [...text.matchAll(/"([^"\\\n]{24,})"/g)].map((m) => m[1]!);
    const shared = new Set(sources.filter(({ file }) => !PRIVATE.test(file)).flatMap(({ text }) => literals(text)));
    // Long string literals (Portuguese labels, messages) that only the portals' files contain.
    const portalTexts = [
      ...new Set(sources.filter(({ file }) => PRIVATE.test(file)).flatMap(({ text }) => literals(text))),
    ].filter((literal) => !shared.has(literal) && / /.test(literal) && /[A-ZÀ-ÿ]/.test(literal)); // words, not class names
    expect(portalTexts.length).toBeGreaterThan(50);

    for (const page of ["index.html", ...PUBLIC_PAGES]) {
      const code = [...staticClosure(page)].map((key) => fs.readFileSync(path.join(DIST, manifest[key]!.file), "utf8")).join("\n");
      expect(portalTexts.filter((literal) => code.includes(literal)), page).toEqual([]);
    }
  });

  it("the booking form paints without zod and without the date picker's popover (both load when used)", () => {
    const form = "features/booking/booking-form.tsx";
    expect(manifest[form]?.file).toBeDefined();
    const reached = [...staticClosure(form), ...staticClosure("pages/transfers/transfers-page.tsx")];
    const code = reached.map((key) => fs.readFileSync(path.join(DIST, manifest[key]!.file), "utf8")).join("\n");
    expect(code).not.toContain("$ZodType"); // zod's base class name, kept by the minifier
    expect(reached).not.toContain("features/booking/date-popover.tsx");
    // ...and they are in the build, loaded on demand.
    const schemas = fs.readFileSync(path.join(DIST, manifest["../domain/booking-schema.ts"]!.file), "utf8");
    expect(schemas + [...staticClosure("../domain/booking-schema.ts")].map((key) => fs.readFileSync(path.join(DIST, manifest[key]!.file), "utf8")).join("")).toContain("$ZodType");
  });
});

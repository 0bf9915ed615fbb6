/**
 * The build's manifest (dist/web/.vite/manifest.json, written by the build the journeys run on):
 * what a public page downloads never includes the admin panel's or the driver portal's code, nor
 * the zones map. Walks every static import of the shell and of each public page.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
}
const manifest = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "..", "dist", "web", ".vite", "manifest.json"), "utf8"),
) as Record<string, Chunk>;

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
});

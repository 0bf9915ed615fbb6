// @vitest-environment jsdom
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { VEHICLE_CLASSES } from "../../domain/vehicle-classes.ts";
import { ARTWORK_BACKDROP, HERO_ARTWORK, isArtwork, tourArtwork, vehicleArtwork } from "./artwork.ts";

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const ARTWORK_DIR = path.join(PUBLIC_DIR, "artwork");

/** The file a /artwork/... URL is served from. */
function fileOf(url: string): string {
  expect(url).toMatch(/^\/artwork\/[a-z0-9/-]+\.svg$/);
  return path.join(PUBLIC_DIR, url);
}

function svgFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? svgFiles(path.join(dir, entry.name)) : entry.name.endsWith(".svg") ? [path.join(dir, entry.name)] : [],
  );
}

describe("vehicleArtwork", () => {
  it("draws each vehicle class with its own silhouette", () => {
    expect(vehicleArtwork("Economy")).toBe("/artwork/vehicles/saloon.svg");
    expect(vehicleArtwork("Premium")).toBe("/artwork/vehicles/executive-saloon.svg");
    expect(vehicleArtwork("Executive")).toBe("/artwork/vehicles/executive-saloon.svg");
    expect(vehicleArtwork("Van")).toBe("/artwork/vehicles/people-carrier.svg");
    expect(vehicleArtwork("Premium Van")).toBe("/artwork/vehicles/luxury-van.svg");
  });

  it("falls back to the saloon for a class it does not know, and ignores case and spaces", () => {
    expect(vehicleArtwork("Limousine")).toBe("/artwork/vehicles/saloon.svg");
    expect(vehicleArtwork("")).toBe("/artwork/vehicles/saloon.svg");
    expect(vehicleArtwork(" premium  van ")).toBe("/artwork/vehicles/luxury-van.svg");
  });

  it.each(VEHICLE_CLASSES)("gives %s a drawing that exists on disk", (vehicleClass) => {
    expect(existsSync(fileOf(vehicleArtwork(vehicleClass)))).toBe(true);
  });
});

describe("tourArtwork", () => {
  it("gives each demo tour its own cover, by slug", () => {
    expect(tourArtwork("algarve")).toBe("/artwork/tours/algarve-benagil.svg");
    expect(tourArtwork("fatima")).toBe("/artwork/tours/fatima-sanctuary.svg");
    expect(tourArtwork("faro")).toBe("/artwork/tours/faro-old-town.svg");
  });

  it("recognises a place in a name, with or without accents", () => {
    expect(tourArtwork("Fátima Pilgrimage Full Day")).toBe("/artwork/tours/fatima-sanctuary.svg");
    expect(tourArtwork("Faro City Half Day")).toBe("/artwork/tours/faro-old-town.svg");
    expect(tourArtwork("benagil-caves-by-boat")).toBe("/artwork/tours/algarve-benagil.svg");
    expect(tourArtwork("Faroeste")).not.toBe("/artwork/tours/faro-old-town.svg");
  });

  it("gives any other tour the coast road", () => {
    expect(tourArtwork("douro-valley")).toBe(HERO_ARTWORK);
  });

  // The demo tours' slugs (src/server/db/seed-data/tours.ts).
  it.each(["algarve", "fatima", "faro"])("gives the demo tour %s a cover that exists on disk, not the default", (slug) => {
    expect(tourArtwork(slug)).not.toBe(HERO_ARTWORK);
    expect(existsSync(fileOf(tourArtwork(slug)))).toBe(true);
  });

  it("has a hero on disk", () => {
    expect(existsSync(fileOf(HERO_ARTWORK))).toBe(true);
  });
});

describe("isArtwork", () => {
  it("tells the drawings from photos", () => {
    expect(isArtwork("/artwork/vehicles/saloon.svg")).toBe(true);
    expect(isArtwork("/photos/abc.webp")).toBe(false);
    expect(isArtwork("https://cdn.example.com/artwork/x.svg")).toBe(false);
    expect(isArtwork(null)).toBe(false);
  });

  it("names the vehicle drawings' background colour, the one their files are painted on", () => {
    for (const vehicleClass of VEHICLE_CLASSES) {
      expect(readFileSync(fileOf(vehicleArtwork(vehicleClass)), "utf8")).toContain(`<rect width="600" height="400" fill="${ARTWORK_BACKDROP}"/>`);
    }
  });
});

describe("the artwork files", () => {
  const files = svgFiles(ARTWORK_DIR);

  it("are all there (4 vehicles, 3 tours, the hero)", () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  it.each(files.map((f) => [path.relative(ARTWORK_DIR, f), f]))("%s is light, well-formed SVG with a viewBox and a title", (_name, file) => {
    expect(statSync(file).size).toBeLessThan(12 * 1024);
    const text = readFileSync(file, "utf8");
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const svg = doc.documentElement;
    expect(svg.nodeName).toBe("svg");
    expect(svg.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
    expect(svg.getAttribute("role")).toBe("img");
    expect(svg.getElementsByTagName("title")[0]?.textContent?.trim()).toBeTruthy();
    // No editor metadata, no scripts, nothing fetched from elsewhere.
    expect(text).not.toMatch(/<script|<metadata|inkscape|sodipodi|<image|href="http/i);
  });
});

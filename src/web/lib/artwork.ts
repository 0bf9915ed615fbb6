/**
 * The site's own artwork (SVG files in src/web/public/artwork, served at /artwork/...): a side view per
 * vehicle class, a cover per demo tour and the home hero. Pages show `imageUrl || vehicleArtwork(...)`:
 * a photo from the library always wins, the artwork only fills what would otherwise be empty.
 */

const ARTWORK = "/artwork";

/** The four vehicle silhouettes. */
export const VEHICLE_ARTWORK = {
  saloon: `${ARTWORK}/vehicles/saloon.svg`,
  executiveSaloon: `${ARTWORK}/vehicles/executive-saloon.svg`,
  peopleCarrier: `${ARTWORK}/vehicles/people-carrier.svg`,
  luxuryVan: `${ARTWORK}/vehicles/luxury-van.svg`,
} as const;

/**
 * The vehicle drawings' flat background colour: a frame of this colour around a drawing shown with
 * `object-contain` (e.g. `style={{ backgroundColor: ARTWORK_BACKDROP }}`) looks seamless.
 */
export const ARTWORK_BACKDROP = "#f4efe6";

/** Vehicle class (src/domain/vehicle-classes.ts) → silhouette. */
const VEHICLE_CLASS_ARTWORK: Record<string, string> = {
  economy: VEHICLE_ARTWORK.saloon,
  premium: VEHICLE_ARTWORK.executiveSaloon,
  executive: VEHICLE_ARTWORK.executiveSaloon,
  van: VEHICLE_ARTWORK.peopleCarrier,
  "premium van": VEHICLE_ARTWORK.luxuryVan,
};

/** The tour covers, by the demo tours' slugs. */
export const TOUR_ARTWORK = {
  algarve: `${ARTWORK}/tours/algarve-benagil.svg`,
  fatima: `${ARTWORK}/tours/fatima-sanctuary.svg`,
  faro: `${ARTWORK}/tours/faro-old-town.svg`,
} as const;

/** The home hero: the Algarve coast at dusk, a road along the cliffs and a car. */
export const HERO_ARTWORK = `${ARTWORK}/hero-algarve-dusk.svg`;

/** A cover for a tour no drawing was made for: the coastline road of the hero. */
export const DEFAULT_TOUR_ARTWORK = HERO_ARTWORK;

/** Whether a URL is one of these drawings (rather than a photo): drawings are shown whole, photos cropped. */
export function isArtwork(url: string | null | undefined): boolean {
  return typeof url === "string" && url.startsWith(`${ARTWORK}/`);
}

/** The side view of a vehicle class (Economy → saloon, Premium/Executive → executive saloon, Van → people carrier, Premium Van → luxury van; anything else → saloon). */
export function vehicleArtwork(vehicleClass: string): string {
  const key = vehicleClass.trim().replace(/\s+/g, " ").toLowerCase();
  return VEHICLE_CLASS_ARTWORK[key] ?? VEHICLE_ARTWORK.saloon;
}

/** Lower case without accents, so "Fátima" and "fatima" match. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Words of a tour's slug or name that say which cover suits it (checked in this order). */
const TOUR_KEYWORDS: { pattern: RegExp; url: string }[] = [
  { pattern: /\bfatima\b/, url: TOUR_ARTWORK.fatima },
  { pattern: /\bfaro\b/, url: TOUR_ARTWORK.faro },
  { pattern: /\b(?:algarve|benagil|lagos|sagres|carvoeiro)\b/, url: TOUR_ARTWORK.algarve },
];

/** A tour's cover: by its slug ("algarve", "fatima", "faro"), else by a place named in its slug or name, else the coast road. */
export function tourArtwork(slugOrName: string): string {
  const text = fold(slugOrName.trim());
  if (Object.hasOwn(TOUR_ARTWORK, text)) return TOUR_ARTWORK[text as keyof typeof TOUR_ARTWORK];
  const words = text.replace(/[^a-z0-9]+/g, " ");
  return TOUR_KEYWORDS.find((k) => k.pattern.test(words))?.url ?? DEFAULT_TOUR_ARTWORK;
}

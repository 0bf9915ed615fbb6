/**
 * Lowercase and without diacritics ("Aéroport" → "aeroport"), for accent-insensitive matching
 * (airport words, place search).
 */
export function normalizeText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * "Airport" in English, Portuguese, Spanish, French (with or without the accent) and German, at the
 * start of a word (so plurals and compounds such as "Flughafenstraße" or "aeroportos" count too).
 */
const AIRPORT_WORD = /(?:^|[^\p{L}\p{N}])(?:airport|aeroporto|aeropuerto|aeroport|flughafen)/u;

/**
 * Spec section 5: a transfer whose origin contains "airport" in English, Portuguese, Spanish, French
 * or German needs a flight number. Case- and accent-insensitive.
 */
export function isAirport(text: string): boolean {
  return AIRPORT_WORD.test(normalizeText(text));
}

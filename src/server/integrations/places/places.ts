/** One autocomplete suggestion for an origin or destination field. */
export interface PlaceSuggestion {
  /** Gazetteer slug (e.g. `aeroporto-faro`) or Google place id; `GET /api/places/:id` resolves it. */
  id: string;
  /** Main text shown and put in the field, e.g. `Aeroporto de Faro (FAO)`. */
  label: string;
  /** Second line, e.g. `Faro, Portugal`. */
  secondary?: string;
  /** Always present for gazetteer suggestions; Google suggestions get them from `resolve(id)`. */
  lat?: number;
  lng?: number;
}

/** Coordinates of an address, with the address as the service wrote it. */
export interface GeoPoint {
  lat: number;
  lng: number;
  formattedAddress: string;
}

export interface SearchOptions {
  /** Language of the answer, e.g. `pt` or `en` (Google only; the gazetteer answers in Portuguese). */
  language?: string;
  /** Most suggestions to return (default 8). */
  limit?: number;
}

/**
 * Address autocomplete and geocoding restricted to Portugal, called from the server only:
 * Google Places and Geocoding with a key, otherwise the built-in gazetteer.
 * Failures of the remote service are logged and answer [] or null; these methods do not throw.
 */
export interface Places {
  /** Suggestions for what the user typed so far. */
  search(query: string, opts?: SearchOptions): Promise<PlaceSuggestion[]>;
  /** Coordinates of a typed address that was not picked from the suggestions, or null. */
  geocode(address: string): Promise<GeoPoint | null>;
  /** Coordinates of a picked suggestion (by its id), or null for an unknown id. */
  resolve(id: string): Promise<GeoPoint | null>;
  /** Which service answers: the gazetteer's answers may be cached publicly, Google's may not. */
  source: "google" | "gazetteer";
  /** Where answers come from, for logs (never contains the key). */
  describe: string;
}

export const DEFAULT_SEARCH_LIMIT = 8;
export const MAX_SEARCH_LIMIT = 20;

/** The limit to use for a search: a whole number from 1 to MAX_SEARCH_LIMIT, default 8. */
export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_SEARCH_LIMIT;
  return Math.min(MAX_SEARCH_LIMIT, Math.max(1, Math.floor(limit)));
}

import type { Logger } from "../../logger.ts";
import { createGazetteerPlaces } from "./gazetteer.ts";
import { createGooglePlaces } from "./google.ts";
import type { Places } from "./places.ts";

export interface CreatePlacesOptions {
  /** GOOGLE_MAPS_API_KEY: with it Google answers, without it the built-in gazetteer. */
  googleMapsApiKey?: string;
  logger: Logger;
  /** Injected by tests (Google only). */
  fetch?: typeof fetch;
}

/** Places for the app: Google Places and Geocoding with a key, else the offline gazetteer. */
export function createPlaces(options: CreatePlacesOptions): Places {
  const apiKey = options.googleMapsApiKey?.trim();
  return apiKey
    ? createGooglePlaces({ apiKey, logger: options.logger, fetch: options.fetch })
    : createGazetteerPlaces();
}

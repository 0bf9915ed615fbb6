import { z } from "zod";
import type { Logger } from "../../logger.ts";
import { clampLimit, type GeoPoint, type PlaceSuggestion, type Places } from "./places.ts";

export const AUTOCOMPLETE_URL = "https://places.googleapis.com/v1/places:autocomplete";
export const PLACE_DETAILS_URL = "https://places.googleapis.com/v1/places";
export const GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json";

/** Time allowed for one call to Google before the answer is [] or null. */
export const GOOGLE_TIMEOUT_MS = 5_000;

export interface GooglePlacesOptions {
  apiKey: string;
  logger: Logger;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const autocompleteResponse = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string().min(1),
            text: z.object({ text: z.string() }).optional(),
            structuredFormat: z
              .object({
                mainText: z.object({ text: z.string() }),
                secondaryText: z.object({ text: z.string() }).optional(),
              })
              .optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});

const geocodeResponse = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      }),
    )
    .default([]),
});

const placeDetailsResponse = z.object({
  formattedAddress: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
});

/** Google place ids are URL-safe; anything else is not sent (it would change the request path). */
const PLACE_ID = /^[A-Za-z0-9_-]{1,512}$/;

/** Google Places Autocomplete and Place Details (New) and the Geocoding API, restricted to Portugal. */
export function createGooglePlaces(options: GooglePlacesOptions): Places {
  const { apiKey, logger } = options;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? GOOGLE_TIMEOUT_MS;
  const redact = (text: string) => (apiKey ? text.replaceAll(apiKey, "[key]") : text);

  /** One call: the status and JSON body, or null (logged) when Google could not be reached. */
  async function call(service: string, url: string, init: RequestInit): Promise<{ status: number; body: unknown } | null> {
    try {
      const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { status: response.status, body };
    } catch (error) {
      logger.error({ service, error: redact(describeError(error)) }, "places service could not be reached");
      return null;
    }
  }

  function logHttpFailure(service: string, status: number, body: unknown) {
    logger.error({ service, status, error: redact(googleErrorMessage(body)) }, "places service answered with an error");
  }

  return {
    source: "google",
    describe: "Google Places and Geocoding",

    async search(query, opts) {
      const input = query.trim();
      if (input === "") return [];
      const service = "places-autocomplete";
      const result = await call(service, AUTOCOMPLETE_URL, {
        method: "POST",
        headers: { "content-type": "application/json", "x-goog-api-key": apiKey },
        body: JSON.stringify({
          input,
          includedRegionCodes: ["pt"],
          regionCode: "pt",
          languageCode: opts?.language ?? "pt",
        }),
      });
      if (!result) return [];
      if (result.status !== 200) {
        logHttpFailure(service, result.status, result.body);
        return [];
      }
      const parsed = autocompleteResponse.safeParse(result.body ?? {});
      if (!parsed.success) {
        logger.error({ service, issue: parsed.error.issues[0]?.message }, "places service answered in an unexpected shape");
        return [];
      }
      const suggestions: PlaceSuggestion[] = [];
      for (const { placePrediction: p } of parsed.data.suggestions) {
        if (!p) continue; // a query prediction, not a place
        const label = p.structuredFormat?.mainText.text ?? p.text?.text;
        if (!label) continue;
        const secondary = p.structuredFormat?.secondaryText?.text;
        suggestions.push(secondary ? { id: p.placeId, label, secondary } : { id: p.placeId, label });
      }
      return suggestions.slice(0, clampLimit(opts?.limit));
    },

    async geocode(address) {
      const text = address.trim();
      if (text === "") return null;
      const service = "geocoding";
      const params = new URLSearchParams({ address: text, components: "country:PT", language: "pt", key: apiKey });
      const result = await call(service, `${GEOCODE_URL}?${params}`, { method: "GET" });
      if (!result) return null;
      const parsed = geocodeResponse.safeParse(result.body);
      if (result.status !== 200 || !parsed.success) {
        logHttpFailure(service, result.status, result.body);
        return null;
      }
      const { status, results, error_message: message } = parsed.data;
      if (status === "ZERO_RESULTS") {
        logger.info({ service }, "geocoding found no such address");
        return null;
      }
      const first = results[0];
      if (status !== "OK" || !first) {
        logger.error({ service, status, error: message && redact(message) }, "geocoding failed");
        return null;
      }
      return { lat: first.geometry.location.lat, lng: first.geometry.location.lng, formattedAddress: first.formatted_address };
    },

    async resolve(id): Promise<GeoPoint | null> {
      if (!PLACE_ID.test(id)) return null;
      const service = "place-details";
      const result = await call(service, `${PLACE_DETAILS_URL}/${id}?languageCode=pt`, {
        method: "GET",
        headers: { "x-goog-api-key": apiKey, "x-goog-fieldmask": "location,formattedAddress" },
      });
      if (!result) return null;
      if (result.status === 404 || (result.status === 400 && googleErrorStatus(result.body) === "INVALID_ARGUMENT")) {
        logger.warn({ service, status: result.status, error: redact(googleErrorMessage(result.body)) }, "no place with this id");
        return null;
      }
      if (result.status !== 200) {
        logHttpFailure(service, result.status, result.body);
        return null;
      }
      const parsed = placeDetailsResponse.safeParse(result.body);
      if (!parsed.success) {
        logger.error({ service, issue: parsed.error.issues[0]?.message }, "places service answered in an unexpected shape");
        return null;
      }
      const { location, formattedAddress } = parsed.data;
      return { lat: location.latitude, lng: location.longitude, formattedAddress };
    },
  };
}

const googleError = z.object({ error: z.object({ message: z.string().optional(), status: z.string().optional() }) });

function googleErrorMessage(body: unknown): string {
  const parsed = googleError.safeParse(body);
  if (parsed.success) return [parsed.data.error.status, parsed.data.error.message].filter(Boolean).join(": ");
  const geocoding = z.object({ status: z.string(), error_message: z.string().optional() }).safeParse(body);
  if (geocoding.success) return [geocoding.data.status, geocoding.data.error_message].filter(Boolean).join(": ");
  return "no error details";
}

function googleErrorStatus(body: unknown): string | undefined {
  const parsed = googleError.safeParse(body);
  return parsed.success ? parsed.data.error.status : undefined;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.name}: ${error.message}${cause}`;
}

import type { Context, Hono } from "hono";
import { z } from "zod";
import { isPlainText, plainText } from "../../../domain/plain-text.ts";
import { route } from "../../http/access.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, validationError } from "../../http/errors.ts";
import type { Places } from "../../integrations/places/places.ts";
import { pathParam } from "../../http/path-params.ts";

export const PLACE_NOT_FOUND = "Não foi possível encontrar a morada. Verifique se está correta.";

/** Shortest query that is sent to the places service; shorter ones answer no suggestions. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 200;

const language = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z]{2})?$/)
  .optional()
  .catch(undefined);

const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_QUERY_LENGTH, `A pesquisa não pode ter mais de ${MAX_QUERY_LENGTH} caracteres.`)
    .refine(plainText(), "A pesquisa contém caracteres inválidos.")
    .default(""),
  lang: language,
});

const geocodeQuery = z.object({
  address: z
    .string({ message: "Por favor, insira a morada." })
    .trim()
    .min(1, "Por favor, insira a morada.")
    .max(MAX_QUERY_LENGTH, `A morada não pode ter mais de ${MAX_QUERY_LENGTH} caracteres.`)
    .refine(plainText(), "A morada contém caracteres inválidos."),
});

/** The gazetteer's answers never change while the server runs; Google's may not be cached by us. */
function setCacheHeader(c: Context<AppEnv>, places: Places) {
  c.header("cache-control", places.source === "gazetteer" ? "public, max-age=3600" : "no-store");
}

/**
 * Against abuse of public endpoints that may cost a Google Maps call each: search, geocode and
 * place lookups share one budget per client, generous for real visitors.
 */
const placesLimit = rateLimit({ name: "places", windowMs: 10 * 60_000, max: 600 });

/** Address autocomplete and geocoding for the origin and destination fields (public; the key stays here). */
export function registerPlaceRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/places/search", "public", async (c) => {
    const limited = await placesLimit(c);
    if (limited) return limited;
    const parsed = searchQuery.safeParse({ q: c.req.query("q"), lang: c.req.query("lang") });
    if (!parsed.success) return validationError(c, parsed.error);
    const { places } = c.get("deps");
    const { q, lang } = parsed.data;
    const suggestions = q.length < MIN_QUERY_LENGTH ? [] : await places.search(q, { language: lang });
    setCacheHeader(c, places);
    return c.json({ suggestions });
  });

  route(app, "GET", "/api/places/geocode", "public", async (c) => {
    const limited = await placesLimit(c);
    if (limited) return limited;
    const parsed = geocodeQuery.safeParse({ address: c.req.query("address") });
    if (!parsed.success) return validationError(c, parsed.error);
    const { places } = c.get("deps");
    const place = await places.geocode(parsed.data.address);
    setCacheHeader(c, places);
    return place ? c.json({ place }) : apiError(c, 404, "not_found", PLACE_NOT_FOUND);
  });

  // The coordinates of a picked suggestion (declared after the fixed paths above).
  route(app, "GET", "/api/places/:id", "public", async (c) => {
    const limited = await placesLimit(c);
    if (limited) return limited;
    const id = pathParam(c, "id");
    const { places } = c.get("deps");
    const place = id.length > 0 && id.length <= 512 && isPlainText(id) ? await places.resolve(id) : null;
    setCacheHeader(c, places);
    return place ? c.json({ place }) : apiError(c, 404, "not_found", PLACE_NOT_FOUND);
  });
}

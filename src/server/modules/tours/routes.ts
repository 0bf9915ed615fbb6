import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { isPlainText } from "../../../domain/plain-text.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import { apiError } from "../../http/errors.ts";
import { readCatalogue } from "../../lib/catalogue-cache.ts";
import { sendJsonEntity, toJsonEntity } from "../../lib/cached-json.ts";
import { sendCatalogueJson } from "../../lib/catalogue-json.ts";
import { findTourBySlug, listTourSlugs, listTours } from "./service.ts";
import { currentSlugFor, redirectToCurrentSlug } from "./slug-redirects.ts";
import { pathParam } from "../../http/path-params.ts";

const TOUR_NOT_FOUND = "Tour Não Encontrado";
const MAX_SLUG_LENGTH = 200;

export function registerTourRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/tours", "public", async (c) => {
    const lang = contentLanguageOf(c);
    return sendCatalogueJson(c, `tours:${lang}`, async () => ({ tours: await listTours(c.get("deps").db, lang) }));
  });
  route(app, "GET", "/api/tours/:slug", "public", async (c) => {
    const slug = pathParam(c, "slug");
    // No tour has a slug that long or with a control character (PostgreSQL would refuse a NUL).
    if (slug.length > MAX_SLUG_LENGTH || !isPlainText(slug)) return apiError(c, 404, "not_found", TOUR_NOT_FOUND);
    const { db } = c.get("deps");
    const lang = contentLanguageOf(c);
    // Only the slugs that exist get a cache entry: unknown slugs cannot grow the cache.
    const slugs = await readCatalogue(db, "tour-slugs", () => listTourSlugs(db));
    if (!slugs.has(slug)) {
      // A slug the tour had before answers 301 to its current one (decision 0040).
      const current = await currentSlugFor(db, slug);
      return current ? redirectToCurrentSlug(c, "/api/tours/", current) : apiError(c, 404, "not_found", TOUR_NOT_FOUND);
    }
    const entity = await readCatalogue(db, `tour:${lang}:${slug}`, async () => {
      const tour = await findTourBySlug(db, slug, lang);
      return tour ? toJsonEntity({ tour }) : null;
    });
    return entity ? sendJsonEntity(c, entity) : apiError(c, 404, "not_found", TOUR_NOT_FOUND);
  });
}

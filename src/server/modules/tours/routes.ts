import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { isPlainText } from "../../../domain/plain-text.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import { apiError } from "../../http/errors.ts";
import { findTourBySlug, listTours } from "./service.ts";

const TOUR_NOT_FOUND = "Tour Não Encontrado";
const MAX_SLUG_LENGTH = 200;

export function registerTourRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/tours", "public", async (c) => c.json({ tours: await listTours(c.get("deps").db, contentLanguageOf(c)) }));
  route(app, "GET", "/api/tours/:slug", "public", async (c) => {
    const slug = c.req.param("slug") ?? "";
    // No tour has a slug that long or with a control character (PostgreSQL would refuse a NUL).
    if (slug.length > MAX_SLUG_LENGTH || !isPlainText(slug)) return apiError(c, 404, "not_found", TOUR_NOT_FOUND);
    const tour = await findTourBySlug(c.get("deps").db, slug, contentLanguageOf(c));
    return tour ? c.json({ tour }) : apiError(c, 404, "not_found", TOUR_NOT_FOUND);
  });
}

import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError } from "../../http/errors.ts";
import { findTourBySlug, listTours } from "./service.ts";

export function registerTourRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/tours", "public", async (c) => c.json({ tours: await listTours(c.get("deps").db) }));
  route(app, "GET", "/api/tours/:slug", "public", async (c) => {
    const tour = await findTourBySlug(c.get("deps").db, c.req.param("slug") ?? "");
    return tour ? c.json({ tour }) : apiError(c, 404, "not_found", "Tour Não Encontrado");
  });
}

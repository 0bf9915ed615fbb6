import type { Context, Hono } from "hono";
import { zoneInputSchema, ZONE_MESSAGES } from "../../../domain/zone-schemas.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { answerCatalogueChanged as changed } from "../../lib/catalogue-json.ts";
import { deleteZone, getZone, listZones, saveZone, type SaveZoneResult } from "./service.ts";
import { pathId } from "../../http/path-params.ts";


/** The answer to a create or update that did not save. */
function refusal(c: Context<AppEnv>, result: Exclude<SaveZoneResult, { kind: "ok" }>) {
  switch (result.kind) {
    case "origin_not_found":
      return apiError(c, 400, "origin_not_found", ZONE_MESSAGES.originNotFound);
    case "destination_not_found":
      return apiError(c, 400, "destination_not_found", ZONE_MESSAGES.destinationNotFound);
    case "not_found":
      return apiError(c, 404, "not_found", ZONE_MESSAGES.notFound);
    case "prices_failed":
      return apiError(c, 500, "prices_failed", ZONE_MESSAGES.pricesFailed);
  }
}

/** Admin: fixed-price zones and their price per vehicle class (spec section 2, Zones). */
export function registerZoneRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/admin/zones", "admin", async (c) => c.json(await listZones(c.get("deps").db)));

  route(app, "GET", "/api/admin/zones/:id", "admin", async (c) => {
    const id = pathId(c);
    const zone = id ? await getZone(c.get("deps").db, id) : null;
    return zone ? c.json({ zone }) : apiError(c, 404, "not_found", ZONE_MESSAGES.notFound);
  });

  route(app, "POST", "/api/admin/zones", "admin", async (c) => {
    const parsed = zoneInputSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const { db, places, logger } = c.get("deps");
    const result = await saveZone(db, places, parsed.data, null, (err) => logger.error({ err }, "zone prices not saved"));
    if (result.kind !== "ok") return refusal(c, result);
    return changed(c, c.json({ zone: result.zone, warnings: result.warnings }, 201));
  });

  route(app, "PUT", "/api/admin/zones/:id", "admin", async (c) => {
    const id = pathId(c);
    if (!id) return apiError(c, 404, "not_found", ZONE_MESSAGES.notFound);
    const parsed = zoneInputSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const { db, places, logger } = c.get("deps");
    const result = await saveZone(db, places, parsed.data, id, (err) => logger.error({ err, zoneId: id }, "zone prices not saved"));
    if (result.kind !== "ok") return refusal(c, result);
    return changed(c, c.json({ zone: result.zone, warnings: result.warnings, pricesChanged: result.pricesChanged }));
  });

  route(app, "DELETE", "/api/admin/zones/:id", "admin", async (c) => {
    const id = pathId(c);
    const deleted = id !== null && (await deleteZone(c.get("deps").db, id));
    return deleted ? changed(c, c.json({ ok: true })) : apiError(c, 404, "not_found", ZONE_MESSAGES.notFound);
  });
}

import type { Context, Hono } from "hono";
import { ADMIN_TOUR_MESSAGES, adminTourIdSchema, tourBodySchema, tourPriceBodySchema } from "../../../domain/admin-tour-schemas.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { answerCatalogueChanged as changed } from "../../lib/catalogue-json.ts";
import { fixTourSlugs } from "./fix-slugs.ts";
import { createTour, updateTour } from "./save-tour.ts";
import { deleteTour, listAdminTours } from "./service.ts";
import { createTourPrice, deleteTourPrice, listTourPrices } from "./tour-prices.ts";
import { listVehicleClasses } from "./vehicle-classes.ts";

const M = ADMIN_TOUR_MESSAGES;

/** The :id of the path when it is a UUID (anything else names no row), else null. */
const idParam = (c: Context<AppEnv>): string | null => {
  const parsed = adminTourIdSchema.safeParse(c.req.param("id"));
  return parsed.success ? parsed.data : null;
};
const tourNotFound = (c: Context<AppEnv>) => apiError(c, 404, "not_found", M.tourNotFound);

/** Gestão de Tours and Gestão de Preços de Tours (spec section 2), admin only. */
export function registerAdminTourRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/admin/tours", "admin", async (c) => c.json({ tours: await listAdminTours(c.get("deps").db) }));

  route(app, "POST", "/api/admin/tours", "admin", async (c) => {
    const parsed = tourBodySchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    return changed(c, c.json({ tour: await createTour(c.get("deps").db, parsed.data) }, 201));
  });

  route(app, "POST", "/api/admin/tours/fix-slugs", "admin", async (c) => changed(c, c.json({ fixed: await fixTourSlugs(c.get("deps").db) })));

  route(app, "PUT", "/api/admin/tours/:id", "admin", async (c) => {
    const id = idParam(c);
    if (!id) return tourNotFound(c);
    const parsed = tourBodySchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const tour = await updateTour(c.get("deps").db, id, parsed.data);
    return tour ? changed(c, c.json({ tour })) : tourNotFound(c);
  });

  route(app, "DELETE", "/api/admin/tours/:id", "admin", async (c) => {
    const id = idParam(c);
    const deleted = id !== null && (await deleteTour(c.get("deps").db, id));
    return deleted ? changed(c, c.json({ ok: true })) : tourNotFound(c);
  });

  route(app, "GET", "/api/admin/vehicle-classes", "admin", async (c) =>
    c.json({ classes: await listVehicleClasses(c.get("deps").db) }),
  );

  route(app, "GET", "/api/admin/tours/:id/prices", "admin", async (c) => {
    const id = idParam(c);
    const prices = id === null ? null : await listTourPrices(c.get("deps").db, id);
    return prices ? c.json({ prices }) : tourNotFound(c);
  });

  route(app, "POST", "/api/admin/tour-prices", "admin", async (c) => {
    const parsed = tourPriceBodySchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const result = await createTourPrice(c.get("deps").db, parsed.data);
    if (result.kind === "tour_not_found") return tourNotFound(c);
    if (result.kind === "unknown_class") return apiError(c, 400, "invalid_input", M.vehicleClassUnknown);
    return changed(c, c.json({ price: result.price }, 201));
  });

  route(app, "DELETE", "/api/admin/tour-prices/:id", "admin", async (c) => {
    const id = idParam(c);
    const deleted = id !== null && (await deleteTourPrice(c.get("deps").db, id));
    return deleted ? changed(c, c.json({ ok: true })) : apiError(c, 404, "not_found", M.priceNotFound);
  });
}

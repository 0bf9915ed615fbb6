import type { Context, Hono } from "hono";
import { z } from "zod";
import {
  contentBodySchema,
  extraBodySchema,
  isContentKey,
  vehicleBodySchema,
} from "../../../domain/admin-catalogue-schemas.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { answerCatalogueChanged as changed } from "../../lib/catalogue-json.ts";
import { listAdminContent, saveContent } from "./content.ts";
import { createExtra, deleteExtra, listAdminExtras, updateExtra } from "./extras.ts";
import { createVehicle, deleteVehicle, listAdminVehicles, updateVehicle } from "./vehicles.ts";
import { pathId, pathParam } from "../../http/path-params.ts";

/** Spec section 8: "Erro ao carregar/criar/atualizar/eliminar", success forms criado, atualizado, eliminado. */
export const CATALOGUE_ADMIN_MESSAGES = {
  vehicleNotFound: "Erro ao atualizar veículo: veículo não encontrado",
  vehicleDeleteNotFound: "Erro ao eliminar veículo: veículo não encontrado",
  extraNotFound: "Erro ao atualizar extra: extra não encontrado",
  extraDeleteNotFound: "Erro ao eliminar extra: extra não encontrado",
  extraInUse: "Erro ao eliminar extra: já faz parte de reservas. Altere o nome ou a descrição em vez de o eliminar.",
  contentUnknown: "Erro ao atualizar conteúdo: campo desconhecido",
  companyEmailInvalid: "Erro ao atualizar conteúdo: email inválido",
} as const;

const M = CATALOGUE_ADMIN_MESSAGES;
/** A path id: anything but a UUID names nothing. */
const idOf = (c: Context<AppEnv>) => pathId(c);

/** The admin's vehicles, extras and site texts (issue 9). Every route is admin-only. */
export function registerAdminCatalogueRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/admin/vehicles", "admin", async (c) => c.json({ vehicles: await listAdminVehicles(c.get("deps").db) }));

  route(app, "POST", "/api/admin/vehicles", "admin", async (c) => {
    const parsed = vehicleBodySchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    return changed(c, c.json({ vehicle: await createVehicle(c.get("deps").db, parsed.data) }, 201));
  });

  route(app, "PUT", "/api/admin/vehicles/:id", "admin", async (c) => {
    const parsed = vehicleBodySchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const id = idOf(c);
    const vehicle = id ? await updateVehicle(c.get("deps").db, id, parsed.data) : null;
    return vehicle ? changed(c, c.json({ vehicle })) : apiError(c, 404, "not_found", M.vehicleNotFound);
  });

  route(app, "DELETE", "/api/admin/vehicles/:id", "admin", async (c) => {
    const id = idOf(c);
    const deleted = id !== null && (await deleteVehicle(c.get("deps").db, id));
    return deleted ? changed(c, c.json({ ok: true })) : apiError(c, 404, "not_found", M.vehicleDeleteNotFound);
  });

  route(app, "GET", "/api/admin/extras", "admin", async (c) => c.json({ extras: await listAdminExtras(c.get("deps").db) }));

  route(app, "POST", "/api/admin/extras", "admin", async (c) => {
    const parsed = extraBodySchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    return changed(c, c.json({ extra: await createExtra(c.get("deps").db, parsed.data) }, 201));
  });

  route(app, "PUT", "/api/admin/extras/:id", "admin", async (c) => {
    const parsed = extraBodySchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const id = idOf(c);
    const extra = id ? await updateExtra(c.get("deps").db, id, parsed.data) : null;
    return extra ? changed(c, c.json({ extra })) : apiError(c, 404, "not_found", M.extraNotFound);
  });

  route(app, "DELETE", "/api/admin/extras/:id", "admin", async (c) => {
    const id = idOf(c);
    const result = id ? await deleteExtra(c.get("deps").db, id) : "not_found";
    if (result === "not_found") return apiError(c, 404, "not_found", M.extraDeleteNotFound);
    if (result === "in_use") return apiError(c, 409, "in_use", M.extraInUse);
    return changed(c, c.json({ ok: true }));
  });

  route(app, "GET", "/api/admin/content", "admin", async (c) => c.json({ items: await listAdminContent(c.get("deps").db) }));

  route(app, "PUT", "/api/admin/content/:section/:key", "admin", async (c) => {
    const section = pathParam(c, "section");
    const key = pathParam(c, "key");
    if (!isContentKey(section, key)) return apiError(c, 404, "not_found", M.contentUnknown);
    const parsed = contentBodySchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    if (section === "company" && key === "email" && !z.email().safeParse(parsed.data.value).success) {
      return apiError(c, 400, "invalid_input", M.companyEmailInvalid);
    }
    return changed(c, c.json({ item: await saveContent(c.get("deps").db, section, key, parsed.data) }));
  });
}

import type { Hono } from "hono";
import { companySettingsInputSchema, SETTINGS_MESSAGES } from "../../../domain/settings-schema.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { answerCatalogueChanged } from "../../lib/catalogue-json.ts";
import { getCompanySettings, saveCompanySettings } from "./service.ts";

/** Admin: Configurações da Empresa, the company address and its coordinates. */
export function registerSettingsRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/admin/settings", "admin", async (c) =>
    c.json({ settings: await getCompanySettings(c.get("deps").db) }),
  );

  route(app, "PUT", "/api/admin/settings", "admin", async (c) => {
    const parsed = companySettingsInputSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error, SETTINGS_MESSAGES.invalidBody);
    const { db, places } = c.get("deps");
    const result = await saveCompanySettings(db, places, parsed.data);
    if (result.kind === "address_not_found") return apiError(c, 400, "address_not_found", SETTINGS_MESSAGES.addressNotFound);
    // Nothing public reads the settings today; a change still empties the catalogue cache, so a
    // public read added later cannot serve an old address.
    return answerCatalogueChanged(c, c.json({ settings: result.settings, created: result.created }, result.created ? 201 : 200));
  });
}

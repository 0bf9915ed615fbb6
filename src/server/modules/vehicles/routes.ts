import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { sendCatalogueJson } from "../../lib/catalogue-json.ts";
import { listVehicles } from "./service.ts";

export function registerVehicleRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/vehicles", "public", async (c) => {
    const lang = contentLanguageOf(c);
    return sendCatalogueJson(c, `vehicles:${lang}`, async () => ({ vehicles: await listVehicles(c.get("deps").db, lang) }));
  });
}

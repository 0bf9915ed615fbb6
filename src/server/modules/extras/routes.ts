import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { sendCatalogueJson } from "../../lib/catalogue-json.ts";
import { listExtras } from "./service.ts";

export function registerExtraRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/extras", "public", async (c) => {
    const lang = contentLanguageOf(c);
    return sendCatalogueJson(c, `extras:${lang}`, async () => ({ extras: await listExtras(c.get("deps").db, lang) }));
  });
}

import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import { sendCatalogueJson } from "../../lib/catalogue-json.ts";
import { listSiteContent } from "./service.ts";

/** Editable site texts, and how transfers are paid (stripe, test or off). */
export function registerContentRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/content", "public", async (c) => {
    const { db, payments } = c.get("deps");
    const lang = contentLanguageOf(c);
    // The payment mode travels with the site texts: the booking form says how transfers are paid.
    return sendCatalogueJson(c, `content:${lang}:${payments.kind}`, async () => ({
      items: await listSiteContent(db, lang),
      payments: payments.kind,
    }));
  });
}

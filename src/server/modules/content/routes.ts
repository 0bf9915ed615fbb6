import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import { listSiteContent } from "./service.ts";

/** Editable site texts, and how transfers are paid (stripe, test or off). */
export function registerContentRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/content", "public", async (c) => {
    const { db, payments } = c.get("deps");
    // The payment mode travels with the site texts: the booking form says how transfers are paid.
    return c.json({ items: await listSiteContent(db, contentLanguageOf(c)), payments: payments.kind });
  });
}

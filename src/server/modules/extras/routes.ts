import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { listExtras } from "./service.ts";

export function registerExtraRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/extras", "public", async (c) => c.json({ extras: await listExtras(c.get("deps").db, contentLanguageOf(c)) }));
}

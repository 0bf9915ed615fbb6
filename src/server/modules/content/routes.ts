import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { listSiteContent } from "./service.ts";

export function registerContentRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/content", "public", async (c) => {
    return c.json({ items: await listSiteContent(c.get("deps").db) });
  });
}

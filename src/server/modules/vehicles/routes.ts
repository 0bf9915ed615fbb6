import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { listVehicles } from "./service.ts";

export function registerVehicleRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/vehicles", "public", async (c) => c.json({ vehicles: await listVehicles(c.get("deps").db, contentLanguageOf(c)) }));
}

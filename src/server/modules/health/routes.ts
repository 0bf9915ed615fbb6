import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";

export function registerHealthRoutes(app: Hono<AppEnv>, ping: () => Promise<boolean>) {
  route(app, "GET", "/api/health", "public", async (c) => {
    const up = await ping();
    return c.json({ status: up ? "ok" : "unavailable", database: up ? "up" : "down" }, up ? 200 : 503);
  });
}

import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { sharePing } from "./shared-ping.ts";

export function registerHealthRoutes(app: Hono<AppEnv>, ping: () => Promise<boolean>) {
  const check = sharePing(ping);
  route(app, "GET", "/api/health", "public", async (c) => {
    const up = await check();
    return c.json({ status: up ? "ok" : "unavailable", database: up ? "up" : "down" }, up ? 200 : 503);
  });
}

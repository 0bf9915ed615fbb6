import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { jsonAnswer } from "../../http/errors.ts";
import { sharePing } from "./shared-ping.ts";

const UP = JSON.stringify({ status: "ok", database: "up" });
const DOWN = JSON.stringify({ status: "unavailable", database: "down" });

export function registerHealthRoutes(app: Hono<AppEnv>, ping: () => Promise<boolean>) {
  const check = sharePing(ping);
  route(app, "GET", "/api/health", "public", async (c) => {
    // Load balancers poll this: two fixed answers, serialized once.
    return (await check()) ? jsonAnswer(c, UP) : jsonAnswer(c, DOWN, 503);
  });
}

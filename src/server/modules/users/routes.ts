import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { listUsers } from "./service.ts";

export function registerUserRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/users", "admin", async (c) => {
    return c.json({ users: await listUsers(c.get("deps").db) });
  });
}

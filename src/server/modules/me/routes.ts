import type { Hono } from "hono";
import type { MeResponse } from "../../../domain/me.ts";
import { resolveSession } from "../../auth/session.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";

export function registerMeRoutes(app: Hono<AppEnv>) {
  /** Who is signed in, with both role flags (answers for visitors too). */
  route(app, "GET", "/api/me", "public", async (c) => {
    await resolveSession(c);
    const user = c.get("user");
    const roles = c.get("roles");
    const body: MeResponse = { user, isAdmin: roles.includes("admin"), isDriver: roles.includes("driver") };
    c.header("cache-control", "no-store");
    return c.json(body);
  });
}

import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { listDriverBookings } from "./service.ts";

export function registerDriverRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/driver/bookings", "driver", async (c) => {
    const rows = await listDriverBookings(c.get("deps").db, c.get("user")!.id);
    return c.json({ bookings: rows.map((r) => ({ ...r.booking, tourName: r.tourName })) });
  });
}

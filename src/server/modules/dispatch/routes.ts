import type { Context, Hono } from "hono";
import { z } from "zod";
import { getDispatchBoard as getDispatchBoardContract } from "../../../domain/contracts/dispatch.ts";
import { DISPATCH_MESSAGES as M, dispatchBoardQuerySchema, timeOffSchema } from "../../../domain/dispatch-schemas.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { getDispatchBoard } from "./board.ts";
import { addTimeOff, listUpcomingTimeOff, removeTimeOff } from "./time-off.ts";

/** A path id of the right shape, or null (answered like an unknown one). */
const pathId = (c: Context<AppEnv>, schema: z.ZodType<string>): string | null => {
  const parsed = schema.safeParse(c.req.param("id"));
  return parsed.success ? parsed.data : null;
};
/** better-auth user ids are short random strings. */
const userIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The dispatch board (admin tab Despacho) and drivers' time off. */
export function registerDispatchRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/admin/dispatch", "admin", async (c) => {
    const parsed = dispatchBoardQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return validationError(c, parsed.error);
    const { db, flightStatus } = c.get("deps");
    return c.json(await getDispatchBoard(db, parsed.data, flightStatus));
  }, { contract: getDispatchBoardContract });

  route(app, "POST", "/api/admin/drivers/:id/time-off", "admin", async (c) => {
    const driverId = pathId(c, userIdSchema);
    if (!driverId) return apiError(c, 404, "not_found", M.driverNotFound);
    const parsed = timeOffSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const timeOff = await addTimeOff(c.get("deps").db, driverId, parsed.data);
    return timeOff ? c.json({ timeOff, message: M.timeOffAdded }, 201) : apiError(c, 404, "not_found", M.driverNotFound);
  });

  route(app, "DELETE", "/api/admin/time-off/:id", "admin", async (c) => {
    const id = pathId(c, z.uuid());
    const removed = id ? await removeTimeOff(c.get("deps").db, id) : false;
    return removed ? c.json({ message: M.timeOffRemoved }) : apiError(c, 404, "not_found", M.timeOffNotFound);
  });

  route(app, "GET", "/api/driver/time-off", "driver", async (c) => {
    return c.json({ timeOff: await listUpcomingTimeOff(c.get("deps").db, c.get("user")!.id) });
  });
}

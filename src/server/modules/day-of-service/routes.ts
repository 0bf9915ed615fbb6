import type { Context, Hono } from "hono";
import { pathId } from "../../http/path-params.ts";
import type { RecordedResponse, RecordStepResponse } from "../../../domain/contracts/day-of-service.ts";
import { checkStepTime, positionSchema, recordCallSchema, recordStepSchema, STEP_MESSAGES as M } from "../../../domain/service-steps.ts";
import { lisbonWallClockParts } from "../../../domain/lisbon-date.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { siteUrlOf } from "../../http/site-url.ts";
import { DRIVER_MESSAGES } from "../drivers/routes.ts";
import { recordCustomerCall, recordDriverPosition, recordServiceStep } from "./steps.ts";


const noStore = (c: Context<AppEnv>) => c.header("cache-control", "no-store");

const TIME_ERRORS = {
  future: ["step_time_in_future", M.stepInFuture],
  before_previous: ["step_time_before_previous", M.stepBeforePrevious],
  too_old: ["step_time_too_old", M.stepTooOld],
} as const;

/**
 * The day of service on the driver's phone (decision 0050): the job's steps, the position while on
 * the way, the calls made from the card. Drivers only, on their own jobs only.
 */
export function registerDayOfServiceRoutes(app: Hono<AppEnv>) {
  route(app, "POST", "/api/driver/bookings/:id/steps", "driver", async (c) => {
    noStore(c);
    const id = pathId(c);
    if (!id) return apiError(c, 404, "not_found", DRIVER_MESSAGES.bookingNotFound);
    const parsed = recordStepSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error, M.invalidStep);
    const result = await recordServiceStep(c.get("deps"), c.get("user")!, id, parsed.data, { siteUrl: siteUrlOf(c) });
    switch (result.kind) {
      case "not_found":
        return apiError(c, 404, "not_found", DRIVER_MESSAGES.bookingNotFound);
      case "closed":
        return apiError(c, 409, "booking_closed", DRIVER_MESSAGES.bookingClosed);
      case "out_of_order":
        return apiError(c, 409, "step_out_of_order", M.outOfOrder);
      case "bad_time": {
        const [code, message] = TIME_ERRORS[result.check];
        return apiError(c, 400, code, message);
      }
      case "too_early": {
        const { hour, minute } = lisbonWallClockParts(result.allowedFrom);
        return apiError(c, 409, "no_show_too_early", `${M.tooEarlyForNoShow} ${hour}:${minute}`);
      }
    }
    if (result.booking.serviceStep === "no_show") c.get("deps").wakeMailWorker();
    return c.json({ booking: result.booking, message: M.stepRecorded } satisfies RecordStepResponse);
  });

  route(app, "POST", "/api/driver/bookings/:id/position", "driver", async (c) => {
    noStore(c);
    const id = pathId(c);
    if (!id) return apiError(c, 404, "not_found", DRIVER_MESSAGES.bookingNotFound);
    const parsed = positionSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error, M.invalidPosition);
    const result = await recordDriverPosition(c.get("deps").db, c.get("user")!.id, id, parsed.data);
    if (result.kind === "not_found") return apiError(c, 404, "not_found", DRIVER_MESSAGES.bookingNotFound);
    if (result.kind !== "ok") return apiError(c, 409, "no_job_in_progress", M.noJobInProgress);
    return c.json({ ok: true } satisfies RecordedResponse);
  });

  route(app, "POST", "/api/driver/bookings/:id/calls", "driver", async (c) => {
    noStore(c);
    const id = pathId(c);
    if (!id) return apiError(c, 404, "not_found", DRIVER_MESSAGES.bookingNotFound);
    const parsed = recordCallSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error, M.invalidTime);
    const now = new Date();
    const at = parsed.data.at ? new Date(parsed.data.at) : now;
    const check = checkStepTime(at, { now, previousAt: null });
    if (check !== "ok") {
      const [code, message] = TIME_ERRORS[check];
      return apiError(c, 400, code, message);
    }
    const result = await recordCustomerCall(c.get("deps").db, c.get("user")!, id, at);
    if (result.kind === "not_found") return apiError(c, 404, "not_found", DRIVER_MESSAGES.bookingNotFound);
    if (result.kind !== "ok") return apiError(c, 409, "booking_closed", DRIVER_MESSAGES.bookingClosed);
    return c.json({ ok: true } satisfies RecordedResponse);
  });
}

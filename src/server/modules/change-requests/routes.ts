import type { Context, Hono } from "hono";
import {
  CHANGE_REQUEST_MESSAGES as M,
  applyChangeRequestSchema,
  changeRequestIdSchema,
  declineChangeRequestSchema,
} from "../../../domain/change-request-schemas.ts";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import { isDatabaseUnavailableError } from "../../db/connection-errors.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { siteUrlOf } from "../../http/site-url.ts";
import { findActor } from "../admin-bookings/booking-actions.ts";
import { applyChangeRequest, type ApplyRefusal } from "./apply-change-request.ts";
import { declineChangeRequest } from "./decline-change-request.ts";

const requestIdOf = (c: Context<AppEnv>): string | null => {
  const parsed = changeRequestIdSchema.safeParse(c.req.param("id"));
  return parsed.success ? parsed.data : null;
};

const REFUSALS: Record<ApplyRefusal, { status: 404 | 409 | 422 | 503; message: string }> = {
  not_found: { status: 404, message: M.notFound },
  already_decided: { status: 409, message: M.alreadyDecided },
  booking_cancelled: { status: 409, message: M.bookingCancelled },
  service_started: { status: 409, message: M.serviceStarted },
  not_this_booking: { status: 422, message: M.notThisBooking },
  vehicle_too_small: { status: 422, message: M.vehicleTooSmall },
  price_unavailable: { status: 422, message: M.priceUnavailable },
  new_pickup_past: { status: 422, message: M.newPickupPast },
  refund_impossible: { status: 409, message: M.refundImpossible },
  refund_unavailable: { status: 503, message: M.refundUnavailable },
};

/** The admin's answer to a customer's change request (decision 0043). Admin-only. */
export function registerChangeRequestRoutes(app: Hono<AppEnv>) {
  route(app, "POST", "/api/admin/change-requests/:id/apply", "admin", async (c) => {
    const id = requestIdOf(c);
    if (!id) return apiError(c, 404, "not_found", M.notFound);
    const parsed = applyChangeRequestSchema(lisbonToday()).safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error, M.invalidBody);
    const deps = c.get("deps");
    let result;
    try {
      result = await applyChangeRequest(deps, id, parsed.data, await findActor(deps.db, c.get("user")!), { siteUrl: siteUrlOf(c) });
    } catch (error) {
      if (isDatabaseUnavailableError(error)) throw error;
      deps.logger.error({ err: error, requestId: id }, "could not apply a change request");
      return apiError(c, 502, "payment_unavailable", M.paymentUnavailable);
    }
    if (!result.ok) {
      const refusal = REFUSALS[result.reason];
      return apiError(c, refusal.status, result.reason, refusal.message);
    }
    deps.wakeMailWorker();
    return c.json({ ...result, message: M.applied });
  });

  route(app, "POST", "/api/admin/change-requests/:id/decline", "admin", async (c) => {
    const id = requestIdOf(c);
    if (!id) return apiError(c, 404, "not_found", M.notFound);
    const parsed = declineChangeRequestSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error, M.invalidBody);
    const deps = c.get("deps");
    const result = await declineChangeRequest(deps, id, parsed.data, await findActor(deps.db, c.get("user")!), { siteUrl: siteUrlOf(c) });
    if (!result.ok) {
      return result.reason === "not_found" ? apiError(c, 404, "not_found", M.notFound) : apiError(c, 409, "already_decided", M.alreadyDecided);
    }
    deps.wakeMailWorker();
    return c.json({ ok: true, message: M.declined });
  });
}

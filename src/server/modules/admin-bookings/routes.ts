import type { Context, Hono } from "hono";
import {
  ADMIN_BOOKING_MESSAGES as M,
  adminBookingIdSchema,
  adminBookingListQuerySchema,
  adminBookingStatusSchema,
  assignDriverSchema,
} from "../../../domain/admin-booking-schemas.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { siteUrlOf } from "../../http/site-url.ts";
import { PAYMENT_MESSAGES } from "../payments/payment-messages.ts";
import { assignDriver } from "./assign-driver.ts";
import { deleteAdminBooking, findActor, listAdminDrivers, updateBookingStatus } from "./booking-actions.ts";
import { findAdminBooking } from "./find-booking.ts";
import { listAdminBookings } from "./list-bookings.ts";
import { sendPaymentLink } from "./send-payment-link.ts";
import { getAdminSummary } from "./summary.ts";
import { getAdminSummary as summaryContract } from "../../../domain/contracts/admin-summary.ts";

/** The booking id of the path, or null when it cannot be a booking's (answered 404). */
const bookingIdOf = (c: Context<AppEnv>): string | null => {
  const parsed = adminBookingIdSchema.safeParse(c.req.param("id"));
  return parsed.success ? parsed.data : null;
};

const notFound = (c: Context<AppEnv>) => apiError(c, 404, "not_found", M.notFound);

/** The acting admin (the access check guarantees a signed-in admin). */
const actorOf = (c: Context<AppEnv>) => findActor(c.get("deps").db, c.get("user")!);

/** The admin panel's bookings and drivers (issue 8). Every route is admin-only. */
export function registerAdminBookingRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/admin/bookings", "admin", async (c) => {
    const parsed = adminBookingListQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return validationError(c, parsed.error);
    return c.json(await listAdminBookings(c.get("deps").db, parsed.data));
  });

  route(app, "GET", "/api/admin/summary", "admin", async (c) => c.json({ summary: await getAdminSummary(c.get("deps").db) }), {
    contract: summaryContract,
  });

  route(app, "GET", "/api/admin/drivers", "admin", async (c) => {
    return c.json({ drivers: await listAdminDrivers(c.get("deps").db) });
  });

  route(app, "GET", "/api/admin/bookings/:id", "admin", async (c) => {
    const id = bookingIdOf(c);
    const booking = id ? await findAdminBooking(c.get("deps").db, id) : null;
    return booking ? c.json({ booking }) : notFound(c);
  });

  route(app, "PATCH", "/api/admin/bookings/:id/status", "admin", async (c) => {
    const id = bookingIdOf(c);
    if (!id) return notFound(c);
    const parsed = adminBookingStatusSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const booking = await updateBookingStatus(c.get("deps").db, id, parsed.data.status, await actorOf(c));
    return booking ? c.json({ booking, message: M.statusUpdated }) : notFound(c);
  });

  route(app, "POST", "/api/admin/bookings/:id/assign", "admin", async (c) => {
    const id = bookingIdOf(c);
    if (!id) return notFound(c);
    const parsed = assignDriverSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const result = await assignDriver(c.get("deps").db, id, parsed.data.driverId, await actorOf(c), { siteUrl: siteUrlOf(c) });
    if (!result.ok) {
      return result.reason === "not_found" ? notFound(c) : apiError(c, 400, "not_a_driver", M.assignFailed);
    }
    c.get("deps").wakeMailWorker();
    return c.json({ booking: result.booking, warnings: result.warnings, message: M.assigned });
  });

  route(app, "POST", "/api/admin/bookings/:id/payment-link", "admin", async (c) => {
    const id = bookingIdOf(c);
    if (!id) return notFound(c);
    const deps = c.get("deps");
    let result;
    try {
      result = await sendPaymentLink(deps, id, await actorOf(c), { siteUrl: siteUrlOf(c) });
    } catch (error) {
      deps.logger.error({ err: error, bookingId: id }, "could not send a payment link");
      return apiError(c, 502, "payment_unavailable", M.paymentLinkFailed);
    }
    if (!result.ok) {
      switch (result.reason) {
        case "not_found":
          return notFound(c);
        case "not_pending":
          return apiError(c, 409, "not_pending", M.paymentLinkOnlyPending);
        case "payments_off":
          return apiError(c, 409, "payments_off", PAYMENT_MESSAGES.paymentsOff);
        case "awaiting_approval":
          return apiError(c, 409, "awaiting_approval", PAYMENT_MESSAGES.awaitingApproval);
        case "no_price":
          return apiError(c, 409, "no_price", PAYMENT_MESSAGES.noPrice);
      }
    }
    deps.wakeMailWorker();
    return c.json({ url: result.url, amountCents: result.amountCents, message: M.paymentLinkSent });
  });

  route(app, "DELETE", "/api/admin/bookings/:id", "admin", async (c) => {
    const id = bookingIdOf(c);
    if (!id) return notFound(c);
    const deps = c.get("deps");
    const deleted = await deleteAdminBooking(deps.db, id, await actorOf(c));
    if (!deleted) return notFound(c);
    deps.wakeMailWorker();
    return c.json({ deleted: true, message: M.deleted });
  });
}

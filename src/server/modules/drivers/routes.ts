import type { Context, Hono } from "hono";
import { z } from "zod";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { listDriverNotifications, markAllDriverNotificationsRead, markDriverNotificationRead } from "./driver-notifications.ts";
import { DRIVER_BOOKING_FILTERS, DRIVER_BOOKING_STATUSES, listDriverBookings, updateDriverBookingStatus } from "./service.ts";

/** The Portuguese messages of the driver portal's API. */
export const DRIVER_MESSAGES = {
  invalidFilter: "Filtro inválido",
  invalidStatus: "Status inválido",
  bookingNotFound: "Reserva não encontrada",
  bookingClosed: "Esta reserva já está concluída ou cancelada",
  notificationNotFound: "Notificação não encontrada",
} as const;

const M = DRIVER_MESSAGES;

/** GET /api/driver/bookings?filter= (default upcoming). */
const driverBookingsQuerySchema = z.object({
  filter: z.enum(DRIVER_BOOKING_FILTERS, { message: M.invalidFilter }).default("upcoming"),
});

/** PATCH /api/driver/bookings/:id/status: the status only, nothing else. */
const driverBookingStatusSchema = z.strictObject(
  { status: z.enum(DRIVER_BOOKING_STATUSES, { message: M.invalidStatus }) },
  { message: M.invalidStatus },
);

/** A path id that cannot be a row's (not a UUID) is answered like an unknown one. */
const uuidParam = (c: Context<AppEnv>): string | null => {
  const parsed = z.uuid().safeParse(c.req.param("id"));
  return parsed.success ? parsed.data : null;
};

/** The driver portal (spec section 2): every route is for drivers, and about the caller only. */
export function registerDriverRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/driver/bookings", "driver", async (c) => {
    const parsed = driverBookingsQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return apiError(c, 400, "invalid_input", M.invalidFilter);
    const today = lisbonToday();
    const bookings = await listDriverBookings(c.get("deps").db, c.get("user")!.id, parsed.data.filter, today);
    return c.json({ today, bookings });
  });

  route(app, "PATCH", "/api/driver/bookings/:id/status", "driver", async (c) => {
    const id = uuidParam(c);
    if (!id) return apiError(c, 404, "not_found", M.bookingNotFound);
    const parsed = driverBookingStatusSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error, M.invalidStatus);
    const result = await updateDriverBookingStatus(c.get("deps").db, c.get("user")!, id, parsed.data.status);
    if (result.kind === "not_found") return apiError(c, 404, "not_found", M.bookingNotFound);
    if (result.kind === "closed") return apiError(c, 409, "booking_closed", M.bookingClosed);
    return c.json({ booking: result.booking });
  });

  route(app, "GET", "/api/driver/notifications", "driver", async (c) => {
    return c.json(await listDriverNotifications(c.get("deps").db, c.get("user")!.id));
  });

  route(app, "POST", "/api/driver/notifications/read-all", "driver", async (c) => {
    const updated = await markAllDriverNotificationsRead(c.get("deps").db, c.get("user")!.id);
    return c.json({ ok: true, updated });
  });

  route(app, "POST", "/api/driver/notifications/:id/read", "driver", async (c) => {
    const id = uuidParam(c);
    const marked = id !== null && (await markDriverNotificationRead(c.get("deps").db, c.get("user")!.id, id));
    if (!marked) return apiError(c, 404, "not_found", M.notificationNotFound);
    return c.json({ ok: true });
  });
}

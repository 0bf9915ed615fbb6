import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppDeps } from "./deps.ts";
import { middleware, route } from "./http/access.ts";
import type { AppEnv } from "./http/app-env.ts";
import { apiError } from "./http/errors.ts";
import { UNEXPECTED_ERROR_MESSAGE } from "../domain/service-messages.ts";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailableError,
} from "./db/connection-errors.ts";
import { isInvalidTextError, refuseUnsafeAuthText, INVALID_TEXT_MESSAGE } from "./http/input-safety.ts";
import { startRequest } from "./http/request-start.ts";
import { REQUEST_ID_HEADER } from "./http/request-id.ts";
import { methodOf, routePatternOf } from "./http/request-log.ts";
import { clientIp } from "./http/rate-limit.ts";
import { CLIENT_IP_HEADER } from "./auth/auth.ts";
import { registerBookingRoutes } from "./modules/bookings/routes.ts";
import { registerManageBookingRoutes } from "./modules/manage-booking/routes.ts";
import { registerCustomerAreaRoutes } from "./modules/customer-area/routes.ts";
import { registerContentRoutes } from "./modules/content/routes.ts";
import { registerQuoteRoutes } from "./modules/quotes/routes.ts";
import { registerQuoteRequestRoutes } from "./modules/quote-requests/routes.ts";
import { registerExtraRoutes } from "./modules/extras/routes.ts";
import { registerTourRoutes } from "./modules/tours/routes.ts";
import { registerVehicleRoutes } from "./modules/vehicles/routes.ts";
import { registerDriverRoutes } from "./modules/drivers/routes.ts";
import { registerDayOfServiceRoutes } from "./modules/day-of-service/routes.ts";
import { registerHealthRoutes } from "./modules/health/routes.ts";
import { registerMetricsRoutes } from "./modules/metrics/routes.ts";
import { registerMeRoutes } from "./modules/me/routes.ts";
import { registerPaymentRoutes } from "./modules/payments/routes.ts";
import { registerPlaceRoutes } from "./modules/places/routes.ts";
import { registerMessageRoutes } from "./modules/messages/routes.ts";
import { registerNotificationRoutes } from "./modules/notifications/routes.ts";
import { registerPhotoRoutes } from "./modules/photos/routes.ts";
import { registerSeoRoutes } from "./modules/seo/routes.ts";
import { registerSpa } from "./modules/pages/spa.ts";
import { registerSetupRoutes } from "./modules/setup/routes.ts";
import { registerUserRoutes } from "./modules/users/routes.ts";
import { registerAdminBookingRoutes } from "./modules/admin-bookings/routes.ts";
import { registerChangeRequestRoutes } from "./modules/change-requests/routes.ts";
import { registerDispatchRoutes } from "./modules/dispatch/routes.ts";
import { registerReportRoutes } from "./modules/reports/routes.ts";
import { registerReceiptRoutes } from "./modules/receipts/routes.ts";
import { registerInvoiceRoutes } from "./modules/invoices/routes.ts";
import { registerZoneRoutes } from "./modules/zones/routes.ts";
import { registerSettingsRoutes } from "./modules/settings/routes.ts";
import { registerAdminTourRoutes } from "./modules/admin-tours/routes.ts";
import { registerAdminCatalogueRoutes } from "./modules/admin-catalogue/routes.ts";

export interface AppOptions {
  /** Answers whether the database is reachable (GET /api/health). */
  ping(): Promise<boolean>;
  /** Folder of the built SPA; when given, its files and the SPA fallback are served. */
  staticDir?: string;
}

/** Builds the Hono app: API routes (each with its declared access) and the built SPA. */
export function createApp(deps: AppDeps, options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // One middleware for every request: context variables, gzip when asked, security headers,
  // refusal of a path with a control character (http/request-start.ts).
  middleware(app, "*", startRequest(deps));

  // better-auth answers sign-in, sign-up, sign-out, password reset and session calls itself.
  // Like every route, it takes JSON bodies of at most 64 KB (its browser client sends JSON).
  route(app, "ALL", "/api/auth/*", "public", async (c) => {
    // PostgreSQL cannot store a NUL: a name or e-mail with a control character is refused here.
    const refused = await refuseUnsafeAuthText(c);
    if (refused) return refused;
    // better-auth's rate limits need the client address: ours, never one the client sent.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, deps.env.TRUST_PROXY));
    // Its error answers carry the request's id too (ours, whatever X-Request-Id the client sent).
    headers.set(REQUEST_ID_HEADER, c.get("requestId") ?? "");
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });

  registerHealthRoutes(app, options.ping, { db: deps.db, dataDir: deps.env.dataDir, logger: deps.logger });
  registerMetricsRoutes(app);
  registerMeRoutes(app);
  registerSetupRoutes(app);
  registerContentRoutes(app);
  registerTourRoutes(app);
  registerVehicleRoutes(app);
  registerExtraRoutes(app);
  registerUserRoutes(app);
  registerDriverRoutes(app);
  registerDayOfServiceRoutes(app);
  registerMessageRoutes(app);
  registerNotificationRoutes(app);
  registerPhotoRoutes(app);
  registerSeoRoutes(app);
  registerPaymentRoutes(app);
  registerPlaceRoutes(app);
  registerQuoteRoutes(app);
  registerQuoteRequestRoutes(app);
  registerBookingRoutes(app);
  registerManageBookingRoutes(app);
  registerCustomerAreaRoutes(app);
  registerAdminBookingRoutes(app);
  registerChangeRequestRoutes(app);
  registerDispatchRoutes(app);
  registerReportRoutes(app);
  registerReceiptRoutes(app);
  registerInvoiceRoutes(app);
  registerZoneRoutes(app);
  registerSettingsRoutes(app);
  registerAdminTourRoutes(app);
  registerAdminCatalogueRoutes(app);

  route(app, "ALL", "/api/*", "public", (c) => apiError(c, 404, "not_found", "Recurso não encontrado"));

  if (options.staticDir) registerSpa(app, options.staticDir);

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return apiError(c, error.status, "http_error", error.message);
    }
    // What an error line says of its request: its id, method and route pattern (never the path,
    // which can hold a private token).
    const request = { requestId: c.get("requestId"), method: methodOf(c), route: routePatternOf(c) };
    // Last resort: text PostgreSQL cannot store (a NUL, invalid Unicode) that no schema caught.
    if (isInvalidTextError(error)) {
      deps.logger.warn({ err: error, ...request }, "text refused by the database");
      return apiError(c, 400, "invalid_input", INVALID_TEXT_MESSAGE);
    }
    // The database is away (stopped, restarting, a connection cut): the request changed nothing
    // that was acknowledged, and the pool reconnects by itself once PostgreSQL is back.
    if (isDatabaseUnavailableError(error)) {
      deps.logger.warn({ err: error, ...request }, "database unavailable");
      c.header("retry-after", String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      c.header("cache-control", "no-store");
      return apiError(c, 503, "database_unavailable", DATABASE_UNAVAILABLE_MESSAGE);
    }
    deps.logger.error({ err: error, ...request }, "request failed");
    return apiError(c, 500, "internal_error", UNEXPECTED_ERROR_MESSAGE);
  });
  return app;
}

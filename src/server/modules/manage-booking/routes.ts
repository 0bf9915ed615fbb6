import type { Context, Hono } from "hono";
import { z } from "zod";
import { isChangeMessageLength } from "../../../domain/change-request-rules.ts";
import { customerChangeRequestSchema } from "../../../domain/change-request-schemas.ts";
import type { Endpoint } from "../../../domain/contracts/endpoint.ts";
import { getManagedBooking } from "../../../domain/contracts/manage-booking.ts";
import { isContentLanguage, type ContentLanguage } from "../../../domain/translations.ts";
import { isDatabaseUnavailableError } from "../../db/connection-errors.ts";
import { route, type Access } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import { errorBody, readJson } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { siteUrlOf } from "../../http/site-url.ts";
import type { BookingServiceResponse } from "../../../domain/contracts/day-of-service.ts";
import { describeBookingService } from "../day-of-service/customer-view.ts";
import { manageMessage, type ManageErrorCode } from "./messages.ts";
import {
  cancelManagedBooking,
  loadManagedBooking,
  managedBookingCalendar,
  requestBookingChange,
  startManagedCheckout,
  updateManagedInvoiceDetails,
  type BookingKey,
} from "./service.ts";
import type { ManagedInvoiceAnswer } from "../../../domain/contracts/invoicing.ts";
import { BOOKING_MESSAGES } from "../../../domain/booking-messages.ts";
import { invoiceDetailsSchema } from "../../../domain/invoice-details.ts";
import { apiError } from "../../http/errors.ts";
import { INVOICE_MESSAGES } from "../invoices/service.ts";

/** Reading a booking page or its calendar: generous, but a token cannot be guessed at speed. */
const lookupLimit = rateLimit({ name: "manage-lookup", windowMs: 10 * 60_000, max: 120 });
/** Paying, cancelling, asking for a change. */
const changeLimit = rateLimit({ name: "manage-change", windowMs: 10 * 60_000, max: 20 });

// Strict: a body with a key these routes do not take is refused (invalid_input).
const cancelSchema = z.strictObject({ expectedRefundCents: z.number().int().min(0) });

/** The language of the customer's error messages: ?lang=, else Accept-Language, else English. */
const errorLanguage = (c: Context<AppEnv>): ContentLanguage => contentLanguageOf(c);

function manageError(c: Context<AppEnv>, status: 400 | 404 | 409 | 502 | 503, code: ManageErrorCode, extra: Record<string, unknown> = {}) {
  return c.json({ error: { ...errorBody(c, code, manageMessage(code, errorLanguage(c))), ...extra } }, status);
}

const tokenOf = (c: Context<AppEnv>): BookingKey => c.req.param("token") ?? "";
const requestedLang = (c: Context<AppEnv>) => {
  const lang = c.req.query("lang");
  return isContentLanguage(lang) ? lang : undefined;
};

/** Private pages answer for one customer only: never cached or stored by a shared cache. */
const noStore = (c: Context<AppEnv>) => c.header("cache-control", "no-store");

/** "Manage my booking": the customer's private link (a token, no sign-in) to their booking. */
export function registerManageBookingRoutes(app: Hono<AppEnv>) {
  registerBookingPageRoutes(app, { base: "/api/manage/:token", access: "public", keyOf: tokenOf, pageContract: getManagedBooking });
}

/**
 * The booking page's routes under `base`, with `keyOf` reading what opens the booking: the link's
 * token here, the signed-in customer's verified e-mail and the booking's id in the customer area
 * (decision 0046). The same answers, rules and limits either way.
 */
export function registerBookingPageRoutes(
  app: Hono<AppEnv>,
  {
    base,
    access,
    keyOf,
    pageContract,
  }: { base: string; access: Access; keyOf: (c: Context<AppEnv>) => BookingKey; pageContract: Endpoint },
) {
  route(app, "GET", base, access, async (c) => {
    const limited = await lookupLimit(c);
    if (limited) return limited;
    noStore(c);
    const managed = await loadManagedBooking(c.get("deps"), keyOf(c), requestedLang(c));
    if (!managed) return manageError(c, 404, "not_found");
    return c.json(managed);
  }, { contract: pageContract });

  // The day of service (decision 0050): the driver, the meeting point and the live step, polled
  // by the page while it is visible.
  route(app, "GET", `${base}/service`, access, async (c) => {
    const limited = await lookupLimit(c);
    if (limited) return limited;
    noStore(c);
    const service: BookingServiceResponse | null = await describeBookingService(c.get("deps").db, keyOf(c));
    if (!service) return manageError(c, 404, "not_found");
    return c.json(service);
  });

  route(app, "GET", `${base}/calendar.ics`, access, async (c) => {
    const limited = await lookupLimit(c);
    if (limited) return limited;
    noStore(c);
    const calendar = await managedBookingCalendar(c.get("deps"), keyOf(c), {
      requestedLang: requestedLang(c),
      siteUrl: siteUrlOf(c),
    });
    if (!calendar) return manageError(c, 404, "not_found");
    c.header("content-type", "text/calendar; charset=utf-8");
    c.header("content-disposition", `attachment; filename="booking-${calendar.reference}.ics"`);
    return c.body(calendar.ics);
  });

  route(app, "POST", `${base}/checkout`, access, async (c) => {
    const limited = await changeLimit(c);
    if (limited) return limited;
    const deps = c.get("deps");
    let result;
    try {
      result = await startManagedCheckout(deps, keyOf(c), siteUrlOf(c));
    } catch (error) {
      // The database away: the general 503 of app.onError (the payment provider is not at fault).
      if (isDatabaseUnavailableError(error)) throw error;
      deps.logger.error({ err: error }, "could not open a checkout from the booking page");
      return manageError(c, 502, "payment_unavailable");
    }
    if (!result.ok) {
      switch (result.reason) {
        case "not_found":
          return manageError(c, 404, "not_found");
        case "not_pending":
          return manageError(c, 409, "not_pending");
        case "payments_off":
          return manageError(c, 409, "payments_off");
        case "awaiting_approval":
          return manageError(c, 409, "awaiting_approval");
        case "no_price":
          return manageError(c, 409, "no_price");
      }
    }
    return c.json({ url: result.url });
  });

  route(app, "POST", `${base}/cancel`, access, async (c) => {
    const limited = await changeLimit(c);
    if (limited) return limited;
    const deps = c.get("deps");
    const parsed = cancelSchema.safeParse(await readJson(c));
    if (!parsed.success) return manageError(c, 400, "invalid_input");
    const result = await cancelManagedBooking(deps, keyOf(c), {
      expectedRefundCents: parsed.data.expectedRefundCents,
      siteUrl: siteUrlOf(c),
    });
    if (!result.ok) {
      switch (result.reason) {
        case "not_found":
          return manageError(c, 404, "not_found");
        case "already_cancelled":
          return manageError(c, 409, "already_cancelled");
        case "not_allowed":
          return manageError(c, 409, "cancel_not_allowed");
        case "refund_unavailable":
          return manageError(c, 503, "refund_unavailable");
        case "refund_changed":
          return manageError(c, 409, "refund_changed", { refundCents: result.refundCents });
      }
    }
    if (result.mailQueued) deps.wakeMailWorker();
    return c.json({ status: "cancelled", refundCents: result.refundCents, refundPercent: result.refundPercent });
  });

  route(app, "POST", `${base}/invoice-details`, access, async (c) => {
    const limited = await changeLimit(c);
    if (limited) return limited;
    noStore(c);
    const parsed = invoiceDetailsSchema.safeParse(await readJson(c));
    if (!parsed.success) {
      // A field's own rule (a wrong NIF check digit...) answers its Portuguese message, which the
      // page translates; a malformed body (not an object, an unknown key) the general one.
      const message = parsed.error.issues[0]?.message;
      return message && message !== BOOKING_MESSAGES.generic
        ? apiError(c, 400, "invalid_invoice_details", message)
        : manageError(c, 400, "invalid_input");
    }
    const result = await updateManagedInvoiceDetails(c.get("deps"), keyOf(c), parsed.data);
    if (!result.ok) {
      return result.reason === "not_found" ? manageError(c, 404, "not_found") : apiError(c, 409, "invoice_details_closed", INVOICE_MESSAGES.detailsClosed);
    }
    const answer: ManagedInvoiceAnswer = { invoice: result.invoice };
    return c.json(answer);
  });

  route(app, "POST", `${base}/change-request`, access, async (c) => {
    const limited = await changeLimit(c);
    if (limited) return limited;
    const deps = c.get("deps");
    const body = await readJson(c);
    const parsed = customerChangeRequestSchema.safeParse(body);
    if (!parsed.success) {
      const message = (body as { message?: unknown } | undefined)?.message;
      return manageError(c, 400, typeof message === "string" && !isChangeMessageLength(message) ? "message_length" : "invalid_input");
    }
    const result = await requestBookingChange(deps, keyOf(c), parsed.data.message);
    if (!result.ok) return result.reason === "not_found" ? manageError(c, 404, "not_found") : manageError(c, 409, "change_not_allowed");
    if (result.mailQueued) deps.wakeMailWorker();
    return c.json({ ok: true }, 201);
  });
}

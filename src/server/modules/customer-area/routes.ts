import type { Context, Hono } from "hono";
import { isContentLanguage } from "../../../domain/translations.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError } from "../../http/errors.ts";
import { hitRateLimit, RATE_LIMITED_MESSAGE, rateLimit } from "../../http/rate-limit.ts";
import { getAccountBooking } from "../../../domain/contracts/manage-booking.ts";
import { registerBookingPageRoutes } from "../manage-booking/routes.ts";
import type { BookingKey } from "../manage-booking/service.ts";
import { listCustomerBookings } from "./service.ts";
import { sendVerificationAgain } from "./verification.ts";
import { pathParam } from "../../http/path-params.ts";

/** Reading the list: generous, per address. */
const listLimit = rateLimit({ name: "account-bookings", windowMs: 10 * 60_000, max: 120 });
/** A new verification e-mail: per address, and per account below. */
const resendLimit = rateLimit({ name: "account-verification-mail", windowMs: 60 * 60_000, max: 10 });
/** Verification e-mails one account may ask for: 3 an hour. */
export const VERIFICATION_MAIL_LIMIT = { keyPrefix: "account-verification-mail-user", windowMs: 60 * 60_000, max: 3 } as const;

export const ALREADY_VERIFIED_MESSAGE = "O seu email já está confirmado.";
export const VERIFICATION_SENT_MESSAGE = "Enviámos um email com o link de confirmação.";

/**
 * What opens a booking in the customer area: its id and the caller's verified e-mail (the route's
 * access "customer" checked it was verified). Another customer's booking answers 404, as an
 * unknown one does.
 */
const ownerKeyOf = (c: Context<AppEnv>): BookingKey => ({ bookingId: pathParam(c, "id"), ownerEmail: c.get("user")!.email });

const requestedLang = (c: Context<AppEnv>) => {
  const lang = c.req.query("lang");
  return isContentLanguage(lang) ? lang : undefined;
};

/** The customer area (decision 0046): "My bookings", and the verification e-mail again. */
export function registerCustomerAreaRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/account/bookings", "customer", async (c) => {
    const limited = await listLimit(c);
    if (limited) return limited;
    const user = c.get("user")!;
    const list = await listCustomerBookings(c.get("deps"), { userId: user.id, email: user.email, name: user.name }, requestedLang(c));
    return c.json(list);
  });

  // The booking page's answers and actions for one of the customer's own bookings.
  registerBookingPageRoutes(app, { base: "/api/account/bookings/:id", access: "customer", keyOf: ownerKeyOf, pageContract: getAccountBooking });

  route(app, "POST", "/api/account/verification-email", "signed-in", async (c) => {
    const limited = await resendLimit(c);
    if (limited) return limited;
    const user = c.get("user")!;
    if (user.emailVerified) return apiError(c, 409, "already_verified", ALREADY_VERIFIED_MESSAGE);
    const { db } = c.get("deps");
    const { keyPrefix, windowMs, max } = VERIFICATION_MAIL_LIMIT;
    const hit = await hitRateLimit(db, `${keyPrefix}:${user.id}`, windowMs, max);
    if (hit.limited) {
      c.header("retry-after", String(Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000))));
      return apiError(c, 429, "rate_limited", RATE_LIMITED_MESSAGE);
    }
    await sendVerificationAgain(c);
    return c.json({ ok: true, message: VERIFICATION_SENT_MESSAGE });
  });
}

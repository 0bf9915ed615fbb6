import type { Hono } from "hono";
import { firstBookingError } from "../../../domain/booking-rules.ts";
import { bookingInputSchema } from "../../../domain/booking-schema.ts";
import { BOOKING_MESSAGES } from "../../../domain/booking-messages.ts";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import { route } from "../../http/access.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { siteUrlOf } from "../../http/site-url.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson } from "../../http/errors.ts";
import { createBooking, type BookingRow } from "./service.ts";

const summary = (b: BookingRow) => ({
  id: b.id,
  reference: bookingReference(b.id),
  bookingType: b.bookingType,
  bookingDate: b.bookingDate,
  bookingTime: b.bookingTime.slice(0, 5),
  origin: b.origin,
  destination: b.destination,
  totalPriceCents: b.totalPriceCents,
  status: b.status,
  vehicleClass: b.vehicleClass,
  passengers: b.passengers,
});

/** Against abuse of a public endpoint; generous for real visitors. */
const bookingLimit = rateLimit({ name: "bookings", windowMs: 10 * 60_000, max: 30 });

export function registerBookingRoutes(app: Hono<AppEnv>) {
  /** Visitors book without signing in; every rule and the price are the server's. */
  route(app, "POST", "/api/bookings", "public", async (c) => {
    const limited = await bookingLimit(c);
    if (limited) return limited;
    const deps = c.get("deps");
    const parsed = bookingInputSchema(lisbonToday()).safeParse(await readJson(c));
    if (!parsed.success) return apiError(c, 400, "invalid_input", firstBookingError(parsed) ?? BOOKING_MESSAGES.generic);
    const result = await createBooking(deps, parsed.data, contentLanguageOf(c), { siteUrl: siteUrlOf(c) });
    if (!result.ok) {
      // The id is another submission's (or a return trip's): a known id is not a key to it.
      if ("conflict" in result) return apiError(c, 409, "booking_exists", BOOKING_MESSAGES.alreadyBooked);
      return apiError(c, 400, "invalid_input", result.message);
    }
    const { booking, returnBooking, groupVehicles, paymentRequired, paymentAmountCents, duplicate, manageToken } = result.value;
    if (!duplicate) deps.wakeMailWorker();
    c.header("cache-control", "no-store");
    return c.json(
      {
        booking: summary(booking),
        returnBooking: returnBooking ? summary(returnBooking) : null,
        // A group in several vehicles: the vehicles after the first, paid with it.
        groupBookings: groupVehicles.map((b) => summary(b)),
        paymentRequired,
        paymentAmountCents,
        // What the form does next: open the checkout with the token, or only confirm the booking
        // (a tour waits for approval; with PAYMENTS=off the company collects payment itself; a
        // repeated submission has no token: its link is in the confirmation e-mail).
        payment: manageToken && paymentRequired && deps.payments.kind !== "off" ? "checkout" : "none",
        /** The private token of /booking/{token} (the one of the confirmation e-mail), to the creating request only. */
        ...(manageToken ? { manageToken } : {}),
      },
      duplicate ? 200 : 201,
    );
  });
}

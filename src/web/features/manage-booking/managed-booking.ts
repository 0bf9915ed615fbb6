import type { ManagedBooking, ManagedPaymentState, ManagedTrip } from "../../../domain/contracts/manage-booking.ts";
import type { ManagedInvoiceAnswer } from "../../../domain/contracts/invoicing.ts";
import { ApiError, apiFetch } from "../../lib/api.ts";
import type { LanguageCode } from "../../lib/i18n.ts";
import { withLanguage } from "../../lib/use-content-language.ts";
import type { BookingServiceResponse } from "../../../domain/contracts/day-of-service.ts";

/*
 * The manage-my-booking API (GET/POST /api/manage/:token…), exactly as the contract between the
 * server and this page says. Every request carries ?lang= so the server's texts (tour, extras,
 * vehicle names) and its error messages come in the page's language.
 */

/** The answer of GET /api/manage/:token: the server's own type (types only cross into the web app). */
export type { ManagedBooking, ManagedTrip };
export type TripStatus = ManagedTrip["status"];
export type PaymentState = ManagedPaymentState;

/** The booking's whole price: the trip, its return trip and a group's further vehicles (decision 0045). */
export function bookingTotalCents(data: Pick<ManagedBooking, "booking" | "returnBooking" | "groupBookings">): number {
  const trips = [data.booking, ...(data.returnBooking ? [data.returnBooking] : []), ...data.groupBookings];
  return trips.reduce((sum, trip) => sum + trip.totalPriceCents, 0);
}

/**
 * The trips the page lists, each with its title: the trip and its return trip, or a group's
 * vehicles one by one ("Vehicle 2 of 3").
 */
export function tripsWithTitles(
  data: Pick<ManagedBooking, "booking" | "returnBooking" | "groupBookings">,
  t: (key: string, options?: Record<string, unknown>) => string,
): { trip: ManagedTrip; title: string }[] {
  if (data.groupBookings.length > 0) {
    const vehicles = [data.booking, ...data.groupBookings];
    return vehicles.map((trip, index) => ({ trip, title: t("trip.groupVehicle", { n: index + 1, size: vehicles.length }) }));
  }
  return [
    { trip: data.booking, title: t("trip.outbound") },
    ...(data.returnBooking ? [{ trip: data.returnBooking, title: t("trip.return") }] : []),
  ];
}

export interface CancelResult {
  status: "cancelled";
  refundCents: number;
  refundPercent: number;
}

/** The server's new refund on a 409 refund_changed (the error's `refundCents`); undefined otherwise. */
export function changedRefundCents(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== "refund_changed") return undefined;
  const cents = error.details.refundCents;
  return typeof cents === "number" ? cents : undefined;
}

/**
 * What opens a booking on this page's API: the private link's token, or, in the customer area,
 * `account:<booking id>` (the signed-in customer's own booking, decision 0046), whose routes are
 * the same under /api/account/bookings/:id and check the verified e-mail on the server.
 */
export const ACCOUNT_KEY_PREFIX = "account:";
export const accountBookingKey = (bookingId: string) => `${ACCOUNT_KEY_PREFIX}${bookingId}`;

export const managePath = (key: string, rest = "") =>
  key.startsWith(ACCOUNT_KEY_PREFIX)
    ? `/api/account/bookings/${encodeURIComponent(key.slice(ACCOUNT_KEY_PREFIX.length))}${rest}`
    : `/api/manage/${encodeURIComponent(key)}${rest}`;

function manageRequest<T>(path: string, lang: LanguageCode, json?: unknown): Promise<T> {
  return apiFetch<T>(withLanguage(path, lang), json === undefined ? {} : { method: "POST", json });
}

export function fetchManagedBooking(token: string, lang: LanguageCode): Promise<ManagedBooking> {
  return manageRequest<ManagedBooking>(managePath(token), lang);
}

/** The day of service (decision 0050): the driver, the meeting point and the live step of each trip. */
export function fetchBookingService(token: string, lang: LanguageCode): Promise<BookingServiceResponse> {
  return manageRequest<BookingServiceResponse>(managePath(token, "/service"), lang);
}

/** Opens a checkout for the SAME pending booking (no new booking is made). */
export function startManagedCheckout(token: string, lang: LanguageCode): Promise<{ url: string }> {
  return manageRequest<{ url: string }>(managePath(token, "/checkout"), lang, {});
}

/** Cancels, saying which refund the customer was shown (the server refuses with 409 refund_changed if it differs). */
export function cancelManagedBooking(token: string, lang: LanguageCode, expectedRefundCents: number): Promise<CancelResult> {
  return manageRequest<CancelResult>(managePath(token, "/cancel"), lang, { expectedRefundCents });
}

export function requestBookingChange(token: string, lang: LanguageCode, message: string): Promise<unknown> {
  return manageRequest<unknown>(managePath(token, "/change-request"), lang, { message });
}

/** The .ics of the booking's trips (outbound and return). */
export function calendarUrl(token: string, lang: LanguageCode): string {
  return withLanguage(managePath(token, "/calendar.ics"), lang);
}

/** Saves the invoice details (decision 0051); a rule's refusal carries its Portuguese message (code invalid_invoice_details). */
export function saveInvoiceDetails(
  token: string,
  lang: LanguageCode,
  details: { invoiceTaxId: string; invoiceName: string; invoiceAddress: string },
): Promise<ManagedInvoiceAnswer> {
  return manageRequest<ManagedInvoiceAnswer>(managePath(token, "/invoice-details"), lang, details);
}

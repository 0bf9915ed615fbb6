import type { BookingInput } from "../../../domain/booking-schema.ts";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { startManagedCheckout } from "../manage-booking/managed-booking.ts";
import type { LanguageCode } from "../../lib/i18n.ts";
import { withLanguage } from "../../lib/use-content-language.ts";

export interface CreatedBookingResponse {
  booking: { id: string; reference: string; totalPriceCents: number; status: string };
  returnBooking: { id: string; reference: string } | null;
  paymentRequired: boolean;
  paymentAmountCents: number;
  /**
   * checkout: open the checkout now; none: the booking waits (a tour for the admin's approval, or
   * any booking when online payment is off and the company collects payment itself).
   */
  payment: "checkout" | "none";
  /**
   * The private link's token of the booking page (/booking/<token>), to the request that made the
   * booking only (a repeated submission gets none: the link is in the confirmation e-mail).
   */
  manageToken?: string;
}

/**
 * POST /api/bookings in the visitor's language (their e-mails are written in it). The same id may
 * be sent again safely (a retry creates nothing new).
 */
export function createBooking(input: BookingInput, lang: LanguageCode): Promise<CreatedBookingResponse> {
  return apiFetch<CreatedBookingResponse>(withLanguage("/api/bookings", lang), { method: "POST", json: input });
}

export type CheckoutOutcome =
  | { ok: true; url: string }
  | { ok: false; reason: "function_error" | "no_url" | "unavailable"; error?: ApiError };

/**
 * Asks the server for a checkout of the booking just made, with its private token (the booking's
 * own answer): its amount is the server's, never ours. Refusals come in `lang`.
 */
export async function startCheckout(manageToken: string, lang: LanguageCode): Promise<CheckoutOutcome> {
  try {
    const { url } = await startManagedCheckout(manageToken, lang);
    return url ? { ok: true, url } : { ok: false, reason: "no_url" };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, reason: "function_error", error };
    return { ok: false, reason: "unavailable" };
  }
}

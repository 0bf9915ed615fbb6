import type { TFunction } from "i18next";
import { bookingMessageKey } from "../../../domain/booking-messages.ts";
import { ApiError } from "../../lib/api.ts";
import { visitorErrorText } from "../../lib/api-error-text.ts";

/**
 * Shows a booking rule's message (the spec's Portuguese text, from the schema the form and the
 * server share) in the reader's language; a text we do not know is shown as it is.
 */
export function translateBookingMessage(t: TFunction<"booking">, message: string): string {
  const known = bookingMessageKey(message);
  if (known) return t(`errors.${known.key}`, { ...known.params, defaultValue: message });
  return message;
}

/**
 * A refused booking request in the reader's language: a broken booking rule by the rule's own key
 * (the message is one of the domain's constants the form and the server share), anything else by
 * its code (payment off, outage, too many attempts…); `fallback` otherwise.
 */
export function translateBookingError(t: TFunction<"booking">, error: unknown, fallback: string): string {
  if (error instanceof ApiError && bookingMessageKey(error.message)) return translateBookingMessage(t, error.message);
  return visitorErrorText(t as unknown as TFunction, error) ?? (error instanceof ApiError && error.message ? error.message : fallback);
}

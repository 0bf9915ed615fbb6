import type { TFunction } from "i18next";
import { bookingMessageKey } from "../../../domain/booking-messages.ts";
import { translateServiceMessage } from "../../lib/service-message.ts";
import { paymentMessageKey } from "./payment-messages.ts";

/**
 * Shows a booking message (the spec's Portuguese text, from the schema or the server) in the
 * reader's language; a text we do not know is shown as it is.
 */
export function translateBookingMessage(t: TFunction<"booking">, message: string): string {
  const known = bookingMessageKey(message);
  if (known) return t(`errors.${known.key}`, { ...known.params, defaultValue: message });
  const payment = paymentMessageKey(message);
  if (payment) return t(`payment.${payment}`, { defaultValue: message });
  return translateServiceMessage(t as unknown as TFunction, message) ?? message;
}

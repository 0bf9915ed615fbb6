import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api.ts";
import { visitorErrorText } from "../../lib/api-error-text.ts";

/**
 * What to tell the customer about a failed request, in the page's language: the code's text, else
 * the server's own message (written in ?lang=), our text for a lost connection.
 */
export function errorText(error: unknown, t: TFunction<"manage">): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return t("errors.rateLimited");
    return visitorErrorText(t as unknown as TFunction, error) ?? (error.message || t("errors.generic"));
  }
  if (error instanceof TypeError) return t("errors.network");
  return t("errors.generic");
}

/** tel: link of a phone number as written ("+351 912 345 678" → "tel:+351912345678"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** WhatsApp link: a full URL stays, a number becomes https://wa.me/<digits> (a 9-digit Portuguese number gets 351). */
export function whatsappHref(whatsapp: string): string {
  if (/^https?:\/\//i.test(whatsapp.trim())) return whatsapp.trim();
  let digits = whatsapp.replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  if (digits.length === 9) digits = `351${digits}`;
  return `https://wa.me/${digits}`;
}

import { formatEuros } from "../../../domain/money.ts";
import type { TFunction } from "i18next";
import type { LanguageCode } from "../../lib/i18n.ts";
import { ApiError } from "../../lib/api.ts";
import { visitorErrorText } from "../../lib/api-error-text.ts";

const DATE_LOCALE: Record<LanguageCode, string> = { en: "en-GB", pt: "pt-PT", fr: "fr-FR", es: "es-ES", zh: "zh-CN" };

/**
 * A service date ("2026-12-12") as the reader's language writes it, with the weekday: Portuguese
 * numerically dd/MM/yyyy as the spec says ("sábado, 12/12/2026"), the others in their own custom
 * ("samedi 12 décembre 2026", "Saturday 12 December 2026", "2026年12月12日星期六").
 */
export function formatTripDate(isoDate: string, lang: LanguageCode): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  const date = new Date(Date.UTC(y, m - 1, d));
  const options: Intl.DateTimeFormatOptions =
    lang === "pt"
      ? { weekday: "long", day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }
      : { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };
  return new Intl.DateTimeFormat(DATE_LOCALE[lang], options).format(date);
}

/** "14:30:00" or "14:30" → "14:30" (24-hour clock in every language). */
export function formatTripTime(time: string): string {
  return time.slice(0, 5);
}

export function formatMoney(cents: number, lang: LanguageCode): string {
  return formatEuros(cents, lang);
}

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

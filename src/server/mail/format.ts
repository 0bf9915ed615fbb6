import { formatServiceDate, formatServiceTime } from "../../domain/service-date.ts";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A service date (YYYY-MM-DD) for the reader: Portuguese dd/MM/yyyy (spec section 9), otherwise
 * the locale's own long form with the weekday ("Wed 15 July 2026", "mer. 15 juillet 2026",
 * "2026年7月15日周三").
 */
export function formatMailDate(isoDate: string, locale: string): string {
  if (locale.toLowerCase().startsWith("pt")) return formatServiceDate(isoDate);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)));
}

/** "14:30:00" → "14:30" (24-hour in every language of the site). */
export const formatMailTime = formatServiceTime;

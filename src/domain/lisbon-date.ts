/*
 * THE date module: Lisbon's calendar (today, instants of a wall-clock time) and every date, time,
 * weekday, month and duration a surface shows — site, e-mails, receipt PDF, exports, admin panel,
 * driver portal — in the reader's language and Lisbon's time. No other file builds an
 * Intl.DateTimeFormat or calls toLocale…String (lint forbids it). Money and figures: ./money.ts.
 */
import type { ContentLanguage } from "./translations.ts";

/** Service dates and times are local time in Portugal (mainland). */
export const LISBON_TIME_ZONE = "Europe/Lisbon";

let lisbonDateFormat: Intl.DateTimeFormat | undefined;

/**
 * Today's date in Lisbon as YYYY-MM-DD, whatever the time zone of the machine running the code
 * ("not before today" and the upcoming lists use it).
 */
export function lisbonToday(now: Date = new Date()): string {
  lisbonDateFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: LISBON_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = lisbonDateFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

let lisbonWallClockFormat: Intl.DateTimeFormat | undefined;

/** An instant's date and time on Lisbon's clocks, two digits each (year four), 24-hour. */
export interface LisbonWallClockParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

/** An instant's day, month, year, hour and minute in Lisbon (summer and winter time alike), whatever the machine's zone. */
export function lisbonWallClockParts(instant: Date): LisbonWallClockParts {
  lisbonWallClockFormat ??= new Intl.DateTimeFormat("pt-PT", {
    timeZone: LISBON_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = lisbonWallClockFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: part("day"), month: part("month"), year: part("year"), hour: part("hour"), minute: part("minute") };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-29 is false, 2028-02-29 true). */
export function isValidIsoDate(s: string): boolean {
  const match = ISO_DATE.exec(s);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a time written HH:MM from 00:00 to 23:59. */
export function isValidTime(s: string): boolean {
  return TIME.test(s);
}

/** The calendar date `days` after `isoDate` (YYYY-MM-DD), e.g. addDays(lisbonToday(), 14). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The same calendar day `years` after `isoDate` (YYYY-MM-DD); 29 February becomes 28 February
 * in a year that has none.
 */
export function addYears(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const target = `${String(year + years).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return isValidIsoDate(target) ? target : `${target.slice(0, 8)}28`;
}

const HOUR_MS = 60 * 60 * 1000;

let offsetFormat: Intl.DateTimeFormat | undefined;

/** Lisbon's offset from UTC at `instantMs`, in milliseconds (0 in winter, +1 h in summer). */
function lisbonOffsetMs(instantMs: number): number {
  offsetFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: LISBON_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const parts = offsetFormat.formatToParts(new Date(instantMs));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour") % 24, n("minute"), n("second"));
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The real instant of a Lisbon wall-clock date (YYYY-MM-DD) and time (HH:MM or HH:MM:SS),
 * whatever the time zone of the machine. Across a daylight-saving change: a time that happens
 * twice (the October night) is its first occurrence; a time that does not exist (the March
 * night, 01:00–01:59) is moved one hour later, as clocks do.
 */
export function lisbonInstant(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const before = lisbonOffsetMs(wall - 24 * HOUR_MS);
  const after = lisbonOffsetMs(wall + 24 * HOUR_MS);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - lisbonOffsetMs(instant) === instant)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wall - before);
}

/* ------------------------------------------------------------------ */
/* Dates and times for a reader                                        */
/* ------------------------------------------------------------------ */

/** The locale whose customs each site language follows (European Portuguese, Simplified Chinese). */
export const CONTENT_LOCALES: Record<ContentLanguage, string> = { en: "en-GB", pt: "pt-PT", fr: "fr-FR", es: "es-ES", zh: "zh-CN" };

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per (language, options), built once: they are costly to build. */
function dateFormat(lang: ContentLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(CONTENT_LOCALES[lang], options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A calendar date (YYYY-MM-DD) as an instant at noon UTC, formatted in UTC: no zone can move its day. */
function calendarDay(isoDate: string): Date | null {
  const match = ISO_DATE.exec(isoDate.slice(0, 10));
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)) : null;
}

/** How a calendar date is written (all optional). */
export interface DateFormatOptions {
  /**
   * "numeric": dd/MM/yyyy (Portuguese's default, spec section 9; yyyy/MM/dd in Chinese; "5 Dec 2026"
   * in English, never read as the American month/day: decision 0017); "long": the language's own words
   * ("15 July 2026", "27 de novembro de 2026"; the other languages' default); "dayMonth": a chart's
   * axis ("3 nov.").
   */
  style?: "numeric" | "long" | "dayMonth";
  /** The weekday before the date: "long" ("sábado, 12/12/2026"), "short" ("Wed, 15 July 2026"). */
  weekday?: "long" | "short";
}

/**
 * How e-mails write a service date: Portuguese dd/MM/yyyy alone (spec section 9), the other
 * languages with a short weekday ("Wed, 15 July 2026", "mer. 15 juillet 2026").
 */
export const mailDateOptions = (lang: ContentLanguage): DateFormatOptions => (lang === "pt" ? {} : { weekday: "short" });

/**
 * A calendar date (YYYY-MM-DD) in the reader's language: "01/12/2026" (pt), "15 July 2026" (en),
 * "15 juillet 2026" (fr), "15 de julio de 2026" (es), "2026年7月15日" (zh). Not a date: as it is.
 */
export function formatDate(isoDate: string, lang: ContentLanguage, options: DateFormatOptions = {}): string {
  const { style = lang === "pt" ? "numeric" : "long", weekday } = options;
  const day = calendarDay(isoDate);
  if (!day) return isoDate;
  if (style === "dayMonth") {
    // pt-PT's own day-and-month is "3/11": the axis wants the month's name.
    if (lang === "pt") return `${day.getUTCDate()} ${formatMonth(isoDate, lang)}`;
    return dateFormat(lang, { day: "numeric", month: "short", timeZone: "UTC" }).format(day);
  }
  if (style === "numeric" && !weekday && lang === "pt") {
    const [year, month, dayOfMonth] = isoDate.slice(0, 10).split("-");
    return `${dayOfMonth}/${month}/${year}`;
  }
  const parts: Intl.DateTimeFormatOptions =
    style === "long"
      ? { day: "numeric", month: "long", year: "numeric" }
      : lang === "en"
        ? { day: "numeric", month: "short", year: "numeric" }
        : { day: "2-digit", month: "2-digit", year: "numeric" };
  return dateFormat(lang, { ...(weekday ? { weekday } : {}), ...parts, timeZone: "UTC" }).format(day);
}

/** A date's weekday: "seg." (pt, short), "segunda-feira" (pt, long), "Mon" (en). */
export function formatWeekday(isoDate: string, lang: ContentLanguage, width: "short" | "long" = "short"): string {
  const day = calendarDay(isoDate);
  return day ? dateFormat(lang, { weekday: width, timeZone: "UTC" }).format(day) : isoDate;
}

/** A date's month, short: "nov."; with `year`, "nov. 2026" (a chart's monthly buckets). */
export function formatMonth(isoDate: string, lang: ContentLanguage, options: { year?: boolean } = {}): string {
  const day = calendarDay(isoDate);
  if (!day) return isoDate;
  const month = dateFormat(lang, { month: "short", timeZone: "UTC" }).format(day);
  return options.year ? `${month} ${day.getUTCFullYear()}` : month;
}

/**
 * A time, 24-hour in every language: a service time "14:30:00" or "14:30" → "14:30"; an instant
 * → its time on Lisbon's clocks ("2026-07-31T23:30:00Z" → "00:30").
 */
export function formatTime(time: string | Date): string {
  if (typeof time === "string") return time.slice(0, 5);
  const { hour, minute } = lisbonWallClockParts(time);
  return `${hour}:${minute}`;
}

/** How an instant's date and time are written (all optional). */
export interface DateTimeFormatOptions {
  /**
   * "numeric": "05/01/2026 09:07" (the admin panel, the receipt; the default); "short": the
   * language's short form ("29/11/2026, 10:00"); "full": with weekday and month's name
   * ("Sunday, 29 November 2026 at 10:00").
   */
  style?: "numeric" | "short" | "full";
  /** "numeric" only: what joins date and time (default a space; the receipt's " às "). */
  separator?: string;
}

/**
 * An instant (a Date or an ISO text) on Lisbon's clocks, summer and winter time alike, whatever
 * the machine's zone: "05/01/2026 09:07". Not a date: "—".
 */
export function formatDateTime(instant: Date | string, lang: ContentLanguage, options: DateTimeFormatOptions = {}): string {
  const { style = "numeric", separator = " " } = options;
  const date = typeof instant === "string" ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return "—";
  if (style !== "numeric") return dateFormat(lang, { dateStyle: style, timeStyle: "short", timeZone: LISBON_TIME_ZONE }).format(date);
  const { day, month, year, hour, minute } = lisbonWallClockParts(date);
  return `${day}/${month}/${year}${separator}${hour}:${minute}`;
}

const durationFormats = new Map<ContentLanguage, Intl.NumberFormat>();

/** A length in hours in the visitor's language: 8 → "8 hours", "8 horas", "8 heures", "8小时"; 4.5 → "4,5 horas". */
export function formatDuration(hours: number, lang: ContentLanguage): string {
  let format = durationFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(CONTENT_LOCALES[lang], { style: "unit", unit: "hour", unitDisplay: "long", maximumFractionDigits: 2 });
    durationFormats.set(lang, format);
  }
  return format.format(hours);
}

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

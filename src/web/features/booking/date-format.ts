/**
 * How the booking form shows a service date (stored as YYYY-MM-DD) in each language: pt, fr and es
 * dd/MM/yyyy (spec section 9 for pt), zh yyyy/MM/dd, en "15 Dec 2026" (day first, month in letters:
 * never read as the American month/day). Times are always 24-hour HH:MM (a Europe-based service).
 * docs/decisions/0017-booking-form.md.
 */
const EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function formatPickerDate(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  switch (language.slice(0, 2)) {
    case "zh":
      return `${year}/${month}/${day}`;
    case "en":
      return `${Number(day)} ${EN_MONTHS[Number(month) - 1]} ${year}`;
    default:
      return `${day}/${month}/${year}`;
  }
}

/** A calendar day (local midnight) from YYYY-MM-DD, for the date picker. */
export function dateOfIso(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** YYYY-MM-DD of a calendar day picked in the date picker (its local date). */
export function isoOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The hours 00–23 and the minutes in 5-minute steps of the time selects. */
export const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0"));
export const MINUTES = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, "0"));

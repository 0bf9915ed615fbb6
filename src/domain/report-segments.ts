import { addDays } from "./lisbon-date.ts";

/** A run of the reports' stored totals: whole months, whole weeks (from Monday) or single days. */
export interface ReportSegment {
  grain: "day" | "week" | "month";
  /** The first day, the first week's Monday or the first month's 1st. */
  from: string;
  /** The last day, the last week's Monday or the last month's 1st, included. */
  to: string;
}

const firstOfMonth = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;
const firstOfNextMonth = (isoDate: string) => addDays(`${isoDate.slice(0, 7)}-28`, 4).slice(0, 7) + "-01";
/** 0 for Monday … 6 for Sunday. */
const weekday = (isoDate: string) => (new Date(`${isoDate}T12:00:00Z`).getUTCDay() + 6) % 7;

/** `from`..`to` as days up to the first Monday, the whole weeks, then the days after them. */
function weeksAndDays(from: string, to: string): ReportSegment[] {
  const firstMonday = addDays(from, (7 - weekday(from)) % 7);
  const lastSunday = addDays(to, -((weekday(to) + 1) % 7));
  if (firstMonday > lastSunday) return [{ grain: "day", from, to }];
  const segments: ReportSegment[] = [];
  if (from < firstMonday) segments.push({ grain: "day", from, to: addDays(firstMonday, -1) });
  segments.push({ grain: "week", from: firstMonday, to: addDays(lastSunday, -6) });
  if (lastSunday < to) segments.push({ grain: "day", from: addDays(lastSunday, 1), to });
  return segments;
}

/**
 * The totals rows that make up the service dates `from`..`to` (both included) exactly once: the
 * whole calendar months inside the period as month rows, then in what is left before and after
 * them the whole weeks (Monday to Sunday) as week rows, and the remaining days as day rows. A year
 * reads about 12 month rows, 2 week rows and 6 day rows per key instead of 366.
 */
export function reportSegments(from: string, to: string): ReportSegment[] {
  const firstFull = from.endsWith("-01") ? from : firstOfNextMonth(from);
  const lastFullEnd = addDays(to, 1).endsWith("-01") ? to : addDays(firstOfMonth(to), -1);
  if (firstFull > lastFullEnd) return weeksAndDays(from, to);
  const segments: ReportSegment[] = [];
  if (from < firstFull) segments.push(...weeksAndDays(from, addDays(firstFull, -1)));
  segments.push({ grain: "month", from: firstFull, to: firstOfMonth(lastFullEnd) });
  if (lastFullEnd < to) segments.push(...weeksAndDays(addDays(lastFullEnd, 1), to));
  return segments;
}

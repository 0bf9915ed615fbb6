import { addDays } from "./lisbon-date.ts";

/** A run of the reports' stored totals: whole months (their first days) or single days. */
export interface ReportSegment {
  grain: "day" | "month";
  /** The first day (grain "day") or the first month's 1st (grain "month"). */
  from: string;
  /** The last day (grain "day") or the last month's 1st (grain "month"), included. */
  to: string;
}

const firstOfMonth = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;
const firstOfNextMonth = (isoDate: string) => addDays(`${isoDate.slice(0, 7)}-28`, 4).slice(0, 7) + "-01";

/**
 * The totals rows that make up the service dates `from`..`to` (both included) exactly once: the
 * whole calendar months inside the period as month rows, the days before and after them as day
 * rows (a period inside one month is all days). A year reads 12 month rows per key instead of 366.
 */
export function reportSegments(from: string, to: string): ReportSegment[] {
  const firstFull = from.endsWith("-01") ? from : firstOfNextMonth(from);
  const lastFullEnd = addDays(to, 1).endsWith("-01") ? to : addDays(firstOfMonth(to), -1);
  if (firstFull > lastFullEnd) return [{ grain: "day", from, to }];
  const segments: ReportSegment[] = [];
  if (from < firstFull) segments.push({ grain: "day", from, to: addDays(firstFull, -1) });
  segments.push({ grain: "month", from: firstFull, to: firstOfMonth(lastFullEnd) });
  if (lastFullEnd < to) segments.push({ grain: "day", from: addDays(lastFullEnd, 1), to });
  return segments;
}

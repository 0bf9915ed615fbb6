import { lisbonWallClockParts } from "../../../domain/lisbon-date.ts";

/** A stretch of time off as GET /api/driver/time-off answers it (instants in UTC). */
export interface DriverTimeOff {
  id: string;
  start: string;
  end: string;
  note: string | null;
}

/** pt-PT weekday abbreviations, Sunday first (ICU's "short" pt-PT weekday is the full name on some builds). */
const WEEKDAYS = ["dom.", "seg.", "ter.", "qua.", "qui.", "sex.", "sáb."] as const;

interface LisbonWallClock {
  /** "sáb., 05/12/2026" */
  day: string;
  /** "09:30" */
  time: string;
}

function lisbonWallClock(instant: number): LisbonWallClock {
  const { year, month, day, hour, minute } = lisbonWallClockParts(new Date(instant));
  const weekday = WEEKDAYS[new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay()];
  return { day: `${weekday}, ${day}/${month}/${year}`, time: `${hour}:${minute}` };
}

/**
 * How the portal names a stretch of time off, in Lisbon time whatever the phone's zone:
 * whole days ("sáb., 05/12/2026 (dia inteiro)", "… a … (dias inteiros)"), hours within one day
 * ("sáb., 05/12/2026, 09:00–13:00") or anything else ("… 22:00 – … 06:00").
 */
export function formatTimeOff(timeOff: Pick<DriverTimeOff, "start" | "end">): string {
  const startMs = Date.parse(timeOff.start);
  const endMs = Date.parse(timeOff.end);
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs <= startMs) return "—";
  const start = lisbonWallClock(startMs);
  const end = lisbonWallClock(endMs);
  if (start.time === "00:00" && end.time === "00:00") {
    // Whole days end at the next day's 00:00: the last day off is the one just before.
    const lastDay = lisbonWallClock(endMs - 60_000).day;
    return lastDay === start.day ? `${start.day} (dia inteiro)` : `${start.day} a ${lastDay} (dias inteiros)`;
  }
  if (start.day === end.day) return `${start.day}, ${start.time}–${end.time}`;
  return `${start.day} ${start.time} – ${end.day} ${end.time}`;
}

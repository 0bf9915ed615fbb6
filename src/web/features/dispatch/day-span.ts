import { addDays, formatTime, lisbonInstant } from "../../../domain/lisbon-date.ts";

/** The working day the day view shows at least: 06:00 to 22:00 in Lisbon. */
export const WORKDAY_HOURS = { start: 6, end: 22 } as const;

/** The zoom steps of the day view: 1 fits the span to the screen, the others widen it. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;
export type ZoomLevel = (typeof ZOOM_LEVELS)[number];

/** The stretch of a day the timeline draws: whole hours, as instants (ms) and hours after midnight. */
export interface DaySpan {
  start: number;
  end: number;
  /** The hour marks inside the span: their instant and their clock label ("06h"). */
  hours: { at: number; label: string }[];
}

const HOUR_MS = 3_600_000;

/**
 * The part of a Lisbon day the day view shows: the working day, widened to whole hours so that
 * every job and time off of the day (from its first start to its last end) is inside, never past
 * midnight on either side. A day of the clock change keeps its true hours.
 */
export function daySpan(date: string, stretches: readonly { start: string; end: string }[]): DaySpan {
  const midnight = lisbonInstant(date, "00:00").getTime();
  const nextMidnight = lisbonInstant(addDays(date, 1), "00:00").getTime();
  let start = lisbonInstant(date, `${String(WORKDAY_HOURS.start).padStart(2, "0")}:00`).getTime();
  let end = Math.min(nextMidnight, lisbonInstant(date, `${WORKDAY_HOURS.end}:00`).getTime());
  for (const s of stretches) {
    const from = Math.max(midnight, Date.parse(s.start));
    const to = Math.min(nextMidnight, Date.parse(s.end));
    if (to <= midnight || from >= nextMidnight) continue;
    start = Math.min(start, midnight + Math.floor((from - midnight) / HOUR_MS) * HOUR_MS);
    end = Math.max(end, Math.min(nextMidnight, midnight + Math.ceil((to - midnight) / HOUR_MS) * HOUR_MS));
  }
  const hours: DaySpan["hours"] = [];
  for (let at = start; at < end; at += HOUR_MS) hours.push({ at, label: `${formatTime(new Date(at)).slice(0, 2)}h` });
  return { start, end, hours };
}

/** Where start..end sits in the span, in percent of it: cut at the span's ends. */
export function placeInSpan(span: Pick<DaySpan, "start" | "end">, start: string, end: string): { left: number; width: number } {
  const length = span.end - span.start;
  const from = Math.min(span.end, Math.max(span.start, Date.parse(start)));
  const to = Math.min(span.end, Math.max(from, Date.parse(end)));
  return {
    left: ((from - span.start) / length) * 100,
    width: ((to - from) / length) * 100,
  };
}

/** An instant's place in the span in percent, or null outside it. */
export function pointInSpan(span: Pick<DaySpan, "start" | "end">, at: number): number | null {
  return at >= span.start && at < span.end ? ((at - span.start) / (span.end - span.start)) * 100 : null;
}

/**
 * How long, in the span's time, a block of `px` pixels covers on a timeline `timelinePx` wide: a
 * block is never narrower than its text, so lanes are packed by what is drawn, not only by time.
 */
export function msForPixels(span: Pick<DaySpan, "start" | "end">, timelinePx: number, px: number): number {
  return timelinePx > 0 ? (px / timelinePx) * (span.end - span.start) : 0;
}

/** The next zoom step up or down, staying within the steps. */
export function stepZoom(zoom: ZoomLevel, direction: 1 | -1): ZoomLevel {
  const index = ZOOM_LEVELS.indexOf(zoom) + direction;
  return ZOOM_LEVELS[Math.min(ZOOM_LEVELS.length - 1, Math.max(0, index))]!;
}

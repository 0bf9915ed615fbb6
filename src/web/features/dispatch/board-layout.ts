import type { ConflictKind } from "../../../domain/dispatch.ts";
import { addDays, lisbonInstant } from "../../../domain/lisbon-date.ts";

/** The board's two views: one day on an hour timeline, or a week (Monday to Sunday) in day columns. */
export type BoardView = "day" | "week";

/** The period a view shows around a Lisbon date: that day, or the Monday-to-Sunday week holding it. */
export function periodOf(view: BoardView, date: string): { from: string; to: string } {
  if (view === "day") return { from: date, to: date };
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const from = addDays(date, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** The dates from `from` to `to`, inclusive. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** True when the stretch start..end (ISO instants) meets the Lisbon day `date`. */
export function meetsDay(date: string, start: string, end: string): boolean {
  return Date.parse(start) < lisbonInstant(addDays(date, 1), "00:00").getTime() && Date.parse(end) > lisbonInstant(date, "00:00").getTime();
}

/**
 * Lanes for blocks that would cover each other: each job gets the first lane whose last job ended
 * by its start. A block drawn wider than its time (`minMs`: the time its narrowest drawing covers)
 * holds its lane for that long. Answers the lane of each job (by id) and how many lanes there are.
 */
export function packLanes(
  jobs: readonly { id: string; start: string; end: string }[],
  minMs = 0,
): { lanes: Map<string, number>; count: number } {
  const ends: number[] = [];
  const lanes = new Map<string, number>();
  const sorted = [...jobs].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id.localeCompare(b.id));
  for (const job of sorted) {
    const start = Date.parse(job.start);
    let lane = ends.findIndex((end) => end <= start);
    if (lane === -1) lane = ends.length;
    ends[lane] = Math.max(Date.parse(job.end), start + minMs);
    lanes.set(job.id, lane);
  }
  return { lanes, count: Math.max(1, ends.length) };
}

/** The conflicts in words, as the board shows them. */
export const CONFLICT_LABELS: Record<ConflictKind, string> = {
  overlap: "Sobreposição com outro serviço",
  buffer: "Intervalo curto depois do serviço anterior",
  unavailable: "Motorista indisponível",
  seats: "Mais passageiros do que lugares na viatura",
  early_pickup: "Recolha antes da chegada do voo",
};

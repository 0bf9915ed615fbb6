/**
 * Dispatch board rules: how long a job keeps its driver busy, and which assignments conflict.
 * Instants are epoch milliseconds so the rules stay free of time zones; the server turns a
 * booking's Lisbon date and time into one (lisbonInstant) before calling them.
 */

/** A typical road speed for a transfer when its zone sets none (an admin may change it per zone). */
export const DEFAULT_ROAD_SPEED_KMH = 60;
/** Roads are longer than the great circle between two points: the distance is scaled by this. */
export const ROAD_FACTOR = 1.3;
/** No transfer is planned shorter than this (meeting the customer, luggage, parking). */
export const MIN_TRANSFER_MINUTES = 20;
/** The least time between one job's end and the next job's start for the same driver. */
export const DEFAULT_TRAVEL_BUFFER_MINUTES = 30;

const MINUTE = 60_000;
const roundUpTo5 = (minutes: number) => Math.ceil(minutes / 5) * 5;

/**
 * Minutes a transfer takes: the straight-line distance times ROAD_FACTOR at the zone's road
 * speed, rounded up to 5 minutes and never under MIN_TRANSFER_MINUTES.
 */
export function estimateTransferMinutes(straightLineKm: number, speedKmh: number = DEFAULT_ROAD_SPEED_KMH): number {
  if (!Number.isFinite(straightLineKm) || straightLineKm < 0) throw new RangeError("distance must be a finite number ≥ 0");
  if (!Number.isFinite(speedKmh) || speedKmh <= 0) throw new RangeError("speed must be a finite number > 0");
  const minutes = ((straightLineKm * ROAD_FACTOR) / speedKmh) * 60;
  return Math.max(MIN_TRANSFER_MINUTES, roundUpTo5(minutes));
}

/** Minutes a tour takes: its duration, rounded up to 5 minutes. */
export function tourMinutes(durationHours: number): number {
  if (!Number.isFinite(durationHours) || durationHours <= 0) throw new RangeError("duration must be a finite number > 0");
  return roundUpTo5(durationHours * 60);
}

/** One booking on the board: when it starts and ends, and how many passengers ride. */
export interface DispatchJob {
  bookingId: string;
  start: number;
  end: number;
  passengers: number;
}

/** A stretch of time a driver is not available (a day off, hours off). */
export interface TimeOff {
  start: number;
  end: number;
}

/**
 * overlap, buffer, unavailable and seats come from findConflicts; early_pickup is added by the
 * server for an airport pickup planned before its flight's arrival allows (isPickupTooEarly).
 */
export type ConflictKind = "overlap" | "buffer" | "unavailable" | "seats" | "early_pickup";

export interface Conflict {
  bookingId: string;
  kind: ConflictKind;
  /** The other booking of an overlap or a too-short gap. */
  withBookingId?: string;
}

export interface DriverSchedule {
  jobs: readonly DispatchJob[];
  timeOff: readonly TimeOff[];
  /** Seats of the driver's usual vehicle; null when the driver has none set. */
  seats: number | null;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/**
 * The conflicts of one driver's jobs, in a stable order (by job start, then kind):
 * - overlap: two jobs share time (both are flagged, each naming the other);
 * - buffer: a job starts less than `bufferMinutes` after an earlier job ends (the later one is
 *   flagged, naming the earlier);
 * - unavailable: a job meets a stretch of time off;
 * - seats: more passengers than the driver's usual vehicle seats.
 */
export function findConflicts(schedule: DriverSchedule, bufferMinutes: number = DEFAULT_TRAVEL_BUFFER_MINUTES): Conflict[] {
  const jobs = [...schedule.jobs].sort((a, b) => a.start - b.start || a.end - b.end || a.bookingId.localeCompare(b.bookingId));
  const conflicts: Conflict[] = [];
  jobs.forEach((job, index) => {
    for (const other of jobs) {
      if (other !== job && overlaps(job, other)) conflicts.push({ bookingId: job.bookingId, kind: "overlap", withBookingId: other.bookingId });
    }
    const earlier = jobs
      .slice(0, index)
      .filter((other) => !overlaps(job, other) && other.end <= job.start && job.start - other.end < bufferMinutes * MINUTE);
    for (const other of earlier) conflicts.push({ bookingId: job.bookingId, kind: "buffer", withBookingId: other.bookingId });
    if (schedule.timeOff.some((off) => overlaps(job, off))) conflicts.push({ bookingId: job.bookingId, kind: "unavailable" });
    if (schedule.seats !== null && job.passengers > schedule.seats) conflicts.push({ bookingId: job.bookingId, kind: "seats" });
  });
  return conflicts;
}

/** Minutes after landing before a driver can meet an arriving passenger (passport control, luggage). */
export const MIN_MINUTES_AFTER_LANDING = 30;

/** True when an airport pickup is planned earlier than the flight's arrival allows. */
export function isPickupTooEarly(pickup: number, flightArrival: number, minutesAfterLanding: number = MIN_MINUTES_AFTER_LANDING): boolean {
  return pickup < flightArrival + minutesAfterLanding * MINUTE;
}

import type { SeriesPoint } from "../../../server/modules/reports/service.ts";

/** One bucket of the period beside the bucket in the same place of the previous period. */
export interface SeriesRow {
  bucket: string | null;
  previousBucket: string | null;
  bookings: number | null;
  revenueCents: number | null;
  previousBookings: number | null;
  previousRevenueCents: number | null;
}

/**
 * The two series side by side, bucket by bucket (the first day beside the first day): both periods
 * have as many days, though not always as many weeks or months, so the shorter one ends early.
 */
export function pairSeries(current: SeriesPoint[], previous: SeriesPoint[]): SeriesRow[] {
  return Array.from({ length: Math.max(current.length, previous.length) }, (_, i) => {
    const c = current[i];
    const p = previous[i];
    return {
      bucket: c?.bucket ?? null,
      previousBucket: p?.bucket ?? null,
      bookings: c?.bookings ?? null,
      revenueCents: c?.revenueCents ?? null,
      previousBookings: p?.bookings ?? null,
      previousRevenueCents: p?.revenueCents ?? null,
    };
  });
}

/** Which figure of a series or a breakdown a chart shows. */
export type Metric = "bookings" | "revenue";

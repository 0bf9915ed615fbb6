import type { SeriesPoint } from "../../../domain/contracts/reports.ts";

/** One bucket of the period beside the bucket in the same place of the previous period. */
export interface SeriesRow {
  bucket: string | null;
  previousBucket: string | null;
  bookings: number | null;
  revenueCents: number | null;
  collectedCents: number | null;
  previousBookings: number | null;
  previousRevenueCents: number | null;
  previousCollectedCents: number | null;
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
      collectedCents: c?.collectedCents ?? null,
      previousBookings: p?.bookings ?? null,
      previousRevenueCents: p?.revenueCents ?? null,
      previousCollectedCents: p?.collectedCents ?? null,
    };
  });
}

/**
 * Which figure of a series or a breakdown a chart shows: bookings, the booked value (the price of
 * the accepted bookings, paid or not), or, for the series only, the money collected (paid
 * payments less refunds).
 */
export type Metric = "bookings" | "revenue";
export type SeriesMetric = Metric | "collected";

/** The figure's name as charts, tables and their descriptions say it. */
export const METRIC_NAMES: Record<SeriesMetric, string> = {
  bookings: "Reservas",
  revenue: "Valor reservado",
  collected: "Valor recebido",
};

/** A series row's figure of the period and of the previous period. */
export function seriesValues(metric: SeriesMetric): { current: (r: SeriesRow) => number | null; previous: (r: SeriesRow) => number | null } {
  switch (metric) {
    case "bookings":
      return { current: (r) => r.bookings, previous: (r) => r.previousBookings };
    case "revenue":
      return { current: (r) => r.revenueCents, previous: (r) => r.previousRevenueCents };
    case "collected":
      return { current: (r) => r.collectedCents, previous: (r) => r.previousCollectedCents };
  }
}

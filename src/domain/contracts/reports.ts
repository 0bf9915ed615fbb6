import { z } from "zod";
import { REPORT_GRANULARITIES } from "../report-schemas.ts";
import { endpoint } from "./endpoint.ts";

const cents = z.number().int();
const count = z.number().int().min(0);

const figuresShape = { bookings: count, revenueCents: cents };
/** Money collected: paid payments less refunds (cents). */
const collectedShape = { collectedCents: cents };

export const figuresSchema = z.strictObject(figuresShape);
export type Figures = z.output<typeof figuresSchema>;

export const summarySchema = z.strictObject({
  ...figuresShape,
  ...collectedShape,
  /** Every booking of the period, cancelled ones included (the rates' denominator). */
  allBookings: count,
  cancelled: count,
  /** cancelled / allBookings, 0 to 1 (4 decimals); 0 without bookings. */
  cancellationRate: z.number().min(0).max(1),
  refunds: count,
  refundedCents: cents,
  /** refunds / allBookings, 0 to 1 (4 decimals). */
  refundRate: z.number().min(0),
  /** null without bookings. */
  averageLeadTimeHours: z.number().nullable(),
});
export type Summary = z.output<typeof summarySchema>;

export const seriesPointSchema = z.strictObject({
  ...figuresShape,
  ...collectedShape,
  /** The bucket's first day within the period (a week starts on Monday, a month on the 1st). */
  bucket: z.string(),
});
export type SeriesPoint = z.output<typeof seriesPointSchema>;

export const breakdownRowSchema = z.strictObject({
  /** The group's id (a tour's or a driver's id, a class, a type), null for "none". */
  key: z.string().nullable(),
  label: z.string(),
  current: figuresSchema,
  previous: figuresSchema,
});
export type BreakdownRow = z.output<typeof breakdownRowSchema>;

export const reportSchema = z.strictObject({
  period: z.strictObject({ from: z.string(), to: z.string(), days: count }),
  previousPeriod: z.strictObject({ from: z.string(), to: z.string() }),
  granularity: z.enum(REPORT_GRANULARITIES),
  summary: z.strictObject({ current: summarySchema, previous: summarySchema }),
  series: z.strictObject({ current: z.array(seriesPointSchema), previous: z.array(seriesPointSchema) }),
  byType: z.array(breakdownRowSchema),
  byZone: z.array(breakdownRowSchema),
  byTour: z.array(breakdownRowSchema),
  byVehicleClass: z.array(breakdownRowSchema),
  byDriver: z.array(breakdownRowSchema),
  /** The 10 pickup places (origins) with the most bookings in the period. */
  topPickups: z.array(breakdownRowSchema),
});
export type Report = z.output<typeof reportSchema>;

export const getReport = endpoint({ method: "GET", path: "/api/admin/reports", answer: reportSchema, errors: ["invalid_input"] });

/** A report's table as a CSV or XLSX file. */
export const exportReport = endpoint({ method: "GET", path: "/api/admin/reports/export", answer: null, errors: ["invalid_input"] });

/** The admin bookings list (its filters) as a file; refused over the most rows a file takes. */
export const exportBookings = endpoint({
  method: "GET",
  path: "/api/admin/reports/bookings-export",
  answer: null,
  errors: ["invalid_input", "too_many_rows"],
});

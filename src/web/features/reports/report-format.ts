import type { ReportGranularity } from "../../../domain/report-schemas.ts";
import { formatServiceDate } from "../../../domain/service-date.ts";

/*
 * The reports' numbers and dates as the admin panel writes them (pt-PT). Money is the panel's
 * formatMoney (features/admin/format-money.ts).
 */

const count = new Intl.NumberFormat("pt-PT", { maximumFractionDigits: 0, useGrouping: "always" });
const decimal = new Intl.NumberFormat("pt-PT", { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "always" });
const percent = new Intl.NumberFormat("pt-PT", { style: "percent", maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat("pt-PT", { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
const signedDecimal = new Intl.NumberFormat("pt-PT", { maximumFractionDigits: 1, signDisplay: "exceptZero" });
const shortMonth = new Intl.DateTimeFormat("pt-PT", { month: "short", timeZone: "UTC" });

/** 1234 → "1 234". */
export const formatCount = (n: number) => count.format(n);

/** A rate from 0 to 1: 0.1667 → "16,7%". */
export const formatRate = (rate: number) => percent.format(rate);

/** Hours ahead a booking was made: "36,5 h" under two days, "12,3 dias" beyond; "—" without bookings. */
export function formatLeadTime(hours: number | null): string {
  if (hours === null) return "—";
  return hours < 48 ? `${decimal.format(hours)} h` : `${decimal.format(hours / 24)} dias`;
}

/** How a figure moved from the previous period: "+12,5%", "-50%", "0%"; "—" from nothing. */
export function formatChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? signedPercent.format(0) : "—";
  return signedPercent.format((current - previous) / previous);
}

/** How a rate moved, in percentage points: 0.25 after 0.2 → "+5 p.p.". */
export const formatRateChange = (current: number, previous: number) =>
  `${signedDecimal.format(Math.round((current - previous) * 1000) / 10)} p.p.`;

/** "2026-11-03" → "3 nov." (a chart's axis). */
export function formatShortDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return `${date.getUTCDate()} ${shortMonth.format(date)}`;
}

/** A bucket's name on an axis: "3 nov." for a day or a week, "nov. 2026" for a month. */
export function formatBucket(iso: string, granularity: ReportGranularity): string {
  if (granularity !== "month") return formatShortDate(iso);
  const date = new Date(`${iso}T12:00:00Z`);
  return `${shortMonth.format(date)} ${date.getUTCFullYear()}`;
}

/** "01/11/2026 a 30/11/2026". */
export const formatPeriod = (period: { from: string; to: string }) => `${formatServiceDate(period.from)} a ${formatServiceDate(period.to)}`;

/** Euros (not cents) on a chart's axis, short: "1,2 mil €". */
const axisEuros = new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR", notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 });
export const formatAxisMoney = (cents: number) => axisEuros.format(cents / 100);

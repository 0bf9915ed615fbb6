import type { ReportGranularity } from "../../../domain/report-schemas.ts";
import { formatDate, formatMonth } from "../../../domain/lisbon-date.ts";
import { formatNumber } from "../../../domain/money.ts";

/*
 * The reports' figures and labels as the admin panel writes them (pt), built on the money
 * module (domain/money.ts: money is formatEuros(cents, "pt")) and the date module.
 */

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
const rate = { percent: true, maximumFractionDigits: 1 } as const;

/** 1234 → "1 234". */
export const formatCount = (n: number) => formatNumber(n, "pt");

/** A rate from 0 to 1: 0.1667 → "16,7%". */
export const formatRate = (value: number) => formatNumber(value, "pt", rate);

/** Hours ahead a booking was made: "36,5 h" under two days, "12,3 dias" beyond; "—" without bookings. */
export function formatLeadTime(hours: number | null): string {
  if (hours === null) return "—";
  return hours < 48 ? `${formatNumber(hours, "pt", oneDecimal)} h` : `${formatNumber(hours / 24, "pt", oneDecimal)} dias`;
}

/** How a figure moved from the previous period: "+12,5%", "-50%", "0%"; "—" from nothing. */
export function formatChange(current: number, previous: number): string {
  const change = (value: number) => formatNumber(value, "pt", { ...rate, signDisplay: "exceptZero" });
  if (previous === 0) return current === 0 ? change(0) : "—";
  return change((current - previous) / previous);
}

/** How a rate moved, in percentage points: 0.25 after 0.2 → "+5 p.p.". */
export const formatRateChange = (current: number, previous: number) =>
  `${formatNumber(Math.round((current - previous) * 1000) / 10, "pt", { maximumFractionDigits: 1, signDisplay: "exceptZero" })} p.p.`;

/** A bucket's name on an axis: "3 nov." for a day or a week, "nov. 2026" for a month. */
export const formatBucket = (iso: string, granularity: ReportGranularity) =>
  granularity === "month" ? formatMonth(iso, "pt", { year: true }) : formatDate(iso, "pt", { style: "dayMonth" });

/** "01/11/2026 a 30/11/2026". */
export const formatPeriod = (period: { from: string; to: string }) => `${formatDate(period.from, "pt")} a ${formatDate(period.to, "pt")}`;

import { addDays, isValidIsoDate } from "../../../domain/lisbon-date.ts";
import { REPORT_GRANULARITIES, type ReportGranularity } from "../../../domain/report-schemas.ts";

/** The period a report covers: Lisbon service dates (YYYY-MM-DD, both included) and how the series is cut. */
export interface ReportPeriod {
  from: string;
  to: string;
  granularity: ReportGranularity;
}

export const GRANULARITY_LABELS: Record<ReportGranularity, string> = { day: "Dia", week: "Semana", month: "Mês" };

export const PRESETS = [
  { id: "this-month", label: "Este mês" },
  { id: "last-month", label: "Mês passado" },
  { id: "last-30-days", label: "Últimos 30 dias" },
  { id: "this-year", label: "Este ano" },
] as const;
export type PresetId = (typeof PRESETS)[number]["id"];

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** The first day of the month after `date`'s. */
function nextMonthStart(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/**
 * The dates of a preset seen from `today` (a Lisbon date): the whole calendar month (this one or
 * the last), the 30 days ending today, the whole calendar year. Service dates lie ahead as well as
 * behind, so "this month" and "this year" run to their last day.
 */
export function presetDates(id: PresetId, today: string): { from: string; to: string } {
  switch (id) {
    case "this-month":
      return { from: monthStart(today), to: addDays(nextMonthStart(today), -1) };
    case "last-month": {
      const end = addDays(monthStart(today), -1);
      return { from: monthStart(end), to: end };
    }
    case "last-30-days":
      return { from: addDays(today, -29), to: today };
    case "this-year":
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** The granularity a preset suggests: a year per month, shorter periods per day. */
export const presetGranularity = (id: PresetId): ReportGranularity => (id === "this-year" ? "month" : "day");

/** The preset whose dates these are, if any (shown as the pressed one). */
export function matchPreset(period: { from: string; to: string }, today: string): PresetId | null {
  return PRESETS.find(({ id }) => {
    const dates = presetDates(id, today);
    return dates.from === period.from && dates.to === period.to;
  })?.id ?? null;
}

const isGranularity = (value: string | null): value is ReportGranularity =>
  (REPORT_GRANULARITIES as readonly string[]).includes(value ?? "");

/**
 * The period kept in the address (?from=&to=&g=): as written there, so the server judges a bad
 * date or a too long period and says why; this month per day when nothing is given.
 */
export function readPeriod(params: URLSearchParams, today: string): ReportPeriod {
  const g = params.get("g");
  const fallback = presetDates("this-month", today);
  return {
    from: params.get("from") ?? fallback.from,
    to: params.get("to") ?? fallback.to,
    granularity: isGranularity(g) ? g : "day",
  };
}

/** The address's ?from=&to=&g= for a period (other parameters, such as the tab, kept). */
export function writePeriod(params: URLSearchParams, period: ReportPeriod): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("from", period.from);
  next.set("to", period.to);
  next.set("g", period.granularity);
  return next;
}

/** Both ends are real dates: the period can be shown as dd/mm/aaaa. */
export const hasValidDates = (period: { from: string; to: string }) => isValidIsoDate(period.from) && isValidIsoDate(period.to);

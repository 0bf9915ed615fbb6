import { z } from "zod";
import { addDays, isValidIsoDate } from "./lisbon-date.ts";

/** The longest period a report covers at once (a leap year). */
export const MAX_REPORT_DAYS = 366;

/** How a report's time series is cut: per day, per week (from Monday) or per month. */
export const REPORT_GRANULARITIES = ["day", "week", "month"] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** The reports one export may hold (GET /api/admin/reports/export?report=…). */
export const REPORT_NAMES = ["summary", "series", "type", "zone", "tour", "vehicle-class", "driver", "pickups"] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** The file formats of an export. */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The most bookings one export of the bookings list holds (decision 0027). */
export const MAX_EXPORT_ROWS = 100_000;

/** The Portuguese messages of the reports and exports API. */
export const REPORT_MESSAGES = {
  invalidDate: "Data inválida (use AAAA-MM-DD)",
  invalidRange: "A data inicial deve ser anterior ou igual à data final",
  periodTooLong: `O período não pode ter mais de ${MAX_REPORT_DAYS} dias`,
  invalidGranularity: "Agrupamento inválido (dia, semana ou mês)",
  invalidFormat: "Formato inválido (csv ou xlsx)",
  invalidReport: "Relatório inválido",
  invalidBody: "Por favor, verifique os dados do formulário.",
  tooManyRows: "A exportação está limitada a 100 000 reservas: restrinja os filtros (por exemplo, o período)",
  loadFailed: "Erro ao carregar relatórios",
} as const;

const M = REPORT_MESSAGES;

const isoDate = z.string({ message: M.invalidDate }).refine(isValidIsoDate, M.invalidDate);

/** Days from `from` to `to` inclusive (both valid ISO dates). */
export function daysInReportPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

/** The period just before `from` with as many days as from..to (the "previous period" of a report). */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysInReportPeriod(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

const reportFields = {
  from: isoDate,
  to: isoDate,
  granularity: z.enum(REPORT_GRANULARITIES, { message: M.invalidGranularity }).optional(),
};

type PeriodInput = { from: string; to: string };
const inOrder = ({ from, to }: PeriodInput) => from <= to;
const notTooLong = ({ from, to }: PeriodInput) => from > to || daysInReportPeriod(from, to) <= MAX_REPORT_DAYS;

/**
 * GET /api/admin/reports?from=&to=&granularity= : Lisbon service dates (both included, at most
 * 366 days), the series per day (default), week or month. No other parameter is taken.
 */
export const reportQuerySchema = z
  .strictObject(reportFields, { message: M.invalidBody })
  .refine(inOrder, { message: M.invalidRange, path: ["to"] })
  .refine(notTooLong, { message: M.periodTooLong, path: ["to"] })
  .transform((v) => ({ from: v.from, to: v.to, granularity: v.granularity ?? ("day" as ReportGranularity) }));
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** GET /api/admin/reports/export?from=&to=&granularity=&report=&format= */
export const reportExportQuerySchema = z
  .strictObject(
    {
      ...reportFields,
      report: z.enum(REPORT_NAMES, { message: M.invalidReport }),
      format: z.enum(EXPORT_FORMATS, { message: M.invalidFormat }),
    },
    { message: M.invalidBody },
  )
  .refine(inOrder, { message: M.invalidRange, path: ["to"] })
  .refine(notTooLong, { message: M.periodTooLong, path: ["to"] })
  .transform((v) => ({ from: v.from, to: v.to, granularity: v.granularity ?? ("day" as ReportGranularity), report: v.report, format: v.format }));
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

/** The `format` of GET /api/admin/bookings/export (the other parameters are the admin list's filters). */
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { message: M.invalidFormat });

import type { ExportFormat, ReportName } from "../../../domain/report-schemas.ts";
import type { ReportPeriod } from "./report-period.ts";

/** The query of GET /api/admin/reports for a period. */
export function reportQuery(period: ReportPeriod): string {
  return new URLSearchParams({ from: period.from, to: period.to, granularity: period.granularity }).toString();
}

/** GET /api/admin/reports/export: one report of the period as a CSV or XLSX file. */
export function reportExportHref(period: ReportPeriod, report: ReportName, format: ExportFormat): string {
  return `/api/admin/reports/export?${reportQuery(period)}&report=${report}&format=${format}`;
}

/** The bookings list's filters that the export takes (never the page). */
export interface BookingExportFilters {
  status?: string;
  type?: string;
  from?: string;
  to?: string;
  driverId?: string;
  q?: string;
}

const EXPORT_FILTERS = ["status", "type", "from", "to", "driverId", "q"] as const;

/** GET /api/admin/reports/bookings-export: the filtered bookings list as a CSV or XLSX file. */
export function bookingsExportHref(filters: BookingExportFilters, format: ExportFormat): string {
  const params = new URLSearchParams();
  for (const key of EXPORT_FILTERS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  params.set("format", format);
  return `/api/admin/reports/bookings-export?${params.toString()}`;
}

import type { Context, Hono } from "hono";
import { adminBookingListQuerySchema } from "../../../domain/admin-booking-schemas.ts";
import { exportFormatSchema, REPORT_MESSAGES as M, MAX_EXPORT_ROWS, reportExportQuerySchema, reportQuerySchema, type ExportFormat } from "../../../domain/report-schemas.ts";
import { exportBookings, exportReport, getReport } from "../../../domain/contracts/reports.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, validationError } from "../../http/errors.ts";
import { BOOKING_EXPORT_HEADERS, bookingExportChunks, countExportRows } from "./bookings-export.ts";
import { reportTable } from "./report-tables.ts";
import { buildReport } from "./service.ts";
import { streamCsv, streamXlsx, tableToCsv, tableToXlsx } from "./spreadsheet.ts";

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The download headers: an attachment whose name holds the period (ASCII only). */
function downloadHeaders(c: Context<AppEnv>, format: ExportFormat, name: string) {
  c.header("content-type", CONTENT_TYPES[format]);
  c.header("content-disposition", `attachment; filename="${name}.${format}"`);
  c.header("cache-control", "no-store");
}

/** The admin's reports and exports (issue "Insight", decision 0027). Every route is admin-only. */
export function registerReportRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/admin/reports", "admin", async (c) => {
    const parsed = reportQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return validationError(c, parsed.error);
    return c.json(await buildReport(c.get("deps").db, parsed.data));
  }, { contract: getReport });

  route(app, "GET", "/api/admin/reports/export", "admin", async (c) => {
    const parsed = reportExportQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return validationError(c, parsed.error);
    const { report: name, format, ...query } = parsed.data;
    const table = reportTable(await buildReport(c.get("deps").db, query), name);
    downloadHeaders(c, format, `relatorio-${name}_${query.from}_${query.to}`);
    if (format === "csv") return c.body(tableToCsv(table));
    return c.body(await tableToXlsx(table));
  }, { contract: exportReport });

  /**
   * The admin bookings list (its filters: status, type, from, to, driverId, q) as a file, newest
   * first, streamed; refused over MAX_EXPORT_ROWS bookings. (Not under /api/admin/bookings/, where
   * GET /api/admin/bookings/:id would answer first.)
   */
  route(app, "GET", "/api/admin/reports/bookings-export", "admin", async (c) => {
    const { format: rawFormat, ...filters } = c.req.query();
    const format = exportFormatSchema.safeParse(rawFormat);
    if (!format.success) return validationError(c, format.error);
    const parsed = adminBookingListQuerySchema.safeParse(filters);
    if (!parsed.success) return validationError(c, parsed.error);
    const deps = c.get("deps");
    const count = await countExportRows(deps.db, parsed.data);
    if (count > MAX_EXPORT_ROWS) return apiError(c, 422, "too_many_rows", M.tooManyRows);
    const chunks = bookingExportChunks(deps.db, parsed.data);
    const onError = (error: unknown) => deps.logger.error({ err: error }, "bookings export failed mid-stream");
    const period = `${parsed.data.from ?? "inicio"}_${parsed.data.to ?? "fim"}`;
    downloadHeaders(c, format.data, `reservas_${period}`);
    const stream = format.data === "csv" ? streamCsv(BOOKING_EXPORT_HEADERS, chunks, onError) : streamXlsx("Reservas", BOOKING_EXPORT_HEADERS, chunks, onError);
    return c.body(stream);
  }, { contract: exportBookings });
}

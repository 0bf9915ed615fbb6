import type { Report } from "../../../domain/contracts/reports.ts";
import { ChartPanel } from "./chart-panel.tsx";
import { DownloadLinks } from "./download-links.tsx";
import { formatCount, formatPeriod } from "./report-format.ts";
import type { ReportPeriod } from "./report-period.ts";
import { SeriesChart } from "./lazy-charts.tsx";
import { METRIC_NAMES, type SeriesMetric, type SeriesRow } from "./series-rows.ts";
import { SeriesTable } from "./series-table.tsx";
import { formatEuros } from "../../../domain/money.ts";

const PER = { day: "por dia", week: "por semana", month: "por mês" } as const;

const TOTALS: Record<SeriesMetric, (s: Report["summary"]["current"]) => string> = {
  bookings: (s) => `${formatCount(s.bookings)} reservas`,
  revenue: (s) => formatEuros(s.revenueCents, "pt"),
  collected: (s) => formatEuros(s.collectedCents, "pt"),
};

/** Bookings, booked value or money collected per bucket, this period against the previous one, as a chart or a table. */
export function SeriesPanel({ report, rows, metric, period, caption }: { report: Report; rows: SeriesRow[]; metric: SeriesMetric; period: ReportPeriod; caption: string }) {
  const title = `${METRIC_NAMES[metric]} ${PER[report.granularity]}`;
  const total = TOTALS[metric];
  const summary =
    `Gráfico de linhas, ${title.toLowerCase()} de ${formatPeriod(report.period)}: ${total(report.summary.current)} no total, ` +
    `contra ${total(report.summary.previous)} de ${formatPeriod(report.previousPeriod)}.`;
  return (
    <ChartPanel
      title={title}
      summary={summary}
      downloads={<DownloadLinks period={period} report="series" what={`reservas, valor reservado e valor recebido ${PER[report.granularity]}`} />}
      chart={<SeriesChart rows={rows} metric={metric} granularity={report.granularity} />}
      table={<SeriesTable rows={rows} metric={metric} granularity={report.granularity} caption={`${title}: ${caption}`} />}
    />
  );
}

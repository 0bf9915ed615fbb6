import { useState } from "react";
import type { ReportName } from "../../../domain/report-schemas.ts";
import type { BreakdownRow } from "../../../domain/contracts/reports.ts";
import { BreakdownChart } from "./lazy-charts.tsx";
import { BreakdownTable } from "./breakdown-table.tsx";
import { ChartPanel } from "./chart-panel.tsx";
import { DownloadLinks } from "./download-links.tsx";
import { MetricSwitch } from "./metric-switch.tsx";
import { formatCount } from "./report-format.ts";
import type { ReportPeriod } from "./report-period.ts";
import { METRIC_NAMES, type Metric } from "./series-rows.ts";
import { formatEuros } from "../../../domain/money.ts";

/** What a breakdown is: its title, its groups' column, its export and the figure its chart starts on. */
export interface BreakdownSpec {
  title: string;
  groupHead: string;
  report: ReportName;
  metric: Metric;
}

/** The chart's accessible name: what it draws and its first groups' figures. */
function describe(title: string, rows: BreakdownRow[], metric: Metric): string {
  const format = (r: BreakdownRow["current"]) => (metric === "bookings" ? `${formatCount(r.bookings)} reservas` : formatEuros(r.revenueCents, "pt"));
  const shown = rows.slice(0, 3).map((r) => `${r.label}: ${format(r.current)} (período anterior: ${format(r.previous)})`);
  const more = rows.length > 3 ? `; e mais ${rows.length - 3}, na tabela` : "";
  return `Gráfico de barras, ${title.toLowerCase()}, ${METRIC_NAMES[metric].toLowerCase()}. ${shown.join("; ")}${more}.`;
}

/** One breakdown of the report (by type, zone, tour, class, driver, pickup) as a chart or a table, with its downloads. */
export function BreakdownPanel({ spec, rows, period, caption }: { spec: BreakdownSpec; rows: BreakdownRow[]; period: ReportPeriod; caption: string }) {
  const [metric, setMetric] = useState<Metric>(spec.metric);
  return (
    <ChartPanel
      title={spec.title}
      summary={describe(spec.title, rows, metric)}
      downloads={<DownloadLinks period={period} report={spec.report} what={spec.title.toLowerCase()} />}
      controls={<MetricSwitch value={metric} onChange={setMetric} label={`Mostrar no gráfico (${spec.title.toLowerCase()})`} />}
      chart={<BreakdownChart rows={rows} metric={metric} />}
      table={<BreakdownTable rows={rows} groupHead={spec.groupHead} caption={`${spec.title}: ${caption}`} />}
      empty={rows.length === 0 ? "Sem reservas neste período" : undefined}
    />
  );
}

import { useEffect, useEffectEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import type { Report } from "../../../domain/contracts/reports.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";
import { useMountSteps } from "../../lib/use-mount-steps.ts";
import { ListEmpty, ListError, ListLoading } from "../admin/list-states.tsx";
import { BreakdownPanel, type BreakdownSpec } from "./breakdown-panel.tsx";
import { DownloadLinks } from "./download-links.tsx";
import { PeriodChooser } from "./period-chooser.tsx";
import { formatPeriod } from "./report-format.ts";
import { readPeriod, writePeriod, type ReportPeriod } from "./report-period.ts";
import { SeriesPanel } from "./series-panel.tsx";
import { pairSeries } from "./series-rows.ts";
import { SummaryCards } from "./summary-cards.tsx";
import { useReport } from "./use-report.ts";

const BREAKDOWNS: (BreakdownSpec & { rows: (r: Report) => Report["byType"] })[] = [
  { title: "Por tipo de serviço", groupHead: "Tipo", report: "type", metric: "revenue", rows: (r) => r.byType },
  { title: "Transferências por zona", groupHead: "Zona", report: "zone", metric: "revenue", rows: (r) => r.byZone },
  { title: "Por tour", groupHead: "Tour", report: "tour", metric: "revenue", rows: (r) => r.byTour },
  { title: "Por classe de veículo", groupHead: "Classe", report: "vehicle-class", metric: "revenue", rows: (r) => r.byVehicleClass },
  { title: "Valor reservado por motorista", groupHead: "Motorista", report: "driver", metric: "revenue", rows: (r) => r.byDriver },
  { title: "Locais de recolha mais frequentes", groupHead: "Local de recolha", report: "pickups", metric: "bookings", rows: (r) => r.topPickups },
];

/** The report's charts: the three series, then the breakdowns. */
const CHARTS = 3 + BREAKDOWNS.length;

/**
 * The report once read: the summary, the series and the breakdowns, with their downloads. Each
 * chart takes Recharts a long render: the summary and the first chart are drawn at once, the other
 * charts one after another, each in a task of its own, instead of all of them in one.
 */
function ReportBody({ report }: { report: Report }) {
  const shown = useMountSteps(CHARTS);
  // Downloads give the figures on the screen: the period of the report shown.
  const period: ReportPeriod = { from: report.period.from, to: report.period.to, granularity: report.granularity };
  const caption = `${formatPeriod(report.period)}, comparado com ${formatPeriod(report.previousPeriod)}`;
  const rows = pairSeries(report.series.current, report.series.previous);
  const empty = report.summary.current.allBookings === 0;
  return (
    <div className="space-y-4">
      <section aria-labelledby="reports-summary" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 id="reports-summary" className="font-semibold">
              Resumo do período
            </h3>
            <p className="text-sm text-muted-foreground">
              {formatPeriod(report.period)} ({report.period.days} {report.period.days === 1 ? "dia" : "dias"}), comparado com{" "}
              {formatPeriod(report.previousPeriod)}
            </p>
          </div>
          <DownloadLinks period={period} report="summary" what="o resumo do período" />
        </div>
        <SummaryCards current={report.summary.current} previous={report.summary.previous} />
      </section>
      {empty ? (
        <ListEmpty>Sem reservas neste período</ListEmpty>
      ) : (
        <>
          <div className="grid gap-4 xl:grid-cols-2">
            <SeriesPanel report={report} rows={rows} metric="bookings" period={period} caption={caption} />
            {shown >= 2 && <SeriesPanel report={report} rows={rows} metric="revenue" period={period} caption={caption} />}
            {shown >= 3 && <SeriesPanel report={report} rows={rows} metric="collected" period={period} caption={caption} />}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            {BREAKDOWNS.slice(0, Math.max(0, shown - 3)).map(({ rows: rowsOf, ...spec }) => (
              <BreakdownPanel key={spec.report} spec={spec} rows={rowsOf(report)} period={period} caption={caption} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/**
 * Relatórios: a period's bookings and revenue beside the previous period's, computed by the server
 * (GET /api/admin/reports), drawn as charts with a table view each, and downloadable as CSV or
 * XLSX. The period is read from the address (?from=&to=&g=) when the tab opens and written back
 * to it on every change, so a reload or a shared link keeps it. The tab's own state holds it
 * meanwhile: the router applies an address change in a transition, and two quick changes (both
 * dates typed in a row) must not read the same old address.
 */
export function ReportsTab() {
  const [params, setParams] = useSearchParams();
  const today = lisbonToday();
  const [period, setPeriod] = useState(() => readPeriod(params, today));
  const report = useReport(period);
  const choose = (change: Partial<ReportPeriod>) => setPeriod((current) => ({ ...current, ...change }));
  const writeAddress = useEffectEvent((shown: ReportPeriod) => setParams((current) => writePeriod(current, shown), { replace: true }));
  useEffect(() => writeAddress(period), [period]);

  return (
    <Card>
      <CardHeader className="gap-3 px-4 sm:px-6">
        <div>
          <CardTitle asChild>
            <h2>Relatórios</h2>
          </CardTitle>
          <CardDescription>
            Reservas, valor reservado (preço das reservas aceites, pagas ou não) e valor recebido (pagamentos menos
            reembolsos) pela data do serviço (hora de Lisboa), comparados com o período anterior de igual duração.
          </CardDescription>
        </div>
        <PeriodChooser period={period} today={today} onChange={choose} />
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {report.isPending ? (
          <ListLoading />
        ) : report.isError ? (
          <ListError title="Erro ao carregar relatórios" detail={report.error.message} onRetry={() => void report.refetch()} />
        ) : (
          <div aria-busy={report.isFetching} className={cn(report.isPlaceholderData && "opacity-60 transition-opacity")}>
            <ReportBody report={report.data} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

import { lazy, Suspense, type ComponentProps } from "react";
import { breakdownChartHeight, SERIES_CHART_HEIGHT } from "./chart-style.ts";

/*
 * The charts and their library (Recharts) arrive in a chunk of their own, asked for as soon as the
 * Relatórios tab opens (preloadCharts), beside the tab's own code: the summary and the tables need
 * neither (decision 0029).
 */
const loadSeriesChart = () => import("./series-chart.tsx");
const loadBreakdownChart = () => import("./breakdown-chart.tsx");

const SeriesChartNow = lazy(() => loadSeriesChart().then((m) => ({ default: m.SeriesChart })));
const BreakdownChartNow = lazy(() => loadBreakdownChart().then((m) => ({ default: m.BreakdownChart })));

/** Starts downloading the charts (called when the tab starts downloading). */
export function preloadCharts() {
  void loadSeriesChart();
  void loadBreakdownChart();
}

/** The chart's place while its code downloads, as tall as the chart will be. */
function ChartPlaceholder({ height }: { height: number }) {
  return <div className="animate-pulse rounded-md bg-muted/60" style={{ height }} />;
}


export function SeriesChart(props: ComponentProps<typeof SeriesChartNow>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={SERIES_CHART_HEIGHT} />}>
      <SeriesChartNow {...props} />
    </Suspense>
  );
}

export function BreakdownChart(props: ComponentProps<typeof BreakdownChartNow>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={breakdownChartHeight(props.rows.length)} />}>
      <BreakdownChartNow {...props} />
    </Suspense>
  );
}

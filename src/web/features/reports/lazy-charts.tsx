import { Suspense, type ComponentProps } from "react";
import { preloadableComponent } from "../../lib/preloadable-component.tsx";
import { breakdownChartHeight, SERIES_CHART_HEIGHT } from "./chart-style.ts";
import type { BreakdownChart as BreakdownChartType } from "./breakdown-chart.tsx";
import type { SeriesChart as SeriesChartType } from "./series-chart.tsx";

/*
 * The charts and their library (Recharts) arrive in a chunk of their own, asked for as soon as the
 * Relatórios tab opens or is about to (preloadCharts), beside the tab's own code: the summary and
 * the tables need neither (decision 0029). Once downloaded, a chart renders without suspending.
 */
const series = preloadableComponent<ComponentProps<typeof SeriesChartType>>(() =>
  import("./series-chart.tsx").then((m) => m.SeriesChart),
);
const breakdown = preloadableComponent<ComponentProps<typeof BreakdownChartType>>(() =>
  import("./breakdown-chart.tsx").then((m) => m.BreakdownChart),
);

/** Starts downloading the charts (called when the tab starts downloading). */
export function preloadCharts() {
  series.preload().catch(() => undefined); // a failed download is shown where the chart goes
  breakdown.preload().catch(() => undefined);
}

/** The chart's place while its code downloads, as tall as the chart will be. */
function ChartPlaceholder({ height }: { height: number }) {
  return <div className="animate-pulse rounded-md bg-muted/60" style={{ height }} />;
}

export function SeriesChart(props: ComponentProps<typeof SeriesChartType>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={SERIES_CHART_HEIGHT} />}>
      <series.Component {...props} />
    </Suspense>
  );
}

export function BreakdownChart(props: ComponentProps<typeof BreakdownChartType>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={breakdownChartHeight(props.rows.length)} />}>
      <breakdown.Component {...props} />
    </Suspense>
  );
}

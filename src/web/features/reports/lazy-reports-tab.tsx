import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useEffectEvent } from "react";
import { useSearchParams } from "react-router";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { preloadableComponent } from "../../lib/preloadable-component.tsx";
import { ListLoading } from "../admin/list-states.tsx";
import { preloadCharts } from "./lazy-charts.tsx";
import { readPeriod } from "./report-period.ts";
import { prefetchReport } from "./use-report.ts";

/** The tab's code, with its charts beside it. */
const tab = preloadableComponent(() => {
  preloadCharts();
  return import("./reports-tab.tsx").then((m) => m.ReportsTab);
});
const loadTab = () => {
  preloadCharts();
  return tab.preload();
};
const ReportsTab = tab.Component;

/**
 * Starts what the Relatórios tab needs, side by side: its code with the chart library, and the
 * report it opens on (the period of the address, else this month per day) through useReport's
 * query, whose answer then waits in the cache. For a hover or a focus of the tab, the panel's
 * idle time and the tab's opening; asked twice, nothing is fetched twice.
 */
export function usePrefetchReports(): () => void {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  return useCallback(() => {
    loadTab().catch(() => undefined); // a failed download is shown when the tab opens
    void prefetchReport(queryClient, readPeriod(params, lisbonToday()));
  }, [queryClient, params]);
}

/**
 * The Relatórios tab, downloaded with its chart library (Recharts) only when the tab opens or is
 * about to: the rest of the admin panel, and the public pages, never carry it (decision 0029).
 */
export function LazyReportsTab() {
  const prefetch = useEffectEvent(usePrefetchReports());
  // Opened from the address or by a click: the report is asked for while the code downloads.
  useEffect(() => prefetch(), []);
  return (
    <Suspense
      fallback={
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Relatórios</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ListLoading />
          </CardContent>
        </Card>
      }
    >
      <ReportsTab />
    </Suspense>
  );
}

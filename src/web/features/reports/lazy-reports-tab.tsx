import { lazy, Suspense } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ListLoading } from "../admin/list-states.tsx";
import { preloadCharts } from "./lazy-charts.tsx";

const loadTab = () => {
  preloadCharts();
  return import("./reports-tab.tsx");
};
const ReportsTab = lazy(() => loadTab().then((m) => ({ default: m.ReportsTab })));

/**
 * The Relatórios tab, downloaded with its chart library (Recharts) only when the tab opens: the
 * rest of the admin panel, and the public pages, never carry it (decision 0029).
 */
export function LazyReportsTab() {
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

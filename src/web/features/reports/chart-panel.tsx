import { BarChart3, Table2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";

/**
 * One report: its title, its downloads, and its chart or (toggled) the same figures as a table.
 * The chart is an image for assistive technology, named by `summary`; the table is its
 * accessible view.
 */
export function ChartPanel({
  title,
  summary,
  downloads,
  controls,
  chart,
  table,
  empty,
}: {
  title: string;
  /** What the chart shows, in one sentence (its accessible name). */
  summary: string;
  downloads: ReactNode;
  /** What the chart shows, chosen by the admin (e.g. bookings or revenue); the table shows everything. */
  controls?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  /** Said instead of the chart and the table when there is nothing to show. */
  empty?: string;
}) {
  const [asTable, setAsTable] = useState(false);
  const viewId = useId();
  return (
    <section aria-label={title} className="min-w-0 space-y-3 rounded-lg border bg-card p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <div className="flex flex-wrap items-center gap-1.5">
          {downloads}
          {!empty && (
            <Button size="sm" variant="ghost" aria-controls={viewId} onClick={() => setAsTable(!asTable)}>
              {asTable ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
              {asTable ? "Ver gráfico" : "Ver tabela"}
            </Button>
          )}
        </div>
      </div>
      {!asTable && !empty && controls}
      <div id={viewId}>
        {empty ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : asTable ? (
          table
        ) : (
          <div role="img" aria-label={summary}>
            {chart}
          </div>
        )}
      </div>
    </section>
  );
}

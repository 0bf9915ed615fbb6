import type { ReportGranularity } from "../../../domain/report-schemas.ts";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { formatChange, formatCount } from "./report-format.ts";
import { METRIC_NAMES, seriesValues, type SeriesMetric, type SeriesRow } from "./series-rows.ts";
import { formatEuros } from "../../../domain/money.ts";
import { formatDate } from "../../../domain/lisbon-date.ts";

const BUCKET_HEADS: Record<ReportGranularity, string> = { day: "Dia", week: "Semana de", month: "Mês de" };

/** The series as a table: each bucket's figure beside the previous period's, and the change. */
export function SeriesTable({ rows, metric, granularity, caption }: { rows: SeriesRow[]; metric: SeriesMetric; granularity: ReportGranularity; caption: string }) {
  const format = metric === "bookings" ? formatCount : (cents: number) => formatEuros(cents, "pt");
  const { current, previous } = seriesValues(metric);
  const figure = METRIC_NAMES[metric];
  return (
    <div>
      {/* The caption is read with the table; shown above its scroller, so a phone shows it whole. */}
      <p aria-hidden="true" className="mb-2 text-sm text-muted-foreground">
        {caption}
      </p>
      <Table>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{BUCKET_HEADS[granularity]}</TableHead>
            <TableHead scope="col" className="text-right">
              {figure}
            </TableHead>
            <TableHead scope="col">{BUCKET_HEADS[granularity]} (anterior)</TableHead>
            <TableHead scope="col" className="text-right">
              {figure} (anterior)
            </TableHead>
            <TableHead scope="col" className="text-right">
              Variação
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, i) => {
            const c = current(row);
            const p = previous(row);
            return (
              <TableRow key={row.bucket ?? `p${i}`}>
                <TableCell className="whitespace-nowrap tabular-nums">{row.bucket ? formatDate(row.bucket, "pt") : "—"}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{c === null ? "—" : format(c)}</TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground tabular-nums">{row.previousBucket ? formatDate(row.previousBucket, "pt") : "—"}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{p === null ? "—" : format(p)}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{c === null || p === null ? "—" : formatChange(c, p)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

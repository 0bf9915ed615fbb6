import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ReportGranularity } from "../../../domain/report-schemas.ts";
import { AXIS_TICK, SERIES_CHART_HEIGHT, CURRENT_COLOR, CURRENT_NAME, GRID_COLOR, PREVIOUS_COLOR, PREVIOUS_NAME } from "./chart-style.ts";
import { formatBucket, formatCount } from "./report-format.ts";
import { seriesValues, type SeriesMetric, type SeriesRow } from "./series-rows.ts";
import { formatEuros } from "../../../domain/money.ts";

interface Props {
  rows: SeriesRow[];
  metric: SeriesMetric;
  granularity: ReportGranularity;
}

const valuesOf = (metric: SeriesMetric) => ({ ...seriesValues(metric), format: metric === "bookings" ? formatCount : (cents: number) => formatEuros(cents, "pt") });

/** Both periods' figures of the hovered bucket, each with its own date. */
function SeriesTooltip({ active, row, metric, granularity }: Omit<Props, "rows"> & { active: boolean; row: SeriesRow | undefined }) {
  if (!active || !row) return null;
  const { current, previous, format } = valuesOf(metric);
  const line = (bucket: string | null, value: number | null, name: string, color: string) =>
    bucket !== null && (
      <p className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2.5 rounded-full" style={{ background: color }} />
        {name} ({formatBucket(bucket, granularity)}): <span className="font-medium tabular-nums">{format(value ?? 0)}</span>
      </p>
    );
  return (
    <div className="space-y-1 rounded-md border bg-popover p-2 text-xs text-popover-foreground shadow-md">
      {line(row.bucket, current(row), CURRENT_NAME, CURRENT_COLOR)}
      {line(row.previousBucket, previous(row), PREVIOUS_NAME, PREVIOUS_COLOR)}
    </div>
  );
}

/** Bookings, booked value or money collected per day, week or month: the period as a line, the previous one dashed beside it. */
export function SeriesChart({ rows, metric, granularity }: Props) {
  const { current, previous } = valuesOf(metric);
  return (
    <ResponsiveContainer width="100%" height={SERIES_CHART_HEIGHT}>
      <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID_COLOR} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey={(r: SeriesRow) => r.bucket ?? ""}
          tickFormatter={(bucket: string) => (bucket ? formatBucket(bucket, granularity) : "")}
          tick={AXIS_TICK}
          minTickGap={16}
        />
        <YAxis
          allowDecimals={false}
          tickFormatter={(v: number) => (metric === "bookings" ? formatCount(v) : formatEuros(v, "pt", { compact: true }))}
          tick={AXIS_TICK}
          width={metric === "bookings" ? 36 : 64}
        />
        <Tooltip
          content={({ active, payload }) => (
            <SeriesTooltip active={active} row={payload?.[0]?.payload as SeriesRow | undefined} metric={metric} granularity={granularity} />
          )}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        <Line name={CURRENT_NAME} dataKey={current} stroke={CURRENT_COLOR} strokeWidth={2} dot={rows.length <= 31} isAnimationActive={false} />
        <Line
          name={PREVIOUS_NAME}
          dataKey={previous}
          stroke={PREVIOUS_COLOR}
          strokeWidth={2}
          strokeDasharray="5 4"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { BreakdownRow } from "../../../domain/contracts/reports.ts";
import { AXIS_TICK, breakdownChartHeight, CURRENT_COLOR, CURRENT_NAME, GRID_COLOR, PREVIOUS_COLOR, PREVIOUS_NAME } from "./chart-style.ts";
import { formatCount } from "./report-format.ts";
import type { Metric } from "./series-rows.ts";
import { formatEuros } from "../../../domain/money.ts";

/** A group's name on the axis: two lines at most, the whole name in the table and the tooltip. */
const LABEL_CHARS = 28;
const shorten = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);

/** A breakdown as horizontal bars, one pair per group: this period's figure over the previous one's. */
export function BreakdownChart({ rows, metric }: { rows: BreakdownRow[]; metric: Metric }) {
  const current = (r: BreakdownRow) => (metric === "bookings" ? r.current.bookings : r.current.revenueCents);
  const previous = (r: BreakdownRow) => (metric === "bookings" ? r.previous.bookings : r.previous.revenueCents);
  const format = metric === "bookings" ? formatCount : (cents: number) => formatEuros(cents, "pt");
  return (
    <ResponsiveContainer width="100%" height={breakdownChartHeight(rows.length)}>
      <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} barGap={2} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID_COLOR} strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          allowDecimals={false}
          tickFormatter={(v: number) => (metric === "bookings" ? formatCount(v) : formatEuros(v, "pt", { compact: true }))}
          tick={AXIS_TICK}
        />
        <YAxis type="category" dataKey="label" width={116} tickFormatter={shorten} tick={AXIS_TICK} interval={0} />
        <Tooltip
          formatter={(value) => format(Number(value))}
          contentStyle={{ fontSize: 12, borderRadius: 6 }}
          cursor={{ fill: "var(--color-muted)", opacity: 0.5 }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        <Bar name={CURRENT_NAME} dataKey={current} fill={CURRENT_COLOR} radius={[0, 3, 3, 0]} isAnimationActive={false} />
        <Bar name={PREVIOUS_NAME} dataKey={previous} fill={PREVIOUS_COLOR} radius={[0, 3, 3, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

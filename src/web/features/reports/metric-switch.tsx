import { Button } from "../../components/ui/button.tsx";
import { METRIC_NAMES, type Metric } from "./series-rows.ts";

const METRICS: { id: Metric; label: string }[] = [
  { id: "revenue", label: METRIC_NAMES.revenue },
  { id: "bookings", label: METRIC_NAMES.bookings },
];

/** Which figure a breakdown's chart draws: booked value or bookings (its table shows both). */
export function MetricSwitch({ value, onChange, label }: { value: Metric; onChange: (metric: Metric) => void; label: string }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border p-0.5">
      {METRICS.map((m) => (
        <Button key={m.id} size="sm" variant={value === m.id ? "secondary" : "ghost"} aria-pressed={value === m.id} className="h-7" onClick={() => onChange(m.id)}>
          {m.label}
        </Button>
      ))}
    </div>
  );
}

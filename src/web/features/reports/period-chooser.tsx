import { REPORT_GRANULARITIES } from "../../../domain/report-schemas.ts";
import { Button } from "../../components/ui/button.tsx";
import { Label } from "../../components/ui/label.tsx";
import { AdminDateField } from "../admin/admin-date-field.tsx";
import { GRANULARITY_LABELS, matchPreset, PRESETS, presetDates, presetGranularity, type ReportPeriod } from "./report-period.ts";

/**
 * The report's period: a preset (this month, last month, the last 30 days, this year) or two
 * Lisbon service dates in the product's date picker (the end never before the start: a start
 * after the end moves the end to it), and how the series is cut (day, week, month). A period the
 * server refuses (more than 366 days, or an end before the start from the address) is shown with
 * its message below.
 */
export function PeriodChooser({
  period,
  today,
  onChange,
}: {
  period: ReportPeriod;
  today: string;
  /** What changed: a preset's dates and granularity, one date, or the granularity. */
  onChange: (change: Partial<ReportPeriod>) => void;
}) {
  const pressed = matchPreset(period, today);
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
      <div role="group" aria-label="Período" className="flex flex-wrap gap-1.5">
        {PRESETS.map((preset) => (
          <Button
            key={preset.id}
            size="sm"
            variant={pressed === preset.id ? "default" : "outline"}
            aria-pressed={pressed === preset.id}
            onClick={() => onChange({ ...presetDates(preset.id, today), granularity: presetGranularity(preset.id) })}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="reports-from">De</Label>
          <AdminDateField
            id="reports-from"
            className="px-2 sm:w-40 sm:px-3"
            value={period.from}
            // A start after the end moves the end to it: a one-day period, never a refused one.
            onChange={(from) => onChange(from > period.to ? { from, to: from } : { from })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="reports-to">Até</Label>
          <AdminDateField
            id="reports-to"
            className="px-2 sm:w-40 sm:px-3"
            value={period.to}
            notBefore={period.from}
            onChange={(to) => onChange({ to })}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <p id="reports-granularity" className="text-sm leading-none font-medium">
          Agrupar por
        </p>
        <div role="group" aria-labelledby="reports-granularity" className="inline-flex rounded-md border p-0.5">
          {REPORT_GRANULARITIES.map((g) => (
            <Button
              key={g}
              size="sm"
              variant={period.granularity === g ? "default" : "ghost"}
              aria-pressed={period.granularity === g}
              onClick={() => onChange({ granularity: g })}
            >
              {GRANULARITY_LABELS[g]}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}

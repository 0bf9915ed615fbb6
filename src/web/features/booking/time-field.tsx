import { inputClassName } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { HOURS, MINUTES } from "./date-format.ts";

export interface TimeFieldProps {
  id: string;
  /** HH:MM or "". */
  value: string;
  onChange(value: string): void;
  minuteLabel: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * A 24-hour time in every language (a Europe-based service): an hour select (00–23) and a
 * minute select in 5-minute steps. Choosing the hour first gives HH:00. The field's label names
 * the hour select (id); the minute select has its own name.
 */
export function TimeField({ id, value, onChange, minuteLabel, ...aria }: TimeFieldProps) {
  const [hour = "", minute = ""] = value ? value.split(":") : [];
  const minutes = minute && !MINUTES.includes(minute) ? [...MINUTES, minute].sort() : MINUTES;
  const select = cn(inputClassName, "w-auto min-w-[4.75rem] tabular-nums");
  return (
    <div className="flex items-center gap-2">
      <select
        id={id}
        className={select}
        value={hour}
        onChange={(event) => {
          const h = event.target.value;
          onChange(h ? `${h}:${minute || "00"}` : "");
        }}
        {...aria}
      >
        <option value="">--</option>
        {HOURS.map((h) => (
          <option key={h} value={h}>
            {h}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className="font-semibold">
        :
      </span>
      <select
        aria-label={minuteLabel}
        className={select}
        value={minute}
        onChange={(event) => {
          const m = event.target.value;
          onChange(m ? `${hour || "00"}:${m}` : hour ? `${hour}:00` : "");
        }}
        aria-invalid={aria["aria-invalid"]}
      >
        <option value="">--</option>
        {minutes.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    </div>
  );
}

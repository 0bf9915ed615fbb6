import { DayPicker } from "react-day-picker";
import { enGB, es, fr, pt, zhCN } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { addYears } from "../../../domain/lisbon-date.ts";
import { dateOfIso, isoOfDate } from "./date-format.ts";

const LOCALES = { en: enGB, pt, fr, es, zh: zhCN } as const;

export interface CalendarProps {
  /** YYYY-MM-DD or "". */
  value: string;
  /** The first day that can be picked (YYYY-MM-DD): earlier days are disabled; none: any past day. */
  min?: string | undefined;
  language: string;
  /**
   * A month select and a year select in the header besides the previous/next buttons, to reach a
   * far month at once (the admin panel's periods reach years back); the years run from `min`'s,
   * or ten years back, to the last one that can be picked.
   */
  monthYearSelects?: boolean | undefined;
  onSelect(iso: string): void;
}

/** How far back the year select of a picker with no first day reaches. */
const YEARS_BACK = 10;

/**
 * The month grid of the date picker (loaded on demand): the language's month and day names,
 * weeks starting on Monday, days before `min` disabled, up to two years ahead (of `min`, or of
 * today when any past day may be picked, as in the admin panel), with month and year selects when
 * asked for.
 */
export default function Calendar({ value, min, language, monthYearSelects, onSelect }: CalendarProps) {
  const locale = LOCALES[language.slice(0, 2) as keyof typeof LOCALES] ?? enGB;
  const selected = dateOfIso(value);
  const first = min ? dateOfIso(min) : undefined;
  const today = isoOfDate(new Date());
  const last = dateOfIso(addYears(min ?? today, 2)) ?? undefined;
  // The year select needs a first month: without a first day, January ten years back.
  const startMonth = first ?? (monthYearSelects ? dateOfIso(`${Number(today.slice(0, 4)) - YEARS_BACK}-01-01`) : undefined);
  return (
    <DayPicker
      mode="single"
      locale={locale}
      weekStartsOn={1}
      selected={selected}
      defaultMonth={selected ?? first ?? new Date()}
      captionLayout={monthYearSelects ? "dropdown" : "label"}
      startMonth={startMonth}
      endMonth={last}
      disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
      onSelect={(day) => {
        if (day) onSelect(isoOfDate(day));
      }}
      autoFocus
      className="p-3 text-sm"
      style={
        {
          "--rdp-accent-color": "var(--primary)",
          "--rdp-accent-background-color": "color-mix(in oklab, var(--gold) 25%, transparent)",
          "--rdp-day-height": "40px",
          "--rdp-day-width": "40px",
          "--rdp-day_button-height": "38px",
          "--rdp-day_button-width": "38px",
        } as React.CSSProperties
      }
    />
  );
}

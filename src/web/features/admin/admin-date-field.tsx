import { X } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { DateField } from "../booking/date-field.tsx";

/**
 * A date of the admin panel in the product's own picker (the public form's): dd/MM/yyyy and weeks
 * from Monday whatever the browser's language, any day (past ones too, or from `notBefore`), a far
 * month reached through the header's month and year selects. With `onClear`, a button beside it
 * (named `clearLabel`) empties it.
 */
export function AdminDateField({
  id,
  value,
  onChange,
  notBefore,
  onClear,
  clearLabel = "Limpar data",
  className,
  ...aria
}: {
  id: string;
  /** YYYY-MM-DD or "". */
  value: string;
  onChange: (iso: string) => void;
  /** The first day that can be picked (YYYY-MM-DD), e.g. a period's start for its end. */
  notBefore?: string | undefined;
  onClear?: () => void;
  /** The clear button's name, telling two dates' buttons apart. */
  clearLabel?: string;
  className?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const field = (
    <DateField
      id={id}
      value={value}
      onChange={onChange}
      notBefore={notBefore || undefined}
      anyDay
      language="pt"
      placeholder="dd/mm/aaaa"
      loadingText="A carregar o calendário…"
      // A date that can be emptied shows its clear button where the calendar icon was: two icons
      // beside the date do not fit a phone's half-width field.
      className={cn(onClear && value && "pr-9 [&>svg]:hidden", className)}
      {...aria}
    />
  );
  if (!onClear) return field;
  return (
    <div className="relative">
      {field}
      {value && (
        <button
          type="button"
          className="absolute inset-y-0 right-2 my-auto flex size-6 items-center justify-center rounded text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={clearLabel}
          onClick={onClear}
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      )}
    </div>
  );
}

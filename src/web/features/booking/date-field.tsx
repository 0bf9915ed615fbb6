import { CalendarDays } from "lucide-react";
import { Popover } from "radix-ui";
import { lazy, Suspense, useState } from "react";
import { inputClassName } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { formatPickerDate } from "./date-format.ts";

/** The month grid and its locales load the first time a date picker opens. */
const Calendar = lazy(() => import("./calendar.tsx"));

export interface DateFieldProps {
  id: string;
  /** YYYY-MM-DD or "". */
  value: string;
  onChange(iso: string): void;
  /** The first day that can be picked (YYYY-MM-DD). */
  min: string;
  language: string;
  placeholder: string;
  loadingText: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * A date in the page's language (never the browser's, unlike input type=date): a button showing
 * the date in the language's format that opens a month grid, weeks from Monday.
 */
export function DateField({ id, value, onChange, min, language, placeholder, loadingText, ...aria }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          id={id}
          data-value={value}
          className={cn(
            inputClassName,
            "items-center justify-between gap-2 text-left",
            !value && "text-muted-foreground",
          )}
          {...aria}
        >
          <span>{value ? formatPickerDate(value, language) : placeholder}</span>
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 rounded-lg border bg-popover text-popover-foreground shadow-lg"
        >
          <Suspense fallback={<p className="p-4 text-sm text-muted-foreground">{loadingText}</p>}>
            <Calendar
              value={value}
              min={min}
              language={language}
              onSelect={(iso) => {
                onChange(iso);
                setOpen(false);
              }}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

import { CalendarDays } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { inputClassName } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../../domain/lisbon-date.ts";
import { isSupportedLanguage } from "../../lib/i18n.ts";

/** The month grid, its popover and its locales load the first time a date field is approached. */
const loadPopover = () => import("./date-popover.tsx");
const DatePopover = lazy(loadPopover);

export interface DateFieldProps {
  id: string;
  /** YYYY-MM-DD or "". */
  value: string;
  onChange(iso: string): void;
  /** A day before which none can be picked (YYYY-MM-DD), besides days before Lisbon's today. */
  notBefore?: string | undefined;
  /** Any day may be picked, past ones too (the admin panel); otherwise from Lisbon's today. */
  anyDay?: boolean | undefined;
  language: string;
  placeholder: string;
  loadingText: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-label"?: string;
  className?: string;
}

/**
 * A date in the page's language (never the browser's, unlike input type=date): a button showing
 * the date in the language's format that opens a month grid, weeks from Monday.
 */
export function DateField({ id, value, onChange, notBefore, anyDay, language, placeholder, loadingText, className, ...aria }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        id={id}
        data-value={value}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn(inputClassName, "items-center justify-between gap-2 text-left", !value && "text-muted-foreground", className)}
        // Fetched as the visitor comes to the field, so the grid is there when it is pressed.
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => setOpen((isOpen) => !isOpen)}
        {...aria}
      >
        <span>{value ? formatDate(value, isSupportedLanguage(language) ? language : "en", { style: "numeric" }) : placeholder}</span>
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </button>
      {open && (
        <Suspense fallback={<span role="status" className="sr-only">{loadingText}</span>}>
          <DatePopover
            anchor={button}
            open={open}
            onOpenChange={setOpen}
            value={value}
            notBefore={notBefore}
            anyDay={anyDay}
            language={language}
            onSelect={(iso) => {
              onChange(iso);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

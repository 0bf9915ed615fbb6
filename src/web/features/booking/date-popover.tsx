import { Popover } from "radix-ui";
import type { RefObject } from "react";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import Calendar from "./calendar.tsx";

export interface DatePopoverProps {
  /** The date field's button, which the month grid opens under and gives focus back to. */
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange(open: boolean): void;
  value: string;
  /** A day before which none can be picked, besides days before Lisbon's today. */
  notBefore?: string | undefined;
  /**
   * Any day, past ones too (the admin panel's filters and plans), with month and year selects to
   * reach a far month; otherwise from Lisbon's today, month by month.
   */
  anyDay?: boolean | undefined;
  language: string;
  onSelect(iso: string): void;
}

/**
 * The month grid of a date field in its popover, downloaded the first time a date field is used
 * (date-field.tsx): the popover's positioning and focus handling (floating-ui, Radix) are not
 * part of the booking form's first download.
 */
export default function DatePopover({ anchor, open, onOpenChange, value, notBefore, anyDay, language, onSelect }: DatePopoverProps) {
  // Lisbon's today is worked out here, when the grid opens: the first time-zone formatter a page
  // creates loads the time-zone data, a cost the form's first paint need not carry.
  const today = lisbonToday();
  const min = anyDay ? notBefore : notBefore && notBefore > today ? notBefore : today;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 rounded-lg border bg-popover text-popover-foreground shadow-lg"
          // A press on the field's own button toggles the grid (date-field.tsx), not closes-then-reopens it.
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
          }}
        >
          <Calendar value={value} min={min} language={language} monthYearSelects={anyDay} onSelect={onSelect} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

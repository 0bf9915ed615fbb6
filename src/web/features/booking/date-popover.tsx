import { Popover } from "radix-ui";
import type { RefObject } from "react";
import Calendar from "./calendar.tsx";

export interface DatePopoverProps {
  /** The date field's button, which the month grid opens under and gives focus back to. */
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange(open: boolean): void;
  value: string;
  min: string;
  language: string;
  onSelect(iso: string): void;
}

/**
 * The month grid of a date field in its popover, downloaded the first time a date field is used
 * (date-field.tsx): the popover's positioning and focus handling (floating-ui, Radix) are not
 * part of the booking form's first download.
 */
export default function DatePopover({ anchor, open, onOpenChange, value, min, language, onSelect }: DatePopoverProps) {
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
          <Calendar value={value} min={min} language={language} onSelect={onSelect} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

import { Briefcase, Check, Users } from "lucide-react";
import { memo, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatEuros } from "../../../domain/money.ts";
import type { ClassQuote } from "../../../domain/quote-schema.ts";
import { cn } from "../../lib/cn.ts";
import { classKey } from "./class-keys.ts";
import { VehiclePicture } from "./vehicle-picture.tsx";

/** What choosing a card sets in the form. */
export type VehicleClassChoice = Pick<ClassQuote, "vehicleClass" | "vehicleId">;

export interface VehicleClassPickerProps {
  id: string;
  classes: ClassQuote[];
  /** The chosen class ("" for none). */
  value: string;
  onChange(choice: VehicleClassChoice): void;
  /** Whether the classes' prices belong to the trip (false: the trip is not known yet). */
  priced: boolean;
  /** New prices are on their way: the shown ones are dimmed. */
  updating: boolean;
  loading: boolean;
  /** The prices are for both trips (a return trip is added). */
  roundTrip?: boolean;
  error?: string;
}

/**
 * One card per vehicle class (picture, passengers, suitcases, the route's price), a radio group:
 * Tab enters on the chosen card (or the first one), arrow keys move and choose, Space/Enter choose.
 * A class too small for the passengers is disabled with its reason.
 */
export const VehicleClassPicker = memo(function VehicleClassPicker({
  id,
  classes,
  value,
  onChange,
  priced,
  updating,
  loading,
  roundTrip = false,
  error,
}: VehicleClassPickerProps) {
  const { t, i18n } = useTranslation("booking");
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = classes.map((c) => c.reason !== "too_small");
  const selectedIndex = classes.findIndex((c) => c.vehicleClass === value);
  const tabStop = selectedIndex >= 0 ? selectedIndex : enabled.indexOf(true);

  const move = (from: number, step: 1 | -1) => {
    for (let i = 1; i <= classes.length; i++) {
      const next = (from + step * i + classes.length * 2) % classes.length;
      if (enabled[next]) {
        refs.current[next]?.focus();
        onChange(classes[next]!);
        return;
      }
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === "ArrowRight" || event.key === "ArrowDown") {
      event.preventDefault();
      move(index, 1);
    } else if (event.key === "ArrowLeft" || event.key === "ArrowUp") {
      event.preventDefault();
      move(index, -1);
    }
  };

  if (loading && classes.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("fields.loading")}</p>;
  }

  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      aria-busy={updating || undefined}
      className="grid grid-cols-2 gap-3 @2xl:grid-cols-3"
    >
      {classes.map((c, index) => {
        const selected = c.vehicleClass === value;
        const disabled = !enabled[index];
        const name = t(`classes.${classKey(c.vehicleClass)}`, {
          defaultValue: c.vehicleClass,
        });
        return (
          <button
            key={c.vehicleClass}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-disabled={disabled || undefined}
            tabIndex={index === tabStop ? 0 : -1}
            data-testid="class-card"
            data-class={c.vehicleClass}
            onClick={() => {
              if (!disabled) onChange(c);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              "relative flex flex-col overflow-hidden rounded-lg border bg-background text-left text-sm transition-[border-color,box-shadow] outline-none",
              "focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2",
              selected ? "border-primary shadow-md ring-2 ring-primary" : "border-border hover:border-primary/50",
              disabled && "cursor-not-allowed opacity-60 hover:border-border",
            )}
          >
            {selected && (
              <span className="absolute top-2 right-2 z-10 flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Check aria-hidden="true" className="size-4" />
              </span>
            )}
            <VehiclePicture vehicleClass={c.vehicleClass} imageUrl={c.imageUrl} />
            <span className="flex flex-1 flex-col gap-1.5 p-3">
              <span className="font-semibold leading-tight">{name}</span>
              <span className="line-clamp-2 text-xs text-muted-foreground">
                {t("classes.orSimilar", { name: c.vehicleName })}
              </span>
              <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
                <span className="flex items-center gap-1">
                  <Users aria-hidden="true" className="size-3.5" />
                  {t("classes.passengers", { count: c.capacity })}
                </span>
                <span className="flex items-center gap-1">
                  <Briefcase aria-hidden="true" className="size-3.5" />
                  {t("classes.suitcases", { count: c.luggage })}
                </span>
              </span>
              <span className={cn("mt-auto pt-1", updating && "opacity-50")}>
                {disabled ? (
                  <span className="text-xs font-medium text-destructive">
                    {t("classes.tooSmall", { count: c.capacity })}
                  </span>
                ) : priced && c.tripCents > 0 ? (
                  <span className="flex flex-col">
                    <span className="text-base font-semibold" data-testid="class-price">
                      {formatEuros(c.totalCents, i18n.language)}
                    </span>
                    {roundTrip && <span className="text-xs text-muted-foreground">{t("classes.roundTrip")}</span>}
                  </span>
                ) : priced ? (
                  <span className="text-xs text-muted-foreground">{t("classes.onRequest")}</span>
                ) : null}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
});

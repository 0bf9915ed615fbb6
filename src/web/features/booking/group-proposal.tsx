import { Check, Users } from "lucide-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { formatEuros } from "../../../domain/money.ts";
import type { GroupProposal as Proposal } from "../../../domain/quote-schema.ts";
import { cn } from "../../lib/cn.ts";
import { classKey } from "./class-keys.ts";

/**
 * The vehicles that carry the passengers when no single class can (decision 0045): each vehicle
 * with its passengers and price, the total, and a button that chooses the group. With a return
 * trip, the notice that a group is booked one way.
 */
export const GroupProposal = memo(function GroupProposal({
  group,
  passengers,
  chosen,
  onChoose,
  roundTrip,
  locale,
}: {
  group: Proposal;
  passengers: number;
  chosen: boolean;
  onChoose(): void;
  roundTrip: boolean;
  locale: string;
}) {
  const { t } = useTranslation("booking");
  const className = (vehicleClass: string) => t(`classes.${classKey(vehicleClass)}`, { defaultValue: vehicleClass });
  return (
    <div
      data-testid="group-proposal"
      className={cn("rounded-lg border p-4 text-sm", chosen ? "border-primary ring-2 ring-primary" : "border-border")}
    >
      <p className="flex items-start gap-2 font-medium">
        <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t("group.title", { passengers, count: group.vehicles.length })}
      </p>
      <ul className="mt-3 space-y-1.5">
        {group.vehicles.map((vehicle, index) => (
          <li key={index} className="flex justify-between gap-4" data-testid="group-vehicle">
            <span className="text-muted-foreground">
              {t("group.vehicle", { index: index + 1, name: className(vehicle.vehicleClass), count: vehicle.passengers })}
            </span>
            <span className="tabular-nums">{formatEuros(vehicle.priceCents, locale)}</span>
          </li>
        ))}
      </ul>
      {roundTrip ? (
        <p role="status" className="mt-3 rounded-md bg-amber-50 p-2 text-amber-900">
          {t("errors.groupNoReturn")}
        </p>
      ) : (
        <button
          type="button"
          aria-pressed={chosen}
          onClick={onChoose}
          data-testid="group-choose"
          className={cn(
            "mt-3 inline-flex w-full items-center justify-center gap-2 rounded-md border px-3 py-2 font-medium outline-none",
            "focus-visible:ring-[3px] focus-visible:ring-ring/60",
            chosen ? "border-primary bg-primary text-primary-foreground" : "border-primary text-primary hover:bg-primary/5",
          )}
        >
          {chosen && <Check aria-hidden="true" className="size-4" />}
          {chosen ? t("group.chosen") : t("group.choose", { total: formatEuros(group.totalCents, locale) })}
        </button>
      )}
    </div>
  );
});

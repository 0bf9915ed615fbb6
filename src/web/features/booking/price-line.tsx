import { AlertTriangle } from "lucide-react";
import { memo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatEuros } from "../../../domain/money.ts";
import { cn } from "../../lib/cn.ts";
import { classKey } from "./class-keys.ts";
import type { useQuote } from "./use-quote.ts";

/**
 * The server's price with its breakdown (the trip, each extra, the return trip, the total, VAT
 * included), or the amber contact-us notice when there is none (with `unavailableAction`, the
 * quote request).
 */
export const PriceLine = memo(function PriceLine({
  quote,
  returnTrip,
  locale,
  unavailableAction,
}: {
  quote: ReturnType<typeof useQuote>;
  returnTrip: boolean;
  locale: string;
  unavailableAction?: ReactNode;
}) {
  const { t } = useTranslation("booking");
  if (!quote.enabled) return <p className="text-sm text-muted-foreground">{t("price.prompt")}</p>;
  const answer = quote.quote;
  if (!answer) {
    return (
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {quote.isError ? t("price.error") : t("price.calculating")}
      </p>
    );
  }
  if (!answer.available) {
    return (
      <div
        role="status"
        aria-live="polite"
        className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <div className="flex gap-3">
          <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
          <p>{t("price.unavailable")}</p>
        </div>
        {unavailableAction}
      </div>
    );
  }
  const euros = (cents: number) => formatEuros(cents, locale);
  const baseCents = answer.baseCents ?? answer.tripCents - answer.extrasCents;
  const returnCents = returnTrip ? (answer.returnCents ?? answer.totalCents - answer.tripCents) : 0;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy={quote.isFetching}
      className={cn("rounded-lg bg-muted p-4 transition-opacity", quote.isFetching && "opacity-60")}
    >
      <dl className="space-y-1.5 text-sm" data-testid="price-breakdown">
        {answer.vehicles?.length ? (
          // A group in several vehicles: each vehicle at its class's price.
          answer.vehicles.map((vehicle, index) => (
            <div key={index} className="flex justify-between gap-4" data-testid="price-vehicle">
              <dt className="text-muted-foreground">
                {t("group.vehicle", {
                  index: index + 1,
                  name: t(`classes.${classKey(vehicle.vehicleClass)}`, { defaultValue: vehicle.vehicleClass }),
                  count: vehicle.passengers,
                })}
              </dt>
              <dd className="tabular-nums">{euros(vehicle.priceCents)}</dd>
            </div>
          ))
        ) : (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{returnTrip ? t("price.outbound") : t("price.trip")}</dt>
            <dd className="tabular-nums">{euros(baseCents)}</dd>
          </div>
        )}
        {(answer.extras ?? []).map((extra) => (
          <div key={extra.id} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{extra.name}</dt>
            <dd className="tabular-nums">+{euros(extra.priceCents)}</dd>
          </div>
        ))}
        {returnTrip && returnCents > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t("price.returnTrip")}</dt>
            <dd className="tabular-nums">+{euros(returnCents)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-border pt-3">
        <span className="text-sm font-medium">{returnTrip ? t("price.totalRoundTrip") : t("price.total")}</span>
        <span data-testid="booking-price" className="text-2xl font-semibold tabular-nums">
          {euros(answer.totalCents)}
        </span>
      </div>
      <p className="mt-1 text-right text-xs text-muted-foreground">{t("price.vatIncluded")}</p>
    </div>
  );
});

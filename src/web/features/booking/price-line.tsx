import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatEuros } from "../../../domain/money.ts";
import type { useQuote } from "./use-quote.ts";

/** The price in euros with 2 decimals, or the amber contact-us notice when there is none. */
export function PriceLine({ quote, returnTrip, locale }: { quote: ReturnType<typeof useQuote>; returnTrip: boolean; locale: string }) {
  const { t } = useTranslation("booking");
  if (!quote.enabled) return <p className="text-sm text-muted-foreground">{t("price.prompt")}</p>;
  if (!quote.quote) {
    return (
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {quote.isError ? t("price.error") : t("price.calculating")}
      </p>
    );
  }
  if (!quote.quote.available) {
    return (
      <div role="status" aria-live="polite" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        <p>{t("price.unavailable")}</p>
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" className="flex items-baseline justify-between rounded-lg bg-muted p-4" aria-busy={quote.isFetching}>
      <span className="text-sm text-muted-foreground">{returnTrip ? t("price.totalRoundTrip") : t("price.total")}</span>
      <span data-testid="booking-price" className="text-2xl font-semibold">
        {formatEuros(quote.quote.totalCents, locale)}
      </span>
    </div>
  );
}

import { CheckCircle2, Clock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { startCheckout } from "../../features/booking/submit-booking.ts";
import { acceptQuote, useCustomerQuote, type CustomerQuote } from "../../features/quote/customer-quote.ts";
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api.ts";
import { visitorErrorText } from "../../lib/api-error-text.ts";
import type { LanguageCode } from "../../lib/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { formatEuros } from "../../../domain/money.ts";
import { formatDate, formatTime, formatDateTime } from "../../../domain/lisbon-date.ts";

function TripSummary({ quote, lang }: { quote: CustomerQuote; lang: LanguageCode }) {
  const { t } = useTranslation("quote");
  const rows: [string, string][] = [
    [t("trip"), quote.bookingType === "tour" ? (quote.tourName ?? "") : `${quote.origin} → ${quote.destination}`],
    [t("when"), `${formatDate(quote.bookingDate, lang, { weekday: "long" })} · ${formatTime(quote.bookingTime)}`],
    [t("passengers"), String(quote.passengers)],
  ];
  if (quote.luggage !== null) rows.push([t("luggage"), String(quote.luggage)]);
  if (quote.returnTrip && quote.returnDate && quote.returnTime) {
    rows.push([t("return"), `${formatDate(quote.returnDate, lang, { weekday: "long" })} · ${formatTime(quote.returnTime)}`]);
  }
  if (quote.extraNames.length) rows.push([t("extras"), quote.extraNames.join(", ")]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /quote/:token — the company's prices for a trip no set price covered; one click books it (no sign-in). */
export function QuotePage() {
  const { token = "" } = useParams();
  const { t } = useTranslation("quote");
  const lang = useContentLanguage();
  const navigate = useNavigate();
  const query = useCustomerQuote(token, lang);
  const [chosen, setChosen] = useState<string>();
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: t("heading") });

  if (query.isPending) return <div className="container mx-auto max-w-2xl px-4 py-10 text-muted-foreground">{t("loading")}</div>;
  if (query.isError || !query.data) {
    return (
      <div className="container mx-auto max-w-2xl px-4 py-10">
        <Alert variant="destructive">
          <AlertTitle>{t("notFoundTitle")}</AlertTitle>
          <AlertDescription>{query.error instanceof ApiError ? query.error.message : t("notFound")}</AlertDescription>
        </Alert>
      </div>
    );
  }
  const quote = query.data;
  const selected = chosen ?? (quote.prices.find((p) => p.vehicleClass === quote.vehicleClass) ?? quote.prices[0])?.vehicleClass;
  const open = quote.status === "quoted";
  const validUntil = quote.validUntil
    ? formatDateTime(quote.validUntil, lang, { style: "full" })
    : null;

  const accept = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      const accepted = await acceptQuote(token, selected, lang);
      const bookingPage = `/booking/${encodeURIComponent(accepted.manageToken)}`;
      if (accepted.payment === "checkout") {
        const checkout = await startCheckout(accepted.manageToken, lang);
        if (checkout.ok) {
          window.location.assign(checkout.url);
          return;
        }
        const refusal = visitorErrorText(t as unknown as TFunction, checkout.error) ?? checkout.error?.message;
        if (refusal) toast.info(refusal);
      }
      void navigate(`${bookingPage}?created=1`);
    } catch (error) {
      toast.error(visitorErrorText(t as unknown as TFunction, error) ?? (error instanceof ApiError && error.message ? error.message : t("failed")));
      void query.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <header className="space-y-2">
        <h1 className="font-heading text-2xl font-semibold sm:text-3xl">{t("heading")}</h1>
        <p className="text-muted-foreground">{t("greeting", { name: quote.customerName })}</p>
      </header>
      <Card>
        <CardContent className="space-y-4 pt-6">
          <TripSummary quote={quote} lang={lang} />
        </CardContent>
      </Card>

      {quote.status === "accepted" && (
        <Alert>
          <CheckCircle2 aria-hidden="true" className="size-4" />
          <AlertTitle>{t("acceptedTitle")}</AlertTitle>
          <AlertDescription>{t("accepted")}</AlertDescription>
        </Alert>
      )}
      {(quote.status === "expired" || quote.status === "declined") && (
        <Alert variant="destructive">
          <AlertTitle>{t(quote.status === "expired" ? "expiredTitle" : "declinedTitle")}</AlertTitle>
          <AlertDescription>{t(quote.status === "expired" ? "expired" : "declined")}</AlertDescription>
        </Alert>
      )}

      {open && (
        <section className="space-y-4" aria-labelledby="quote-prices">
          <h2 id="quote-prices" className="text-lg font-semibold">
            {t("choose")}
          </h2>
          <div role="radiogroup" aria-labelledby="quote-prices" className="grid gap-3">
            {quote.prices.map((p) => {
              const active = p.vehicleClass === selected;
              return (
                <button
                  key={p.vehicleClass}
                  type="button"
                  role="radio"
                  aria-checked={active}
                  onClick={() => setChosen(p.vehicleClass)}
                  className={`flex items-center justify-between gap-4 rounded-lg border p-4 text-left transition ${active ? "border-primary ring-2 ring-primary/30" : "border-border hover:border-primary/50"}`}
                >
                  <span className="font-medium">{p.vehicleClass}</span>
                  <span className="text-right">
                    <span className="block text-lg font-semibold">{formatEuros(p.priceCents * (quote.returnTrip ? 2 : 1), lang)}</span>
                    <span className="block text-xs text-muted-foreground">
                      {quote.returnTrip ? t("returnIncluded", { price: formatEuros(p.priceCents, lang) }) : t("perTrip")}
                    </span>
                  </span>
                </button>
              );
            })}
          </div>
          {validUntil && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Clock aria-hidden="true" className="size-4" />
              {t("validUntil", { when: validUntil })}
            </p>
          )}
          <Button size="lg" className="w-full sm:w-auto" disabled={!selected || busy} onClick={() => void accept()}>
            {busy ? t("accepting") : quote.bookingType === "tour" ? t("acceptTour") : t("acceptTransfer")}
          </Button>
          <p className="text-sm text-muted-foreground">{quote.bookingType === "tour" ? t("tourNext") : t("transferNext")}</p>
        </section>
      )}
    </div>
  );
}

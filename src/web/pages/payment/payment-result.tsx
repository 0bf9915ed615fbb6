import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { bookingReference } from "../../../domain/service-date.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { usePageMeta } from "../../lib/use-page-meta.ts";

/** /payment-success and /payment-cancelled: they only inform; the server confirms payments. */
export function PaymentResult({ outcome }: { outcome: "success" | "cancelled" }) {
  const { t } = useTranslation("payment");
  const [params] = useSearchParams();
  const reference = bookingReference(params.get("booking_id") ?? "");
  usePageMeta({ title: t(`${outcome}.metaTitle`) });
  const Icon = outcome === "success" ? CheckCircle2 : XCircle;
  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <Card className="w-full max-w-lg text-center">
        <CardContent className="space-y-5 pt-8 pb-8">
          <Icon aria-hidden="true" className={outcome === "success" ? "mx-auto size-14 text-green-600" : "mx-auto size-14 text-amber-600"} />
          <h1 className="text-2xl font-semibold">{t(`${outcome}.title`)}</h1>
          <p className="text-muted-foreground">{t(`${outcome}.body`)}</p>
          {reference && (
            <p className="rounded-lg bg-muted px-4 py-3">
              <span className="block text-xs tracking-wide text-muted-foreground uppercase">{t(`${outcome}.reference`)}</span>
              <span data-testid="booking-reference" className="font-mono text-xl font-semibold">
                {reference}
              </span>
            </p>
          )}
          <div className="flex flex-col justify-center gap-2 sm:flex-row">
            <Button asChild>
              <Link to="/">{outcome === "success" ? t("home") : t("cancelled.retry")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/contact">{outcome === "success" ? t("contact") : t("cancelled.contact")}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { bookingReference } from "../../../domain/service-date.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { BookingSummary } from "../../features/manage-booking/booking-summary.tsx";
import { useManagedBooking } from "../../features/manage-booking/use-managed-booking.ts";
import { WhatHappensNext } from "../../features/manage-booking/what-happens-next.tsx";
import { usePageMeta } from "../../lib/use-page-meta.ts";

/**
 * /payment-success and /payment-cancelled: they only inform; the server confirms payments. With
 * `token` (the checkout's return addresses carry one) they also show the booking, what happens
 * next and its page, where a cancelled payment is retried for the SAME booking.
 */
export function PaymentResult({ outcome }: { outcome: "success" | "cancelled" }) {
  const { t } = useTranslation("payment");
  const { t: tm } = useTranslation("manage");
  const [params] = useSearchParams();
  const reference = bookingReference(params.get("booking_id") ?? "");
  const token = params.get("token") ?? "";
  const managed = useManagedBooking(token || undefined, { untilPaid: outcome === "success" });
  const bookingPage = token ? `/booking/${encodeURIComponent(token)}` : null;
  usePageMeta({ title: t(`${outcome}.metaTitle`) });
  const Icon = outcome === "success" ? CheckCircle2 : XCircle;
  return (
    <div className="flex justify-center px-4 py-12 sm:py-20">
      <Card className="w-full max-w-xl text-center">
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
          {token && managed.isPending && (
            <div role="status" aria-busy="true" className="h-40 animate-pulse rounded-lg bg-muted">
              <span className="sr-only">{tm("states.loading")}</span>
            </div>
          )}
          {managed.data && <BookingSummary data={managed.data} />}
          <div className="flex flex-col justify-center gap-2 sm:flex-row sm:flex-wrap">
            {outcome === "success" ? (
              <>
                {bookingPage && (
                  <Button asChild variant="gold">
                    <Link to={bookingPage}>{tm("viewBooking")}</Link>
                  </Button>
                )}
                <Button asChild variant={bookingPage ? "outline" : "default"}>
                  <Link to="/">{t("home")}</Link>
                </Button>
              </>
            ) : (
              <Button asChild variant={bookingPage ? "gold" : "default"}>
                {/* With a token, retrying pays the same booking from its page (never a second booking). */}
                <Link to={bookingPage ?? "/"}>{t("cancelled.retry")}</Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to="/contact">{outcome === "success" ? t("contact") : t("cancelled.contact")}</Link>
            </Button>
          </div>
          {managed.data && (
            <div className="border-t pt-5">
              <WhatHappensNext company={managed.data.company} />
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

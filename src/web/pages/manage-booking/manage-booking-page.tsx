import { CalendarPlus, CheckCircle2, XCircle } from "lucide-react";
import { ApiError } from "../../lib/api.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { CancelBookingDialog } from "../../features/manage-booking/cancel-booking-dialog.tsx";
import { ChangeRequestDialog } from "../../features/manage-booking/change-request-dialog.tsx";
import { DriverOnTheDay } from "../../features/manage-booking/driver-on-the-day.tsx";
import { errorText } from "../../features/manage-booking/format.ts";
import {
  ManageBookingError,
  ManageBookingNotFound,
  ManageBookingSkeleton,
} from "../../features/manage-booking/manage-states.tsx";
import {
  calendarUrl,
  tripsWithTitles,
  type CancelResult,
  type ManagedBooking,
} from "../../features/manage-booking/managed-booking.ts";
import { InvoicePanel } from "../../features/manage-booking/invoice-panel.tsx";
import { PaymentPanel } from "../../features/manage-booking/payment-panel.tsx";
import { TripStatusBadge } from "../../features/manage-booking/status-badge.tsx";
import { TripCard } from "../../features/manage-booking/trip-card.tsx";
import { useManagedBooking } from "../../features/manage-booking/use-managed-booking.ts";
import { WhatHappensNext } from "../../features/manage-booking/what-happens-next.tsx";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { formatEuros } from "../../../domain/money.ts";

/** /booking/:token — the customer's own booking behind the private link of their e-mails (no sign-in). */
export function ManageBookingPage() {
  const { token = "" } = useParams();
  const { t } = useTranslation("manage");
  const query = useManagedBooking(token);
  usePageMeta({
    title: query.data ? t("metaTitle", { reference: query.data.booking.reference }) : t("heading"),
  });

  if (query.isPending) return <ManageBookingSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ManageBookingNotFound />;
    return <ManageBookingError message={errorText(query.error, t)} onRetry={() => void query.refetch()} />;
  }
  return <ManagedBookingView data={query.data} token={token} />;
}

/** The booking page itself, for a link's token or a customer-area key (account-booking-page.tsx). */
export function ManagedBookingView({ data, token }: { data: ManagedBooking; token: string }) {
  const { t } = useTranslation("manage");
  const lang = useContentLanguage();
  const [params] = useSearchParams();
  const [cancelResult, setCancelResult] = useState<CancelResult | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const { booking } = data;
  const cancelled = booking.status === "cancelled";

  // After cancelling, the cancel button is gone: take focus to the outcome so it is read out.
  useEffect(() => {
    if (cancelResult) resultRef.current?.focus();
  }, [cancelResult]);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      {params.get("created") === "1" && !cancelled && (
        <Alert variant="success">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>{t("created.title")}</AlertTitle>
          <AlertDescription>{t("created.body")}</AlertDescription>
        </Alert>
      )}
      {cancelResult && (
        <div ref={resultRef} tabIndex={-1} className="outline-none">
          <Alert variant="info">
            <XCircle aria-hidden="true" />
            <AlertDescription>
              {cancelResult.refundCents > 0
                ? t("cancel.doneRefund", { amount: formatEuros(cancelResult.refundCents, lang) })
                : t("cancel.done")}
            </AlertDescription>
          </Alert>
        </div>
      )}

      <header className="flex flex-col gap-2 border-b pb-6">
        <p className="text-xs font-semibold tracking-widest text-gold-strong uppercase">{data.company.name}</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t("heading")}</h1>
          <TripStatusBadge status={booking.status} />
        </div>
        <p className="text-muted-foreground">
          {t("reference")}{" "}
          <span data-testid="booking-reference" className="font-mono text-lg font-semibold text-foreground">
            {booking.reference}
          </span>
          <span className="mx-2" aria-hidden="true">
            ·
          </span>
          {t("bookedBy", { name: data.customer.name })}
        </p>
        {cancelled && !cancelResult && <p className="font-medium text-destructive">{t("cancel.cancelledBanner")}</p>}
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <DriverOnTheDay token={token} cancelled={cancelled} />
          {tripsWithTitles(data, t).map(({ trip, title }) => (
            <TripCard key={trip.id} trip={trip} title={title} />
          ))}
        </div>
        <div className="space-y-6 lg:sticky lg:top-24">
          <PaymentPanel data={data} token={token} />
          <InvoicePanel invoice={data.invoice} token={token} />
          <Card>
            <CardContent className="space-y-4">
              <h2 className="text-lg font-semibold">{t("actions.heading")}</h2>
              {cancelled ? (
                <p className="text-sm text-muted-foreground">{t("actions.changeClosedCancelled")}</p>
              ) : (
                <>
                  <div className="flex flex-col gap-2">
                    <Button asChild variant="outline">
                      <a href={calendarUrl(token, lang)} download={`booking-${booking.reference}.ics`}>
                        <CalendarPlus aria-hidden="true" />
                        {t("actions.calendar")}
                      </a>
                    </Button>
                    <p className="text-xs text-muted-foreground">{t("actions.calendarHint")}</p>
                  </div>
                  <div className="flex flex-col gap-2">
                    {data.changeRequest.allowed ? (
                      <ChangeRequestDialog token={token} />
                    ) : (
                      <>
                        <Button variant="outline" disabled aria-describedby="change-closed">
                          {t("actions.change")}
                        </Button>
                        <p id="change-closed" className="text-xs text-muted-foreground">
                          {t("actions.changeClosed")}
                        </p>
                      </>
                    )}
                  </div>
                </>
              )}
              {data.cancellation.allowed ? (
                <CancelBookingDialog data={data} token={token} onCancelled={setCancelResult} />
              ) : (
                !cancelled && <p className="text-xs text-muted-foreground">{t("actions.cancelClosed")}</p>
              )}
            </CardContent>
          </Card>
        </div>
      </div>

      <Card>
        <CardContent>
          <WhatHappensNext company={data.company} contactOnly={cancelled} />
        </CardContent>
      </Card>
    </div>
  );
}

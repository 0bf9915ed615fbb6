import { CreditCard } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import { errorText } from "./format.ts";
import { ApiError } from "../../lib/api.ts";
import { bookingTotalCents, type ManagedBooking } from "./managed-booking.ts";
import { useManagedCheckout } from "./use-managed-booking.ts";
import { formatEuros } from "../../../domain/money.ts";

function Amount({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={strong ? "text-lg font-semibold tabular-nums" : "text-sm font-medium tabular-nums"}>{children}</dd>
    </div>
  );
}

/** What was paid, what is due, refunds, and Pay now for a pending booking (the SAME booking is paid). */
export function PaymentPanel({ data, token }: { data: ManagedBooking; token: string }) {
  const { t } = useTranslation("manage");
  const lang = useContentLanguage();
  const checkout = useManagedCheckout(token);
  const { payment } = data;
  const total = bookingTotalCents(data);
  const cancelled = data.booking.status === "cancelled";

  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <CreditCard aria-hidden="true" className="size-5 text-gold-strong" />
            {t("payment.heading")}
          </h2>
          {payment.testMode && <Badge variant="grey">{t("payment.testMode")}</Badge>}
        </div>
        <dl className="divide-y">
          <Amount label={t("payment.total")}>{formatEuros(total, lang)}</Amount>
          <Amount label={t("payment.paid")}>{formatEuros(payment.amountPaidCents, lang)}</Amount>
          {payment.refundedCents > 0 && (
            <Amount label={t("payment.refunded")}>{formatEuros(payment.refundedCents, lang)}</Amount>
          )}
          {payment.state === "pending" && payment.amountDueCents > 0 && (
            <Amount label={t("payment.due")} strong>
              {formatEuros(payment.amountDueCents, lang)}
            </Amount>
          )}
        </dl>

        {payment.state === "pending" && !cancelled && (
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">{t("payment.pendingText")}</p>
            <Button
              variant="gold"
              size="lg"
              className="w-full sm:w-auto"
              disabled={checkout.isPending || checkout.isSuccess}
              onClick={() => checkout.mutate()}
            >
              {checkout.isPending || checkout.isSuccess
                ? t("payment.paying")
                : t("payment.payNow", { amount: formatEuros(payment.amountDueCents, lang) })}
            </Button>
            {checkout.isError && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>
                  {checkout.error instanceof ApiError && checkout.error.code === "not_pending"
                    ? t("errors.notPending")
                    : errorText(checkout.error, t)}
                </AlertDescription>
              </Alert>
            )}
          </div>
        )}
        {payment.state === "paid" && <p className="text-sm">{t("payment.paidText")}</p>}
        {payment.state === "awaiting_approval" && !cancelled && <p className="text-sm">{t("payment.awaitingApproval")}</p>}
        {payment.state === "not_required" && !cancelled && <p className="text-sm">{t("payment.notRequired")}</p>}
        {(payment.state === "refunded" || payment.state === "partially_refunded") && payment.refundedCents > 0 && (
          <p className="text-sm">{t("payment.refundedText", { amount: formatEuros(payment.refundedCents, lang) })}</p>
        )}
      </CardContent>
    </Card>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../components/ui/alert-dialog.tsx";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import { errorText } from "./format.ts";
import { changedRefundCents, type CancelResult, type ManagedBooking } from "./managed-booking.ts";
import { useCancelBooking } from "./use-managed-booking.ts";
import { formatEuros } from "../../../domain/money.ts";

/**
 * Cancel, with the refund stated BEFORE the customer confirms (policy of spec section 9). The
 * figure shown is the one sent as expectedRefundCents; if the server's differs (a policy boundary
 * passed meanwhile: 409 refund_changed), the new figure is shown and the customer is asked again.
 */
export function CancelBookingDialog({
  data,
  token,
  onCancelled,
}: {
  data: ManagedBooking;
  token: string;
  onCancelled: (result: CancelResult) => void;
}) {
  const { t } = useTranslation("manage");
  const lang = useContentLanguage();
  const [open, setOpen] = useState(false);
  /** The server's new figure after a refund_changed refusal; replaces the page's until the dialog closes. */
  const [changedRefund, setChangedRefund] = useState<number | null>(null);
  const cancel = useCancelBooking(token);

  const paid = data.payment.amountPaidCents;
  const refundCents = changedRefund ?? data.cancellation.refundCents;
  const percent = changedRefund === null ? data.cancellation.refundPercent : paid > 0 ? Math.round((changedRefund / paid) * 100) : 0;

  const refundText =
    paid === 0
      ? t("cancel.nothingPaid")
      : refundCents === 0
        ? t("cancel.refundNone")
        : t("cancel.refund", { amount: formatEuros(refundCents, lang), percent });

  const failure = changedRefundCents(cancel.error) === undefined ? cancel.error : null;

  function onOpenChange(next: boolean) {
    if (cancel.isPending) return;
    setOpen(next);
    if (!next) {
      setChangedRefund(null);
      cancel.reset();
    }
  }

  function confirm() {
    cancel.mutate(refundCents, {
      onSuccess: (result) => {
        setOpen(false);
        setChangedRefund(null);
        onCancelled(result);
      },
      onError: (error) => {
        const changed = changedRefundCents(error);
        if (changed !== undefined) setChangedRefund(changed);
      },
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="w-full border-destructive/40 text-destructive hover:bg-destructive/5 hover:text-destructive">
          {t("actions.cancel")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("cancel.title")}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-3">
              {changedRefund !== null ? (
                <p role="alert" className="font-semibold text-foreground" data-testid="refund-statement">
                  {t("cancel.changed", { amount: formatEuros(changedRefund, lang) })}
                </p>
              ) : (
                <p className="text-base font-semibold text-foreground" data-testid="refund-statement">
                  {refundText}
                </p>
              )}
              {data.returnBooking && data.returnBooking.status !== "cancelled" && <p>{t("cancel.withReturn")}</p>}
              <p>{t("cancel.policy")}</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        {failure && (
          <Alert variant="destructive">
            <AlertDescription>{errorText(failure, t)}</AlertDescription>
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>{t("cancel.keep")}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? t("cancel.cancelling") : changedRefund !== null ? t("cancel.confirmAgain") : t("cancel.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

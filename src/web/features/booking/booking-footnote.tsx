import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { BookingType } from "../../../domain/booking-type.ts";
import { useSiteContent } from "../content/use-site-content.ts";

/**
 * The line under the submit button: tours wait for approval; transfers are paid by card, or,
 * when the company takes no online payment (PAYMENTS=off), payment is arranged after booking.
 */
export const BookingFootnote = memo(function BookingFootnote({ bookingType }: { bookingType: BookingType }) {
  const { t } = useTranslation("booking");
  const { paymentsMode } = useSiteContent();
  const key =
    bookingType === "tour" ? "footnote.tour" : paymentsMode === "off" ? "footnote.transferPayLater" : "footnote.transfer";
  return <p className="text-xs text-muted-foreground">{t(key)}</p>;
});

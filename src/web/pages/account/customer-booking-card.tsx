import { ArrowRight, Repeat } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { rebookHref, type CustomerBookingItem } from "../../features/account/use-customer-bookings.ts";
import { TripStatusBadge } from "../../features/manage-booking/status-badge.tsx";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import { formatEuros } from "../../../domain/money.ts";
import { formatDate, formatTime } from "../../../domain/lisbon-date.ts";

/** One booking of "My bookings": what, when, its status and payment, and what can be done. */
export function CustomerBookingCard({ item }: { item: CustomerBookingItem }) {
  const { t } = useTranslation("account");
  const { t: tm } = useTranslation("manage");
  const lang = useContentLanguage();
  const { booking, returnBooking, payment } = item;
  const total = booking.totalPriceCents + (returnBooking?.totalPriceCents ?? 0);
  return (
    <Card data-testid="customer-booking">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold">{booking.reference}</span>
            <TripStatusBadge status={booking.status} />
            <Badge variant="grey">{t(`area.payment.${payment.state}`)}</Badge>
          </div>
          <p className="text-lg font-semibold">
            {formatDate(booking.bookingDate, lang, { weekday: "long" })} · {formatTime(booking.bookingTime)}
          </p>
          <p className="break-words text-muted-foreground">
            {booking.bookingType === "tour" && booking.tourName ? (
              booking.tourName
            ) : (
              <>
                {booking.origin} <ArrowRight aria-label="→" className="inline size-4" /> {booking.destination}
              </>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {tm("trip.passengersCount", { count: booking.passengers })} · {booking.vehicleName ?? booking.vehicleClass}
            {returnBooking && ` · ${t("area.returnTrip")}`} · {formatEuros(total, lang)}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:w-48">
          <Button asChild>
            <Link to={`/account/bookings/${booking.id}`}>{t("area.manage")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={rebookHref(item)}>
              <Repeat aria-hidden="true" />
              {t("area.rebook")}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

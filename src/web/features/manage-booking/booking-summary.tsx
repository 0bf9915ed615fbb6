import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import { useVehicleClassName } from "../booking/class-keys.ts";
import { bookingTotalCents, tripsWithTitles, type ManagedBooking, type ManagedTrip } from "./managed-booking.ts";
import { formatEuros } from "../../../domain/money.ts";
import { formatDate, formatTime } from "../../../domain/lisbon-date.ts";

function TripSummary({ trip, title }: { trip: ManagedTrip; title: string }) {
  const { t } = useTranslation("manage");
  const className = useVehicleClassName();
  const lang = useContentLanguage();
  return (
    <div className="space-y-1.5" data-testid={`summary-${trip.id}`}>
      <h3 className="text-xs font-semibold tracking-wider text-gold-strong uppercase">{title}</h3>
      {trip.tourName && <p className="font-medium">{trip.tourName}</p>}
      <p className="flex flex-wrap items-center gap-x-2 font-medium">
        <span>{trip.origin}</span>
        <ArrowRight aria-label={t("trip.to")} className="size-4 shrink-0 text-muted-foreground" />
        <span>{trip.destination}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {formatDate(trip.bookingDate, lang, { weekday: "long" })} · {formatTime(trip.bookingTime)}
      </p>
      <p className="text-sm text-muted-foreground">
        {t("trip.passengersCount", { count: trip.passengers })} · {className(trip.vehicleClass)}
        {trip.vehicleName ? ` (${trip.vehicleName})` : ""}
        {trip.flightNumber ? ` · ${t("trip.flight")} ${trip.flightNumber}` : ""}
      </p>
      {trip.extras.length > 0 && (
        <ul className="text-sm text-muted-foreground">
          {trip.extras.map((extra) => (
            <li key={extra.name}>
              + {extra.name} ({formatEuros(extra.priceCents, lang)})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A short account of what was booked, for the payment result pages. */
export function BookingSummary({ data }: { data: ManagedBooking }) {
  const { t } = useTranslation("manage");
  const lang = useContentLanguage();
  const total = bookingTotalCents(data);
  const paid = data.payment.amountPaidCents;
  return (
    <section aria-labelledby="booking-summary" className="space-y-4 rounded-lg border p-4 text-left sm:p-5">
      <h2 id="booking-summary" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      {tripsWithTitles(data, t).map(({ trip, title }) => (
        <TripSummary key={trip.id} trip={trip} title={title} />
      ))}
      <dl className="flex items-baseline justify-between gap-4 border-t pt-3">
        <dt className="text-sm text-muted-foreground">{paid > 0 ? t("payment.paid") : t("payment.total")}</dt>
        <dd className="text-lg font-semibold tabular-nums" data-testid="summary-amount">
          {formatEuros(paid > 0 ? paid : total, lang)}
        </dd>
      </dl>
    </section>
  );
}

import { CalendarDays, Clock, MapPin, Plane, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import type { ManagedTrip } from "./managed-booking.ts";
import { TripStatusBadge } from "./status-badge.tsx";
import { VehiclePicture } from "./vehicle-picture.tsx";
import { useVehicleClassName } from "../booking/class-keys.ts";
import { formatEuros } from "../../../domain/money.ts";
import { formatDate, formatTime } from "../../../domain/lisbon-date.ts";

function Row({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,8.5rem)_1fr] gap-x-3 gap-y-0.5 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="flex items-start gap-2 text-sm text-muted-foreground">
        {icon && (
          <span aria-hidden="true" className="mt-0.5 text-gold-strong [&_svg]:size-4">
            {icon}
          </span>
        )}
        {label}
      </dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** One trip of the booking (the outbound one, or its return), every detail the customer booked. */
export function TripCard({ trip, title, headingLevel = 2 }: { trip: ManagedTrip; title: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("manage");
  const className = useVehicleClassName();
  const lang = useContentLanguage();
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <Card className="overflow-hidden" data-testid={`trip-${trip.id}`}>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <Heading className="text-lg font-semibold">{title}</Heading>
            <p className="text-sm text-muted-foreground">
              {trip.bookingType === "tour" ? t("trip.tour") : t("trip.transfer")} ·{" "}
              {t("trip.reference", { reference: trip.reference })}
            </p>
          </div>
          <TripStatusBadge status={trip.status} />
        </div>

        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <dl className="min-w-0 flex-1 divide-y">
            {trip.tourName && <Row label={t("trip.tourName")}>{trip.tourName}</Row>}
            <Row label={t("trip.from")} icon={<MapPin />}>
              {trip.origin}
            </Row>
            <Row label={t("trip.to")} icon={<MapPin />}>
              {trip.destination}
            </Row>
            <Row label={t("trip.date")} icon={<CalendarDays />}>
              {formatDate(trip.bookingDate, lang, { weekday: "long" })}
            </Row>
            <Row label={t("trip.time")} icon={<Clock />}>
              <time dateTime={`${trip.bookingDate}T${formatTime(trip.bookingTime)}`}>{formatTime(trip.bookingTime)}</time>
            </Row>
            <Row label={t("trip.passengers")} icon={<Users />}>
              {t("trip.passengersCount", { count: trip.passengers })}
            </Row>
            <Row label={t("trip.vehicle")}>
              {className(trip.vehicleClass)}
              {trip.vehicleName && <span className="font-normal text-muted-foreground"> · {trip.vehicleName}</span>}
            </Row>
            {trip.flightNumber && (
              <Row label={t("trip.flight")} icon={<Plane />}>
                {trip.flightNumber}
              </Row>
            )}
            {trip.extras.length > 0 && (
              <Row label={t("trip.extras")}>
                <ul className="space-y-1">
                  {trip.extras.map((extra) => (
                    <li key={extra.name} className="flex justify-between gap-3">
                      <span>{extra.name}</span>
                      <span className="whitespace-nowrap tabular-nums">{formatEuros(extra.priceCents, lang)}</span>
                    </li>
                  ))}
                </ul>
              </Row>
            )}
            {trip.specialRequests && (
              <Row label={t("trip.specialRequests")}>
                <span className="font-normal whitespace-pre-line">{trip.specialRequests}</span>
              </Row>
            )}
            <Row label={t("trip.price")}>
              <span className="tabular-nums">{formatEuros(trip.totalPriceCents, lang)}</span>
            </Row>
          </dl>
          <VehiclePicture vehicleClass={trip.vehicleClass} className="order-first w-full max-w-64 self-center sm:order-none sm:w-48 sm:self-start" />
        </div>
      </CardContent>
    </Card>
  );
}

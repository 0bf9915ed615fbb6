import { useQuery } from "@tanstack/react-query";
import { CarFront, MapPin, MessageCircle, Phone } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { BookingServiceResponse, TripService } from "../../../domain/contracts/day-of-service.ts";
import { lisbonWallClockParts } from "../../../domain/lisbon-date.ts";
import { isFinalStep } from "../../../domain/service-steps.ts";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import { telHref } from "./format.ts";
import { fetchBookingService } from "./managed-booking.ts";

const DriverMap = lazy(() => import("./driver-map.tsx"));

/** The page asks again this often while it is visible and a trip is not done (decision 0050). */
export const SERVICE_POLL_MS = 20_000;

const lisbonClock = (iso: string) => {
  const { hour, minute } = lisbonWallClockParts(new Date(iso));
  return `${hour}:${minute}`;
};

const stillToCome = (data: BookingServiceResponse | undefined) =>
  !data || data.trips.some((trip) => !isFinalStep(trip.step) && trip.driver !== null);

/** The trips' driver and live step, polled every 20 s while the page is visible and a trip is still to come. */
export function useBookingService(token: string, enabled: boolean) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ["managed-booking", "service", token, lang],
    queryFn: () => fetchBookingService(token, lang),
    enabled,
    refetchInterval: (query) => (stillToCome(query.state.data) ? SERVICE_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

function TripOnTheDay({ trip, showReference }: { trip: TripService; showReference: boolean }) {
  const { t } = useTranslation("manage");
  const step = trip.step ?? "none";
  const car = trip.driver ? [[trip.driver.car.make, trip.driver.car.model].filter(Boolean).join(" "), trip.driver.car.colour].filter(Boolean).join(", ") : "";
  const meeting =
    trip.meetingPoint.kind === "airport_sign"
      ? t("dayOfService.meetingAirportSign", { place: trip.meetingPoint.place })
      : trip.meetingPoint.kind === "airport"
        ? t("dayOfService.meetingAirport", { place: trip.meetingPoint.place })
        : trip.meetingPoint.place;
  return (
    <div className="space-y-3" data-testid="trip-on-the-day">
      {showReference && <p className="text-xs text-muted-foreground">{t("dayOfService.trip", { reference: trip.reference })}</p>}
      <p role="status" className="text-lg font-semibold" data-step={step}>
        {t(`dayOfService.step.${step}`)}
        {trip.stepAt && trip.step && <span className="ml-2 text-sm font-normal text-muted-foreground">{lisbonClock(trip.stepAt)}</span>}
      </p>
      {trip.position && (
        <div className="space-y-1">
          <Suspense fallback={<div className="h-64 w-full animate-pulse rounded-md bg-muted" />}>
            <DriverMap position={trip.position} label={t("dayOfService.mapLabel")} />
          </Suspense>
          <p className="text-xs text-muted-foreground">{t("dayOfService.positionAt", { time: lisbonClock(trip.position.recordedAt) })}</p>
        </div>
      )}
      {trip.driver && (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{t("dayOfService.driver")}</dt>
            <dd className="font-medium">{trip.driver.firstName}</dd>
          </div>
          {car && (
            <div>
              <dt className="text-muted-foreground">{t("dayOfService.car")}</dt>
              <dd className="flex items-center gap-1 font-medium">
                <CarFront aria-hidden="true" className="size-4" />
                {car}
              </dd>
            </div>
          )}
          {trip.driver.car.plate && (
            <div>
              <dt className="text-muted-foreground">{t("dayOfService.plate")}</dt>
              <dd className="font-mono font-semibold tracking-wide">{trip.driver.car.plate}</dd>
            </div>
          )}
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{t("dayOfService.meetingPoint")}</dt>
            <dd className="flex items-start gap-1 font-medium">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {meeting}
            </dd>
          </div>
          {trip.driver.phone && (
            <div className="flex flex-wrap gap-4 sm:col-span-2">
              <a className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4" href={telHref(trip.driver.phone)}>
                <Phone aria-hidden="true" className="size-4" />
                {t(trip.driver.contact === "driver" ? "dayOfService.callDriver" : "dayOfService.callCompany", { phone: trip.driver.phone })}
              </a>
              {trip.driver.whatsappUrl && (
                <a
                  className="inline-flex items-center gap-1 font-medium text-green-700 underline underline-offset-4"
                  href={trip.driver.whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageCircle aria-hidden="true" className="size-4" />
                  WhatsApp
                </a>
              )}
            </div>
          )}
        </dl>
      )}
    </div>
  );
}

/**
 * "Your driver": who is coming (first name, car, plate), where to meet, how to reach them, and
 * the live step with the driver's position on a map while on the way. Shown once a driver is
 * assigned or the job has a step; a cancelled booking shows nothing.
 */
export function DriverOnTheDay({ token, cancelled }: { token: string; cancelled: boolean }) {
  const { t } = useTranslation("manage");
  const service = useBookingService(token, !cancelled);
  const trips = (service.data?.trips ?? []).filter((trip) => trip.driver !== null || trip.step !== null);
  if (cancelled || trips.length === 0) return null;
  return (
    <Card aria-labelledby="day-of-service-heading">
      <CardContent className="space-y-4">
        <h2 id="day-of-service-heading" className="text-lg font-semibold">
          {t("dayOfService.heading")}
        </h2>
        {trips.map((trip) => (
          <TripOnTheDay key={trip.bookingId} trip={trip} showReference={trips.length > 1} />
        ))}
      </CardContent>
    </Card>
  );
}

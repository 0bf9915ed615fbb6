import type { CustomerDriver } from "../../../domain/contracts/day-of-service.ts";
import { formatDate, formatTime, lisbonWallClockParts, mailDateOptions } from "../../../domain/lisbon-date.ts";
import type { MeetingPoint } from "../../../domain/meeting-point.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import { isContentLanguage, type ContentLanguage } from "../../../domain/translations.ts";
import type { bookings } from "../../db/schema.ts";
import type { BrandedMail, SummaryRow } from "../../mail/types.ts";
import { carLine } from "./customer-driver.ts";
import { DAY_OF_SERVICE_MAIL_TEXTS, type DayOfServiceMailTexts } from "./day-of-service-mail-texts.ts";

type BookingRow = typeof bookings.$inferSelect;

const languageOf = (booking: Pick<BookingRow, "language">): ContentLanguage => (isContentLanguage(booking.language) ? booking.language : "en");

/** An instant's time of day in Lisbon, HH:MM (the pickup's own clock). */
const lisbonClock = (instant: Date) => {
  const { hour, minute } = lisbonWallClockParts(instant);
  return `${hour}:${minute}`;
};

function meetingLine(point: MeetingPoint, t: DayOfServiceMailTexts): string {
  if (point.kind === "airport_sign") return t.meeting.airportSign(point.place);
  if (point.kind === "airport") return t.meeting.airport(point.place);
  return t.meeting.address(point.place);
}

function tripRows(trip: BookingRow, t: DayOfServiceMailTexts): SummaryRow[] {
  const lang = languageOf(trip);
  return [
    [t.fields.route, `${trip.origin} → ${trip.destination}`],
    [t.fields.date, formatDate(trip.bookingDate, lang, mailDateOptions(lang))],
    [t.fields.time, formatTime(trip.bookingTime)],
  ];
}

/**
 * To the customer when a driver is assigned to a trip (or the driver changes), in the booking's
 * language: the driver's first name, the car and its plate, the meeting point and a number to
 * reach them (the driver's or the company's, as the company setting says).
 */
export function driverAssignedMail(input: {
  trip: BookingRow;
  driver: CustomerDriver;
  meetingPoint: MeetingPoint;
  changed: boolean;
  manageUrl: string;
}): BrandedMail {
  const t = DAY_OF_SERVICE_MAIL_TEXTS[languageOf(input.trip)];
  const ref = bookingReference(input.trip.id);
  const { driver } = input;
  const rows: SummaryRow[] = [[t.fields.driver, driver.firstName]];
  const car = carLine(driver.car);
  if (car) rows.push([t.fields.car, car]);
  if (driver.car.plate) rows.push([t.fields.plate, driver.car.plate]);
  rows.push([t.fields.meetingPoint, meetingLine(input.meetingPoint, t)]);
  if (driver.phone) rows.push([driver.contact === "driver" ? t.fields.driverPhone : t.fields.companyPhone, driver.phone]);
  if (driver.whatsappUrl) rows.push([t.fields.whatsapp, driver.whatsappUrl]);
  return {
    kind: "driver_assigned",
    to: input.trip.customerEmail,
    subject: t.assigned.subject(ref),
    branded: {
      language: languageOf(input.trip),
      audience: "customer",
      preview: t.assigned.preview,
      heading: t.assigned.heading,
      intro: [t.hello(input.trip.customerName), input.changed ? t.assigned.changed(ref) : t.assigned.intro(ref)],
      sections: [{ rows }, { rows: tripRows(input.trip, t) }],
      outro: [t.followLive],
      manageUrl: input.manageUrl,
      reference: ref,
    },
  };
}

/** The facts of a no-show, as recorded by the driver's steps. */
export interface NoShowFacts {
  arrivedAt: Date;
  waitedMinutes: number;
  calls: Date[];
}

/** To the customer when the driver closed their trip as a no-show: the facts, in their language. */
export function noShowMail(input: { trip: BookingRow; facts: NoShowFacts; manageUrl: string }): BrandedMail {
  const t = DAY_OF_SERVICE_MAIL_TEXTS[languageOf(input.trip)];
  const ref = bookingReference(input.trip.id);
  const { facts } = input;
  return {
    kind: "no_show",
    to: input.trip.customerEmail,
    subject: t.noShow.subject(ref),
    branded: {
      language: languageOf(input.trip),
      audience: "customer",
      preview: t.noShow.preview,
      heading: t.noShow.heading,
      intro: [t.hello(input.trip.customerName), t.noShow.intro(ref)],
      sections: [
        { rows: tripRows(input.trip, t) },
        {
          rows: [
            [t.noShow.arrived, lisbonClock(facts.arrivedAt)],
            [t.noShow.waited, t.noShow.minutes(facts.waitedMinutes)],
            [t.noShow.calls, facts.calls.length ? facts.calls.map(lisbonClock).join(", ") : t.noShow.noCalls],
          ],
        },
      ],
      outro: [t.noShow.policy],
      manageUrl: input.manageUrl,
      hideManageHint: true,
      reference: ref,
    },
  };
}

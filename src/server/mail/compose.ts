import { asc, eq, inArray } from "drizzle-orm";
import { bookingCalendar, calendarTripsOf, type CalendarBooking } from "../../domain/booking-calendar.ts";
import type { DbOrTx } from "../db/client.ts";
import { bookings, tours, type MailAttachment } from "../db/schema.ts";
import { loadMailCompany, type MailCompany } from "./company.ts";
import { renderBrandedMail } from "./render.tsx";
import type { BrandedMail, MailCalendar, PlainMail } from "./types.ts";

/** What the outbox stores of a mail. */
export interface ComposedMail {
  text: string;
  html: string | null;
  attachments: MailAttachment[];
}

/**
 * A mail ready to store: a branded one is rendered with the company's details from site content
 * (read through `db`, the caller's transaction) and gets its .ics, a plain one is kept as it is.
 */
export async function composeMail(db: DbOrTx, mail: PlainMail | BrandedMail, now = new Date()): Promise<ComposedMail> {
  if (!("branded" in mail)) return { text: mail.text, html: mail.html ?? null, attachments: mail.attachments ?? [] };
  const company = await loadMailCompany(db);
  const { html, text } = await renderBrandedMail(mail.branded, company);
  const attachments = [...(mail.attachments ?? [])];
  if (mail.calendar) attachments.push(await calendarAttachment(db, mail.calendar, company, now));
  return { text, html, attachments };
}

/** The booking's .ics: tours last their duration (read from the tour when the mail did not say). */
async function calendarAttachment(db: DbOrTx, calendar: MailCalendar, company: MailCompany, now: Date): Promise<MailAttachment> {
  const given = calendar.trips;
  const returns = calendar.includeReturnTrips && given.length
    ? await db
        .select()
        .from(bookings)
        .where(inArray(bookings.outboundBookingId, given.map((trip) => trip.id)))
        .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime))
    : [];
  // Return trips are transfers: the booking row's own fields are all the calendar needs.
  const all: CalendarBooking[] = [...given, ...returns.filter((row) => row.status !== "cancelled")];
  // The event's STATUS follows the booking's (pending: TENTATIVE), read in the caller's transaction
  // for a trip the mail did not give one.
  const unknown = all.filter((trip) => !trip.status).map((trip) => trip.id);
  const statuses = unknown.length
    ? await db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(inArray(bookings.id, unknown))
    : [];
  const missing = all.filter((trip) => trip.bookingType === "tour" && trip.tourDurationHours == null).map((trip) => trip.id);
  const durations = missing.length
    ? await db
        .select({ id: bookings.id, hours: tours.durationHours })
        .from(bookings)
        .innerJoin(tours, eq(tours.id, bookings.tourId))
        .where(inArray(bookings.id, missing))
    : [];
  const trips = all.map((trip) => ({
    ...trip,
    status: trip.status ?? statuses.find((s) => s.id === trip.id)?.status ?? "pending",
    tourDurationHours: trip.tourDurationHours ?? durations.find((d) => d.id === trip.id)?.hours ?? null,
  }));
  const method = calendar.method ?? "PUBLISH";
  const ics = bookingCalendar(
    calendarTripsOf(trips, {
      language: calendar.language,
      companyName: company.name,
      companyPhone: company.phone,
      manageUrl: calendar.manageUrl ?? null,
    }),
    { companyName: company.name, companyEmail: company.email, now, method },
  );
  return {
    filename: calendar.filename,
    // RFC 5545 3.7.2: in a MIME entity, the METHOD is also the content type's `method`.
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(ics, "utf8").toString("base64"),
  };
}

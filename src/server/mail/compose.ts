import { asc, eq, inArray } from "drizzle-orm";
import { bookingCalendar, calendarTripsOf, type CalendarBooking } from "../../domain/booking-calendar.ts";
import type { DbOrTx } from "../db/client.ts";
import { bookings, tours, type MailAttachment, type mailOutbox } from "../db/schema.ts";
import { loadMailCompany, type MailCompany } from "./company.ts";
import { renderBrandedMail } from "./render.ts";
import type { MailCalendar, MailIntent } from "./types.ts";

/** What the outbox stores of a mail. */
export interface ComposedMail {
  text: string;
  html: string | null;
  attachments: MailAttachment[];
}

/**
 * A queued branded mail rendered: the layout with the company's details (`company`, from site
 * content) and its .ics, whose trips' statuses and return trips are read through `db` now; `now`
 * (the time it was queued) stamps the .ics. `attachments` are the files queued with it.
 */
export async function composeMail(
  db: DbOrTx,
  intent: MailIntent,
  company: MailCompany,
  options: { now: Date; attachments?: MailAttachment[] | null },
): Promise<ComposedMail> {
  const { html, text } = await renderBrandedMail(intent.branded, company);
  const attachments = [...(options.attachments ?? [])];
  if (intent.calendar) attachments.push(await calendarAttachment(db, intent.calendar, company, options.now));
  return { text, html, attachments };
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The parts of an outbox row as they are sent: its stored text, HTML and files, or, for a branded
 * mail not sent yet, its content rendered now (`company` defaults to site content's now). The
 * worker stores what it sent with the row once the send is accepted.
 */
export async function renderOutboxRow(db: DbOrTx, row: OutboxRow, company?: MailCompany): Promise<ComposedMail> {
  if (row.textBody !== null || !row.content) {
    return { text: row.textBody ?? "", html: row.htmlBody, attachments: row.attachments ?? [] };
  }
  return composeMail(db, row.content as unknown as MailIntent, company ?? (await loadMailCompany(db)), {
    now: row.createdAt,
    attachments: row.attachments,
  });
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

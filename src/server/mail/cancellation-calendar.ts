import type { CalendarBooking } from "../../domain/booking-calendar.ts";
import { bookingReference } from "../../domain/service-date.ts";
import type { BrandedMail } from "./types.ts";

type CancelledTrip = Omit<CalendarBooking, "tourName" | "tourDurationHours" | "status">;

/**
 * The cancellation e-mail with its calendar update: booking-<reference>.ics with METHOD:CANCEL,
 * the booking and its return trip (the same UIDs as the confirmation's file) CANCELLED with a
 * higher SEQUENCE, in the mail's language, so a calendar that holds the trips removes them.
 */
export function withCancellationCalendar(
  mail: BrandedMail,
  data: { booking: CancelledTrip; returnBooking: CancelledTrip | null; tourName: string | null; tourDurationHours?: number | null },
): BrandedMail {
  const trip = (row: CancelledTrip): CalendarBooking => ({
    id: row.id,
    bookingType: row.bookingType,
    origin: row.origin,
    destination: row.destination,
    bookingDate: row.bookingDate,
    bookingTime: row.bookingTime,
    flightNumber: row.flightNumber,
    status: "cancelled",
  });
  return {
    ...mail,
    calendar: {
      filename: `booking-${bookingReference(data.booking.id)}.ics`,
      language: mail.branded.language,
      method: "CANCEL",
      trips: [
        { ...trip(data.booking), tourName: data.tourName, tourDurationHours: data.tourDurationHours ?? null },
        ...(data.returnBooking ? [trip(data.returnBooking)] : []),
      ],
    },
  };
}

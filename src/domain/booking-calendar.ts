import { createEvents, type EventAttributes } from "ics";
import { lisbonInstant } from "./lisbon-date.ts";
import { bookingReference } from "./service-date.ts";
import { isContentLanguage, type ContentLanguage } from "./translations.ts";

/** RFC 5545 STATUS of an event. */
export type CalendarEventStatus = "TENTATIVE" | "CONFIRMED" | "CANCELLED";

/** One trip of a booking as a calendar event. */
export interface CalendarTrip {
  /** The booking's id (one event per booking; the return trip is another booking). */
  uid: string;
  summary: string;
  /** The pickup in Lisbon wall-clock time. */
  startLisbon: { date: string /* YYYY-MM-DD */; time: string /* HH:MM */ };
  durationMinutes: number;
  /** The pickup address. */
  location: string;
  /** Route, flight number, the company's phone, the manage link. */
  description: string;
  /** The booking's status (`bookings.status`); without one the event is CONFIRMED. */
  status?: string;
}

/** A transfer is booked for an hour in the calendar; a tour for its own duration. */
export const TRANSFER_CALENDAR_MINUTES = 60;

/**
 * The event's STATUS and SEQUENCE for a booking's status. A calendar replaces an event it holds
 * (same UID) only by one with a higher SEQUENCE, so the sequence grows with the booking's life:
 * pending (TENTATIVE) 0, confirmed and after (CONFIRMED) 1, cancelled (CANCELLED) 2.
 */
export function calendarEventStateOf(bookingStatus: string | undefined): { status: CalendarEventStatus; sequence: number } {
  if (bookingStatus === "pending") return { status: "TENTATIVE", sequence: 0 };
  if (bookingStatus === "cancelled") return { status: "CANCELLED", sequence: 2 };
  return { status: "CONFIRMED", sequence: 1 };
}

/** UTF-8 octets of one code point. */
const octetsOf = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * RFC 5545 3.1: a content line is at most 75 octets (bytes, not characters); a longer one goes on
 * in lines that start with one space. Folds between characters, never inside one (a multi-byte
 * UTF-8 character or a surrogate pair stays whole).
 */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const octets = octetsOf(char.codePointAt(0) ?? 0);
    if (size + octets > limit) {
      parts.push(current);
      current = "";
      size = 0;
      limit = 74; // the leading space is the 75th octet
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** Unfolds a whole file (as `ics` folded it, by characters) and folds it again by octets. */
function refoldCalendar(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map((line) => (line ? foldCalendarLine(line) : line))
    .join("\r\n");
}

/**
 * A parameter value (CN) as `ics` writes it, in double quotes: RFC 5545 allows no DQUOTE inside
 * one, so a quote, a caret and a line break are written as RFC 6868 says (^' ^^ ^n), which
 * calendar libraries read back; other control characters are left out.
 */
function paramText(value: string): string {
  return value
    .replace(/\^/g, "^^")
    .replace(/"/g, "^'")
    .replace(/\r?\n/g, "^n")
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, "");
}

/** A TEXT value (RFC 5545 3.3.11) where `ics` writes it without escaping (X-WR-CALNAME). */
function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/\r?\n/g, "\\n").replace(/;/g, "\\;").replace(/,/g, "\\,");
}

/**
 * The booking's trips as an iCalendar file (RFC 5545: CRLF line ends, lines folded at 75 octets),
 * one VEVENT per trip with DTSTART/DTEND in UTC, the booking's id as its UID, the company as the
 * organizer, STATUS and SEQUENCE from the booking's status (calendarEventStateOf). `method`
 * CANCEL (RFC 5546) is the update a cancellation sends: every event CANCELLED, with a SEQUENCE
 * above any the booking had. `now` is the DTSTAMP. Throws when a trip cannot be written (e.g. a
 * malformed date).
 */
export function bookingCalendar(
  trips: CalendarTrip[],
  options: { companyName: string; companyEmail: string; now: Date; method?: "PUBLISH" | "CANCEL" },
): string {
  const method = options.method ?? "PUBLISH";
  const events: EventAttributes[] = trips.map((trip) => {
    const start = lisbonInstant(trip.startLisbon.date, trip.startLisbon.time.slice(0, 5));
    const state = calendarEventStateOf(method === "CANCEL" ? "cancelled" : trip.status);
    return {
      uid: `${trip.uid}@booking`,
      start: start.getTime(),
      startInputType: "utc",
      startOutputType: "utc",
      duration: { minutes: trip.durationMinutes },
      title: trip.summary,
      description: trip.description,
      location: trip.location,
      status: state.status,
      sequence: state.sequence,
      busyStatus: state.status === "CANCELLED" ? "FREE" : "BUSY",
      productId: "lusitania-chauffeur/booking",
      ...(options.companyEmail ? { organizer: { name: paramText(options.companyName), email: options.companyEmail } } : {}),
      // DTSTAMP (ics reads `timestamp`; its types omit it).
      ...({ timestamp: options.now.getTime() } as object),
    };
  });
  const { error, value } = createEvents(events, {
    productId: "lusitania-chauffeur/booking",
    method,
    calName: escapeText(options.companyName),
  });
  if (error || !value) throw error ?? new Error("bookingCalendar: the calendar could not be written");
  return refoldCalendar(value);
}

/** What a calendar event needs of one booking (a row of `bookings` fits, plus its tour's data). */
export interface CalendarBooking {
  id: string;
  bookingType: string;
  origin: string;
  destination: string;
  /** YYYY-MM-DD */
  bookingDate: string;
  /** HH:MM or HH:MM:SS */
  bookingTime: string;
  flightNumber: string | null;
  /** The tour's name in the calendar's language (tours only). */
  tourName?: string | null;
  /** The tour's length in hours (tours only; transfers take TRANSFER_CALENDAR_MINUTES). */
  tourDurationHours?: number | null;
  /** `bookings.status`: the event's STATUS and SEQUENCE (calendarEventStateOf). */
  status?: string;
}

interface CalendarTexts {
  transfer: (from: string, to: string) => string;
  tour: (name: string) => string;
  returnTrip: string;
  reference: string;
  route: string;
  flight: string;
  phone: string;
  manage: string;
}

const CALENDAR_TEXTS: Record<ContentLanguage, CalendarTexts> = {
  en: {
    transfer: (from, to) => `Transfer: ${from} → ${to}`,
    tour: (name) => `Tour: ${name}`,
    returnTrip: "Return",
    reference: "Booking reference",
    route: "Route",
    flight: "Flight",
    phone: "Phone (24/7)",
    manage: "Manage my booking",
  },
  pt: {
    transfer: (from, to) => `Transfer: ${from} → ${to}`,
    tour: (name) => `Tour: ${name}`,
    returnTrip: "Regresso",
    reference: "Referência da reserva",
    route: "Percurso",
    flight: "Voo",
    phone: "Telefone (24h)",
    manage: "Gerir a minha reserva",
  },
  fr: {
    transfer: (from, to) => `Transfert : ${from} → ${to}`,
    tour: (name) => `Circuit : ${name}`,
    returnTrip: "Retour",
    reference: "Référence de réservation",
    route: "Trajet",
    flight: "Vol",
    phone: "Téléphone (24 h/24)",
    manage: "Gérer ma réservation",
  },
  es: {
    transfer: (from, to) => `Traslado: ${from} → ${to}`,
    tour: (name) => `Tour: ${name}`,
    returnTrip: "Vuelta",
    reference: "Referencia de la reserva",
    route: "Trayecto",
    flight: "Vuelo",
    phone: "Teléfono (24 h)",
    manage: "Gestionar mi reserva",
  },
  zh: {
    transfer: (from, to) => `接送：${from} → ${to}`,
    tour: (name) => `线路：${name}`,
    returnTrip: "返程",
    reference: "预订编号",
    route: "行程",
    flight: "航班",
    phone: "电话（24小时）",
    manage: "管理我的预订",
  },
};

/**
 * The calendar events of a booking and its return trip (outbound first), in `language` (English
 * for an unknown one): the summary names the company and the trip, the location is the pickup
 * address, the description holds the reference, route, flight number, the company's phone and
 * the manage link. The confirmation e-mail and the booking page's download both use it.
 */
export function calendarTripsOf(
  trips: CalendarBooking[],
  options: { language: string; companyName: string; companyPhone: string; manageUrl?: string | null },
): CalendarTrip[] {
  const t = CALENDAR_TEXTS[isContentLanguage(options.language) ? options.language : "en"];
  return trips.map((trip, index) => {
    const isTour = trip.bookingType === "tour";
    const what = isTour ? t.tour(trip.tourName ?? "") : t.transfer(trip.origin, trip.destination);
    const summary = `${options.companyName} — ${index > 0 ? `${t.returnTrip} · ` : ""}${what}`;
    const description = [
      `${t.reference}: ${bookingReference(trip.id)}`,
      `${t.route}: ${trip.origin} → ${trip.destination}`,
      ...(trip.flightNumber ? [`${t.flight}: ${trip.flightNumber}`] : []),
      ...(options.companyPhone ? [`${t.phone}: ${options.companyPhone}`] : []),
      ...(options.manageUrl ? [`${t.manage}: ${options.manageUrl}`] : []),
    ].join("\n");
    const hours = isTour ? trip.tourDurationHours : null;
    return {
      uid: trip.id,
      summary,
      startLisbon: { date: trip.bookingDate, time: trip.bookingTime.slice(0, 5) },
      durationMinutes: hours && hours > 0 ? Math.round(hours * 60) : TRANSFER_CALENDAR_MINUTES,
      location: trip.origin,
      description,
      ...(trip.status ? { status: trip.status } : {}),
    };
  });
}

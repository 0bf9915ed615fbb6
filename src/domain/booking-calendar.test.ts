import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingCalendar, calendarTripsOf, type CalendarTrip } from "./booking-calendar.ts";
import { lisbonInstant } from "./lisbon-date.ts";

const now = new Date("2026-05-01T10:00:00Z");
const company = { companyName: "Lusitania Chauffeur", companyEmail: "info@lusitania.example", now };

function parse(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  return component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

const outbound: CalendarTrip = {
  uid: "3f2a9c1e-0000-4000-8000-000000000001",
  summary: "Lusitania Chauffeur — Transfer: Faro Airport → Vilamoura",
  startLisbon: { date: "2026-07-15", time: "14:30" },
  durationMinutes: 60,
  location: "Faro Airport (FAO), 8006-901 Faro",
  description: "Flight: TP1234\nPhone: +351 912 345 678",
};

describe("bookingCalendar", () => {
  it("writes one VEVENT per trip that a calendar library reads back, in Lisbon time", () => {
    const back: CalendarTrip = {
      ...outbound,
      uid: "3f2a9c1e-0000-4000-8000-000000000002",
      summary: "Return",
      startLisbon: { date: "2026-12-20", time: "09:15" },
      location: "Hotel Tivoli Marina, Vilamoura",
      description: "Phone: +351 912 345 678",
    };
    const ics = bookingCalendar([outbound, back], company);
    const events = parse(ics);
    expect(events).toHaveLength(2);

    const [first, second] = events as [ICAL.Event, ICAL.Event];
    // Summer: Lisbon is UTC+1, so 14:30 there is 13:30Z.
    expect(first.startDate.toJSDate().toISOString()).toBe("2026-07-15T13:30:00.000Z");
    expect(first.endDate.toJSDate().toISOString()).toBe("2026-07-15T14:30:00.000Z");
    expect(first.location).toBe("Faro Airport (FAO), 8006-901 Faro");
    expect(first.description).toContain("TP1234");
    expect(first.description).toContain("+351 912 345 678");
    expect(first.summary).toBe("Lusitania Chauffeur — Transfer: Faro Airport → Vilamoura");
    expect(first.uid).toContain("3f2a9c1e-0000-4000-8000-000000000001");
    // Winter: Lisbon is UTC+0.
    expect(second.startDate.toJSDate().toISOString()).toBe("2026-12-20T09:15:00.000Z");
    expect(second.uid).not.toBe(first.uid);
  });

  it("uses CRLF line ends and folds lines over 75 octets", () => {
    const long = { ...outbound, description: `Notes: ${"a very long description ".repeat(10)}` };
    const ics = bookingCalendar([long], company);
    expect(ics).toContain("\r\n");
    expect(ics.replaceAll("\r\n", "")).not.toContain("\n");
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("DTSTAMP:20260501T100000Z");
  });
});

describe("lisbonInstant", () => {
  it("applies the offset of the date, across the daylight-saving changes", () => {
    expect(lisbonInstant("2026-03-28", "12:00").toISOString()).toBe("2026-03-28T12:00:00.000Z");
    expect(lisbonInstant("2026-03-29", "12:00").toISOString()).toBe("2026-03-29T11:00:00.000Z");
    expect(lisbonInstant("2026-10-25", "12:00").toISOString()).toBe("2026-10-25T12:00:00.000Z");
  });
});

describe("calendarTripsOf", () => {
  const row = {
    id: "abcdef12-3456-4789-8abc-def012345678",
    bookingType: "transfer",
    origin: "Faro Airport",
    destination: "Albufeira",
    bookingDate: "2026-07-15",
    bookingTime: "14:30:00",
    flightNumber: "FR8123",
  };

  it("builds the outbound and return trips in the customer's language", () => {
    const trips = calendarTripsOf(
      [row, { ...row, id: "99999999-3456-4789-8abc-def012345678", origin: "Albufeira", destination: "Faro Airport", flightNumber: null }],
      { language: "fr", companyName: "Lusitania", companyPhone: "+351 289 000 000", manageUrl: "https://x.example/booking/tok?lang=fr" },
    );
    expect(trips).toHaveLength(2);
    expect(trips[0]).toMatchObject({
      uid: row.id,
      summary: "Lusitania — Transfert : Faro Airport → Albufeira",
      startLisbon: { date: "2026-07-15", time: "14:30" },
      durationMinutes: 60,
      location: "Faro Airport",
    });
    expect(trips[0]!.description).toBe(
      "Référence de réservation: abcdef12\nTrajet: Faro Airport → Albufeira\nVol: FR8123\nTéléphone (24 h/24): +351 289 000 000\nGérer ma réservation: https://x.example/booking/tok?lang=fr",
    );
    expect(trips[1]!.summary).toBe("Lusitania — Retour · Transfert : Albufeira → Faro Airport");
    expect(trips[1]!.description).not.toContain("Vol");
  });

  it("gives a tour its own duration and an unknown language English", () => {
    const [trip] = calendarTripsOf([{ ...row, bookingType: "tour", tourName: "Benagil Caves", tourDurationHours: 4.5 }], {
      language: "xx",
      companyName: "Lusitania",
      companyPhone: "",
    });
    expect(trip).toMatchObject({ summary: "Lusitania — Tour: Benagil Caves", durationMinutes: 270 });
  });
});

/** The physical lines of a calendar file (CRLF ends; the last CRLF ends the file). */
const physicalLines = (ics: string) => {
  expect(ics.endsWith("\r\n")).toBe(true);
  return ics.slice(0, -2).split("\r\n");
};
/** RFC 5545 3.1: a long line goes on after CRLF and one space or tab. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
const octets = (line: string) => Buffer.byteLength(line, "utf8");
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("bookingCalendar: lines folded at 75 octets", () => {
  // Every character here takes 2, 3 or 4 octets in UTF-8 but counts as one (or two) in JavaScript.
  const wide: CalendarTrip = {
    ...outbound,
    summary: "Lusitânia Chauffeur — Transfer: Aeroporto de Faro → Hotel Évora, Albufeira — regresso às 09:15 → 🚐 接送：法鲁机场 → 阿尔布费拉",
    location: "Praça da República, Évora — à porta do café é São João → ".repeat(3),
    description: "Référence: abcdef12\nTrajet: Faro → Vilamoura — é tudo\n电话（24小时）: +351 912 345 678 🚐🚐🚐🚐",
  };

  it("no physical line is longer than 75 octets, counted in bytes, and none splits a character", () => {
    const ics = bookingCalendar([wide], company);
    const lines = physicalLines(ics);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(octets(line), line).toBeLessThanOrEqual(75);
      expect(LONE_SURROGATE.test(line), line).toBe(false);
      // A line cut inside a multi-byte character would not survive encoding and decoding.
      expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
    }
    // Something was folded at all (the summary alone is well over 75 octets).
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
  });

  it("folds so that a calendar library reads the texts back exactly", () => {
    const [event] = parse(bookingCalendar([wide], company)) as [ICAL.Event];
    expect(event.summary).toBe(wide.summary);
    expect(event.location).toBe(wide.location);
    expect(event.description).toBe(wide.description);
  });
});

describe("bookingCalendar: status, sequence and cancellation", () => {
  const read = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevents = calendar.getAllSubcomponents("vevent");
    return {
      method: calendar.getFirstPropertyValue("method"),
      events: vevents.map((v) => ({
        uid: v.getFirstPropertyValue("uid"),
        status: v.getFirstPropertyValue("status"),
        sequence: Number(v.getFirstPropertyValue("sequence")),
      })),
    };
  };

  it("a pending trip is TENTATIVE, a confirmed one CONFIRMED with a higher SEQUENCE", () => {
    const pending = read(bookingCalendar([{ ...outbound, status: "pending" }], company));
    const confirmed = read(bookingCalendar([{ ...outbound, status: "confirmed" }], company));
    expect(pending.events).toEqual([{ uid: `${outbound.uid}@booking`, status: "TENTATIVE", sequence: 0 }]);
    expect(confirmed.events).toEqual([{ uid: `${outbound.uid}@booking`, status: "CONFIRMED", sequence: 1 }]);
    for (const status of ["assigned", "in_progress", "completed"] as const) {
      expect(read(bookingCalendar([{ ...outbound, status }], company)).events[0]).toMatchObject({ status: "CONFIRMED", sequence: 1 });
    }
    expect(pending.method).toBe("PUBLISH");
  });

  it("a cancellation is METHOD:CANCEL, STATUS:CANCELLED, the same UIDs and a SEQUENCE above any earlier file's", () => {
    const back: CalendarTrip = { ...outbound, uid: "3f2a9c1e-0000-4000-8000-000000000002", status: "confirmed" };
    const before = read(bookingCalendar([{ ...outbound, status: "confirmed" }, back], company));
    const cancel = read(bookingCalendar([{ ...outbound, status: "confirmed" }, back], { ...company, method: "CANCEL" }));
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.events.map((e) => e.uid)).toEqual(before.events.map((e) => e.uid));
    for (const [i, event] of cancel.events.entries()) {
      expect(event.status).toBe("CANCELLED");
      expect(event.sequence).toBeGreaterThan(before.events[i]!.sequence);
      expect(event.sequence).toBeGreaterThan(read(bookingCalendar([{ ...outbound, status: "pending" }], company)).events[0]!.sequence);
    }
    // iTIP (RFC 5546) CANCEL needs the organizer.
    expect(unfold(bookingCalendar([outbound], { ...company, method: "CANCEL" }))).toMatch(/\r\nORGANIZER;/);
  });
});

describe("bookingCalendar: the company's name in CN", () => {
  const name = 'Transportes "Lusitânia", Lda; Faro: Algarve ^ top';

  it("writes a parameter value RFC 5545 allows (quoted, no DQUOTE inside) that reads back as the name", () => {
    const ics = bookingCalendar([outbound], { ...company, companyName: name });
    const organizer = unfold(ics)
      .split("\r\n")
      .find((line) => line.startsWith("ORGANIZER"))!;
    // param-value = paramtext / quoted-string; quoted-string = DQUOTE *QSAFE-CHAR DQUOTE (no DQUOTE, no control).
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    expect(organizer).toMatch(/^ORGANIZER;CN=("[^"\x00-\x1f\x7f]*"|[^";:,\x00-\x1f\x7f]*):mailto:info@lusitania\.example$/i);
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    const property = vevent.getFirstProperty("organizer")!;
    expect(String(property.getFirstValue()).toLowerCase()).toBe("mailto:info@lusitania.example");
    // ical.js reads RFC 6868's ^' back as a quote.
    expect(property.getParameter("cn")).toBe(name);
  });

  it("writes the calendar name as TEXT (RFC 5545 3.8.8.2: the default type of an X- property), commas and semicolons escaped", () => {
    const calendar = new ICAL.Component(ICAL.parse(bookingCalendar([outbound], { ...company, companyName: name })));
    // ical.js keeps an unknown property's value raw: decode it as the TEXT type it is.
    const raw = String(calendar.getFirstPropertyValue("x-wr-calname"));
    expect(raw).not.toMatch(/(^|[^\\])[,;]/);
    expect(ICAL.design.icalendar.value.text!.fromICAL!(raw)).toBe(name);
  });
});

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

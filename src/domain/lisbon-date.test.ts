import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addYears,
  formatDate,
  formatDateTime,
  formatDuration,
  formatMonth,
  formatTime,
  formatWeekday,
  isValidIsoDate,
  isValidTime,
  lisbonToday,
  mailDateOptions,
} from "./lisbon-date.ts";

describe("lisbonToday", () => {
  it("is already the next day in Lisbon late in a summer evening UTC (UTC+1)", () => {
    expect(lisbonToday(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(lisbonToday(new Date("2026-07-01T22:59:59Z"))).toBe("2026-07-01");
    expect(lisbonToday(new Date("2026-07-01T23:00:00Z"))).toBe("2026-07-02");
  });

  it("follows UTC in winter (UTC+0)", () => {
    expect(lisbonToday(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-15");
    expect(lisbonToday(new Date("2026-01-16T00:00:00Z"))).toBe("2026-01-16");
  });

  it("changes date at midnight Lisbon time: 23:30 and 00:30 in Lisbon, in summer and in winter", () => {
    // summer (UTC+1): 23:30 Lisbon is 22:30 UTC; 00:30 Lisbon is 23:30 UTC of the day before
    expect(lisbonToday(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-01");
    expect(lisbonToday(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    // 00:30 UTC is 01:30 in Lisbon: the same date as UTC
    expect(lisbonToday(new Date("2026-07-02T00:30:00Z"))).toBe("2026-07-02");
    // winter (UTC+0): Lisbon's midnight is UTC's
    expect(lisbonToday(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-15");
    expect(lisbonToday(new Date("2026-01-16T00:30:00Z"))).toBe("2026-01-16");
    expect(lisbonToday(new Date("2026-01-15T23:59:59.999Z"))).toBe("2026-01-15");
  });

  it("does not follow the machine's zone: an instant that is still yesterday in New York", () => {
    // 2026-03-10T02:00Z is 2026-03-09 in New York but 2026-03-10 in Lisbon.
    expect(lisbonToday(new Date("2026-03-10T02:00:00Z"))).toBe("2026-03-10");
  });

  it("crosses the year boundary and the DST changes", () => {
    expect(lisbonToday(new Date("2025-12-31T23:59:59Z"))).toBe("2025-12-31");
    expect(lisbonToday(new Date("2026-03-29T00:30:00Z"))).toBe("2026-03-29"); // clocks go forward at 01:00 UTC
    expect(lisbonToday(new Date("2026-10-24T23:30:00Z"))).toBe("2026-10-25"); // still summer time
  });

  it("always returns a valid YYYY-MM-DD within a day of the UTC date", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }), (d) => {
        const today = lisbonToday(d);
        expect(isValidIsoDate(today)).toBe(true);
        const utc = d.toISOString().slice(0, 10);
        const next = new Date(Date.parse(`${utc}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect([utc, next]).toContain(today);
      }),
    );
  });

  it("defaults to now", () => expect(isValidIsoDate(lisbonToday())).toBe(true));
});

describe("isValidIsoDate", () => {
  it.each(["2026-07-01", "2028-02-29", "2000-02-29", "2026-12-31", "2026-01-01"])("accepts %s", (s) =>
    expect(isValidIsoDate(s)).toBe(true),
  );
  it.each([
    "2026-02-29",
    "1900-02-29",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "2026-1-01",
    "01/07/2026",
    "2026-07-01T10:00",
    " 2026-07-01",
    "",
  ])("refuses %s", (s) => expect(isValidIsoDate(s)).toBe(false));
});

describe("isValidTime", () => {
  it.each(["00:00", "09:05", "12:30", "23:59"])("accepts %s", (s) => expect(isValidTime(s)).toBe(true));
  it.each(["24:00", "23:60", "9:05", "09:5", "0905", "09:05:00", "ab:cd", ""])("refuses %s", (s) =>
    expect(isValidTime(s)).toBe(false),
  );
});

describe("addDays", () => {
  it("moves across month, year and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-29", -1)).toBe("2026-03-28");
  });
});

describe("addYears", () => {
  it("moves to the same day, with 29 February becoming 28 February in a common year", () => {
    expect(addYears("2026-05-14", 2)).toBe("2028-05-14");
    expect(addYears("2028-02-29", 2)).toBe("2030-02-28");
    expect(addYears("2028-02-29", 4)).toBe("2032-02-29");
    expect(addYears("2026-12-31", 1)).toBe("2027-12-31");
  });
});
/** Intl's spaces (no-break, narrow no-break) as plain spaces, to compare with hand-written text. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("formatDate", () => {
  it("writes Portuguese dates dd/MM/yyyy (spec section 9), other languages in their own long form", () => {
    expect(formatDate("2026-12-01", "pt")).toBe("01/12/2026");
    expect(formatDate("2026-07-15", "en")).toBe("15 July 2026");
    expect(formatDate("2026-07-15", "fr")).toBe("15 juillet 2026");
    expect(formatDate("2026-07-15", "es")).toBe("15 de julio de 2026");
    expect(formatDate("2026-07-15", "zh")).toBe("2026年7月15日");
  });

  it("adds the weekday when asked, long on the manage-booking page, short in e-mails", () => {
    expect(formatDate("2026-12-12", "pt", { weekday: "long" })).toBe("sábado, 12/12/2026");
    expect(formatDate("2026-12-12", "fr", { weekday: "long" })).toBe("samedi 12 décembre 2026");
    expect(formatDate("2026-12-12", "en", { weekday: "long" })).toBe("Saturday, 12 December 2026");
    expect(formatDate("2026-12-12", "zh", { weekday: "long" })).toBe("2026年12月12日星期六");
    expect(formatDate("2026-07-15", "en", { weekday: "short" })).toBe("Wed, 15 July 2026");
    expect(formatDate("2026-07-15", "fr", { weekday: "short" })).toBe("mer. 15 juillet 2026");
    expect(formatDate("2026-07-15", "zh", { weekday: "short" })).toBe("2026年7月15日周三");
  });

  it("writes e-mails' dates dd/MM/yyyy in Portuguese, with a short weekday in the other languages", () => {
    expect(formatDate("2026-07-15", "pt", mailDateOptions("pt"))).toBe("15/07/2026");
    expect(formatDate("2026-07-15", "en", mailDateOptions("en"))).toBe("Wed, 15 July 2026");
    expect(formatDate("2026-07-15", "fr", mailDateOptions("fr"))).toBe("mer. 15 juillet 2026");
  });

  it("writes the booking form's short numeric date the way each language does", () => {
    expect(formatDate("2026-12-05", "pt", { style: "numeric" })).toBe("05/12/2026");
    expect(formatDate("2026-12-05", "fr", { style: "numeric" })).toBe("05/12/2026");
    expect(formatDate("2026-12-05", "es", { style: "numeric" })).toBe("05/12/2026");
    expect(formatDate("2026-12-05", "zh", { style: "numeric" })).toBe("2026/12/05");
    expect(formatDate("2026-12-05", "en", { style: "numeric" })).toBe("5 Dec 2026");
  });

  it("writes the long form in Portuguese too when asked (the terms' date)", () => {
    expect(formatDate("2026-11-27", "pt", { style: "long" })).toBe("27 de novembro de 2026");
    expect(formatDate("2026-11-27", "en", { style: "long" })).toBe("27 November 2026");
  });

  it("writes a day and a short month for a chart's axis", () => {
    expect(formatDate("2026-11-03", "pt", { style: "dayMonth" })).toBe("3 nov.");
    expect(formatDate("2026-01-25", "pt", { style: "dayMonth" })).toBe("25 jan.");
  });

  it("gives back what is not a date as it is", () => {
    expect(formatDate("soon", "pt")).toBe("soon");
    expect(formatDate("soon", "en")).toBe("soon");
  });
});

describe("formatTime", () => {
  it("writes a service time HH:MM, 24-hour in every language", () => {
    expect(formatTime("09:05:00")).toBe("09:05");
    expect(formatTime("14:30")).toBe("14:30");
  });

  it("writes an instant's time on Lisbon's clocks, winter and summer", () => {
    expect(formatTime(new Date("2026-01-05T09:07:00Z"))).toBe("09:07");
    expect(formatTime(new Date("2026-07-31T23:30:00Z"))).toBe("00:30");
  });
});

describe("formatDateTime", () => {
  it("shows winter instants in Lisbon time (UTC+0)", () => {
    expect(formatDateTime("2026-01-05T09:07:00.000Z", "pt")).toBe("05/01/2026 09:07");
  });

  it("shows summer instants in Lisbon time (UTC+1), across midnight", () => {
    expect(formatDateTime("2026-07-31T23:30:00Z", "pt")).toBe("01/08/2026 00:30");
  });

  it("answers a dash for what is not a date", () => {
    expect(formatDateTime("not a date", "pt")).toBe("—");
  });

  it("joins date and time with the receipt's «às», across the change to summer time", () => {
    const receipt = (iso: string) => formatDateTime(new Date(iso), "pt", { separator: " às " });
    expect(receipt("2030-01-15T13:05:00Z")).toBe("15/01/2030 às 13:05");
    expect(receipt("2030-07-15T13:05:00Z")).toBe("15/07/2030 às 14:05");
    // Summer time starts on 31 March 2030 at 01:00 UTC.
    expect(receipt("2030-03-31T00:30:00Z")).toBe("31/03/2030 às 00:30");
    expect(receipt("2030-03-31T01:30:00Z")).toBe("31/03/2030 às 02:30");
    expect(receipt("2030-12-31T23:59:00Z")).toBe("31/12/2030 às 23:59");
  });

  it("writes a moment short (quote e-mails) or in full (the quote page) in the reader's language", () => {
    const at = new Date("2026-11-29T10:00:00Z");
    expect(formatDateTime(at, "en", { style: "short" })).toBe("29/11/2026, 10:00");
    expect(formatDateTime(at, "fr", { style: "short" })).toBe("29/11/2026 10:00");
    expect(formatDateTime(at, "en", { style: "full" })).toBe("Sunday, 29 November 2026 at 10:00");
    expect(formatDateTime(at, "pt", { style: "full" })).toBe("domingo, 29 de novembro de 2026 às 10:00");
    expect(formatDateTime(new Date("2026-07-01T10:00:00Z"), "en", { style: "short" })).toBe("01/07/2026, 11:00");
  });
});

describe("formatWeekday and formatMonth", () => {
  it("names a date's weekday", () => {
    expect(formatWeekday("2026-11-30", "pt")).toBe("segunda");
    expect(formatWeekday("2026-11-30", "pt", "long")).toBe("segunda-feira");
    expect(formatWeekday("2026-11-30", "en")).toBe("Mon");
  });

  it("names a date's month, with the year when asked (a chart's buckets)", () => {
    expect(formatMonth("2026-11-01", "pt")).toBe("nov.");
    expect(formatMonth("2026-11-01", "pt", { year: true })).toBe("nov. 2026");
  });
});

describe("formatDuration", () => {
  it.each([
    [8, "en", "8 hours"],
    [1, "en", "1 hour"],
    [8, "pt", "8 horas"],
    [1, "pt", "1 hora"],
    [4.5, "pt", "4,5 horas"],
    [8, "fr", "8 heures"],
    [4.5, "fr", "4,5 heures"],
    [12, "es", "12 horas"],
    [8, "zh", "8小时"],
  ] as const)("%d hours in %s reads %s", (hours, lang, expected) => {
    expect(plain(formatDuration(hours, lang))).toBe(expected);
  });
});

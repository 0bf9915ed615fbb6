import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, addYears, isValidIsoDate, isValidTime, lisbonToday } from "./lisbon-date.ts";

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

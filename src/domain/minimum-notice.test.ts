import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, bookingMessageKey, minimumNoticeMessage } from "./booking-messages.ts";
import { lisbonInstant } from "./lisbon-date.ts";
import { parseMinNoticeHours, pickupNoticeError } from "./minimum-notice.ts";

/** An instant written in UTC, for the expectations (computed by hand). */
const utc = (iso: string) => new Date(`${iso}Z`);

describe("lisbonInstant", () => {
  it("reads winter times as UTC and summer times as UTC+1", () => {
    expect(lisbonInstant("2026-01-15", "10:00").toISOString()).toBe("2026-01-15T10:00:00.000Z");
    expect(lisbonInstant("2026-07-15", "10:00").toISOString()).toBe("2026-07-15T09:00:00.000Z");
    expect(lisbonInstant("2026-07-15", "00:30:00").toISOString()).toBe("2026-07-14T23:30:00.000Z");
  });

  it("moves a time that does not exist (29 March 2026, 01:30) one hour later", () => {
    expect(lisbonInstant("2026-03-29", "00:59").toISOString()).toBe("2026-03-29T00:59:00.000Z");
    expect(lisbonInstant("2026-03-29", "01:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(lisbonInstant("2026-03-29", "02:00").toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  it("takes the first of a time that happens twice (25 October 2026, 01:30)", () => {
    expect(lisbonInstant("2026-10-25", "01:30").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(lisbonInstant("2026-10-25", "02:00").toISOString()).toBe("2026-10-25T02:00:00.000Z");
  });
});

describe("pickupNoticeError", () => {
  const now = utc("2026-07-15T09:00:00"); // 10:00 in Lisbon (summer)

  it("refuses a pickup earlier than now in Lisbon", () => {
    expect(pickupNoticeError("2026-07-15", "09:59", now, 24)).toBe("past");
    expect(pickupNoticeError("2026-07-14", "23:00", now, 0)).toBe("past");
  });

  it("refuses a pickup sooner than the minimum notice, and takes one exactly at it", () => {
    expect(pickupNoticeError("2026-07-15", "10:00", now, 0)).toBeNull();
    expect(pickupNoticeError("2026-07-16", "09:59", now, 24)).toBe("too_soon");
    expect(pickupNoticeError("2026-07-16", "10:00", now, 24)).toBeNull();
    expect(pickupNoticeError("2026-07-15", "11:59", now, 2)).toBe("too_soon");
    expect(pickupNoticeError("2026-07-15", "12:00", now, 2)).toBeNull();
  });

  it("counts real hours across the March change (23 h of wall clock between 00:30 and 00:30)", () => {
    const saturday = utc("2026-03-28T00:30:00"); // 00:30 in Lisbon, winter time
    // Sunday 29 March 00:30 is 24 h later; Monday 30 March 00:30 (summer time) is 47 h later.
    expect(pickupNoticeError("2026-03-29", "00:30", saturday, 24)).toBeNull();
    expect(pickupNoticeError("2026-03-30", "00:30", saturday, 48)).toBe("too_soon");
  });
});

describe("parseMinNoticeHours", () => {
  it("reads 0 to 168 hours and falls back to 24 otherwise", () => {
    expect(parseMinNoticeHours("12")).toBe(12);
    expect(parseMinNoticeHours(" 0 ")).toBe(0);
    expect(parseMinNoticeHours("168")).toBe(168);
    expect(parseMinNoticeHours("1,5")).toBe(1.5);
    expect(parseMinNoticeHours("169")).toBe(24);
    expect(parseMinNoticeHours("-3")).toBe(24);
    expect(parseMinNoticeHours("doze")).toBe(24);
    expect(parseMinNoticeHours("")).toBe(24);
    expect(parseMinNoticeHours(null)).toBe(24);
  });
});

describe("the minimum notice messages", () => {
  it("are the Portuguese texts the form translates", () => {
    expect(BOOKING_MESSAGES.pickupInPast).toBe("A hora de recolha já passou");
    expect(minimumNoticeMessage(24)).toBe(
      "Reservas com menos de 24 horas de antecedência: contacte-nos por telefone ou WhatsApp",
    );
    expect(bookingMessageKey("A hora de recolha já passou")).toEqual({ key: "pickupInPast" });
    expect(bookingMessageKey(minimumNoticeMessage(12))).toEqual({ key: "minimumNotice", params: { hours: 12 } });
  });
});

import { describe, expect, it } from "vitest";
import { bookingReference, formatServiceDate, formatServiceTime } from "./service-date.ts";

describe("service dates", () => {
  it("shows dates as dd/MM/yyyy and times as HH:MM", () => {
    expect(formatServiceDate("2026-12-01")).toBe("01/12/2026");
    expect(formatServiceTime("09:05:00")).toBe("09:05");
  });
  it("takes the first 8 characters of the id as the reference", () => {
    expect(bookingReference("3f2a9c1e-1111-4000-8000-000000000000")).toBe("3f2a9c1e");
  });
});

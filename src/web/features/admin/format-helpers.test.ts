import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date-time.ts";
import { formatMoney } from "./format-money.ts";

describe("formatDateTime", () => {
  it("shows winter instants in Lisbon time (UTC+0)", () => {
    expect(formatDateTime("2026-01-05T09:07:00.000Z")).toBe("05/01/2026 09:07");
  });

  it("shows summer instants in Lisbon time (UTC+1), across midnight", () => {
    expect(formatDateTime("2026-07-31T23:30:00Z")).toBe("01/08/2026 00:30");
  });

  it("answers a dash for what is not a date", () => {
    expect(formatDateTime("not a date")).toBe("—");
  });

  it("money reads 1 234,56 €, 4-digit amounts grouped too", () => {
    expect(formatMoney(123456).replace(/\s/g, " ")).toBe("1 234,56 €");
    expect(formatMoney(5500).replace(/\s/g, " ")).toBe("55,00 €");
  });
});

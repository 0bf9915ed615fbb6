import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToEuros, eurosToCents, formatEuros } from "./money.ts";

const NBSP = "\u00a0";

describe("formatEuros", () => {
  it("shows English with the sign first and 2 decimals", () => {
    expect(formatEuros(5500)).toBe("€55.00");
    expect(formatEuros(5500, "en")).toBe("€55.00");
    expect(formatEuros(5, "en")).toBe("€0.05");
    expect(formatEuros(123456, "en")).toBe("€1,234.56");
  });

  it("shows Portugal's Portuguese with the sign last, for pt and pt-PT", () => {
    expect(formatEuros(5500, "pt-PT")).toBe(`55,00${NBSP}€`);
    expect(formatEuros(5500, "pt")).toBe(`55,00${NBSP}€`);
    expect(formatEuros(5550, "pt")).toBe(`55,50${NBSP}€`);
  });

  it("shows French, Spanish and Chinese with 2 decimals and the euro sign", () => {
    for (const locale of ["fr", "es", "zh"]) {
      const text = formatEuros(5500, locale);
      expect(text).toContain("€");
      expect(text).toMatch(/55[.,]00/);
    }
  });

  it("property: every amount has exactly 2 decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(formatEuros(cents, "en")).toMatch(/^€[\d,]+\.\d{2}$/);
      }),
    );
  });
});

describe("eurosToCents", () => {
  it("multiplies by 100 and rounds", () => {
    expect(eurosToCents(55)).toBe(5500);
    expect(eurosToCents(55.5)).toBe(5550);
    expect(eurosToCents(0.29)).toBe(29);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(12.344)).toBe(1234);
    expect(eurosToCents(0)).toBe(0);
    expect(Object.is(eurosToCents(-0.001), 0)).toBe(true);
  });

  it("refuses NaN and infinities", () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
    expect(() => eurosToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("property: round-trips integer cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 100_000_000 }), (cents) => {
        expect(eurosToCents(centsToEuros(cents))).toBe(cents);
      }),
    );
  });
});

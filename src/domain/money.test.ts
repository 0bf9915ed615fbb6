import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToEuros, eurosToCents, formatEuros, formatNumber, parseEuros } from "./money.ts";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

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

  it("groups thousands from 1 000 on in every language, as the admin panel and the receipt always did", () => {
    expect(formatEuros(123456, "pt")).toBe(`1${NBSP}234,56${NBSP}€`);
    expect(formatEuros(123_456, "pt-PT")).toBe("1\u00a0234,56\u00a0€");
    expect(formatEuros(12_345_678, "pt")).toBe("123\u00a0456,78\u00a0€");
    expect(formatEuros(5, "pt")).toBe("0,05\u00a0€");
    expect(formatEuros(0, "pt")).toBe("0,00\u00a0€");
    expect(formatEuros(123450, "es")).toBe(`1.234,50${NBSP}€`);
    expect(formatEuros(123450, "fr")).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatEuros(123450, "zh")).toBe("€1,234.50");
    expect(formatEuros(123450, "en")).toBe("€1,234.50");
  });

  it("writes the admin panel's money: 1 234,56 €, 4-digit amounts grouped too", () => {
    expect(formatEuros(123456, "pt").replace(/\s/g, " ")).toBe("1 234,56 €");
    expect(formatEuros(5500, "pt").replace(/\s/g, " ")).toBe("55,00 €");
  });

  it("puts a plus sign on an amount added to a price when asked", () => {
    expect(formatEuros(500, "en", { signDisplay: "always" })).toBe("+€5.00");
    expect(formatEuros(500, "pt", { signDisplay: "always" })).toBe(`+5,00${NBSP}€`);
  });

  it("writes a chart's axis short, with one decimal at most", () => {
    expect(formatEuros(123_450, "pt", { compact: true })).toBe(`1,2${NBSP}mil${NBSP}€`);
    expect(formatEuros(5_000, "pt", { compact: true })).toBe(`50${NBSP}€`);
    expect(formatEuros(123_450, "en", { compact: true })).toBe("€1.2K");
  });

  it("writes the bare number for spreadsheets: decimal comma, no sign, no thousands mark", () => {
    expect(formatEuros(123_456, "pt", { plain: true })).toBe("1234,56");
    expect(formatEuros(-5, "pt", { plain: true })).toBe("-0,05");
    expect(formatEuros(0, "pt", { plain: true })).toBe("0,00");
    expect(formatEuros(-0, "pt", { plain: true })).toBe("0,00");
    expect(formatEuros(-0, "en")).toBe("€0.00");
  });

  it("property: every amount has exactly 2 decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(formatEuros(cents, "en")).toMatch(/^€[\d,]+\.\d{2}$/);
      }),
    );
  });
});

describe("formatNumber", () => {
  it("groups thousands from 1 000 on, no decimals unless asked", () => {
    expect(formatNumber(1234, "pt")).toBe(`1${NBSP}234`);
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(formatNumber(10000, "es")).toBe("10.000");
    expect(formatNumber(2.5, "pt", { maximumFractionDigits: 2 })).toBe("2,5");
    expect(formatNumber(1.25, "pt", { maximumFractionDigits: 1 })).toBe("1,3");
    expect(formatNumber(36.5, "pt", { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe("36,5");
    expect(formatNumber(12, "pt", { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe("12,0");
  });

  it("writes rates as percentages, with a sign for changes when asked", () => {
    expect(formatNumber(0.1667, "pt", { percent: true, maximumFractionDigits: 1 })).toBe("16,7%");
    expect(formatNumber(0.125, "pt", { percent: true, maximumFractionDigits: 1, signDisplay: "exceptZero" })).toBe("+12,5%");
    expect(formatNumber(-0.5, "pt", { percent: true, maximumFractionDigits: 1, signDisplay: "exceptZero" })).toBe("-50%");
    expect(formatNumber(0, "pt", { percent: true, maximumFractionDigits: 1, signDisplay: "exceptZero" })).toBe("0%");
    expect(formatNumber(5, "pt", { maximumFractionDigits: 1, signDisplay: "exceptZero" })).toBe("+5");
  });
});

describe("parseEuros", () => {
  it("reads euros typed with a comma or a point", () => {
    expect(parseEuros("8")).toBe(8);
    expect(parseEuros(" 8,50 ")).toBe(8.5);
    expect(parseEuros("8.5")).toBe(8.5);
  });

  it("answers NaN for an empty or non-numeric text", () => {
    expect(parseEuros("")).toBeNaN();
    expect(parseEuros("   ")).toBeNaN();
    expect(parseEuros("oito")).toBeNaN();
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

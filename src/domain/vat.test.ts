import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  basisPointsToPercent,
  bookingVatLines,
  computeVatBreakdown,
  formatVatRate,
  parsePercentText,
  percentToBasisPoints,
  splitVatInclusive,
  vatRateFor,
} from "./vat.ts";

const RATES = { transferBasisPoints: 600, tourBasisPoints: 2300 };

describe("splitVatInclusive (net = round(gross / (1 + rate)), VAT = gross − net)", () => {
  it.each([
    // gross, rate (bp), net worked out by hand, VAT
    [1000, 2300, 813, 187], // 1000 / 1.23 = 813.008…
    [12_000, 600, 11_321, 679], // 12000 / 1.06 = 11320.754…
    [11_000, 600, 10_377, 623], // 11000 / 1.06 = 10377.358…
    [1000, 600, 943, 57], // 1000 / 1.06 = 943.396…
    [25_000, 2300, 20_325, 4675], // 25000 / 1.23 = 20325.203…
    [6250, 2300, 5081, 1169], // 6250 / 1.23 = 5081.300…
    [53, 600, 50, 3], // 53 / 1.06 = 50 exactly
    [100, 600, 94, 6], // 100 / 1.06 = 94.339…
    [1, 2300, 1, 0], // 1 / 1.23 = 0.813… rounds up to the whole cent
    [0, 2300, 0, 0],
    [5000, 0, 5000, 0], // a rate of 0 %: all net
    [1350, 1350, 1189, 161], // 1350 / 1.135 = 1189.427…
  ])("%i cents at %i bp → net %i, VAT %i", (gross, rate, net, vat) => {
    expect(splitVatInclusive(gross, rate)).toEqual({ grossCents: gross, netCents: net, vatCents: vat, rateBasisPoints: rate });
  });

  it.each([
    // Exact halves: only rates whose 1 + rate leaves a half cent (60 %: ×5/8, 100 %: ×1/2).
    [4, 6000, 3, 1], // 4 / 1.6 = 2.5 → 3
    [12, 6000, 8, 4], // 12 / 1.6 = 7.5 → 8
    [3, 10_000, 2, 1], // 3 / 2 = 1.5 → 2
    [1, 10_000, 1, 0], // 1 / 2 = 0.5 → 1
    [2, 10_000, 1, 1], // 2 / 2 = 1 exactly
  ])("a half cent rounds up: %i cents at %i bp → net %i, VAT %i", (gross, rate, net, vat) => {
    expect(splitVatInclusive(gross, rate)).toMatchObject({ netCents: net, vatCents: vat });
  });

  it("just under and just over a half cent go down and up", () => {
    // 5 / 1.6 = 3.125 → 3; 7 / 1.6 = 4.375 → 4; 6 / 1.6 = 3.75 → 4.
    expect(splitVatInclusive(5, 6000).netCents).toBe(3);
    expect(splitVatInclusive(7, 6000).netCents).toBe(4);
    expect(splitVatInclusive(6, 6000).netCents).toBe(4);
  });

  it.each([
    [-1, 600],
    [1.5, 600],
    [Number.NaN, 600],
    [100, -1],
    [100, 10_001],
    [100, 6.5],
  ])("refuses %s cents at %s bp", (gross, rate) => {
    expect(() => splitVatInclusive(gross, rate)).toThrow(RangeError);
  });

  it("always gives net + VAT = gross, with the net the nearest whole cent to gross / (1 + rate)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (gross, rate) => {
        const { netCents, vatCents } = splitVatInclusive(gross, rate);
        expect(netCents + vatCents).toBe(gross);
        expect(Number.isInteger(netCents) && Number.isInteger(vatCents)).toBe(true);
        expect(vatCents).toBeGreaterThanOrEqual(0);
        expect(netCents).toBeLessThanOrEqual(gross);
        // |net × (1 + rate) − gross| ≤ half a cent of net, in integer basis-point units.
        expect(Math.abs(netCents * (10_000 + rate) - gross * 10_000) * 2).toBeLessThanOrEqual(10_000 + rate);
      }),
    );
  });
});

describe("computeVatBreakdown", () => {
  it("splits each line at its service's rate and sums the lines (extras follow their service)", () => {
    const breakdown = computeVatBreakdown(
      [
        { description: "Transfere", serviceType: "transfer", grossCents: 11_000 },
        { description: "Cadeira de bebé", serviceType: "transfer", grossCents: 1000 },
        { description: "Tour", serviceType: "tour", grossCents: 25_000 },
        { description: "Almoço", serviceType: "tour", grossCents: 1000 },
      ],
      RATES,
    );
    expect(breakdown.lines.map((l) => [l.rateBasisPoints, l.netCents, l.vatCents, l.grossCents])).toEqual([
      [600, 10_377, 623, 11_000],
      [600, 943, 57, 1000],
      [2300, 20_325, 4675, 25_000],
      [2300, 813, 187, 1000],
    ]);
    expect(breakdown.byRate).toEqual([
      { rateBasisPoints: 600, netCents: 11_320, vatCents: 680, grossCents: 12_000 },
      { rateBasisPoints: 2300, netCents: 21_138, vatCents: 4862, grossCents: 26_000 },
    ]);
    expect(breakdown).toMatchObject({ totalNetCents: 32_458, totalVatCents: 5542, totalGrossCents: 38_000 });
  });

  it("sums the lines as printed, not the total split once (12 000 at 6 % whole would be 11 321 + 679)", () => {
    const lines = [
      { description: "Transfere", serviceType: "transfer" as const, grossCents: 11_000 },
      { description: "Cadeira", serviceType: "transfer" as const, grossCents: 1000 },
    ];
    expect(computeVatBreakdown(lines, RATES)).toMatchObject({ totalNetCents: 11_320, totalVatCents: 680 });
  });

  it("uses the tour rate for tours and the transfer rate for transfers", () => {
    expect(vatRateFor("transfer", RATES)).toBe(600);
    expect(vatRateFor("tour", RATES)).toBe(2300);
  });

  it("always adds up: lines, rates and totals (property)", () => {
    const line = fc.record({
      description: fc.constant("x"),
      serviceType: fc.constantFrom("transfer" as const, "tour" as const),
      grossCents: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (lines, a, b) => {
        const result = computeVatBreakdown(lines, { transferBasisPoints: a, tourBasisPoints: b });
        const gross = lines.reduce((sum, l) => sum + l.grossCents, 0);
        expect(result.totalGrossCents).toBe(gross);
        expect(result.totalNetCents + result.totalVatCents).toBe(gross);
        for (const l of result.lines) expect(l.netCents + l.vatCents).toBe(l.grossCents);
        expect(result.byRate.reduce((sum, r) => sum + r.netCents, 0)).toBe(result.totalNetCents);
        expect(result.byRate.reduce((sum, r) => sum + r.vatCents, 0)).toBe(result.totalVatCents);
      }),
    );
  });
});

describe("bookingVatLines", () => {
  it("gives the service its total less the extras, and each extra its price × quantity, at the service's rate", () => {
    expect(
      bookingVatLines({
        serviceType: "tour",
        description: "Tour Sintra",
        totalPriceCents: 30_000,
        extras: [
          { name: "Almoço", priceCents: 2000, quantity: 2 },
          { name: "Guia", priceCents: 5000, quantity: 1 },
        ],
      }),
    ).toEqual([
      { description: "Tour Sintra", serviceType: "tour", grossCents: 21_000 },
      { description: "Almoço × 2", serviceType: "tour", grossCents: 4000 },
      { description: "Guia", serviceType: "tour", grossCents: 5000 },
    ]);
  });

  it("refuses extras that cost more than the booking", () => {
    expect(() =>
      bookingVatLines({ serviceType: "transfer", description: "x", totalPriceCents: 500, extras: [{ name: "a", priceCents: 600, quantity: 1 }] }),
    ).toThrow(RangeError);
  });
});

describe("rates as percent", () => {
  it.each([
    [6, 600],
    [23, 2300],
    [13.5, 1350],
    [12.25, 1225],
    [0.29, 29],
    [0, 0],
    [100, 10_000],
  ])("%s %% is %i basis points", (percent, bp) => {
    expect(percentToBasisPoints(percent)).toBe(bp);
    expect(basisPointsToPercent(bp)).toBe(percent);
  });

  it.each([12.345, -1, 100.01, Number.NaN, Number.POSITIVE_INFINITY, 1e-7])("%s %% is refused", (percent) => {
    expect(percentToBasisPoints(percent)).toBeNull();
  });

  it.each([
    ["13,5", 13.5],
    [" 6 ", 6],
    ["23%", 23],
    ["12.25", 12.25],
    ["0", 0],
  ])("reads %j as %s", (text, value) => {
    expect(parsePercentText(text)).toBe(value);
  });

  it.each(["", "  ", "1.2.3", "-1", "1e2", "seis", "6,", ",5", "1 000"])("reads %j as no number", (text) => {
    expect(parsePercentText(text)).toBeNaN();
  });

  it("writes rates the Portuguese way", () => {
    expect(formatVatRate(600)).toBe("6%");
    expect(formatVatRate(2300)).toBe("23%");
    expect(formatVatRate(1350)).toBe("13,5%");
    expect(formatVatRate(1225)).toBe("12,25%");
  });
});

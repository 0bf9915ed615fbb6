import { formatNumber } from "./money.ts";
/**
 * VAT (IVA) on the company's services, for the receipts (decision 0030). Prices are VAT-inclusive:
 * a line's net is round(gross / (1 + rate)) and its VAT is what is left, so net + VAT is always the
 * gross the customer paid. Rates are integer basis points (600 = 6 %), the way the settings store
 * them; the settings' form and API speak percent with up to 2 decimals (6, 23, 13.5).
 */

/** The two kinds of service, each with its own rate: passenger transport and tourist tours. */
export type VatServiceType = "transfer" | "tour";

/** The rates in force, in basis points. */
export interface VatRates {
  transferBasisPoints: number;
  tourBasisPoints: number;
}

export const VAT_LIMITS = {
  /** 0 % to 100 %, in basis points (the database checks the same range). */
  minBasisPoints: 0,
  maxBasisPoints: 10_000,
  minPercent: 0,
  maxPercent: 100,
  percentDecimals: 2,
  /** Passenger transport in mainland Portugal (taxa reduzida). */
  defaultTransferBasisPoints: 600,
  /** Tourist services (taxa normal). */
  defaultTourBasisPoints: 2300,
} as const;

const BASIS = 10_000;

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole cents of 0 or more, got ${value}`);
}

function assertBasisPoints(value: number): void {
  if (!Number.isInteger(value) || value < VAT_LIMITS.minBasisPoints || value > VAT_LIMITS.maxBasisPoints) {
    throw new RangeError(`A VAT rate must be whole basis points from 0 to 10000, got ${value}`);
  }
}

/**
 * A percent with at most 2 decimals as basis points: 6 → 600, 13.5 → 1350, 23 → 2300. Computed
 * on the decimal value, so binary noise (0.29 × 100 = 28.999…) does not lose a basis point.
 * Answers null for anything else (NaN, more decimals, out of 0–100).
 */
export function percentToBasisPoints(percent: number): number | null {
  if (typeof percent !== "number" || !Number.isFinite(percent)) return null;
  if (percent < VAT_LIMITS.minPercent || percent > VAT_LIMITS.maxPercent) return null;
  const scaled = Number((percent * 100).toPrecision(12));
  if (!Number.isInteger(scaled)) return null;
  return scaled === 0 ? 0 : scaled; // no -0
}

/** Basis points as the percent the settings show: 600 → 6, 1350 → 13.5. */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/**
 * What a person typed in a percent field, as a number: "6", "13,5" or "13.5" → 6, 13.5; an empty
 * or malformed text → NaN (the schema then says why). Only digits and one decimal separator.
 */
export function parsePercentText(text: string): number {
  const trimmed = text.trim().replace(/\s*%$/, "");
  if (!/^\d{1,3}([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(",", "."));
}

/** A rate as a Portuguese reader writes it: 600 → "6%", 1350 → "13,5%", 1225 → "12,25%". */
export function formatVatRate(basisPoints: number): string {
  const percent = basisPointsToPercent(basisPoints);
  return `${formatNumber(percent, "pt", { maximumFractionDigits: VAT_LIMITS.percentDecimals })}%`;
}

/** The rate of a kind of service. */
export function vatRateFor(type: VatServiceType, rates: VatRates): number {
  return type === "tour" ? rates.tourBasisPoints : rates.transferBasisPoints;
}

/** One VAT-inclusive amount split: net + vatCents = grossCents. */
export interface VatSplit {
  grossCents: number;
  netCents: number;
  vatCents: number;
  rateBasisPoints: number;
}

/**
 * Splits a VAT-inclusive amount: net = round(gross / (1 + rate)), a half cent rounding up, in
 * integer arithmetic (no binary fractions); VAT = gross − net. 1000 at 23 % → 813 + 187.
 */
export function splitVatInclusive(grossCents: number, rateBasisPoints: number): VatSplit {
  assertCents(grossCents, "grossCents");
  assertBasisPoints(rateBasisPoints);
  const numerator = grossCents * BASIS;
  const denominator = BASIS + rateBasisPoints;
  // Exact for every amount below 9e11 cents (numerator stays a safe integer).
  if (!Number.isSafeInteger(numerator)) throw new RangeError(`grossCents too large: ${grossCents}`);
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  const netCents = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return { grossCents, netCents, vatCents: grossCents - netCents, rateBasisPoints };
}

/** A priced line of a booking: its service, or one of its extras (which follows the service's rate). */
export interface VatLineInput {
  description: string;
  serviceType: VatServiceType;
  grossCents: number;
}

export interface VatLine extends VatSplit {
  description: string;
  serviceType: VatServiceType;
}

/** The VAT of one rate over all lines at that rate (sums of those lines). */
export interface VatRateSummary {
  rateBasisPoints: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface VatBreakdown {
  lines: VatLine[];
  /** One row per rate used, lowest rate first. */
  byRate: VatRateSummary[];
  totalNetCents: number;
  totalVatCents: number;
  totalGrossCents: number;
}

/**
 * The receipt's breakdown: each line split at its service's rate; the totals (overall and per
 * rate) are the sums of the lines as printed, so every column adds up and net + VAT = gross.
 */
export function computeVatBreakdown(lines: readonly VatLineInput[], rates: VatRates): VatBreakdown {
  const split = lines.map((line): VatLine => ({
    description: line.description,
    serviceType: line.serviceType,
    ...splitVatInclusive(line.grossCents, vatRateFor(line.serviceType, rates)),
  }));
  const byRate = new Map<number, VatRateSummary>();
  for (const line of split) {
    const row = byRate.get(line.rateBasisPoints) ?? { rateBasisPoints: line.rateBasisPoints, netCents: 0, vatCents: 0, grossCents: 0 };
    row.netCents += line.netCents;
    row.vatCents += line.vatCents;
    row.grossCents += line.grossCents;
    byRate.set(line.rateBasisPoints, row);
  }
  return {
    lines: split,
    byRate: [...byRate.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints),
    totalNetCents: split.reduce((sum, l) => sum + l.netCents, 0),
    totalVatCents: split.reduce((sum, l) => sum + l.vatCents, 0),
    totalGrossCents: split.reduce((sum, l) => sum + l.grossCents, 0),
  };
}

/** A booking as its receipt prices it: its total (service and extras) and its extras. */
export interface PricedBooking {
  serviceType: VatServiceType;
  /** The service line's text (e.g. "Transfere Faro → Albufeira, 12/06/2030 10:30"). */
  description: string;
  totalPriceCents: number;
  extras: readonly { name: string; priceCents: number; quantity: number }[];
}

/**
 * A booking's priced lines: the service (its total less its extras) and each extra at its stored
 * price × quantity, all at the service's rate. Throws RangeError when the extras cost more than the
 * booking's total (the stored prices do not add up).
 */
export function bookingVatLines(booking: PricedBooking): VatLineInput[] {
  const extras = booking.extras.map((extra) => {
    assertCents(extra.priceCents, "extra priceCents");
    return {
      description: extra.quantity === 1 ? extra.name : `${extra.name} × ${extra.quantity}`,
      serviceType: booking.serviceType,
      grossCents: extra.priceCents * extra.quantity,
    };
  });
  const serviceCents = booking.totalPriceCents - extras.reduce((sum, e) => sum + e.grossCents, 0);
  if (!Number.isSafeInteger(serviceCents) || serviceCents < 0) {
    throw new RangeError(`The extras cost more than the booking's total (${booking.totalPriceCents})`);
  }
  return [{ description: booking.description, serviceType: booking.serviceType, grossCents: serviceCents }, ...extras];
}

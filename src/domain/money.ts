/*
 * THE money module (and the numbers shown beside money): every surface — site, e-mails, receipt
 * PDF, exports, admin panel, driver portal — formats cents and figures here, never with its own
 * Intl.NumberFormat (lint forbids it elsewhere). Dates and times: ./lisbon-date.ts.
 */

const formats = new Map<string, Intl.NumberFormat>();

/** Our "pt" is Portugal's Portuguese ("55,00 €"), not Brazil's ("€ 55,00"). */
const numberLocale = (locale: string): string => (locale.toLowerCase() === "pt" ? "pt-PT" : locale);

/** One Intl.NumberFormat per (locale, options), built once: they are costly to build. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${numberLocale(locale)}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(locale), options);
    formats.set(key, format);
  }
  return format;
}

/** The variants of an amount a surface may need (all optional). */
export interface EuroFormatOptions {
  /** "always": a plus sign on positive amounts too ("+€5.00", an extra added to a price). */
  signDisplay?: "always";
  /** Short, for a chart's axis: "1,2 mil €", "€1.2K" (0 or 1 decimal). */
  compact?: boolean;
  /** The bare number as spreadsheets read it: 2 decimals, no euro sign, no thousands mark ("1234,56" in pt). */
  plain?: boolean;
}

/**
 * Cents shown as euros in the reader's language (a language code or a locale), with exactly 2
 * decimals and thousands grouped from 1 000 on: 123450 → "€1,234.50" (en, zh), "1 234,50 €"
 * (pt, fr), "1.234,50 €" (es). Spaces are the no-break spaces Intl writes (U+00A0, U+202F in fr).
 */
export function formatEuros(cents: number, locale = "en", options: EuroFormatOptions = {}): string {
  const { signDisplay, compact = false, plain = false } = options;
  const digits = compact ? { minimumFractionDigits: 0, maximumFractionDigits: 1 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const style: Intl.NumberFormatOptions = plain
    ? { useGrouping: false }
    : { style: "currency", currency: "EUR", useGrouping: "always", ...(compact ? { notation: "compact" } : {}) };
  // + 0 turns -0 into 0: no "-0,00 €" (the export's old formatter never wrote one either).
  return numberFormat(locale, { ...style, ...digits, ...(signDisplay ? { signDisplay } : {}) }).format(cents / 100 + 0);
}

/** How a plain figure (a count, a rate, a size) is written (all optional). */
export interface NumberFormatOptions {
  /** Decimals shown at most (default 0) and at least (default 0). */
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
  /** A rate from 0 to 1 shown as a percentage: 0.1667 → "16,7%". */
  percent?: boolean;
  /** "exceptZero": a sign on gains and losses, none on 0 ("+12,5%", "-50%", "0%"). */
  signDisplay?: "exceptZero";
}

/**
 * A figure in the reader's language, thousands grouped from 1 000 on: 1234 → "1 234" (pt),
 * "1,234" (en); 2.5 with 2 decimals at most → "2,5" (pt).
 */
export function formatNumber(value: number, locale: string, options: NumberFormatOptions = {}): string {
  const { maximumFractionDigits = 0, minimumFractionDigits = 0, percent = false, signDisplay } = options;
  return numberFormat(locale, {
    useGrouping: "always",
    maximumFractionDigits,
    minimumFractionDigits,
    ...(percent ? { style: "percent" } : {}),
    ...(signDisplay ? { signDisplay } : {}),
  }).format(value);
}

/**
 * Euros as a person types them in a price field ("8", "8,50", "8.5"), as a number of euros; an
 * empty or non-numeric text is NaN (the form then says why).
 */
export function parseEuros(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? Number.NaN : Number(trimmed.replace(",", "."));
}

/**
 * Euros to integer cents: price × 100, rounded (spec section 9). Computed on the decimal value, so
 * binary noise does not flip a half cent (1.005 → 101, 0.29 → 29). Throws RangeError on NaN or ±∞.
 */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Not an amount of euros: ${euros}`);
  const cents = Math.round(Number((euros * 100).toPrecision(15)));
  return cents === 0 ? 0 : cents; // no -0
}

/** Integer cents to euros (for inputs that edit a price in euros). */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

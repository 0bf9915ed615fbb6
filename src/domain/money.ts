const formats = new Map<string, Intl.NumberFormat>();

/** Our "pt" is Portugal's Portuguese ("55,00 €"), not Brazil's ("€ 55,00"). */
const numberLocale = (locale: string): string => (locale.toLowerCase() === "pt" ? "pt-PT" : locale);

/**
 * Cents shown as euros with exactly 2 decimals and the euro sign, in the reader's locale:
 * 5500 → "€55.00" (en), "55,00 €" (pt, pt-PT; the space is a no-break space U+00A0).
 */
export function formatEuros(cents: number, locale = "en"): string {
  const key = numberLocale(locale);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(key, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(cents / 100);
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

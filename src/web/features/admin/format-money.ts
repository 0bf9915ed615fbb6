/*
 * pt-PT leaves 4-digit amounts ungrouped ("1234,56 €": minimumGroupingDigits 2), so domain's
 * formatEuros(cents, "pt-PT") cannot give the panel's "1 234,56 €"; grouping is forced here.
 */
const euros = new Intl.NumberFormat("pt-PT", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: "always",
});

/** Cents as the admin panel shows money: 123456 → "1 234,56 €" (grouping and euro sign as pt-PT prints them). */
export function formatMoney(cents: number): string {
  return euros.format(cents / 100);
}

/**
 * The 'from' price of a tour (spec section 2, Tours list): the lowest price of its price set,
 * else the tour's own price, else 0. Cents in, cents out.
 */
export function tourMinPriceCents(priceSetCents: readonly number[], tourPriceCents: number | null | undefined): number {
  if (priceSetCents.length > 0) return Math.min(...priceSetCents);
  return tourPriceCents ?? 0;
}

import { z } from "zod";
import { ADMIN_TOUR_MESSAGES, TOUR_LIMITS } from "../../../domain/admin-tour-schemas.ts";
import { eurosToCents, parseEuros } from "../../../domain/money.ts";

/** A number typed in a field ("8", "4.5", "4,5"); empty gives `required`, anything else not a number gives `invalid`. */
export function numberText(required: string, invalid = required) {
  return z
    .string()
    .trim()
    .min(1, required)
    .transform((text, ctx) => {
      const value = Number(text.replace(",", "."));
      if (Number.isFinite(value)) return value;
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    });
}

/** Euros typed with up to 2 decimals, as integer cents (0 or more). */
function toCents(euros: number, ctx: z.RefinementCtx, invalid: string): number {
  if (euros < 0) ctx.addIssue({ code: "custom", message: ADMIN_TOUR_MESSAGES.priceNegative });
  else if (!Number.isInteger(Number((euros * 100).toPrecision(15)))) ctx.addIssue({ code: "custom", message: invalid });
  else if (eurosToCents(euros) > TOUR_LIMITS.maxPriceCents) ctx.addIssue({ code: "custom", message: ADMIN_TOUR_MESSAGES.priceTooHigh });
  else return eurosToCents(euros);
  return z.NEVER;
}

/** A required price field in euros ("450", "12,50"), as cents. */
export function centsText(required: string, invalid: string) {
  return numberText(required, invalid).transform((euros, ctx) => toCents(euros, ctx, invalid));
}

/** An optional price field in euros: empty is null, else cents. */
export function optionalCentsText(invalid: string) {
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === "") return null;
      const euros = parseEuros(text);
      if (Number.isFinite(euros)) return toCents(euros, ctx, invalid);
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    });
}

/** Cents as a price field shows them: 45050 → "450.50". */
export function centsToEuroText(cents: number | null): string {
  return cents === null ? "" : (cents / 100).toFixed(2);
}

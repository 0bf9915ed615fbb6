import { and, eq, inArray, sum } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { payments, refunds } from "../../db/schema.ts";

/**
 * The money the company keeps for these trips (cents): every paid payment of theirs less what was
 * refunded of each. The payment state of a booking is read from here, never from its status
 * (which the admin and the driver may set to anything).
 */
export async function paidCentsKept(db: DbOrTx, bookingIds: string[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const paid = await db
    .select({ id: payments.id, amountCents: payments.amountCents })
    .from(payments)
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, "paid")));
  if (paid.length === 0) return 0;
  // Two plain queries: a correlated subquery's unqualified column names would resolve to the
  // refunds table's own columns (its "id", not the payment's), and count no refund at all.
  const [refunded] = await db
    .select({ cents: sum(refunds.amountCents).mapWith(Number) })
    .from(refunds)
    .where(inArray(refunds.paymentId, paid.map((p) => p.id)));
  return paid.reduce((total, p) => total + p.amountCents, 0) - (refunded?.cents ?? 0);
}

import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { payments, refunds } from "../../db/schema.ts";

/**
 * The money the company keeps for these trips (cents): every paid payment of theirs less what was
 * refunded of each. The payment state of a booking is read from here, never from its status
 * (which the admin and the driver may set to anything).
 */
export async function paidCentsKept(db: DbOrTx, bookingIds: string[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const [row] = await db
    .select({
      kept: sql<number>`coalesce(sum(${payments.amountCents} - coalesce((select sum(${refunds.amountCents}) from ${refunds} where ${refunds.paymentId} = ${payments.id}), 0)), 0)::int`,
    })
    .from(payments)
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, "paid")));
  return row?.kept ?? 0;
}

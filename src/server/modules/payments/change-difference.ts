import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { bookingChangeRequests } from "../../db/schema.ts";

/**
 * Whether a payment is the difference an applied change request asked for (decision 0043): a
 * booking that is already paid takes it as wanted money, never as a second payment to refund.
 */
export async function isChangeDifferencePayment(db: DbOrTx, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingChangeRequests.id })
    .from(bookingChangeRequests)
    .where(and(eq(bookingChangeRequests.differencePaymentId, paymentId), eq(bookingChangeRequests.status, "applied")))
    .limit(1);
  return row !== undefined;
}

import { desc, eq } from "drizzle-orm";
import type { ChangeRequestStatus } from "../../../domain/change-request-schemas.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookingChangeRequests, bookingEvents, payments, users } from "../../db/schema.ts";

/** A change request as the admin's booking sheet and the customer's page show it. */
export interface ChangeRequestView {
  id: string;
  bookingId: string;
  requestedText: string;
  status: ChangeRequestStatus;
  adminMessage: string | null;
  decidedAt: Date | null;
  decidedByName: string | null;
  priceBeforeCents: number | null;
  priceAfterCents: number | null;
  /** A higher price's difference: its amount and whether it is paid. */
  differenceCents: number | null;
  differencePaid: boolean;
  refundedCents: number | null;
  createdAt: Date;
}

/**
 * Stores a customer's change request on the outbound booking with its history entry
 * (change_requested, the text in it), in the caller's transaction.
 */
export async function recordChangeRequest(
  tx: DbOrTx,
  outbound: { id: string; customerName: string },
  requestedText: string,
): Promise<string> {
  const [row] = await tx
    .insert(bookingChangeRequests)
    .values({ bookingId: outbound.id, requestedText })
    .returning({ id: bookingChangeRequests.id });
  await tx.insert(bookingEvents).values({
    bookingId: outbound.id,
    actorUserId: null,
    actorName: `${outbound.customerName} (cliente)`,
    kind: "change_requested",
    data: { requestId: row!.id, text: requestedText },
  });
  return row!.id;
}

/** The change requests of an outbound booking, latest first. */
export async function listChangeRequests(db: DbOrTx, outboundId: string): Promise<ChangeRequestView[]> {
  const rows = await db
    .select({
      request: bookingChangeRequests,
      decidedByName: users.name,
      differenceCents: payments.amountCents,
      differenceStatus: payments.status,
    })
    .from(bookingChangeRequests)
    .leftJoin(users, eq(users.id, bookingChangeRequests.decidedBy))
    .leftJoin(payments, eq(payments.id, bookingChangeRequests.differencePaymentId))
    .where(eq(bookingChangeRequests.bookingId, outboundId))
    .orderBy(desc(bookingChangeRequests.createdAt));
  return rows.map(({ request: r, decidedByName, differenceCents, differenceStatus }) => ({
    id: r.id,
    bookingId: r.bookingId,
    requestedText: r.requestedText,
    status: r.status as ChangeRequestStatus,
    adminMessage: r.adminMessage,
    decidedAt: r.decidedAt,
    decidedByName: decidedByName ?? null,
    priceBeforeCents: r.priceBeforeCents,
    priceAfterCents: r.priceAfterCents,
    differenceCents: differenceCents ?? null,
    differencePaid: differenceStatus === "paid",
    refundedCents: r.refundedCents,
    createdAt: r.createdAt,
  }));
}

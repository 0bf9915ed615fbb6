import { randomBytes } from "node:crypto";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { bookingEvents, bookings, payments, refunds } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";
import { queueCreditNote } from "../invoices/queue.ts";
import { isChangeDifferencePayment } from "./change-difference.ts";
import { paidCentsKept } from "./money-on-booking.ts";

type PaymentRow = typeof payments.$inferSelect;
type Deps = Pick<AppDeps, "db" | "payments" | "logger">;

/**
 * Refunds `amountCents` of a paid payment through its provider and answers the provider's refund
 * id; a payment of the test checkout moves no money (a test id is answered). The idempotency key
 * is the payment's (a change request's refund passes its own): a retried refund never refunds twice. Provider failures are
 * thrown.
 */
export async function refundThroughProvider(
  deps: Pick<AppDeps, "payments">,
  paid: PaymentRow,
  amountCents: number,
  idempotencyKey = `refund-${paid.id}`,
): Promise<string> {
  if (paid.testMode || paid.provider === "test") return `test_re_${randomBytes(12).toString("hex")}`;
  if (paid.provider !== deps.payments.kind || !deps.payments.refund) {
    throw new Error(`a ${paid.provider} payment cannot be refunded with PAYMENTS=${deps.payments.kind}`);
  }
  const { refundId } = await deps.payments.refund({
    bookingId: paid.bookingId,
    paymentId: paid.providerPaymentId,
    sessionId: paid.providerSessionId,
    amountCents,
    idempotencyKey,
  });
  return refundId;
}

/**
 * Records a refund of one payment (at most one per payment: answers false when it already has
 * one). Pass the caller's transaction, with the history and the cancellation it belongs to. A
 * payment with a certified invoice-receipt gets its credit note queued in the same transaction
 * (decision 0051).
 */
export async function recordRefund(
  tx: DbOrTx,
  payment: PaymentRow,
  refund: { amountCents: number; percent: number; providerRefundId: string | null },
): Promise<boolean> {
  const inserted = await tx
    .insert(refunds)
    .values({
      bookingId: payment.bookingId,
      paymentId: payment.id,
      provider: payment.provider,
      testMode: payment.testMode,
      providerRefundId: refund.providerRefundId,
      amountCents: refund.amountCents,
      percent: refund.percent,
    })
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id });
  if (inserted.length === 0) return false;
  await queueCreditNote(tx, payment, { id: inserted[0]!.id, amountCents: refund.amountCents });
  return true;
}

/** The trips a payment covers: its booking, and that booking's outbound trip or return trips. */
async function tripIdsOf(db: DbOrTx, bookingId: string): Promise<{ ids: string[]; cancelled: boolean }> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return { ids: [bookingId], cancelled: false };
  const outboundId = booking.outboundBookingId ?? booking.id;
  const rows = await db
    .select({ id: bookings.id, status: bookings.status, outboundBookingId: bookings.outboundBookingId })
    .from(bookings)
    .where(inArray(bookings.id, [outboundId, booking.id]));
  const outbound = rows.find((r) => r.id === outboundId) ?? booking;
  return { ids: [...new Set([booking.id, outboundId])], cancelled: booking.status === "cancelled" || outbound.status === "cancelled" };
}

/**
 * A payment that should not have been taken: paid for a booking that was cancelled (a checkout
 * opened before the cancellation and paid after it), or for trips another payment had already
 * paid. Such a payment is refunded in full, at once, and the refund is written in the booking's
 * history for the admin. Idempotent: a payment is refunded at most once (one refund row per
 * payment, the provider's idempotency key per payment). Answers whether a refund was recorded now;
 * provider failures are thrown (the caller retries: the Stripe webhook answers an error so that
 * Stripe delivers the event again).
 */
export async function refundUnwantedPayment(
  deps: Deps,
  session: { provider: PaymentProvider["kind"]; sessionId: string },
): Promise<{ refunded: boolean }> {
  const { db } = deps;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, session.provider), eq(payments.providerSessionId, session.sessionId)));
  if (!payment || payment.status !== "paid") return { refunded: false };
  const [existing] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, payment.id));
  if (existing) return { refunded: false };

  const trips = await tripIdsOf(db, payment.bookingId);
  const others = await db
    .select({ id: payments.id, paidAt: payments.paidAt })
    .from(payments)
    .where(and(inArray(payments.bookingId, trips.ids), eq(payments.status, "paid"), ne(payments.id, payment.id)));
  const paidBefore = others.filter((o) => o.paidAt && payment.paidAt && (o.paidAt < payment.paidAt || (o.paidAt.getTime() === payment.paidAt.getTime() && o.id < payment.id)));
  const keptBefore = paidBefore.length > 0 ? (await paidCentsKept(db, trips.ids)) - payment.amountCents : 0;
  const wantedDifference = await isChangeDifferencePayment(db, payment.id);
  const reason = trips.cancelled ? "paid_after_cancellation" : keptBefore > 0 && !wantedDifference ? "paid_twice" : null;
  if (!reason) return { refunded: false };

  const providerRefundId = await refundThroughProvider(deps, payment, payment.amountCents);
  const recorded = await db.transaction(async (tx) => {
    if (!(await recordRefund(tx, payment, { amountCents: payment.amountCents, percent: 100, providerRefundId }))) return false;
    await tx.insert(bookingEvents).values({
      bookingId: payment.bookingId,
      actorUserId: null,
      actorName: "Sistema (pagamentos)",
      kind: "refund",
      data: {
        amountCents: payment.amountCents,
        percent: 100,
        provider: payment.provider,
        testMode: payment.testMode,
        providerRefundId,
        by: "system",
        reason,
      },
    });
    return true;
  });
  deps.logger.warn({ paymentId: payment.id, bookingId: payment.bookingId, reason }, "unwanted payment refunded in full");
  return { refunded: recorded };
}

/**
 * Closes the open checkouts of these trips (a cancellation): their rows become expired in the
 * caller's transaction, so the test checkout refuses to be paid; answers the sessions, which the
 * caller expires at the provider after the commit (`expireAtProvider`).
 */
export async function closeOpenCheckouts(tx: DbOrTx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return tx
    .update(payments)
    .set({ status: "expired" })
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, "open")))
    .returning({ provider: payments.provider, sessionId: payments.providerSessionId });
}

/**
 * Expires closed checkouts at the provider (Stripe) so that they can no longer be paid. A failure
 * is logged: should the customer still pay such a session, the payment is refunded in full
 * (`refundUnwantedPayment`).
 */
export async function expireAtProvider(deps: Pick<AppDeps, "payments" | "logger">, sessions: { provider: string; sessionId: string }[]) {
  const { payments: provider } = deps;
  for (const session of sessions) {
    if (session.provider !== provider.kind || !provider.expireCheckout) continue;
    try {
      await provider.expireCheckout(session.sessionId);
    } catch (error) {
      deps.logger.error({ err: error, sessionId: session.sessionId }, "could not expire a checkout of a cancelled booking");
    }
  }
}

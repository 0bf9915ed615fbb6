import { and, between, exists, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, contactMessages, payments } from "../../db/schema.ts";

import type { AdminSummary } from "../../../domain/contracts/admin-summary.ts";

export type { AdminSummary };

/**
 * What the admin should look at first, in one SQL statement (dates and hours in Lisbon) whose
 * every figure is read through an index, never over the whole bookings table:
 *
 * - the jobs and the unassigned services are counted over the services from yesterday to three
 *   days ahead (every pickup of the next 48 hours in Lisbon falls in it), read from
 *   `bookings_report_idx` alone;
 * - the payments pending are two disjoint counts over the pending outbound bookings
 *   (`bookings_awaiting_payment_idx`, partial): those whose link was sent, plus those without a
 *   link that have an open checkout (`payments_open_booking_id_idx`, partial), each booking once
 *   however many checkouts it has;
 * - the new messages by `contact_messages_status_idx`.
 */
export async function getAdminSummary(db: DbOrTx, now: Date = new Date()): Promise<AdminSummary> {
  const today = lisbonToday(now);
  const tomorrow = addDays(today, 1);
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const pickupAt = sql`((${bookings.bookingDate} + ${bookings.bookingTime}) at time zone 'Europe/Lisbon')`;
  const count = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
  // Literal values, not parameters: the planner matches them with the partial indexes' predicates.
  const awaiting = alias(bookings, "awaiting");
  const awaitingPayment = sql`${awaiting.status} = 'pending' and ${awaiting.outboundBookingId} is null`;
  const countAwaiting = (condition: ReturnType<typeof sql>) =>
    db.select({ count: sql`count(*)` }).from(awaiting).where(sql`${awaitingPayment} and ${condition}`);
  const linkSent = countAwaiting(sql`${awaiting.paymentLinkSentAt} is not null`);
  const openCheckout = db
    .select({ one: sql`1` })
    .from(payments)
    .where(sql`${payments.bookingId} = ${awaiting.id} and ${payments.status} = 'open'`);
  const checkoutOpen = countAwaiting(sql`${awaiting.paymentLinkSentAt} is null and ${exists(openCheckout)}`);
  const [row] = await db
    .select({
      jobsToday: count(sql`${bookings.bookingDate} = ${today}`),
      jobsTomorrow: count(sql`${bookings.bookingDate} = ${tomorrow}`),
      unassignedNext48h: count(
        sql`${bookings.assignedDriverId} is null and ${bookings.status} <> 'completed'
          and ${pickupAt} >= ${nowAt} and ${pickupAt} < ${nowAt} + interval '48 hours'`,
      ),
      paymentsPending: sql<number>`(${linkSent} + ${checkoutOpen})::int`,
      newMessages: sql<number>`(select count(*) from ${contactMessages} where ${contactMessages.status} = 'new')::int`,
    })
    .from(bookings)
    .where(and(between(bookings.bookingDate, addDays(today, -1), addDays(today, 3)), ne(bookings.status, "cancelled")));
  return {
    today,
    tomorrow,
    jobsToday: row?.jobsToday ?? 0,
    jobsTomorrow: row?.jobsTomorrow ?? 0,
    unassignedNext48h: row?.unassignedNext48h ?? 0,
    newMessages: row?.newMessages ?? 0,
    paymentsPending: row?.paymentsPending ?? 0,
  };
}

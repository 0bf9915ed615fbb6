import { ne, sql } from "drizzle-orm";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, contactMessages, payments } from "../../db/schema.ts";

/** The bookings tab's summary (GET /api/admin/summary). */
export interface AdminSummary {
  /** Lisbon dates of today and tomorrow. */
  today: string;
  tomorrow: string;
  /** Services (each trip counts, return trips too) on that Lisbon date, cancelled ones left out. */
  jobsToday: number;
  jobsTomorrow: number;
  /** Services starting within the next 48 hours with no driver, neither cancelled nor completed. */
  unassignedNext48h: number;
  /** Contact messages still marked new. */
  newMessages: number;
  /** Pending bookings waiting for the customer's payment: a payment link was sent or a checkout is open. */
  paymentsPending: number;
}

/** What the admin should look at first, counted in one SQL statement (dates and hours in Lisbon). */
export async function getAdminSummary(db: DbOrTx, now: Date = new Date()): Promise<AdminSummary> {
  const today = lisbonToday(now);
  const tomorrow = addDays(today, 1);
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const pickupAt = sql`((${bookings.bookingDate} + ${bookings.bookingTime}) at time zone 'Europe/Lisbon')`;
  const count = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await db
    .select({
      jobsToday: count(sql`${bookings.bookingDate} = ${today}`),
      jobsTomorrow: count(sql`${bookings.bookingDate} = ${tomorrow}`),
      unassignedNext48h: count(
        sql`${bookings.assignedDriverId} is null and ${bookings.status} <> 'completed'
          and ${bookings.bookingDate} between ${addDays(today, -1)} and ${addDays(today, 3)}
          and ${pickupAt} >= ${nowAt} and ${pickupAt} < ${nowAt} + interval '48 hours'`,
      ),
      paymentsPending: count(
        sql`${bookings.status} = 'pending' and ${bookings.outboundBookingId} is null
          and (${bookings.paymentLinkSentAt} is not null
            or exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id} and ${payments.status} = 'open'))`,
      ),
      newMessages: sql<number>`(select count(*) from ${contactMessages} where ${contactMessages.status} = 'new')::int`,
    })
    .from(bookings)
    .where(ne(bookings.status, "cancelled"));
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

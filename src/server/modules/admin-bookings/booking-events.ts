import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { bookingEvents } from "../../db/schema.ts";

/** What a history entry records. payment_received is derived from the payments table. */
export type BookingEventKind =
  | "created"
  | "status_changed"
  | "driver_assigned"
  | "payment_link_sent"
  | "payment_received"
  /** The customer cancelled from the booking page and the policy's refund was made. */
  | "refund"
  /** The customer asked for a change from the booking page (the text is in the data). */
  | "change_requested"
  /** An admin applied a change request (the fields changed, the prices, the money moved). */
  | "change_applied"
  /** An admin declined a change request (the message e-mailed to the customer). */
  | "change_declined"
  /** The driver's step on the day of service (its time, position, and a no-show's evidence; decision 0050). */
  | "service_step"
  /** The driver tapped the customer's number on the job's card (no-show evidence). */
  | "customer_called";

/** Who made a change: an admin (id and name at that time), or null for the system. */
export interface Actor {
  id: string;
  name: string;
}

/** Appends one entry to a booking's history; pass the transaction of the change it records. */
export async function recordBookingEvent(
  db: DbOrTx,
  bookingId: string,
  actor: Actor | null,
  kind: BookingEventKind,
  data: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(bookingEvents).values({
    bookingId,
    actorUserId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    kind,
    data,
  });
}

/** A booking's stored history, oldest first. */
export async function listBookingEvents(db: DbOrTx, bookingId: string) {
  return db
    .select({
      id: bookingEvents.id,
      kind: bookingEvents.kind,
      actorUserId: bookingEvents.actorUserId,
      actorName: bookingEvents.actorName,
      data: bookingEvents.data,
      createdAt: bookingEvents.createdAt,
    })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
}

import { and, eq } from "drizzle-orm";
import { bookingReference } from "../../../domain/service-date.ts";
import type { DbOrTx } from "../../db/client.ts";
import { notifications, type bookings } from "../../db/schema.ts";
import { formatDate, formatTime } from "../../../domain/lisbon-date.ts";

/** The title of the notice a driver gets when a job is taken away from them. */
export const WITHDRAWN_JOB_TITLE = "Serviço retirado";

/** The notice's text, in Portuguese: which job is no longer theirs. */
export function withdrawnJobMessage(b: Pick<typeof bookings.$inferSelect, "id" | "bookingDate" | "bookingTime" | "origin" | "destination">): string {
  return `Reserva ${bookingReference(b.id)}: ${formatDate(b.bookingDate, "pt")} às ${formatTime(b.bookingTime)}, ${b.origin} → ${b.destination} já não lhe está atribuída.`;
}

/**
 * Tells a driver that a booking was taken away from them (reassigned or unassigned): a warning
 * notice "Serviço retirado", and their own assignment notices of that booking marked read, so the
 * bell no longer counts a job the driver's list does not show. Pass the transaction of the change.
 */
export async function tellDriverJobWithdrawn(tx: DbOrTx, driverId: string, booking: typeof bookings.$inferSelect): Promise<void> {
  await tx
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, driverId),
        eq(notifications.bookingId, booking.id),
        eq(notifications.type, "booking_assigned"),
        eq(notifications.read, false),
      ),
    );
  await tx.insert(notifications).values({
    userId: driverId,
    bookingId: booking.id,
    type: "warning",
    title: WITHDRAWN_JOB_TITLE,
    message: withdrawnJobMessage(booking),
  });
}

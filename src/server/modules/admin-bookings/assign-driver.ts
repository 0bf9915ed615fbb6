import { and, eq, gte, lte, ne, notInArray, sql } from "drizzle-orm";
import { addDays, formatDate, formatTime } from "../../../domain/lisbon-date.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, notifications, profiles, userRoles, users } from "../../db/schema.ts";
import { tellCustomerDriverAssigned } from "../day-of-service/driver-assigned-notice.ts";
import { recordBookingEvent, type Actor } from "./booking-events.ts";
import { tellDriverJobWithdrawn } from "./withdrawn-job-notice.ts";

/** Another booking of the driver closer than this to the one assigned is worth a warning. */
export const ASSIGNMENT_WARNING_WINDOW_MINUTES = 120;

export type AssignDriverResult =
  | { ok: true; booking: typeof bookings.$inferSelect; warnings: AssignmentWarning[] }
  | { ok: false; reason: "not_found" | "not_driver" };

export interface AssignmentWarning {
  id: string;
  reference: string;
  bookingDate: string;
  bookingTime: string;
  origin: string;
  destination: string;
  status: string;
}

/**
 * Assigns a driver: in one transaction sets assigned_driver_id, forces the status assigned,
 * records the history and creates the driver's booking_assigned notification (all or nothing).
 * A driver it is taken from is told ("Serviço retirado") and their assignment notice stops counting
 * as unread, in the same transaction.
 * With `siteUrl`, a new driver is e-mailed to the customer in the same transaction.
 * Answers the driver's other open bookings within 2 hours as warnings; they never block.
 */
export async function assignDriver(
  db: DbOrTx,
  id: string,
  driverId: string,
  actor: Actor,
  options: { siteUrl?: string } = {},
): Promise<AssignDriverResult> {
  const [driver] = await db
    .select({ id: users.id, accountName: users.name, profileName: profiles.name })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(userRoles.userId, driverId), eq(userRoles.role, "driver")));
  if (!driver) {
    const [exists] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
    return { ok: false, reason: exists ? "not_driver" : "not_found" };
  }
  const driverName = driver.profileName?.trim() || driver.accountName;

  const booking = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
    if (!before) return null;
    const [after] = await tx
      .update(bookings)
      // The status goes back to assigned: the day's steps start again (decision 0050).
      .set({ assignedDriverId: driver.id, status: "assigned", serviceStep: null, serviceStepAt: null })
      .where(eq(bookings.id, id))
      .returning();
    await recordBookingEvent(tx, id, actor, "driver_assigned", {
      driverId: driver.id,
      driverName,
      previousDriverId: before.assignedDriverId,
      from: before.status,
      to: "assigned",
    });
    await tx.insert(notifications).values({
      userId: driver.id,
      bookingId: id,
      type: "booking_assigned",
      title: "Nova reserva atribuída",
      message: assignmentMessage(after!),
    });
    if (before.assignedDriverId && before.assignedDriverId !== driver.id) {
      await tellDriverJobWithdrawn(tx, before.assignedDriverId, before);
    }
    // The customer is told who is coming (decision 0050), again when the driver changes.
    if (options.siteUrl && before.assignedDriverId !== driver.id) {
      await tellCustomerDriverAssigned(tx, after!, { changed: before.assignedDriverId !== null, siteUrl: options.siteUrl });
    }
    return after!;
  });
  if (!booking) return { ok: false, reason: "not_found" };
  return { ok: true, booking, warnings: await findNearbyBookings(db, booking) };
}

/** The notification text for the driver, in Portuguese. */
export function assignmentMessage(b: typeof bookings.$inferSelect): string {
  return `Reserva ${bookingReference(b.id)}: ${formatDate(b.bookingDate, "pt")} às ${formatTime(b.bookingTime)}, ${b.origin} → ${b.destination}.`;
}

/** The driver's other bookings (not cancelled or completed) within 2 hours of this one. */
async function findNearbyBookings(db: DbOrTx, b: typeof bookings.$inferSelect): Promise<AssignmentWarning[]> {
  const at = sql`(${b.bookingDate}::date + ${b.bookingTime}::time)`;
  const rows = await db
    .select({
      id: bookings.id,
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      origin: bookings.origin,
      destination: bookings.destination,
      status: bookings.status,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.assignedDriverId, b.assignedDriverId!),
        ne(bookings.id, b.id),
        notInArray(bookings.status, ["cancelled", "completed"]),
        // Narrows to the driver/date index before the exact comparison.
        gte(bookings.bookingDate, addDays(b.bookingDate, -1)),
        lte(bookings.bookingDate, addDays(b.bookingDate, 1)),
        sql`abs(extract(epoch from ((${bookings.bookingDate} + ${bookings.bookingTime}) - ${at}))) <= ${ASSIGNMENT_WARNING_WINDOW_MINUTES * 60}`,
      ),
    )
    .orderBy(bookings.bookingDate, bookings.bookingTime);
  return rows.map((r) => ({ ...r, reference: bookingReference(r.id), bookingTime: formatTime(r.bookingTime) }));
}

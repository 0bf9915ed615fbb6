import { eq } from "drizzle-orm";
import type { AdminBookingStatus } from "../../../domain/admin-booking-schemas.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, profiles, tours, userRoles, users, vehicles } from "../../db/schema.ts";
import { enqueueMail } from "../../integrations/mail/outbox.ts";
import { findSiteContentValue } from "../content/service.ts";
import { bookingDeletedMail } from "./admin-booking-mails.ts";
import { recordBookingEvent, type Actor } from "./booking-events.ts";

/** The acting admin as the history names them: the profile's name, else the account's. */
export async function findActor(db: DbOrTx, user: { id: string; name: string }): Promise<Actor> {
  const [profile] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, user.id));
  return { id: user.id, name: profile?.name.trim() || user.name };
}

/**
 * Sets any admin status from any other (spec section 4) and records the change, in one
 * transaction. Answers the updated booking, or null for an unknown id.
 */
export async function updateBookingStatus(db: DbOrTx, id: string, status: AdminBookingStatus, actor: Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)).for("update");
    if (!before) return null;
    const [booking] = await tx.update(bookings).set({ status }).where(eq(bookings.id, id)).returning();
    await recordBookingEvent(tx, id, actor, "status_changed", { from: before.status, to: status });
    return booking!;
  });
}

/**
 * Deletes a booking with its extras, history, payments and notifications (they cascade). A return
 * trip of it stays as a booking of its own (its link is cleared). The company is e-mailed a notice
 * (booking_deleted) in the same transaction. Answers false for an unknown id.
 */
export async function deleteAdminBooking(db: DbOrTx, id: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ booking: bookings, vehicleName: vehicles.name, tourName: tours.name })
      .from(bookings)
      .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
      .leftJoin(tours, eq(tours.id, bookings.tourId))
      .where(eq(bookings.id, id))
      .for("update", { of: bookings });
    if (!row) return false;
    await tx.update(bookings).set({ outboundBookingId: null }).where(eq(bookings.outboundBookingId, id));
    await tx.delete(bookings).where(eq(bookings.id, id));
    const companyEmail = await findSiteContentValue(tx, "company", "email");
    if (companyEmail) {
      await enqueueMail(tx, bookingDeletedMail(companyEmail, { ...row, deletedBy: actor.name }));
    }
    return true;
  });
}

/** Accounts with the driver role, for the assignment list: names from profiles, by name. */
export async function listAdminDrivers(db: DbOrTx) {
  const rows = await db
    .select({ id: users.id, accountName: users.name, profileName: profiles.name, email: users.email, phone: profiles.phone })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(userRoles.role, "driver"));
  return rows
    .map((r) => ({ id: r.id, name: r.profileName?.trim() || r.accountName, email: r.email, phone: r.phone }))
    .sort((a, b) => a.name.localeCompare(b.name, "pt-PT"));
}

import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, tours } from "../../db/schema.ts";

/** The bookings assigned to one driver, by service date and time (driver portal). */
export async function listDriverBookings(db: DbOrTx, driverId: string) {
  return db
    .select({ booking: bookings, tourName: tours.name })
    .from(bookings)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(eq(bookings.assignedDriverId, driverId))
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime));
}

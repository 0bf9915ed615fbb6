import { and, desc, eq } from "drizzle-orm";
import type { BookingServiceResponse, TripService } from "../../../domain/contracts/day-of-service.ts";
import { isFinalStep } from "../../../domain/service-steps.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { bookings} from "../../db/schema.ts";
import { driverPositions } from "../../db/schema.ts";
import { findBookingPair, type BookingKey } from "../manage-booking/service.ts";
import { describeCustomerDriver } from "./customer-driver.ts";
import { meetingPointOfBooking, storedStep } from "./steps.ts";

type BookingRow = typeof bookings.$inferSelect;

/**
 * The booking page's day of service (decision 0050), per trip: the driver (first name, car, a
 * number), the meeting point and the live step; the driver's last shared position only while the
 * step is "on the way"; nothing of the driver once the job is done or cancelled.
 */
export async function describeBookingService(db: DbOrTx, key: BookingKey): Promise<BookingServiceResponse | null> {
  const pair = await findBookingPair(db, key);
  if (!pair) return null;
  const trips = [pair.outbound, ...(pair.returnBooking ? [pair.returnBooking] : []), ...pair.groupVehicles];
  return { trips: await Promise.all(trips.map((trip) => describeTrip(db, trip))) };
}

async function describeTrip(db: DbOrTx, trip: BookingRow): Promise<TripService> {
  const step = storedStep(trip.serviceStep);
  const over = trip.status === "cancelled" || trip.status === "completed" || isFinalStep(step);
  const driver = trip.assignedDriverId && !over ? await describeCustomerDriver(db, trip.assignedDriverId) : null;
  let position: TripService["position"] = null;
  if (step === "on_the_way" && !over) {
    const [last] = await db
      .select()
      .from(driverPositions)
      .where(and(eq(driverPositions.bookingId, trip.id), eq(driverPositions.driverId, trip.assignedDriverId ?? "")))
      .orderBy(desc(driverPositions.recordedAt))
      .limit(1);
    if (last) position = { lat: last.lat, lng: last.lng, accuracy: last.accuracyM, recordedAt: last.recordedAt.toISOString() };
  }
  return {
    bookingId: trip.id,
    reference: bookingReference(trip.id),
    step: trip.status === "cancelled" ? null : step,
    stepAt: trip.status === "cancelled" ? null : (trip.serviceStepAt?.toISOString() ?? null),
    driver,
    meetingPoint: await meetingPointOfBooking(db, trip),
    position,
  };
}

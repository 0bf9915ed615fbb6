import { and, asc, eq, gte, inArray, notInArray, type SQL } from "drizzle-orm";
import { EXTRA_TEXT_FIELDS, localize, TOUR_TEXT_FIELDS, type Translations } from "../../../domain/translations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookingExtras, bookings, extras, tours, vehicles } from "../../db/schema.ts";
import { findActor } from "../admin-bookings/booking-actions.ts";
import { recordBookingEvent } from "../admin-bookings/booking-events.ts";
import { noShowAllowedFrom, type ServiceStep } from "../../../domain/service-steps.ts";
import { isAirportPickup, pickupInstant, storedStep } from "../day-of-service/steps.ts";

/** The driver portal's tabs (spec section 4, driver filters): Próximas, Concluídas, Todas. */
export const DRIVER_BOOKING_FILTERS = ["upcoming", "completed", "all"] as const;
export type DriverBookingFilter = (typeof DRIVER_BOOKING_FILTERS)[number];

/** The statuses a driver may set (spec section 4); cancelled and assigned are the admin's. */
export const DRIVER_BOOKING_STATUSES = ["pending", "confirmed", "in_progress", "completed"] as const;
export type DriverBookingStatus = (typeof DRIVER_BOOKING_STATUSES)[number];

/** Once a booking is in one of these the driver sees no selector and cannot change it. */
const CLOSED_STATUSES = ["completed", "cancelled"] as const;

/** One booking card of the driver portal (names of tours and extras in Portuguese). */
export interface DriverBookingItem {
  id: string;
  /** First 8 characters of the id (spec section 9). */
  reference: string;
  bookingType: "transfer" | "tour";
  tourName: string | null;
  bookingDate: string;
  /** HH:MM */
  bookingTime: string;
  status: (typeof bookings.$inferSelect)["status"];
  origin: string;
  destination: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  passengers: number;
  vehicleClass: string;
  vehicleName: string | null;
  flightNumber: string | null;
  specialRequests: string | null;
  extras: { name: string }[];
  /** For a return trip: the reference of its outbound booking. */
  outboundReference: string | null;
  /** The day of service (decision 0050): the last step and when it happened on the phone. */
  serviceStep: ServiceStep | null;
  serviceStepAt: string | null;
  /** At the pickup location: from when Não compareceu may be tapped (after the free waiting time). */
  noShowFrom: string | null;
  /** Whether the free wait is the airport's (60 min after landing) or the pickup tolerance (15 min). */
  airportPickup: boolean;
}

const reference = (id: string) => id.slice(0, 8);
const portuguese = <F extends Record<string, "line" | "text" | "list">>(name: string, translations: Translations, fields: F) =>
  (localize({ name, translations }, fields, "pt") as { name: string }).name;

/** The cards of the bookings matching `where`, by service date and time. */
async function selectDriverBookingItems(db: DbOrTx, where: SQL | undefined): Promise<DriverBookingItem[]> {
  const rows = await db
    .select({
      booking: bookings,
      tourName: tours.name,
      tourTranslations: tours.translations,
      vehicleName: vehicles.name,
    })
    .from(bookings)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(where)
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime), asc(bookings.id));
  if (rows.length === 0) return [];

  const extraRows = await db
    .select({ bookingId: bookingExtras.bookingId, name: extras.name, translations: extras.translations })
    .from(bookingExtras)
    .innerJoin(extras, eq(extras.id, bookingExtras.extraId))
    .where(
      inArray(
        bookingExtras.bookingId,
        rows.map((r) => r.booking.id),
      ),
    )
    .orderBy(asc(extras.name));
  const extrasOf = new Map<string, { name: string }[]>();
  for (const e of extraRows) {
    const list = extrasOf.get(e.bookingId) ?? [];
    list.push({ name: portuguese(e.name, e.translations, EXTRA_TEXT_FIELDS) });
    extrasOf.set(e.bookingId, list);
  }

  return rows.map(({ booking: b, tourName, tourTranslations, vehicleName }) => ({
    id: b.id,
    reference: reference(b.id),
    bookingType: b.bookingType,
    tourName: tourName === null ? null : portuguese(tourName, tourTranslations ?? {}, TOUR_TEXT_FIELDS),
    bookingDate: b.bookingDate,
    bookingTime: b.bookingTime.slice(0, 5),
    status: b.status,
    origin: b.origin,
    destination: b.destination,
    customerName: b.customerName,
    customerPhone: b.customerPhone,
    customerEmail: b.customerEmail,
    passengers: b.passengers,
    vehicleClass: b.vehicleClass,
    vehicleName,
    flightNumber: b.flightNumber,
    specialRequests: b.specialRequests,
    extras: extrasOf.get(b.id) ?? [],
    outboundReference: b.outboundBookingId && b.groupVehicle === null ? reference(b.outboundBookingId) : null,
    serviceStep: storedStep(b.serviceStep),
    serviceStepAt: b.serviceStepAt?.toISOString() ?? null,
    // The flight's landing is not asked here: the server checks it when the no-show is sent.
    noShowFrom:
      storedStep(b.serviceStep) === "at_pickup" && b.serviceStepAt
        ? noShowAllowedFrom({ pickupAt: pickupInstant(b), airport: isAirportPickup(b), landedAt: null }).toISOString()
        : null,
    airportPickup: isAirportPickup(b),
    /** A group in several vehicles (decision 0045): this vehicle's number, of how many, in which group. */
    group:
      b.groupVehicle !== null && b.groupSize !== null
        ? { vehicle: b.groupVehicle, size: b.groupSize, reference: reference(b.outboundBookingId ?? b.id) }
        : null,
  }));
}

/**
 * The bookings assigned to one driver (spec section 4, driver filters), by service date and time.
 * `today` is the date in Lisbon (YYYY-MM-DD), given by the caller so tests can fix it: upcoming
 * is on or after it and neither completed nor cancelled.
 */
export async function listDriverBookings(
  db: DbOrTx,
  driverId: string,
  filter: DriverBookingFilter,
  today: string,
): Promise<DriverBookingItem[]> {
  const mine = eq(bookings.assignedDriverId, driverId);
  const where =
    filter === "upcoming"
      ? and(mine, gte(bookings.bookingDate, today), notInArray(bookings.status, [...CLOSED_STATUSES]))
      : filter === "completed"
        ? and(mine, eq(bookings.status, "completed"))
        : mine;
  return selectDriverBookingItems(db, where);
}

export type UpdateDriverBookingStatusResult =
  | { kind: "ok"; booking: DriverBookingItem }
  | { kind: "not_found" }
  | { kind: "closed" };

/**
 * A driver sets the status of one of their own bookings (no order is enforced), in one
 * transaction with the row locked, and the change goes into the booking's history with the
 * driver as actor. A booking of another driver is answered as unknown; a completed or cancelled
 * one cannot change any more.
 */
export async function updateDriverBookingStatus(
  db: DbOrTx,
  driver: { id: string; name: string },
  bookingId: string,
  status: DriverBookingStatus,
): Promise<UpdateDriverBookingStatusResult> {
  return db.transaction(async (tx) => {
    const mine = and(eq(bookings.id, bookingId), eq(bookings.assignedDriverId, driver.id));
    const [before] = await tx.select({ status: bookings.status }).from(bookings).where(mine).for("update");
    if (!before) return { kind: "not_found" } as const;
    if ((CLOSED_STATUSES as readonly string[]).includes(before.status)) return { kind: "closed" } as const;
    await tx.update(bookings).set({ status }).where(mine);
    await recordBookingEvent(tx, bookingId, await findActor(tx, driver), "status_changed", {
      from: before.status,
      to: status,
      by: "driver",
    });
    const [booking] = await selectDriverBookingItems(tx, mine);
    if (!booking) throw new Error("updateDriverBookingStatus: the booking vanished in its transaction");
    return { kind: "ok", booking } as const;
  });
}

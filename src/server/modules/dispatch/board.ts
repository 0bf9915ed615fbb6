import { and, asc, between, eq, gt, lt, ne } from "drizzle-orm";
import {
  DEFAULT_ROAD_SPEED_KMH,
  DEFAULT_TRAVEL_BUFFER_MINUTES,
  estimateTransferMinutes,
  findConflicts,
  isPickupTooEarly,
  tourMinutes,
  type DispatchJob,
} from "../../../domain/dispatch.ts";
import type { BoardDriver, BoardJob, DispatchBoard } from "../../../domain/contracts/dispatch.ts";
import type { DispatchBoardQuery } from "../../../domain/dispatch-schemas.ts";
import { greatCircleKm } from "../../../domain/geo.ts";
import { addDays, lisbonInstant } from "../../../domain/lisbon-date.ts";
import { isAirport, normalizeText } from "../../../domain/airports.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isLateToSetOff } from "../../../domain/service-steps.ts";
import { storedStep } from "../day-of-service/steps.ts";
import type { FlightStatusProvider } from "../../integrations/flights/flight-status.ts";
import { bookings, companySettings, driverTimeOff, profiles, tours, userRoles, users, vehicles, zones } from "../../db/schema.ts";

/** A transfer whose places match no zone is planned this long (the board says it is a default). */
export const UNKNOWN_TRANSFER_MINUTES = 60;

export type { BoardDriver, BoardJob, DispatchBoard };

const placeKey = (origin: string, destination: string) => `${normalizeText(origin)}→${normalizeText(destination)}`;

/**
 * Each zone's transfer duration, by the zone's id (a booking stores the zone that priced it) and,
 * for bookings made before that, by its origin and destination names in both directions.
 */
async function zoneDurations(db: DbOrTx): Promise<{ byId: Map<string, number>; byPlaces: Map<string, number> }> {
  const rows = await db.select().from(zones);
  const byId = new Map<string, number>();
  const byPlaces = new Map<string, number>();
  for (const zone of rows) {
    const km = greatCircleKm({ lat: zone.originLat, lng: zone.originLng }, { lat: zone.destinationLat, lng: zone.destinationLng });
    const minutes = estimateTransferMinutes(km, zone.roadSpeedKmh || DEFAULT_ROAD_SPEED_KMH);
    byId.set(zone.id, minutes);
    byPlaces.set(placeKey(zone.origin, zone.destination), minutes);
    byPlaces.set(placeKey(zone.destination, zone.origin), minutes);
  }
  return { byId, byPlaces };
}

/** At most this many flight-status look-ups run at once for one board. */
export const FLIGHT_LOOKUP_CONCURRENCY = 4;

/** Runs `task` on every item, at most `limit` at a time. */
async function forEachBounded<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Flags an airport pickup (a transfer from an airport with a flight number, not yet completed)
 * planned earlier than its flight's arrival allows: `{ kind: "early_pickup" }`. Each flight and
 * date is asked once, a few at a time; an unknown arrival (or a failing provider) flags nothing.
 */
async function flagEarlyPickups(jobs: readonly BoardJob[], flights: FlightStatusProvider): Promise<void> {
  const pickups = jobs.filter(
    (job) => job.bookingType === "transfer" && job.status !== "completed" && job.flightNumber?.trim() && isAirport(job.origin),
  );
  const keyOf = (job: BoardJob) => `${job.flightNumber!.trim().toUpperCase()}|${job.date}`;
  const arrivals = new Map<string, Date | null>();
  await forEachBounded([...new Set(pickups.map(keyOf))], FLIGHT_LOOKUP_CONCURRENCY, async (key) => {
    const [flight, date] = key.split("|") as [string, string];
    arrivals.set(key, await flights.arrival(flight, date).catch(() => null));
  });
  for (const job of pickups) {
    const arrival = arrivals.get(keyOf(job));
    if (arrival && !Number.isNaN(arrival.getTime()) && isPickupTooEarly(Date.parse(job.start), arrival.getTime())) {
      job.conflicts.push({ kind: "early_pickup" });
    }
  }
}

/**
 * The dispatch board for Lisbon dates `from`..`to`: every driver with their usual vehicle, time
 * off and jobs (bookings not cancelled), the unassigned jobs, and each job's conflicts computed
 * here (overlap, gap under the travel buffer, time off, seats). A job that starts the evening
 * before `from` and runs into it is not on the board; jobs are placed by their pickup date.
 * With a flight-status provider, airport pickups earlier than their flight's arrival are flagged too.
 */
export async function getDispatchBoard(db: DbOrTx, query: DispatchBoardQuery, flights?: FlightStatusProvider): Promise<DispatchBoard> {
  const periodStart = lisbonInstant(query.from, "00:00");
  const periodEnd = lisbonInstant(addDays(query.to, 1), "00:00");

  const [settings] = await db.select({ buffer: companySettings.travelBufferMinutes }).from(companySettings);
  const travelBufferMinutes = settings?.buffer ?? DEFAULT_TRAVEL_BUFFER_MINUTES;

  const driverRows = await db
    .select({
      id: users.id,
      accountName: users.name,
      profileName: profiles.name,
      vehicleId: vehicles.id,
      vehicleName: vehicles.name,
      capacity: vehicles.capacity,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(vehicles, eq(vehicles.id, profiles.vehicleId))
    .where(eq(userRoles.role, "driver"));

  const timeOffRows = await db
    .select()
    .from(driverTimeOff)
    .where(and(lt(driverTimeOff.startsAt, periodEnd), gt(driverTimeOff.endsAt, periodStart)))
    .orderBy(asc(driverTimeOff.startsAt));

  const bookingRows = await db
    .select({
      id: bookings.id,
      bookingType: bookings.bookingType,
      status: bookings.status,
      date: bookings.bookingDate,
      time: bookings.bookingTime,
      origin: bookings.origin,
      destination: bookings.destination,
      passengers: bookings.passengers,
      vehicleClass: bookings.vehicleClass,
      flightNumber: bookings.flightNumber,
      customerName: bookings.customerName,
      driverId: bookings.assignedDriverId,
      zoneId: bookings.zoneId,
      outboundBookingId: bookings.outboundBookingId,
      groupVehicle: bookings.groupVehicle,
      groupSize: bookings.groupSize,
      serviceStep: bookings.serviceStep,
      tourName: tours.name,
      tourHours: tours.durationHours,
    })
    .from(bookings)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(and(between(bookings.bookingDate, query.from, query.to), ne(bookings.status, "cancelled")))
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime), asc(bookings.id));

  const durations = await zoneDurations(db);
  const now = new Date();
  const jobs: BoardJob[] = bookingRows.map((row) => {
    const time = row.time.slice(0, 5);
    const start = lisbonInstant(row.date, time);
    const zoneMinutes = (row.zoneId ? durations.byId.get(row.zoneId) : undefined) ?? durations.byPlaces.get(placeKey(row.origin, row.destination));
    const [minutes, durationSource]: [number, BoardJob["durationSource"]] =
      row.bookingType === "tour" && row.tourHours
        ? [tourMinutes(row.tourHours), "tour"]
        : zoneMinutes !== undefined
          ? [zoneMinutes, "zone"]
          : [UNKNOWN_TRANSFER_MINUTES, "default"];
    return {
      id: row.id,
      reference: bookingReference(row.id),
      bookingType: row.bookingType,
      status: row.status,
      date: row.date,
      time,
      start: start.toISOString(),
      end: new Date(start.getTime() + minutes * 60_000).toISOString(),
      minutes,
      durationSource,
      origin: row.origin,
      destination: row.destination,
      passengers: row.passengers,
      vehicleClass: row.vehicleClass,
      flightNumber: row.flightNumber,
      tourName: row.tourName,
      customerName: row.customerName,
      driverId: row.driverId,
      group:
        row.groupVehicle !== null && row.groupSize !== null
          ? { vehicle: row.groupVehicle, size: row.groupSize, reference: bookingReference(row.outboundBookingId ?? row.id) }
          : null,
      conflicts: [],
      serviceStep: storedStep(row.serviceStep),
      lateToSetOff: row.driverId !== null && isLateToSetOff({ pickupAt: start, step: storedStep(row.serviceStep), status: row.status, now }),
    };
  });

  const drivers: BoardDriver[] = driverRows
    .map((row) => ({
      id: row.id,
      name: row.profileName?.trim() || row.accountName,
      vehicle: row.vehicleId && row.vehicleName && row.capacity ? { id: row.vehicleId, name: row.vehicleName, capacity: row.capacity } : null,
      timeOff: timeOffRows
        .filter((off) => off.driverId === row.id)
        .map((off) => ({ id: off.id, start: off.startsAt.toISOString(), end: off.endsAt.toISOString(), note: off.note })),
      jobs: jobs.filter((job) => job.driverId === row.id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "pt-PT"));

  for (const driver of drivers) {
    const schedule = {
      jobs: driver.jobs.map((job): DispatchJob => ({
        bookingId: job.id,
        start: Date.parse(job.start),
        end: Date.parse(job.end),
        passengers: job.passengers,
      })),
      timeOff: driver.timeOff.map((off) => ({ start: Date.parse(off.start), end: Date.parse(off.end) })),
      seats: driver.vehicle?.capacity ?? null,
    };
    const byJob = new Map(driver.jobs.map((job) => [job.id, job]));
    for (const { bookingId, ...conflict } of findConflicts(schedule, travelBufferMinutes)) byJob.get(bookingId)?.conflicts.push(conflict);
  }

  if (flights) await flagEarlyPickups(jobs, flights);

  const driverIds = new Set(drivers.map((driver) => driver.id));
  return {
    from: query.from,
    to: query.to,
    travelBufferMinutes,
    drivers,
    unassigned: jobs.filter((job) => job.driverId === null || !driverIds.has(job.driverId)),
  };
}

import { and, asc, desc, eq } from "drizzle-orm";
import { isAirport } from "../../../domain/airports.ts";
import { lisbonInstant } from "../../../domain/lisbon-date.ts";
import { meetingPointOf, type MeetingPoint } from "../../../domain/meeting-point.ts";
import {
  canMoveTo,
  checkStepTime,
  noShowAllowedFrom,
  statusOfStep,
  type Position,
  type RecordStepInput,
  type ServiceStep,
  type StepTimeCheck,
} from "../../../domain/service-steps.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookingEvents, bookingExtras, bookings, driverPositions, extras } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { enqueueMail } from "../../integrations/mail/outbox.ts";
import { findActor } from "../admin-bookings/booking-actions.ts";
import { recordBookingEvent } from "../admin-bookings/booking-events.ts";
import { manageBookingUrl, mintBookingToken } from "../manage-booking/tokens.ts";
import { noShowMail } from "./day-of-service-mails.ts";

type BookingRow = typeof bookings.$inferSelect;

const CLOSED = new Set<BookingRow["status"]>(["completed", "cancelled"]);

/** A step the booking stores, or null (an unknown text is treated as none). */
export const storedStep = (value: string | null): ServiceStep | null =>
  value === "on_the_way" || value === "at_pickup" || value === "on_board" || value === "completed" || value === "no_show" ? value : null;

/** The booked pickup as an instant (Lisbon wall clock). */
export const pickupInstant = (b: Pick<BookingRow, "bookingDate" | "bookingTime">) => lisbonInstant(b.bookingDate, b.bookingTime.slice(0, 5));

/** An airport pickup with a flight: the free wait is 60 minutes after landing. */
export const isAirportPickup = (b: Pick<BookingRow, "bookingType" | "origin" | "flightNumber">) =>
  b.bookingType === "transfer" && isAirport(b.origin) && Boolean(b.flightNumber?.trim());

/** Where the customer meets the driver on this trip (the extras' English names tell a name sign). */
export async function meetingPointOfBooking(db: DbOrTx, b: BookingRow): Promise<MeetingPoint> {
  const names = await db
    .select({ name: extras.name })
    .from(bookingExtras)
    .innerJoin(extras, eq(extras.id, bookingExtras.extraId))
    .where(eq(bookingExtras.bookingId, b.id));
  return meetingPointOf({ origin: b.origin, bookingType: b.bookingType, extraNames: names.map((n) => n.name) });
}

/** When the flight of an airport pickup landed (the flight-status provider), or null. */
export async function landingOf(deps: Pick<AppDeps, "flightStatus">, b: BookingRow): Promise<Date | null> {
  if (!isAirportPickup(b)) return null;
  const landed = await deps.flightStatus.arrival(b.flightNumber!.trim().toUpperCase(), b.bookingDate).catch(() => null);
  return landed && !Number.isNaN(landed.getTime()) ? landed : null;
}

export type RecordStepResult =
  | { kind: "ok"; booking: { id: string; status: BookingRow["status"]; serviceStep: ServiceStep; serviceStepAt: string } }
  | { kind: "not_found" }
  | { kind: "closed" }
  | { kind: "out_of_order" }
  | { kind: "bad_time"; check: Exclude<StepTimeCheck, "ok"> }
  | { kind: "too_early"; allowedFrom: Date };

const positionData = (p: Position) => ({ lat: p.lat, lng: p.lng, accuracy: p.accuracy ?? null });

/**
 * The assigned driver records a step of their job (decision 0050), in one transaction with the
 * row locked: only in order, at a time the phone gives within bounds (a step queued offline keeps
 * its real time), a no-show only after the free waiting time. The step sets the spec's status,
 * goes into the booking's history with its time and position, and a no-show carries its evidence
 * (arrival, position, the wait, the calls made) and e-mails the customer the facts.
 */
export async function recordServiceStep(
  deps: Pick<AppDeps, "db" | "flightStatus">,
  driver: { id: string; name: string },
  bookingId: string,
  input: RecordStepInput,
  options: { siteUrl: string; now?: Date },
): Promise<RecordStepResult> {
  const now = options.now ?? new Date();
  const at = input.at ? new Date(input.at) : now;
  const mine = and(eq(bookings.id, bookingId), eq(bookings.assignedDriverId, driver.id));
  // The flight's landing is asked before the transaction (an outside call holds no lock).
  const [peek] = await deps.db.select().from(bookings).where(mine);
  if (!peek) return { kind: "not_found" };
  const landedAt = input.step === "no_show" ? await landingOf(deps, peek) : null;

  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(bookings).where(mine).for("update");
    if (!before) return { kind: "not_found" } as const;
    if (CLOSED.has(before.status)) return { kind: "closed" } as const;
    const current = storedStep(before.serviceStep);
    if (!canMoveTo(current, input.step)) return { kind: "out_of_order" } as const;
    const timeCheck = checkStepTime(at, { now, previousAt: current ? before.serviceStepAt : null });
    if (timeCheck !== "ok") return { kind: "bad_time", check: timeCheck } as const;

    let evidence: Record<string, unknown> = {};
    if (input.step === "no_show") {
      const arrivedAt = before.serviceStepAt ?? at;
      const allowedFrom = noShowAllowedFrom({ pickupAt: pickupInstant(before), airport: isAirportPickup(before), landedAt });
      if (at.getTime() < allowedFrom.getTime()) return { kind: "too_early", allowedFrom } as const;
      evidence = await noShowEvidence(tx, before, arrivedAt, at, landedAt);
    }

    const status = statusOfStep(input.step);
    await tx.update(bookings).set({ serviceStep: input.step, serviceStepAt: at, status }).where(mine);
    if (input.position) {
      await tx.insert(driverPositions).values({
        bookingId,
        driverId: driver.id,
        lat: input.position.lat,
        lng: input.position.lng,
        accuracyM: input.position.accuracy ?? null,
        step: input.step,
        recordedAt: at,
      });
    }
    await recordBookingEvent(tx, bookingId, await findActor(tx, driver), "service_step", {
      step: input.step,
      at: at.toISOString(),
      ...(input.queued ? { queued: true } : {}),
      ...(input.position ? { position: positionData(input.position) } : {}),
      from: before.status,
      to: status,
      ...evidence,
    });
    if (input.step === "no_show") {
      const outboundId = before.outboundBookingId ?? before.id;
      const token = await mintBookingToken(tx, outboundId);
      await enqueueMail(
        tx,
        noShowMail({
          trip: before,
          facts: {
            arrivedAt: new Date(evidence.arrivedAt as string),
            waitedMinutes: evidence.waitedMinutes as number,
            calls: (evidence.calls as string[]).map((c) => new Date(c)),
          },
          manageUrl: manageBookingUrl(options.siteUrl, token, before.language),
        }),
      );
    }
    return {
      kind: "ok",
      booking: { id: bookingId, status, serviceStep: input.step, serviceStepAt: at.toISOString() },
    } as const;
  });
}

/** What a no-show keeps for a dispute: arrival time and position, the wait, the calls made. */
async function noShowEvidence(tx: DbOrTx, b: BookingRow, arrivedAt: Date, at: Date, landedAt: Date | null) {
  const [arrival] = await tx
    .select()
    .from(driverPositions)
    .where(and(eq(driverPositions.bookingId, b.id), eq(driverPositions.step, "at_pickup")))
    .orderBy(desc(driverPositions.recordedAt))
    .limit(1);
  const calls = await tx
    .select({ data: bookingEvents.data, createdAt: bookingEvents.createdAt })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, b.id), eq(bookingEvents.kind, "customer_called")))
    .orderBy(asc(bookingEvents.createdAt));
  return {
    arrivedAt: arrivedAt.toISOString(),
    waitedMinutes: Math.floor((at.getTime() - arrivedAt.getTime()) / 60_000),
    pickupAt: pickupInstant(b).toISOString(),
    ...(landedAt ? { landedAt: landedAt.toISOString() } : {}),
    ...(arrival ? { arrivalPosition: { lat: arrival.lat, lng: arrival.lng, accuracy: arrival.accuracyM } } : {}),
    calls: calls.map((c) => (typeof c.data.at === "string" ? c.data.at : c.createdAt.toISOString())),
  };
}

export type OwnJobResult<T> = { kind: "ok"; value: T } | { kind: "not_found" } | { kind: "closed" } | { kind: "not_on_the_way" };

/**
 * A position shared while the driver is on the way (the customer's map): refused on any other
 * step, so nothing is tracked outside an active job.
 */
export async function recordDriverPosition(
  db: DbOrTx,
  driverId: string,
  bookingId: string,
  position: Position,
  now: Date = new Date(),
): Promise<OwnJobResult<null>> {
  const [b] = await db
    .select({ status: bookings.status, serviceStep: bookings.serviceStep })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.assignedDriverId, driverId)));
  if (!b) return { kind: "not_found" };
  if (b.serviceStep !== "on_the_way" || CLOSED.has(b.status)) return { kind: "not_on_the_way" };
  await db.insert(driverPositions).values({
    bookingId,
    driverId,
    lat: position.lat,
    lng: position.lng,
    accuracyM: position.accuracy ?? null,
    step: null,
    recordedAt: now,
  });
  return { kind: "ok", value: null };
}

/** The driver tapped the customer's number on the card: the call goes into the history (no-show evidence). */
export async function recordCustomerCall(
  db: DbOrTx,
  driver: { id: string; name: string },
  bookingId: string,
  at: Date,
): Promise<OwnJobResult<null>> {
  const [b] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.assignedDriverId, driver.id)));
  if (!b) return { kind: "not_found" };
  if (CLOSED.has(b.status)) return { kind: "closed" };
  await recordBookingEvent(db, bookingId, await findActor(db, driver), "customer_called", { at: at.toISOString() });
  return { kind: "ok", value: null };
}

import { z } from "zod";
import { BOOKING_TYPES } from "../booking-type.ts";
import { SERVICE_STEPS } from "../service-steps.ts";
import { endpoint } from "./endpoint.ts";

const CONFLICT_KINDS = ["overlap", "buffer", "unavailable", "seats", "early_pickup"] as const;

/** One job on the board (a trip: a return trip or a group's vehicle is a job of its own). */
export const boardJobSchema = z.strictObject({
  id: z.uuid(),
  reference: z.string(),
  bookingType: z.enum(BOOKING_TYPES),
  status: z.string(),
  date: z.string(),
  time: z.string(),
  /** ISO instants of the pickup and the estimated end. */
  start: z.string(),
  end: z.string(),
  minutes: z.number().int(),
  /** How the duration was found: the zone's distance and speed, the tour's duration, or the default. */
  durationSource: z.enum(["zone", "tour", "default"]),
  origin: z.string(),
  destination: z.string(),
  passengers: z.number().int(),
  vehicleClass: z.string(),
  flightNumber: z.string().nullable(),
  tourName: z.string().nullable(),
  customerName: z.string(),
  /** better-auth user ids are short random strings, not UUIDs. */
  driverId: z.string().nullable(),
  /** A group in several vehicles (decision 0045): "vehicle 2 of 3 of group <reference>", else null. */
  group: z.strictObject({ vehicle: z.number().int(), size: z.number().int(), reference: z.string() }).nullish(),
  conflicts: z.array(z.strictObject({ kind: z.enum(CONFLICT_KINDS), withBookingId: z.uuid().optional() })),
  /** The driver's step on the day of service (decision 0050), or null before they set off. */
  serviceStep: z.enum(SERVICE_STEPS).nullish(),
  /** An assigned job whose driver has not set "A caminho" 30 minutes before pickup. */
  lateToSetOff: z.boolean().optional(),
});
export type BoardJob = z.output<typeof boardJobSchema>;

export const boardDriverSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  vehicle: z.strictObject({ id: z.uuid(), name: z.string(), capacity: z.number().int() }).nullable(),
  timeOff: z.array(z.strictObject({ id: z.uuid(), start: z.string(), end: z.string(), note: z.string().nullable() })),
  jobs: z.array(boardJobSchema),
});
export type BoardDriver = z.output<typeof boardDriverSchema>;

export const dispatchBoardSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  travelBufferMinutes: z.number().int(),
  drivers: z.array(boardDriverSchema),
  unassigned: z.array(boardJobSchema),
});
export type DispatchBoard = z.output<typeof dispatchBoardSchema>;

export const getDispatchBoard = endpoint({
  method: "GET",
  path: "/api/admin/dispatch",
  answer: dispatchBoardSchema,
  errors: ["invalid_input"],
});

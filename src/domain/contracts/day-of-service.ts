import { z } from "zod";
import { SERVICE_STEPS } from "../service-steps.ts";

/**
 * The answers of the day of service's endpoints (decision 0050), shared by the server, which
 * builds them, and the web app, which reads them.
 */

const stepSchema = z.enum(SERVICE_STEPS);
const statusSchema = z.enum(["pending", "confirmed", "assigned", "in_progress", "completed", "cancelled"]);

/** POST /api/driver/bookings/:id/steps: the booking's status and step as they are now. */
export const recordStepResponseSchema = z.object({
  booking: z.object({
    id: z.string(),
    status: statusSchema,
    serviceStep: stepSchema,
    /** ISO instant the step happened on the phone. */
    serviceStepAt: z.string(),
  }),
  message: z.string(),
});
export type RecordStepResponse = z.infer<typeof recordStepResponseSchema>;

/** POST /api/driver/bookings/:id/position and /calls: taken. */
export const recordedResponseSchema = z.object({ ok: z.literal(true) });
export type RecordedResponse = z.infer<typeof recordedResponseSchema>;

/** A position the driver's phone shared (degrees; accuracy in metres). */
export const sharedPositionSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number().nullable(),
  recordedAt: z.string(),
});
export type SharedPosition = z.infer<typeof sharedPositionSchema>;

/** The customer's driver, told before a pickup: first name, car, and a number to reach them. */
export const customerDriverSchema = z.object({
  firstName: z.string(),
  car: z.object({
    make: z.string().nullable(),
    model: z.string().nullable(),
    colour: z.string().nullable(),
    plate: z.string().nullable(),
  }),
  /** The driver's own number or the company's (company setting), as typed; null when none is known. */
  phone: z.string().nullable(),
  /** https://wa.me/… for that number, or null. */
  whatsappUrl: z.string().nullable(),
  /** Whose number it is. */
  contact: z.enum(["driver", "company"]),
});
export type CustomerDriver = z.infer<typeof customerDriverSchema>;

/** One trip of the booking on its day: the driver, the meeting point, the live step. */
export const tripServiceSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  /** Null until the driver sets off. */
  step: stepSchema.nullable(),
  stepAt: z.string().nullable(),
  /** Null while no driver is assigned, and once the job is done. */
  driver: customerDriverSchema.nullable(),
  meetingPoint: z.object({ kind: z.enum(["airport_sign", "airport", "address"]), place: z.string() }),
  /** The driver's last shared position: only while the step is "on the way". */
  position: sharedPositionSchema.nullable(),
});
export type TripService = z.infer<typeof tripServiceSchema>;

/** GET /api/manage/:token/service and /api/account/bookings/:id/service. */
export const bookingServiceResponseSchema = z.object({ trips: z.array(tripServiceSchema) });
export type BookingServiceResponse = z.infer<typeof bookingServiceResponseSchema>;

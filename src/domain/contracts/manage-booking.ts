import { z } from "zod";
import { BOOKING_TYPES } from "../booking-type.ts";
import { CHANGE_REQUEST_STATUSES } from "../change-request-schemas.ts";
import { endpoint } from "./endpoint.ts";
import { managedInvoiceSchema } from "./invoicing.ts";

/** The statuses of a booking, as the database keeps them. */
export const BOOKING_STATUSES = ["pending", "confirmed", "assigned", "in_progress", "completed", "cancelled"] as const;

/** One trip as the customer's booking page shows it. */
export const managedTripSchema = z.strictObject({
  id: z.uuid(),
  reference: z.string(),
  bookingType: z.enum(BOOKING_TYPES),
  status: z.enum(BOOKING_STATUSES),
  origin: z.string(),
  destination: z.string(),
  bookingDate: z.string(),
  bookingTime: z.string(),
  passengers: z.number().int(),
  vehicleClass: z.string(),
  vehicleName: z.string().nullable(),
  tourName: z.string().nullable(),
  flightNumber: z.string().nullable(),
  specialRequests: z.string().nullable(),
  extras: z.array(z.strictObject({ name: z.string(), priceCents: z.number().int() })),
  totalPriceCents: z.number().int(),
});
export type ManagedTrip = z.output<typeof managedTripSchema>;

/** A change request as its customer sees it (the deciding admin is not named). */
export const managedChangeRequestSchema = z.strictObject({
  id: z.uuid(),
  requestedText: z.string(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  adminMessage: z.string().nullable(),
  decidedAt: z.string().nullable(),
  priceAfterCents: z.number().int().nullable(),
  /** A higher price's difference: its amount and whether it is paid. */
  differenceCents: z.number().int().nullable(),
  differencePaid: z.boolean(),
  refundedCents: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ManagedChangeRequest = z.output<typeof managedChangeRequestSchema>;

export const MANAGED_PAYMENT_STATES = ["not_required", "awaiting_approval", "pending", "paid", "refunded", "partially_refunded"] as const;
export type ManagedPaymentState = (typeof MANAGED_PAYMENT_STATES)[number];

/** GET /api/manage/:token (and the customer area's GET /api/account/bookings/:id). */
export const managedBookingSchema = z.strictObject({
  booking: managedTripSchema,
  returnBooking: managedTripSchema.nullable(),
  /** A group in several vehicles (decision 0045): the vehicles after the first (`booking`), in order. */
  groupBookings: z.array(managedTripSchema),
  customer: z.strictObject({ name: z.string(), email: z.string(), phone: z.string() }),
  language: z.string(),
  payment: z.strictObject({
    state: z.enum(MANAGED_PAYMENT_STATES),
    amountDueCents: z.number().int(),
    amountPaidCents: z.number().int(),
    refundedCents: z.number().int(),
    testMode: z.boolean(),
  }),
  cancellation: z.strictObject({ allowed: z.boolean(), refundPercent: z.union([z.literal(0), z.literal(50), z.literal(100)]), refundCents: z.number().int() }),
  changeRequest: z.strictObject({ allowed: z.boolean() }),
  /** The customer's change requests and what became of them, latest first (decision 0043). */
  changeRequests: z.array(managedChangeRequestSchema),
  company: z.strictObject({ name: z.string(), phone: z.string(), whatsapp: z.string(), email: z.string() }),
  /** The invoice details given, whether they may change, and the certified documents issued (decision 0051). */
  invoice: managedInvoiceSchema,
});
export type ManagedBooking = z.output<typeof managedBookingSchema>;

const pageErrors = ["not_found"] as const;
export const getManagedBooking = endpoint({ method: "GET", path: "/api/manage/:token", answer: managedBookingSchema, errors: pageErrors });
export const getAccountBooking = endpoint({ method: "GET", path: "/api/account/bookings/:id", answer: managedBookingSchema, errors: pageErrors });

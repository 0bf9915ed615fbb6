import { z } from "zod";
import { BOOKING_TYPES } from "../booking-type.ts";
import { QUOTE_LIST_STATUSES } from "../quote-request-schema.ts";
import { endpoint } from "./endpoint.ts";

/** Times are "HH:MM"; dates "YYYY-MM-DD"; instants ISO 8601 strings. */
const time = z.string().regex(/^\d{2}:\d{2}$/);
const instant = z.string();

/** A price the company set for one vehicle class (the trip; a return trip costs it again). */
export const quotedPriceSchema = z.strictObject({ vehicleClass: z.string(), priceCents: z.number().int() });

/** A request as the admin list shows it (the token's hash never leaves the server). */
export const adminQuoteRequestSchema = z.strictObject({
  id: z.uuid(),
  status: z.enum(["new", "quoted", "accepted", "declined"]),
  /** Where it stands for the admin: a quoted request past its validity reads as expired. */
  listStatus: z.enum(QUOTE_LIST_STATUSES),
  bookingType: z.enum(BOOKING_TYPES),
  origin: z.string(),
  destination: z.string(),
  tourId: z.uuid().nullable(),
  bookingDate: z.string(),
  bookingTime: time,
  passengers: z.number().int(),
  luggage: z.number().int().nullable(),
  vehicleClass: z.string().nullable(),
  extraIds: z.array(z.string()),
  flightNumber: z.string().nullable(),
  returnTrip: z.boolean(),
  returnDate: z.string().nullable(),
  returnTime: time.nullable(),
  returnFlightNumber: z.string().nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string(),
  specialRequests: z.string().nullable(),
  language: z.string(),
  prices: z.array(quotedPriceSchema).nullable(),
  validUntil: instant.nullable(),
  quotedAt: instant.nullable(),
  bookingId: z.uuid().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type AdminQuoteRequest = z.output<typeof adminQuoteRequestSchema>;

export const adminQuoteRequestListSchema = z.strictObject({
  items: z.array(adminQuoteRequestSchema),
  counts: z.strictObject(Object.fromEntries(QUOTE_LIST_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof QUOTE_LIST_STATUSES)[number], z.ZodNumber>),
});
export type AdminQuoteRequestList = z.output<typeof adminQuoteRequestListSchema>;

/** The customer's quote page: the trip, the prices, the validity and where it stands (no contact details but the name). */
export const customerQuoteSchema = z.strictObject({
  status: z.enum(QUOTE_LIST_STATUSES),
  language: z.string(),
  bookingType: z.enum(BOOKING_TYPES),
  origin: z.string(),
  destination: z.string(),
  tourName: z.string().nullable(),
  extraNames: z.array(z.string()),
  bookingDate: z.string(),
  bookingTime: time,
  passengers: z.number().int(),
  luggage: z.number().int().nullable(),
  vehicleClass: z.string().nullable(),
  flightNumber: z.string().nullable(),
  returnTrip: z.boolean(),
  returnDate: z.string().nullable(),
  returnTime: time.nullable(),
  customerName: z.string(),
  prices: z.array(quotedPriceSchema),
  validUntil: instant.nullable(),
});
export type CustomerQuote = z.output<typeof customerQuoteSchema>;

export const acceptedQuoteSchema = z.strictObject({
  /** The booking page's private token (/booking/<token>). */
  manageToken: z.string(),
  /** checkout: pay now (a transfer); none: a tour waits for approval, or the company collects payment. */
  payment: z.enum(["checkout", "none"]),
});
export type AcceptedQuote = z.output<typeof acceptedQuoteSchema>;

export const submitQuoteRequest = endpoint({
  method: "POST",
  path: "/api/quote-requests",
  answer: z.strictObject({ ok: z.literal(true) }),
  errors: ["invalid_input"],
});
export const getCustomerQuote = endpoint({ method: "GET", path: "/api/quote/:token", answer: customerQuoteSchema, errors: ["not_found"] });
export const acceptCustomerQuote = endpoint({
  method: "POST",
  path: "/api/quote/:token/accept",
  answer: acceptedQuoteSchema,
  errors: ["invalid_input", "not_found", "quote_expired", "quote_declined"],
});
export const listAdminQuoteRequests = endpoint({
  method: "GET",
  path: "/api/admin/quote-requests",
  answer: adminQuoteRequestListSchema,
  errors: ["invalid_input"],
});
const oneRequest = z.strictObject({ quoteRequest: adminQuoteRequestSchema });
export const sendAdminQuote = endpoint({
  method: "POST",
  path: "/api/admin/quote-requests/:id/quote",
  answer: oneRequest,
  errors: ["invalid_input", "not_found", "not_open"],
});
export const declineAdminQuote = endpoint({
  method: "POST",
  path: "/api/admin/quote-requests/:id/decline",
  answer: oneRequest,
  errors: ["not_found", "not_open"],
});

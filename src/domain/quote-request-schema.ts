import { z } from "zod";
import { BOOKING_LIMITS as L } from "./booking-rules.ts";
import { CUSTOMER_FIELDS } from "./booking-schema.ts";
import { BOOKING_MESSAGES as M } from "./booking-messages.ts";
import { BOOKING_TYPES } from "./booking-type.ts";
import { isValidIsoDate, isValidTime } from "./lisbon-date.ts";
import { plainText } from "./plain-text.ts";

const singleLine = plainText();
const emptyToUndefined = (value: string | null | undefined): string | undefined => value || undefined;

const optionalLine = (max: number) =>
  z
    .string({ error: M.generic })
    .trim()
    .refine(singleLine, M.generic)
    .max(max, M.generic)
    .nullish()
    .transform(emptyToUndefined);

const optionalDate = () =>
  z
    .string({ error: M.dateInvalid })
    .trim()
    .nullish()
    .transform(emptyToUndefined)
    .refine((v) => v === undefined || isValidIsoDate(v), M.dateInvalid);

const optionalTime = () =>
  z
    .string({ error: M.timeInvalid })
    .trim()
    .nullish()
    .transform(emptyToUndefined)
    .refine((v) => v === undefined || isValidTime(v), M.timeInvalid);

/**
 * POST /api/quote-requests: the trip the form holds when no zone price exists, with the customer's
 * name, e-mail and phone (the same rules and Portuguese messages as the booking form), sent to the
 * company as a contact message. The trip's fields are what the form had; only the customer's
 * details are required (the company needs them to answer). Unknown keys are refused with the general
 * message (M.generic).
 */
export const quoteRequestSchema = z.strictObject(
  {
    bookingType: z.enum(BOOKING_TYPES, { error: M.generic }),
    origin: optionalLine(L.locationMax),
    destination: optionalLine(L.locationMax),
    tourId: z.string({ error: M.generic }).trim().nullish().transform(emptyToUndefined).pipe(z.guid(M.generic).optional()),
    bookingDate: optionalDate(),
    bookingTime: optionalTime(),
    passengers: z
      .number({ error: M.passengersInteger })
      .int(M.passengersInteger)
      .min(L.passengersMin, M.passengersMin)
      .max(L.passengersMax, M.passengersMax),
    vehicleClass: optionalLine(100),
    extraIds: z.array(z.guid(M.generic), { error: M.generic }).max(L.extrasMax, M.generic).default([]),
    flightNumber: optionalLine(L.flightNumberMax),
    returnTrip: z.boolean({ error: M.generic }).default(false),
    returnDate: optionalDate(),
    returnTime: optionalTime(),
    ...CUSTOMER_FIELDS,
    specialRequests: z
      .string({ error: M.generic })
      .trim()
      .refine(plainText({ multiline: true }), M.specialRequestsInvalid)
      .max(L.specialRequestsMax, M.specialRequestsTooLong)
      .nullish()
      .transform(emptyToUndefined),
  },
  { error: M.generic },
);

export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;
export type QuoteRequestBody = z.input<typeof quoteRequestSchema>;

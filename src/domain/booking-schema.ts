import { z } from "zod";
import { isAirport } from "./airports.ts";
import { BOOKING_MESSAGES as M } from "./booking-messages.ts";
import { BOOKING_LIMITS, type BookingField } from "./booking-rules.ts";
import { BOOKING_TYPES } from "./booking-type.ts";
import { INVOICE_DETAIL_FIELDS } from "./invoice-details.ts";
import { addYears, isValidIsoDate, isValidTime } from "./lisbon-date.ts";
import { plainText } from "./plain-text.ts";

const L = BOOKING_LIMITS;
const PHONE_CHARACTERS = /^[0-9+ ()-]+$/;
const guid = z.guid();

/** Empty (after trimming), null and undefined all become undefined. */
const emptyToUndefined = (value: string | null | undefined): string | undefined => value || undefined;

const singleLine = plainText();

/** The customer's name, phone and e-mail with the spec's rules and messages (booking form, quote request). */
export const CUSTOMER_FIELDS = {
  customerName: z
    .string({ error: M.nameTooShort })
    .trim()
    .refine(singleLine, M.nameInvalid)
    .min(L.nameMin, M.nameTooShort)
    .max(L.nameMax, M.nameTooLong),
  customerPhone: z
    .string({ error: M.phoneTooShort })
    .trim()
    .refine(singleLine, M.phoneInvalid)
    .min(L.phoneMin, M.phoneTooShort)
    .max(L.phoneMax, M.phoneTooLong)
    .regex(PHONE_CHARACTERS, M.phoneInvalid),
  customerEmail: z
    .string({ error: M.emailInvalid })
    .trim()
    .refine(singleLine, { message: M.emailInvalid, abort: true })
    .pipe(z.email(M.emailInvalid).max(L.emailMax, M.emailTooLong)),
};

const optionalText = (max: number, tooLong: string, invalid: string, multiline = false) =>
  z
    .string({ error: M.generic })
    .trim()
    .refine(plainText({ multiline }), invalid)
    .max(max, tooLong)
    .nullish()
    .transform(emptyToUndefined);

/**
 * A whole number: a JSON number, or the canonical decimal text of a whole number (what the
 * form's number input holds, e.g. "2"; an empty input counts as 0). Booleans, arrays, "0x2",
 * "2e0", "02", " 2" and "2.5" are refused with `message`, never coerced.
 */
const wholeNumber = (message: string) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^(-?(0|[1-9]\d{0,5}))?$/, message)], {
      error: message,
    })
    .transform((value) => Number(value))
    .pipe(z.number({ error: message }).int(message));

const optionalGuid = () =>
  z.string({ error: M.generic }).trim().nullish().transform(emptyToUndefined).pipe(z.guid(M.generic).optional());

const location = (required: string, tooLong: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .refine(singleLine, invalid)
    .min(L.locationMin, required)
    .max(L.locationMax, tooLong);

const textOf = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Marks the issues of the cross-field rules: they rank after every field's own issues. */
const CROSS_FIELD = { crossField: true } as const;

/**
 * POST /api/bookings and the booking form (spec sections 2 and 5). `today` is Lisbon's date
 * (`lisbonToday()`): the booking date may not be before it, nor more than 2 years after it. Texts
 * may hold no control characters (`plainText`; special requests may keep line feeds and tabs). There is no price field: the server
 * computes every amount. Unknown keys (a tampered totalPrice, ...) are refused with the spec's
 * general message (M.generic), which `firstBookingError` ranks first.
 *
 * Output normalisation: optional texts are trimmed, empty ones undefined; `tourId` is null for a
 * transfer; the return fields are undefined unless `returnTrip`.
 * Not checked here (needs data): the vehicle's capacity (`checkCapacity`) and a transfer price of
 * 0 (`checkPrice`).
 */
export function bookingInputSchema(today: string) {
  if (lastSchema?.today !== today) lastSchema = { today, schema: buildBookingInputSchema(today) };
  return lastSchema.schema;
}

/** The schema of the last `today` asked for: one per day, not one per request. */
let lastSchema: { today: string; schema: ReturnType<typeof buildBookingInputSchema> } | undefined;

function buildBookingInputSchema(today: string) {
  const latestDate = addYears(today, L.maxYearsAhead);
  return z
    .strictObject(
      {
        id: z.guid(M.generic),
        bookingType: z.enum(BOOKING_TYPES, { error: M.generic }),
        origin: location(M.originRequired, M.originTooLong, M.originInvalid),
        destination: location(M.destinationRequired, M.destinationTooLong, M.destinationInvalid),
        // Required for a tour (cross-field, ranked here); ignored (null) for a transfer.
        tourId: z
          .string({ error: M.tourRequired })
          .trim()
          .refine(singleLine, M.tourRequired)
          .max(100, M.tourRequired)
          .nullish()
          .transform(emptyToUndefined),
        bookingDate: z
          .string({ error: M.dateInvalid })
          .trim()
          .refine(isValidIsoDate, { message: M.dateInvalid, abort: true })
          .refine((date) => date >= today, M.dateInPast)
          .refine((date) => date <= latestDate, M.dateTooFar),
        bookingTime: z.string({ error: M.timeInvalid }).trim().refine(isValidTime, M.timeInvalid),
        passengers: wholeNumber(M.passengersInteger).pipe(
          z.number().min(L.passengersMin, M.passengersMin).max(L.passengersMax, M.passengersMax),
        ),
        vehicleId: optionalGuid(),
        vehicleClass: z
          .string({ error: M.vehicleClassRequired })
          .trim()
          .refine(singleLine, M.vehicleClassRequired)
          .min(1, M.vehicleClassRequired)
          .max(100, M.vehicleClassRequired),
        // A group in several vehicles (decision 0045): the classes of the proposal the customer
        // accepted, one per vehicle; empty or absent for one vehicle.
        vehicleClasses: z
          .array(z.string({ error: M.generic }).trim().refine(singleLine, M.generic).min(1, M.generic).max(100, M.generic), {
            error: M.generic,
          })
          .max(L.passengersMax, M.generic)
          .nullish()
          .transform((classes) => (classes && classes.length > 0 ? classes : undefined)),
        extraIds: z
          .array(z.guid(M.generic), { error: M.generic })
          .max(L.extrasMax, M.generic)
          .refine((ids) => new Set(ids).size === ids.length, M.generic)
          .default([]),
        flightNumber: optionalText(L.flightNumberMax, M.flightTooLong, M.flightInvalid),
        ...CUSTOMER_FIELDS,
        specialRequests: optionalText(L.specialRequestsMax, M.specialRequestsTooLong, M.specialRequestsInvalid, true),
        ...INVOICE_DETAIL_FIELDS,
        returnTrip: z.boolean({ error: M.generic }).default(false),
        returnDate: z
          .string({ error: M.dateInvalid })
          .trim()
          .nullish()
          .transform(emptyToUndefined)
          .refine((date) => date === undefined || isValidIsoDate(date), { message: M.dateInvalid, abort: true })
          .refine((date) => date === undefined || date <= latestDate, M.dateTooFar),
        returnTime: z
          .string({ error: M.timeInvalid })
          .trim()
          .nullish()
          .transform(emptyToUndefined)
          .refine((time) => time === undefined || isValidTime(time), M.timeInvalid),
        returnFlightNumber: optionalText(L.flightNumberMax, M.flightTooLong, M.flightInvalid),
      },
      { error: M.generic },
    )
    .superRefine(
      (value, ctx) => {
        // Runs even when some fields failed (see `when`), so read the values defensively.
        const v = value as Partial<Record<BookingField, unknown>>;
        const cross = (message: string, field: BookingField) =>
          ctx.addIssue({ code: "custom", message, path: [field], params: CROSS_FIELD });

        if (v.bookingType === "tour" && !guid.safeParse(textOf(v.tourId)).success) {
          ctx.addIssue({ code: "custom", message: M.tourRequired, path: ["tourId"] });
        }
        if (v.bookingType === "transfer" && isAirport(textOf(v.origin)) && !textOf(v.flightNumber)) {
          cross(M.flightRequired, "flightNumber");
        }
        if (v.returnTrip === true) {
          const returnDate = textOf(v.returnDate);
          const bookingDate = textOf(v.bookingDate);
          if (!returnDate) cross(M.returnDateRequired, "returnDate");
          else if (isValidIsoDate(returnDate) && isValidIsoDate(bookingDate) && returnDate < bookingDate) {
            cross(M.returnDateBeforeOutbound, "returnDate");
          }
          if (!textOf(v.returnTime)) cross(M.returnTimeRequired, "returnTime");
          // The return leg starts where the outbound one ends.
          if (isAirport(textOf(v.destination)) && !textOf(v.returnFlightNumber)) {
            cross(M.returnFlightRequired, "returnFlightNumber");
          }
        }
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value) },
    )
    .transform((v) => ({
      ...v,
      tourId: v.bookingType === "tour" ? (v.tourId ?? null) : null,
      returnDate: v.returnTrip ? v.returnDate : undefined,
      returnTime: v.returnTrip ? v.returnTime : undefined,
      returnFlightNumber: v.returnTrip ? v.returnFlightNumber : undefined,
    }));
}

export type BookingInputSchema = ReturnType<typeof bookingInputSchema>;
/** A valid booking request, as the server uses it. */
export type BookingInput = z.output<BookingInputSchema>;
/** What the form holds (react-hook-form values; optional fields may be ""). */
export type BookingFormValues = z.input<BookingInputSchema>;

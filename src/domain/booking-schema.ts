import { z } from "zod";
import { isAirport } from "./airports.ts";
import { BOOKING_MESSAGES as M, bookingMessageKey, capacityMessage } from "./booking-messages.ts";
import { BOOKING_TYPES, type BookingType } from "./booking-type.ts";
import { addYears, isValidIsoDate, isValidTime } from "./lisbon-date.ts";
import { plainText } from "./plain-text.ts";

/** Spec sections 5 and 9: the booking form's limits (also the inputs' maxLength). */
export const BOOKING_LIMITS = {
  locationMin: 3,
  locationMax: 500,
  passengersMin: 1,
  passengersMax: 50,
  flightNumberMax: 20,
  nameMin: 2,
  nameMax: 100,
  phoneMin: 9,
  phoneMax: 20,
  emailMax: 255,
  specialRequestsMax: 1000,
  extrasMax: 50,
  /** Bookings are taken up to this many years ahead of Lisbon's today. */
  maxYearsAhead: 2,
} as const;

/**
 * The form's field order. "Only the first failing message is shown": issues are ranked by this
 * order, then come the cross-field rules (flight number from an airport, the return-trip rules).
 */
export const BOOKING_FIELD_ORDER = [
  "id",
  "bookingType",
  "origin",
  "destination",
  "tourId",
  "bookingDate",
  "bookingTime",
  "passengers",
  "vehicleId",
  "vehicleClass",
  "extraIds",
  "flightNumber",
  "customerName",
  "customerPhone",
  "customerEmail",
  "specialRequests",
  "returnTrip",
  "returnDate",
  "returnTime",
  "returnFlightNumber",
] as const;

export type BookingField = (typeof BOOKING_FIELD_ORDER)[number];

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
 * computes every amount. Unknown keys (a tampered totalPrice, ...) are stripped.
 *
 * Output normalisation: optional texts are trimmed, empty ones undefined; `tourId` is null for a
 * transfer; the return fields are undefined unless `returnTrip`.
 * Not checked here (needs data): the vehicle's capacity (`checkCapacity`) and a transfer price of
 * 0 (`checkPrice`).
 */
export function bookingInputSchema(today: string) {
  const latestDate = addYears(today, L.maxYearsAhead);
  return z
    .object({
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
      extraIds: z
        .array(z.guid(M.generic), { error: M.generic })
        .max(L.extrasMax, M.generic)
        .refine((ids) => new Set(ids).size === ids.length, M.generic)
        .default([]),
      flightNumber: optionalText(L.flightNumberMax, M.flightTooLong, M.flightInvalid),
      ...CUSTOMER_FIELDS,
      specialRequests: optionalText(L.specialRequestsMax, M.specialRequestsTooLong, M.specialRequestsInvalid, true),
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
    })
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

/**
 * A new client-generated booking id (random UUID v4). Uses `crypto.getRandomValues`, which browsers
 * offer on plain-http pages too (unlike `crypto.randomUUID`).
 */
export function newBookingId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The form's defaults (spec section 2): a transfer, 1 passenger, no return trip, empty texts and a
 * fresh booking id (a resubmission of the same form keeps its id; resetting after success gives a new one).
 */
export function bookingFormDefaults(overrides: Partial<BookingFormValues> = {}): BookingFormValues {
  return {
    id: newBookingId(),
    bookingType: "transfer",
    origin: "",
    destination: "",
    tourId: "",
    bookingDate: "",
    bookingTime: "",
    passengers: 1,
    vehicleId: "",
    vehicleClass: "",
    extraIds: [],
    flightNumber: "",
    customerName: "",
    customerPhone: "",
    customerEmail: "",
    specialRequests: "",
    returnTrip: false,
    returnDate: "",
    returnTime: "",
    returnFlightNumber: "",
    ...overrides,
  };
}

interface IssueLike {
  message: string;
  path: readonly PropertyKey[];
  params?: unknown;
}

const isCrossField = (issue: IssueLike): boolean =>
  typeof issue.params === "object" && issue.params !== null && "crossField" in issue.params;

function rank(issue: IssueLike): number {
  if (isCrossField(issue)) return BOOKING_FIELD_ORDER.length;
  const index = BOOKING_FIELD_ORDER.indexOf(issue.path[0] as BookingField);
  return index < 0 ? -1 : index; // an issue of the whole object comes first
}

/** The issues in the order they are shown: form field order, then the cross-field rules. */
export function sortBookingIssues<T extends IssueLike>(issues: readonly T[]): T[] {
  return issues
    .map((issue, position) => ({ issue, position, rank: rank(issue) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ issue }) => issue);
}

/**
 * The one message to show for a parse result of `bookingInputSchema` (spec section 8: "First
 * schema message, or Por favor, verifique os dados do formulário."): null on success; the first
 * issue's message in form order when it is one of the spec's messages, else the generic one.
 */
export function firstBookingError(result: {
  success: boolean;
  error?: { issues: readonly IssueLike[] } | undefined;
}): string | null {
  if (result.success) return null;
  const first = sortBookingIssues(result.error?.issues ?? [])[0];
  return first && bookingMessageKey(first.message) ? first.message : M.generic;
}

/** Spec section 5: the passengers must fit the chosen vehicle. Null when they do (or no capacity is known). */
export function checkCapacity(passengers: number, capacity: number | null | undefined): string | null {
  if (capacity === null || capacity === undefined) return null;
  return passengers > capacity ? capacityMessage(passengers, capacity) : null;
}

/** Spec section 5: a transfer price of 0 blocks submission. `priceCents` is the quoted (zone) price. */
export function checkPrice(bookingType: BookingType, priceCents: number): string | null {
  return bookingType === "transfer" && !(priceCents > 0) ? M.priceUnavailable : null;
}

import type { BookingFormValues } from "./booking-schema.ts";
import { BOOKING_MESSAGES as M, bookingMessageKey, capacityMessage } from "./booking-messages.ts";
import type { BookingType } from "./booking-type.ts";

/*
 * The booking form's limits, defaults and message rules, without the schema (booking-schema.ts):
 * the browser's form needs these at once and the schema (zod) only when it validates.
 */

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
  /** Invoice details (decision 0051): a tax number as typed, the name or company, the address. */
  invoiceTaxIdMax: 30,
  invoiceNameMax: 150,
  invoiceAddressMax: 300,
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
  "vehicleClasses",
  "extraIds",
  "flightNumber",
  "customerName",
  "customerPhone",
  "customerEmail",
  "specialRequests",
  "invoiceTaxId",
  "invoiceName",
  "invoiceAddress",
  "returnTrip",
  "returnDate",
  "returnTime",
  "returnFlightNumber",
] as const;

export type BookingField = (typeof BOOKING_FIELD_ORDER)[number];

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
    vehicleClasses: [],
    extraIds: [],
    flightNumber: "",
    customerName: "",
    customerPhone: "",
    customerEmail: "",
    specialRequests: "",
    invoiceTaxId: "",
    invoiceName: "",
    invoiceAddress: "",
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

/**
 * The passengers field's own message while it is typed (spec section 8, the schema's messages):
 * a whole number from 1 to 50, as a number or the input's text ("" counts as 0). Null when valid.
 */
export function passengersError(value: unknown): string | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const number = text === "" ? 0 : Number(text);
  if (!/^-?\d*(\.\d+)?(e[+-]?\d+)?$/i.test(text) || !Number.isInteger(number)) return M.passengersInteger;
  if (number < BOOKING_LIMITS.passengersMin) return M.passengersMin;
  if (number > BOOKING_LIMITS.passengersMax) return M.passengersMax;
  return null;
}

import { z } from "zod";
import { BOOKING_MESSAGES as M } from "./booking-messages.ts";
import { BOOKING_TYPES } from "./booking-type.ts";
import { plainText } from "./plain-text.ts";

/** Bounds of a quote request: asked while typing, so lenient, but never unbounded. */
export const QUOTE_LIMITS = { textMax: 500, extrasMax: 20, passengersMin: 1, passengersMax: 50 } as const;

const emptyToUndefined = (value: string | null | undefined): string | undefined => value || undefined;

const optionalGuid = () =>
  z.string({ error: M.generic }).trim().nullish().transform(emptyToUndefined).pipe(z.guid(M.generic).optional());

const coordinate = (limit: number) =>
  z
    .number({ error: M.generic })
    .min(-limit, M.generic)
    .max(limit, M.generic)
    .nullish()
    .transform((v) => v ?? undefined);

/** A place as the form knows it: its text, and coordinates when a suggestion was picked. */
const placeSchema = (tooLong: string, invalid: string) =>
  z.strictObject(
    {
      address: z.string({ error: M.generic }).trim().refine(plainText(), invalid).max(QUOTE_LIMITS.textMax, tooLong),
      lat: coordinate(90),
      lng: coordinate(180),
    },
    { error: M.generic },
  );

export type QuotePlace = z.output<ReturnType<typeof placeSchema>>;

/**
 * POST /api/quotes: what the form holds while it is being filled in. Origin and destination are
 * needed for a transfer (presence only; an empty address simply has no price), optional for a
 * tour. Empty ids become undefined; unknown keys (here or in a place) are refused with the general
 * message (M.generic). The server prices from this and never from an amount sent by the browser.
 */
export const quoteInputSchema = z
  .strictObject(
    {
      bookingType: z.enum(BOOKING_TYPES, { error: M.generic }),
      origin: placeSchema(M.originTooLong, M.originInvalid).nullish().transform((v) => v ?? undefined),
      destination: placeSchema(M.destinationTooLong, M.destinationInvalid).nullish().transform((v) => v ?? undefined),
      tourId: optionalGuid(),
      vehicleId: optionalGuid(),
      vehicleClass: z
        .string({ error: M.generic })
        .trim()
        .refine(plainText(), M.vehicleClassRequired)
        .max(QUOTE_LIMITS.textMax, M.generic)
        .nullish()
        .transform(emptyToUndefined),
      // The form sends a JSON number: a string, boolean or array is refused, never coerced.
      // A group in several vehicles (decision 0045): one class per vehicle.
      vehicleClasses: z
        .array(z.string({ error: M.generic }).trim().refine(plainText(), M.generic).min(1, M.generic).max(100, M.generic), {
          error: M.generic,
        })
        .max(QUOTE_LIMITS.passengersMax, M.generic)
        .nullish()
        .transform((classes) => (classes && classes.length > 0 ? classes : undefined)),
      passengers: z
        .number({ error: M.passengersInteger })
        .int(M.passengersInteger)
        .min(QUOTE_LIMITS.passengersMin, M.passengersMin)
        .max(QUOTE_LIMITS.passengersMax, M.passengersMax)
        .default(1),
      extraIds: z
        .array(z.guid(M.generic), { error: M.generic })
        .max(QUOTE_LIMITS.extrasMax, M.generic)
        .transform((ids) => [...new Set(ids)])
        .default([]),
      returnTrip: z.boolean({ error: M.generic }).default(false),
    },
    { error: M.generic },
  )
  .superRefine((v, ctx) => {
    if (v.bookingType !== "transfer") return;
    if (!v.origin) ctx.addIssue({ code: "custom", message: M.originRequired, path: ["origin"] });
    if (!v.destination) ctx.addIssue({ code: "custom", message: M.destinationRequired, path: ["destination"] });
  });

export type QuoteInput = z.output<typeof quoteInputSchema>;
export type QuoteRequestBody = z.input<typeof quoteInputSchema>;

/** Why a class cannot be booked for the trip: its biggest vehicle seats fewer than the passengers. */
export type ClassQuoteReason = "too_small";

/** One vehicle class priced for the trip (POST /api/quotes/classes). */
export interface ClassQuote {
  vehicleClass: string;
  /** The vehicle to book: the smallest of the class that seats the passengers, else the largest. */
  vehicleId: string;
  vehicleName: string;
  imageUrl: string | null;
  /** Seats of the class's biggest vehicle. */
  capacity: number;
  /** Large suitcases (see suitcasesFor). */
  luggage: number;
  /** Bookable: seats the passengers and the trip has a price for it. */
  available: boolean;
  /** One trip with the extras; 0 when there is no price. */
  tripCents: number;
  /** What is paid: tripCents, twice for a return trip. */
  totalCents: number;
  extrasCents: number;
  reason?: ClassQuoteReason;
}

/** One vehicle of a group (decision 0045), priced for the trip. */
export interface GroupVehicleQuote {
  vehicleClass: string;
  vehicleId: string;
  vehicleName: string;
  capacity: number;
  /** Passengers in this vehicle. */
  passengers: number;
  /** The class's price for the trip, without extras. */
  priceCents: number;
}

/**
 * The vehicles that carry the passengers when no single class can (fewest, then cheapest:
 * `proposeVehicleGroup`), priced for the trip: the sum of the vehicles' prices, the extras once.
 */
export interface GroupProposal {
  vehicles: GroupVehicleQuote[];
  tripCents: number;
  extrasCents: number;
  totalCents: number;
}

export interface ClassQuotesResponse {
  classes: ClassQuote[];
  /** Present when the passengers need several vehicles and a priced combination exists. */
  group?: GroupProposal | null;
}

/** One line of the price breakdown under the total (POST /api/quotes). */
export interface QuoteBreakdown {
  /** The service alone (zone or tour price). */
  baseCents: number;
  /** Each selected extra once, its name in ?lang=. */
  extras: { id: string; name: string; priceCents: number }[];
  /** The return trip's price (the same as the trip), 0 without one. */
  returnCents: number;
  /** A group (decision 0045): each vehicle's price, whose sum is baseCents. */
  vehicles?: { vehicleClass: string; passengers: number; priceCents: number }[];
}

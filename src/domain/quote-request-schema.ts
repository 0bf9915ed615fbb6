import { z } from "zod";
import { BOOKING_MESSAGES as M } from "./booking-messages.ts";
import { firstBookingError, sortBookingIssues } from "./booking-rules.ts";
import { bookingInputSchema, type BookingInput } from "./booking-schema.ts";
import { VEHICLE_CLASSES } from "./vehicle-classes.ts";

/** Luggage a quote request may name (large suitcases), and how long a quote may stay open. */
export const QUOTE_LIMITS = {
  luggageMax: 50,
  validHoursMin: 1,
  validHoursMax: 720,
  priceCentsMax: 10_000_000,
} as const;

/** A well-formed id the booking rules need; a quote request has none of its own from the browser. */
const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";

/** Keys a booking takes but a quote request does not (its id, the vehicle) or that no object should carry. */
const OWN_KEYS_REFUSED = new Set(["id", "vehicleId", "__proto__", "constructor", "prototype"]);

const ownFields = z.strictObject(
  {
    luggage: z.number({ error: M.generic }).int(M.generic).min(0, M.generic).max(QUOTE_LIMITS.luggageMax, M.generic).nullish(),
    vehicleClass: z
      .union([z.enum(VEHICLE_CLASSES), z.literal("")], { error: M.vehicleClassRequired })
      .nullish()
      .transform((v) => v || null),
  },
  { error: M.generic },
);

export type QuoteRequestInput = Omit<BookingInput, "id" | "vehicleClass" | "vehicleId"> & {
  vehicleClass: (typeof VEHICLE_CLASSES)[number] | null;
  luggage: number | null;
};

/** What the browser sends: the booking form's fields (no id, no vehicle), with luggage and an optional class. */
export type QuoteRequestBody = Partial<Record<keyof QuoteRequestInput, unknown>>;

/**
 * POST /api/quote-requests: the booking form's trip when no zone or tour price exists, checked by
 * the very rules of a booking (bookingInputSchema: places, tour, date from `today`, time,
 * passengers, flight, return trip, customer, notes; the same Portuguese messages, the first one
 * ranked as a booking ranks it), plus the luggage (0–50) and the class wanted (optional, one of
 * VEHICLE_CLASSES). Unknown keys, and an id or vehicle, are refused with the general message.
 */
export function quoteRequestSchema(today: string) {
  const booking = bookingInputSchema(today);
  return z.unknown().transform((body, ctx): QuoteRequestInput => {
    const keys = body !== null && typeof body === "object" && !Array.isArray(body) ? Object.keys(body) : null;
    if (!keys || keys.some((key) => OWN_KEYS_REFUSED.has(key))) {
      ctx.addIssue({ code: "custom", message: M.generic, path: [] });
      return z.NEVER;
    }
    const { luggage, vehicleClass, ...trip } = body as Record<string, unknown>;
    const own = ownFields.safeParse({ luggage, vehicleClass });
    if (!own.success) {
      ctx.addIssue({ code: "custom", message: own.error.issues[0]?.message ?? M.generic, path: own.error.issues[0]?.path ?? [] });
      return z.NEVER;
    }
    const parsed = booking.safeParse({ ...trip, id: PLACEHOLDER_ID, vehicleClass: own.data.vehicleClass ?? "—" });
    if (!parsed.success) {
      const first = sortBookingIssues(parsed.error.issues)[0];
      ctx.addIssue({ code: "custom", message: firstBookingError(parsed) ?? M.generic, path: first?.path ?? [] });
      return z.NEVER;
    }
    const { id: _id, vehicleId: _vehicleId, vehicleClass: _class, ...rest } = parsed.data;
    return { ...rest, vehicleClass: own.data.vehicleClass, luggage: own.data.luggage ?? null };
  });
}

/**
 * The company's answer to a quote request (admin panel, Portuguese messages): a price per vehicle
 * class for one trip (a return trip costs it again, as zone prices do), and how many hours the
 * customer has to accept it.
 */
export const quoteOfferSchema = z.strictObject({
  prices: z
    .array(
      z.strictObject({
        vehicleClass: z.enum(VEHICLE_CLASSES, { error: "Classe de veículo inválida" }),
        priceCents: z
          .number({ error: "Preço inválido" })
          .int("Preço inválido")
          .min(1, "O preço deve ser maior que zero")
          .max(QUOTE_LIMITS.priceCentsMax, "Preço demasiado alto"),
      }, { error: M.generic }),
      { error: "Indique pelo menos um preço" },
    )
    .min(1, "Indique pelo menos um preço")
    .max(VEHICLE_CLASSES.length, "Classe de veículo repetida")
    .refine((prices) => new Set(prices.map((p) => p.vehicleClass)).size === prices.length, "Classe de veículo repetida"),
  validHours: z
    .number({ error: "Validade inválida" })
    .int("Validade inválida")
    .min(QUOTE_LIMITS.validHoursMin, "Validade inválida")
    .max(QUOTE_LIMITS.validHoursMax, "Validade inválida"),
}, { error: M.generic });

export type QuoteOffer = z.output<typeof quoteOfferSchema>;

/** The customer's acceptance: the vehicle class among the quoted ones. */
export const quoteAcceptSchema = z.strictObject({ vehicleClass: z.enum(VEHICLE_CLASSES, { error: M.vehicleClassRequired }) }, { error: M.generic });

/** The states an admin filters by; expired is a quoted request past its validity. */
export const QUOTE_LIST_STATUSES = ["new", "quoted", "accepted", "expired", "declined"] as const;
export type QuoteListStatus = (typeof QUOTE_LIST_STATUSES)[number];

import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES as M } from "./booking-messages.ts";
import { quoteOfferSchema, quoteRequestSchema } from "./quote-request-schema.ts";
import { quoteInputSchema } from "./quote-schema.ts";

const TOUR_ID = "6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f";
const EXTRA = "0b9d8c7a-6e5f-4a3b-8c2d-1e0f9a8b7c6d";
const extraId = (i: number) => `0b9d8c7a-6e5f-4a3b-8c2d-${String(i).padStart(12, "0")}`;

/** Keys no request body may hold: a tampered price, and prototype-like keys as JSON.parse makes them (own keys). */
const UNKNOWN_KEYS: [string, Record<string, unknown>][] = [
  ["totalPriceCents", { totalPriceCents: 1 }],
  ["__proto__", JSON.parse('{"__proto__":{"x":1}}')],
  ["constructor", JSON.parse('{"constructor":{"prototype":{"x":1}}}')],
];

const firstMessage = (input: unknown) => quoteInputSchema.safeParse(input).error?.issues[0]?.message ?? null;

describe("quoteInputSchema", () => {
  it("fills the defaults for a minimal transfer", () => {
    expect(
      quoteInputSchema.parse({
        bookingType: "transfer",
        origin: { address: " Faro Airport " },
        destination: { address: "Albufeira", lat: 37.09, lng: -8.25 },
      }),
    ).toEqual({
      bookingType: "transfer",
      origin: { address: "Faro Airport" },
      destination: { address: "Albufeira", lat: 37.09, lng: -8.25 },
      passengers: 1,
      extraIds: [],
      returnTrip: false,
    });
  });

  it("takes a tour without places, and empty ids as none", () => {
    const input = quoteInputSchema.parse({
      bookingType: "tour",
      tourId: TOUR_ID,
      vehicleId: "",
      vehicleClass: "Van",
      passengers: 4,
      extraIds: [EXTRA, EXTRA],
      returnTrip: true,
    });
    expect(input).toMatchObject({ tourId: TOUR_ID, vehicleClass: "Van", passengers: 4, extraIds: [EXTRA], returnTrip: true });
    expect(input.vehicleId).toBeUndefined();
    expect(input.origin).toBeUndefined();
  });

  it("accepts null places and coordinates", () => {
    const input = quoteInputSchema.parse({
      bookingType: "tour",
      origin: null,
      destination: { address: "Lisboa", lat: null, lng: null },
    });
    expect(input.origin).toBeUndefined();
    expect(input.destination).toEqual({ address: "Lisboa" });
  });

  it("needs both places for a transfer", () => {
    expect(firstMessage({ bookingType: "transfer", destination: { address: "Faro" } })).toBe(M.originRequired);
    expect(firstMessage({ bookingType: "transfer", origin: { address: "Faro" } })).toBe(M.destinationRequired);
  });

  it("refuses a price sent by the browser with the general message", () => {
    expect(firstMessage({ bookingType: "tour", totalCents: 1, priceCents: 1 })).toBe(M.generic);
  });

  it.each(UNKNOWN_KEYS)("refuses an unknown key %s, at the top or in a place, with the general message", (key, extra) => {
    const trip = { bookingType: "transfer", origin: { address: "Faro" }, destination: { address: "Albufeira" } };
    expect(Object.keys({ ...trip, ...extra })).toContain(key);
    expect(firstMessage({ ...trip, ...extra })).toBe(M.generic);
    expect(firstMessage({ ...trip, origin: { ...trip.origin, ...extra } })).toBe(M.generic);
    expect(firstMessage({ ...trip, destination: { ...trip.destination, ...extra } })).toBe(M.generic);
  });

  it("is bounded", () => {
    const base = { bookingType: "tour" };
    expect(firstMessage({ ...base, origin: { address: "x".repeat(501) } })).toBe(M.originTooLong);
    expect(firstMessage({ ...base, destination: { address: "x".repeat(501) } })).toBe(M.destinationTooLong);
    expect(firstMessage({ ...base, vehicleClass: "x".repeat(501) })).toBe(M.generic);
    expect(firstMessage({ ...base, extraIds: Array.from({ length: 21 }, (_, i) => extraId(i)) })).toBe(M.generic);
    expect(firstMessage({ ...base, extraIds: Array.from({ length: 20 }, (_, i) => extraId(i)) })).toBeNull();
    expect(firstMessage({ ...base, passengers: 51 })).toBe(M.passengersMax);
    expect(firstMessage({ ...base, passengers: 0 })).toBe(M.passengersMin);
    expect(firstMessage({ ...base, passengers: 1.5 })).toBe(M.passengersInteger);
    expect(firstMessage({ ...base, destination: { address: "Faro", lat: 91, lng: 0 } })).toBe(M.generic);
    expect(firstMessage({ ...base, destination: { address: "Faro", lat: 0, lng: 181 } })).toBe(M.generic);
  });

  it("refuses malformed ids and types", () => {
    expect(firstMessage({ bookingType: "boat" })).toBe(M.generic);
    expect(firstMessage({ bookingType: "tour", tourId: "lisbon-tour" })).toBe(M.generic);
    expect(firstMessage({ bookingType: "tour", vehicleId: 12 })).toBe(M.generic);
    expect(firstMessage({ bookingType: "tour", extraIds: ["x"] })).toBe(M.generic);
    expect(firstMessage({ bookingType: "tour", returnTrip: "yes" })).toBe(M.generic);
  });

  it("takes the passengers only as a JSON number (the form sends one), never coerced", () => {
    const base = { bookingType: "tour" };
    for (const passengers of ["4", true, [2], "0x2", "", null, { n: 2 }]) {
      expect(firstMessage({ ...base, passengers }), JSON.stringify(passengers)).toBe(M.passengersInteger);
    }
  });

  it("refuses control characters in the places and the vehicle class", () => {
    const base = { bookingType: "transfer", origin: { address: "Faro" }, destination: { address: "Albufeira" } };
    expect(firstMessage({ ...base, origin: { address: "Fa\u0000ro" } })).toBe("Local de partida contém caracteres inválidos");
    expect(firstMessage({ ...base, destination: { address: "Albu\u001ffeira" } })).toBe(
      "Local de destino contém caracteres inválidos",
    );
    expect(firstMessage({ ...base, vehicleClass: "Van\u0000" })).toBe(M.vehicleClassRequired);
  });
});

describe("quoteRequestSchema", () => {
  const today = "2026-11-27";
  const request = {
    bookingType: "transfer",
    origin: "Faro",
    destination: "Bragança",
    bookingDate: "2026-12-15",
    bookingTime: "14:30",
    passengers: 2,
    luggage: 3,
    customerName: "Ana Silva",
    customerEmail: "ana@example.com",
    customerPhone: "+351 912 345 678",
  };
  const parse = (body: unknown) => quoteRequestSchema(today).safeParse(body);

  it("accepts the form's trip, luggage and customer; the class wanted is optional", () => {
    const parsed = parse(request);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ origin: "Faro", luggage: 3, vehicleClass: null, passengers: 2 });
    expect(parse({ ...request, vehicleClass: "Van" }).data?.vehicleClass).toBe("Van");
  });

  it("applies the booking's rules: date, time, places, tour, passengers", () => {
    expect(parse({ ...request, bookingDate: undefined }).error?.issues[0]?.message).toBe(M.dateInvalid);
    expect(parse({ ...request, bookingDate: "2026-11-26" }).error?.issues[0]?.message).toBe(M.dateInPast);
    expect(parse({ ...request, bookingTime: "25:00" }).error?.issues[0]?.message).toBe(M.timeInvalid);
    expect(parse({ ...request, origin: "" }).error?.issues[0]?.message).toBe(M.originRequired);
    expect(parse({ ...request, passengers: 51 }).error?.issues[0]?.message).toBe(M.passengersMax);
    expect(parse({ ...request, bookingType: "tour" }).error?.issues[0]?.message).toBe(M.tourRequired);
    expect(parse({ ...request, customerEmail: "nope" }).error?.issues[0]?.message).toBe(M.emailInvalid);
  });

  it("refuses luggage that is not a whole number from 0 to 50, and a class not offered", () => {
    for (const luggage of [-1, 51, 1.5, "3"]) expect(parse({ ...request, luggage }).success).toBe(false);
    expect(parse({ ...request, vehicleClass: "Limousine" }).success).toBe(false);
  });

  it.each([...UNKNOWN_KEYS, ["id", { id: "00000000-0000-4000-8000-000000000000" }] as const])(
    "refuses an unknown key %s with the general message",
    (key, extra) => {
      const body = { ...request, ...extra };
      expect(Object.keys(body)).toContain(key);
      expect(parse(body).error?.issues[0]?.message).toBe(M.generic);
    },
  );
});

describe("quoteOfferSchema", () => {
  const offer = { prices: [{ vehicleClass: "Van", priceCents: 24_000 }], validHours: 48 };

  it("takes a price per vehicle class and a validity in hours", () => {
    expect(quoteOfferSchema.safeParse(offer).success).toBe(true);
  });

  it("refuses no price, a zero or fractional price, a class twice, an unknown class and a validity out of 1–720 h", () => {
    expect(quoteOfferSchema.safeParse({ ...offer, prices: [] }).success).toBe(false);
    expect(quoteOfferSchema.safeParse({ ...offer, prices: [{ vehicleClass: "Van", priceCents: 0 }] }).success).toBe(false);
    expect(quoteOfferSchema.safeParse({ ...offer, prices: [{ vehicleClass: "Van", priceCents: 10.5 }] }).success).toBe(false);
    expect(quoteOfferSchema.safeParse({ ...offer, prices: [offer.prices[0], offer.prices[0]] }).success).toBe(false);
    expect(quoteOfferSchema.safeParse({ ...offer, prices: [{ vehicleClass: "Bus", priceCents: 100 }] }).success).toBe(false);
    expect(quoteOfferSchema.safeParse({ ...offer, validHours: 0 }).success).toBe(false);
    expect(quoteOfferSchema.safeParse({ ...offer, validHours: 721 }).success).toBe(false);
    expect(quoteOfferSchema.safeParse({ ...offer, extra: 1 }).success).toBe(false);
  });
});

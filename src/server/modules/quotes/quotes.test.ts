import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { extras, requestCounters, tours, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";

let t: TestApp;
let childSeatId: string;
let extraLuggageId: string;
let faroTourId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
  await seedDemoCatalogue(t.db);
  childSeatId = (await t.db.select().from(extras).where(eq(extras.name, "Child seat (9-18 kg)")))[0]!.id;
  extraLuggageId = (await t.db.select().from(extras).where(eq(extras.name, "Extra luggage")))[0]!.id;
  faroTourId = (await t.db.select().from(tours).where(eq(tours.slug, "faro")))[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(requestCounters);
});

const transfer = (destination: string, more: Record<string, unknown> = {}) => ({
  bookingType: "transfer",
  origin: { address: "Aeroporto de Faro" },
  destination: { address: destination },
  passengers: 2,
  ...more,
});

interface ClassRow {
  vehicleClass: string;
  vehicleId: string;
  vehicleName: string;
  capacity: number;
  luggage: number;
  available: boolean;
  tripCents: number;
  totalCents: number;
  extrasCents: number;
  reason?: string;
}

async function classes(body: unknown, lang = "en") {
  const response = await t.request(`/api/quotes/classes?lang=${lang}`, { json: body });
  expect(response.status).toBe(200);
  return ((await response.json()) as { classes: ClassRow[] }).classes;
}

describe("POST /api/quotes/classes", () => {
  it("prices every class of the fleet for Faro airport → Albufeira, in the product's class order", async () => {
    const rows = await classes(transfer("Albufeira"));
    // Seed zone Faro airport → Albufeira: Economy 55 €, Van 75 €, Premium 85 €, Premium Van 110 €, Executive 140 €.
    expect(rows.map((r) => [r.vehicleClass, r.tripCents, r.totalCents, r.available])).toEqual([
      ["Economy", 5500, 5500, true],
      ["Van", 7500, 7500, true],
      ["Premium", 8500, 8500, true],
      ["Premium Van", 11000, 11000, true],
      ["Executive", 14000, 14000, true],
    ]);
    // Seats of the class's biggest vehicle, one suitcase per seat.
    expect(rows.map((r) => [r.capacity, r.luggage])).toEqual([
      [4, 4],
      [8, 8],
      [3, 3],
      [7, 7],
      [3, 3],
    ]);
    const premium = rows.find((r) => r.vehicleClass === "Premium")!;
    const [eClass] = await t.db.select().from(vehicles).where(eq(vehicles.name, "Mercedes-Benz E-Class"));
    expect(premium.vehicleId).toBe(eClass!.id);
  });

  it("adds the extras once per trip and doubles the total for a return trip", async () => {
    const rows = await classes(transfer("Albufeira", { extraIds: [childSeatId, extraLuggageId], returnTrip: true }));
    const economy = rows.find((r) => r.vehicleClass === "Economy")!;
    // 55 € + 8 € + 10 € = 73 € a trip; 146 € there and back.
    expect(economy).toMatchObject({ tripCents: 7300, extrasCents: 1800, totalCents: 14600 });
  });

  it("disables the classes too small for the passengers, with the reason", async () => {
    const rows = await classes(transfer("Albufeira", { passengers: 5 }));
    expect(rows.map((r) => [r.vehicleClass, r.available, r.reason ?? null])).toEqual([
      ["Economy", false, "too_small"],
      ["Van", true, null],
      ["Premium", false, "too_small"],
      ["Premium Van", true, null],
      ["Executive", false, "too_small"],
    ]);
  });

  it("answers every class unavailable (no price) for a route without a zone", async () => {
    const rows = await classes(transfer("Bragança"));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => !r.available && r.tripCents === 0 && r.totalCents === 0 && r.reason === undefined)).toBe(true);
  });

  it("prices a tour per class from its tour prices and the passengers' band", async () => {
    const rows = await classes({ bookingType: "tour", tourId: faroTourId, passengers: 6 });
    // Faro City Half Day: Van 5-8 pax 220 €, Premium Van 5-7 pax 290 €; the others seat fewer than 6.
    expect(rows.map((r) => [r.vehicleClass, r.available, r.tripCents])).toEqual([
      ["Economy", false, 15000],
      ["Van", true, 22000],
      ["Premium", false, 21000],
      ["Premium Van", true, 29000],
      ["Executive", false, expect.any(Number)],
    ]);
  });

  it("refuses a body without the trip", async () => {
    const response = await t.request("/api/quotes/classes", { json: { bookingType: "transfer", passengers: 2 } });
    expect(response.status).toBe(400);
  });
});

describe("POST /api/quotes", () => {
  it("gives the breakdown of a round trip: the trip, each extra in the visitor's language, the return trip", async () => {
    const response = await t.request("/api/quotes?lang=fr", {
      json: transfer("Albufeira", { vehicleClass: "Premium", extraIds: [childSeatId], returnTrip: true }),
    });
    expect(response.status).toBe(200);
    // Premium 85 € + child seat 8 € = 93 € a trip; 186 € in all.
    expect(await response.json()).toEqual({
      available: true,
      tripCents: 9300,
      totalCents: 18600,
      extrasCents: 800,
      baseCents: 8500,
      extras: [{ id: childSeatId, name: "Siège enfant (9-18 kg)", priceCents: 800 }],
      returnCents: 9300,
    });
  });
});

describe("unknown keys in a quote", () => {
  it.each(["/api/quotes", "/api/quotes/classes"])("%s refuses one, at the top or in a place, with the general message", async (path) => {
    for (const body of [
      transfer("Albufeira", { vehicleClass: "Van", totalCents: 1 }),
      transfer("Albufeira", JSON.parse('{"__proto__":{"x":1}}')),
      transfer("Albufeira", { origin: { address: "Aeroporto de Faro", constructor: 1 } }),
    ]) {
      const response = await t.request(`${path}?lang=pt`, { json: body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) },
      });
    }
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { greatCircleKm } from "./geo.ts";
import {
  perBookingCents,
  quoteTourCents,
  quoteTransferCents,
  totalCents,
  zoneMatches,
  type TourPriceRow,
  type ZoneForPricing,
} from "./pricing.ts";
import { propertyRuns } from "../../test-support/test-limits.ts";

const FARO = { lat: 37.0144, lng: -7.9659 };
const LISBON = { lat: 38.7742, lng: -9.1342 };
const ALBUFEIRA = { lat: 37.0891, lng: -8.2479 };
const PORTO = { lat: 41.2481, lng: -8.6814 };

function zone(id: string, over: Partial<ZoneForPricing> = {}): ZoneForPricing {
  return {
    id,
    originLat: FARO.lat,
    originLng: FARO.lng,
    destinationLat: ALBUFEIRA.lat,
    destinationLng: ALBUFEIRA.lng,
    originRadiusKm: 5,
    destinationRadiusKm: 5,
    prices: [{ vehicleClass: "Economy", priceCents: 5500 }],
    ...over,
  };
}

/** A point near `p`, at most `deg` degrees away in each axis. */
const near = (p: { lat: number; lng: number }, deg: number) =>
  fc.record({
    lat: fc.double({ min: p.lat - deg, max: p.lat + deg, noNaN: true }),
    lng: fc.double({ min: p.lng - deg, max: p.lng + deg, noNaN: true }),
  });

describe("quoteTransferCents", () => {
  it("prices a trip from the zone origin to the zone destination", () => {
    expect(
      quoteTransferCents({ origin: FARO, destination: ALBUFEIRA, vehicleClass: "Economy", zones: [zone("z1")] }),
    ).toEqual({ priceCents: 5500, zoneId: "z1" });
  });

  it("prices the reverse direction with the same zone", () => {
    expect(
      quoteTransferCents({ origin: ALBUFEIRA, destination: FARO, vehicleClass: "Economy", zones: [zone("z1")] }),
    ).toEqual({ priceCents: 5500, zoneId: "z1" });
  });

  it("uses each radius for its own end in the reverse direction", () => {
    // origin radius 1 km around Faro, destination radius 30 km around Albufeira.
    const z = zone("z1", { originRadiusKm: 1, destinationRadiusKm: 30 });
    const nearAlbufeira = { lat: ALBUFEIRA.lat + 0.1, lng: ALBUFEIRA.lng }; // about 11 km away
    const nearFaro = { lat: FARO.lat + 0.1, lng: FARO.lng };
    expect(zoneMatches(z, FARO, nearAlbufeira)).toBe(true);
    expect(zoneMatches(z, nearAlbufeira, FARO)).toBe(true);
    expect(zoneMatches(z, nearFaro, ALBUFEIRA)).toBe(false);
    expect(zoneMatches(z, ALBUFEIRA, nearFaro)).toBe(false);
  });

  it("needs both ends inside", () => {
    expect(quoteTransferCents({ origin: FARO, destination: PORTO, vehicleClass: "Economy", zones: [zone("z1")] })).toEqual(
      { priceCents: 0, zoneId: null },
    );
  });

  it("gives 0 and no zone without zones", () => {
    expect(quoteTransferCents({ origin: FARO, destination: LISBON, vehicleClass: "Economy", zones: [] })).toEqual({
      priceCents: 0,
      zoneId: null,
    });
  });

  it("gives 0 when the zone has no price for the class", () => {
    expect(
      quoteTransferCents({ origin: FARO, destination: ALBUFEIRA, vehicleClass: "Premium", zones: [zone("z1")] }),
    ).toEqual({ priceCents: 0, zoneId: null });
  });

  it("lets the first matching zone with a positive price win, skipping a price of 0", () => {
    const zones = [
      zone("zero", { prices: [{ vehicleClass: "Economy", priceCents: 0 }] }),
      zone("other-class", { prices: [{ vehicleClass: "Van", priceCents: 9000 }] }),
      zone("far", { originLat: PORTO.lat, originLng: PORTO.lng, prices: [{ vehicleClass: "Economy", priceCents: 100 }] }),
      zone("first", { prices: [{ vehicleClass: "Economy", priceCents: 6000 }] }),
      zone("second", { prices: [{ vehicleClass: "Economy", priceCents: 4000 }] }),
    ];
    expect(quoteTransferCents({ origin: FARO, destination: ALBUFEIRA, vehicleClass: "Economy", zones })).toEqual({
      priceCents: 6000,
      zoneId: "first",
    });
  });

  it("property: swapping origin and destination gives the same quote", () => {
    const zoneArb = fc.record({
      id: fc.uuid(),
      origin: near(FARO, 0.3),
      destination: near(ALBUFEIRA, 0.3),
      originRadiusKm: fc.double({ min: 0.1, max: 40, noNaN: true }),
      destinationRadiusKm: fc.double({ min: 0.1, max: 40, noNaN: true }),
      priceCents: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(zoneArb, { maxLength: 5 }), near(FARO, 0.4), near(ALBUFEIRA, 0.4), (raw, a, b) => {
        const zones: ZoneForPricing[] = raw.map((z) => ({
          id: z.id,
          originLat: z.origin.lat,
          originLng: z.origin.lng,
          destinationLat: z.destination.lat,
          destinationLng: z.destination.lng,
          originRadiusKm: z.originRadiusKm,
          destinationRadiusKm: z.destinationRadiusKm,
          prices: [{ vehicleClass: "Van", priceCents: z.priceCents }],
        }));
        const there = quoteTransferCents({ origin: a, destination: b, vehicleClass: "Van", zones });
        const back = quoteTransferCents({ origin: b, destination: a, vehicleClass: "Van", zones });
        expect(back).toEqual(there);
      }),
    );
  });

  it("property: a point exactly on the radius edge is inside, a point just beyond it is outside", () => {
    fc.assert(
      fc.property(near(FARO, 0.5), fc.boolean(), (point, reversed) => {
        const edge = greatCircleKm(point, FARO);
        fc.pre(edge > 0.001);
        const onEdge = zone("edge", {
          destinationLat: LISBON.lat,
          destinationLng: LISBON.lng,
          originRadiusKm: edge,
        });
        const justInside = { ...onEdge, originRadiusKm: edge * (1 - 1e-9) };
        const [origin, destination] = reversed ? [LISBON, point] : [point, LISBON];
        expect(zoneMatches(onEdge, origin, destination)).toBe(true);
        expect(zoneMatches(justInside, origin, destination)).toBe(false);
        expect(quoteTransferCents({ origin, destination, vehicleClass: "Economy", zones: [onEdge] }).zoneId).toBe("edge");
        expect(quoteTransferCents({ origin, destination, vehicleClass: "Economy", zones: [justInside] }).zoneId).toBeNull();
      }),
    );
  });

  it("property: the first matching zone with a positive price wins; zones priced 0 are skipped", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 8 }), (prices) => {
        const zones = prices.map((priceCents, i) =>
          zone(`z${i}`, { prices: [{ vehicleClass: "Premium", priceCents }] }),
        );
        const firstPositive = prices.findIndex((p) => p > 0);
        const quote = quoteTransferCents({ origin: ALBUFEIRA, destination: FARO, vehicleClass: "Premium", zones });
        if (firstPositive < 0) expect(quote).toEqual({ priceCents: 0, zoneId: null });
        else expect(quote).toEqual({ priceCents: prices[firstPositive], zoneId: `z${firstPositive}` });
      }),
    );
  });
});

describe("quoteTransferCents with its latitude prefilter", () => {
  /** The plain scan the prefilter must agree with: every zone, in order, through zoneMatches. */
  const plainScan = (input: Parameters<typeof quoteTransferCents>[0]) => {
    for (const z of input.zones) {
      const price = z.prices.find((p) => p.vehicleClass === input.vehicleClass && p.priceCents > 0);
      if (price && zoneMatches(z, input.origin, input.destination)) return { priceCents: price.priceCents, zoneId: z.id };
    }
    return { priceCents: 0, zoneId: null };
  };
  const point = fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
  });
  /** Zones whose ends sit near the trip's ends, with radii around the real distances (edges included). */
  const zonesAround = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
    fc.array(
      fc.record({
        ends: fc.constantFrom("forward", "reverse", "far"),
        dLat: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        dLng: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        dLat2: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        radiusScale: fc.oneof(fc.constant(1), fc.double({ min: 0.5, max: 1.5, noNaN: true })),
        vehicleClass: fc.constantFrom("Van", "Economy"),
        priceCents: fc.integer({ min: 0, max: 100_000 }),
      }),
      { maxLength: 12 },
    ).map((raw) =>
      raw.map((r, i): ZoneForPricing => {
        const [first, second] = r.ends === "reverse" ? [b, a] : [a, b];
        const zoneOrigin = { lat: first.lat + r.dLat, lng: first.lng + r.dLng };
        const zoneDestination = { lat: second.lat + r.dLat2, lng: r.ends === "far" ? second.lng + 3 : second.lng };
        // A radius of exactly the distance to one end puts that end on the edge (inside).
        const originRadiusKm = greatCircleKm(first, zoneOrigin) * r.radiusScale;
        const destinationRadiusKm = greatCircleKm(second, zoneDestination) * r.radiusScale;
        return {
          id: `z${i}`,
          originLat: zoneOrigin.lat,
          originLng: zoneOrigin.lng,
          destinationLat: zoneDestination.lat,
          destinationLng: zoneDestination.lng,
          originRadiusKm: r.ends === "reverse" ? destinationRadiusKm : originRadiusKm,
          destinationRadiusKm: r.ends === "reverse" ? originRadiusKm : destinationRadiusKm,
          prices: [{ vehicleClass: r.vehicleClass, priceCents: r.priceCents }],
        };
      }),
    );

  it("property: gives exactly the answer of the plain scan over every zone", () => {
    fc.assert(
      fc.property(
        point.chain((a) => point.chain((b) => fc.tuple(fc.constant(a), fc.constant(b), zonesAround(a, b)))),
        fc.constantFrom("Van", "Economy"),
        ([origin, destination, zones], vehicleClass) => {
          const input = { origin, destination, vehicleClass, zones };
          expect(quoteTransferCents(input)).toEqual(plainScan(input));
        },
      ),
      { numRuns: propertyRuns(2000) },
    );
  });

  it("property: agrees with the plain scan near the poles, at the antimeridian and for odd inputs", () => {
    const odd = fc.oneof(
      fc.double({ noNaN: false }),
      fc.constantFrom(90, -90, 89.9999, 180, -180, 0, Number.NaN, Number.POSITIVE_INFINITY),
    );
    const oddZone = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      originLat: odd,
      originLng: odd,
      destinationLat: odd,
      destinationLng: odd,
      originRadiusKm: fc.oneof(odd, fc.double({ min: 0, max: 20_100, noNaN: true })),
      destinationRadiusKm: fc.oneof(odd, fc.double({ min: 0, max: 20_100, noNaN: true })),
      prices: fc.constant([{ vehicleClass: "Van", priceCents: 100 }]),
    });
    fc.assert(
      fc.property(fc.record({ lat: odd, lng: odd }), fc.record({ lat: odd, lng: odd }), fc.array(oddZone, { maxLength: 6 }), (origin, destination, zones) => {
        const input = { origin, destination, vehicleClass: "Van", zones };
        expect(quoteTransferCents(input)).toEqual(plainScan(input));
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it("finds the one matching zone among 5,000 and skips the rest", () => {
    const zones = Array.from({ length: 5_000 }, (_, i) =>
      zone(`z${i}`, { originLat: FARO.lat + 0.5 + (i % 50) / 10, destinationLat: PORTO.lat }),
    );
    zones.push(zone("faro-albufeira"));
    expect(quoteTransferCents({ origin: FARO, destination: ALBUFEIRA, vehicleClass: "Economy", zones })).toEqual({
      priceCents: 5500,
      zoneId: "faro-albufeira",
    });
    expect(quoteTransferCents({ origin: FARO, destination: PORTO, vehicleClass: "Economy", zones })).toEqual({
      priceCents: 0,
      zoneId: null,
    });
  });
});

describe("quoteTourCents", () => {
  const rows: TourPriceRow[] = [
    { vehicleId: "v-eco-1", vehicleClass: "Economy", minPassengers: 1, maxPassengers: 4, priceCents: 30000 },
    { vehicleId: "v-eco-1", vehicleClass: "Economy", minPassengers: 5, maxPassengers: 8, priceCents: 45000 },
    { vehicleId: "v-van-1", vehicleClass: "Van", minPassengers: 1, maxPassengers: 3, priceCents: 50000 },
    { vehicleId: "v-van-1", vehicleClass: "Van", minPassengers: 4, maxPassengers: 8, priceCents: 60000 },
    { vehicleId: null, vehicleClass: "Premium", minPassengers: 1, maxPassengers: 3, priceCents: 70000 },
  ];

  it("takes the row of the vehicle whose band holds the passengers", () => {
    expect(quoteTourCents({ rows, vehicleId: "v-eco-1", vehicleClass: "Economy", passengers: 2 })).toBe(30000);
    expect(quoteTourCents({ rows, vehicleId: "v-eco-1", vehicleClass: "Economy", passengers: 6 })).toBe(45000);
  });

  it("counts the band limits as inside", () => {
    expect(quoteTourCents({ rows, vehicleId: "v-eco-1", vehicleClass: "Economy", passengers: 4 })).toBe(30000);
    expect(quoteTourCents({ rows, vehicleId: "v-eco-1", vehicleClass: "Economy", passengers: 5 })).toBe(45000);
  });

  it("falls back to a row of the same class whose band holds the passengers", () => {
    expect(quoteTourCents({ rows, vehicleId: "v-van-2", vehicleClass: "Van", passengers: 5 })).toBe(60000);
  });

  it("falls back to the first row of the same class when no band holds the passengers", () => {
    expect(quoteTourCents({ rows, vehicleId: "v-van-1", vehicleClass: "Van", passengers: 20 })).toBe(50000);
    expect(quoteTourCents({ rows, vehicleId: null, vehicleClass: "Premium", passengers: 7 })).toBe(70000);
  });

  it("prefers the vehicle's own row over another row of the class", () => {
    const two: TourPriceRow[] = [
      { vehicleId: "other", vehicleClass: "Van", minPassengers: 1, maxPassengers: 8, priceCents: 11100 },
      { vehicleId: "mine", vehicleClass: "Van", minPassengers: 1, maxPassengers: 8, priceCents: 22200 },
    ];
    expect(quoteTourCents({ rows: two, vehicleId: "mine", vehicleClass: "Van", passengers: 3 })).toBe(22200);
  });

  it("gives 0 without a row for the vehicle or its class", () => {
    expect(quoteTourCents({ rows, vehicleId: "v-x", vehicleClass: "Executive", passengers: 2 })).toBe(0);
    expect(quoteTourCents({ rows: [], vehicleId: "v-eco-1", vehicleClass: "Economy", passengers: 2 })).toBe(0);
    expect(quoteTourCents({ rows, passengers: 2 })).toBe(0);
  });
});

describe("totals", () => {
  it("adds each extra once", () => {
    expect(perBookingCents({ baseCents: 5500, extrasCents: [1000, 250] })).toBe(6750);
    expect(totalCents({ baseCents: 5500, extrasCents: [1000, 250], returnTrip: false })).toBe(6750);
  });

  it("doubles base and extras for a return trip", () => {
    expect(totalCents({ baseCents: 5500, extrasCents: [1000, 250], returnTrip: true })).toBe(13500);
    expect(totalCents({ baseCents: 0, extrasCents: [], returnTrip: true })).toBe(0);
  });

  it("refuses amounts that are not integer cents", () => {
    expect(() => totalCents({ baseCents: 55.5, extrasCents: [], returnTrip: false })).toThrow(RangeError);
    expect(() => perBookingCents({ baseCents: 100, extrasCents: [Number.NaN] })).toThrow(RangeError);
  });

  it("property: totals are integers and a return trip is exactly double", () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, fc.array(cents, { maxLength: 10 }), (baseCents, extrasCents) => {
        const single = totalCents({ baseCents, extrasCents, returnTrip: false });
        const both = totalCents({ baseCents, extrasCents, returnTrip: true });
        expect(Number.isInteger(single)).toBe(true);
        expect(single).toBe(baseCents + extrasCents.reduce((a, b) => a + b, 0));
        expect(single).toBe(perBookingCents({ baseCents, extrasCents }));
        expect(both).toBe(2 * single);
      }),
    );
  });
});

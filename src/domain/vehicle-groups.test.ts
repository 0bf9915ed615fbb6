import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { propertyRuns } from "../../test-support/test-limits.ts";
import { proposeVehicleGroup, sameVehicleClasses, splitPassengers, type VehicleOption } from "./vehicle-groups.ts";

const VAN: VehicleOption = { vehicleClass: "Van", capacity: 8, priceCents: 9000 };
const PREMIUM_VAN: VehicleOption = { vehicleClass: "Premium Van", capacity: 7, priceCents: 12000 };
const ECONOMY: VehicleOption = { vehicleClass: "Economy", capacity: 4, priceCents: 5000 };

/** Every multiset of `count` options (by index, non-decreasing): the brute force the rule is checked against. */
function* multisets(optionCount: number, count: number, from = 0): Generator<number[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (let i = from; i < optionCount; i++) for (const rest of multisets(optionCount, count - 1, i)) yield [i, ...rest];
}

const optionArb = fc.record({
  vehicleClass: fc.constantFrom("Economy", "Van", "Premium", "Premium Van", "Executive"),
  capacity: fc.integer({ min: 1, max: 9 }),
  priceCents: fc.integer({ min: 0, max: 50_000 }),
});
const optionsArb = fc.uniqueArray(optionArb, { selector: (o) => o.vehicleClass, minLength: 0, maxLength: 5 });

describe("proposeVehicleGroup", () => {
  it("carries 14 in two vans, the cheapest pair of the fewest vehicles", () => {
    expect(proposeVehicleGroup(14, [ECONOMY, VAN, PREMIUM_VAN])?.map((o) => o.vehicleClass)).toEqual(["Van", "Van"]);
    // Van + Premium Van carries 15 with two vehicles; two Premium Vans (14 seats) do not.
    expect(proposeVehicleGroup(15, [ECONOMY, VAN, PREMIUM_VAN])?.map((o) => o.vehicleClass)).toEqual(["Van", "Van"]);
    expect(proposeVehicleGroup(15, [ECONOMY, { ...VAN, priceCents: 13_000 }, PREMIUM_VAN])?.map((o) => o.vehicleClass)).toEqual([
      "Van",
      "Premium Van",
    ]);
  });

  it("proposes nothing without a priced class, or for a count outside 1 to 50 or not whole", () => {
    expect(proposeVehicleGroup(14, [{ ...VAN, priceCents: 0 }])).toBeNull();
    expect(proposeVehicleGroup(14, [])).toBeNull();
    expect(proposeVehicleGroup(51, [VAN])).toBeNull();
    expect(proposeVehicleGroup(0, [VAN])).toBeNull();
    expect(proposeVehicleGroup(2.5, [VAN])).toBeNull();
  });

  it("carries the passengers with the fewest vehicles, then the cheapest (brute force)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), optionsArb, (passengers, options) => {
        const priced = options.filter((o) => o.priceCents > 0);
        const proposal = proposeVehicleGroup(passengers, options);
        if (priced.length === 0) {
          expect(proposal).toBeNull();
          return;
        }
        expect(proposal).not.toBeNull();
        const seats = proposal!.reduce((sum, o) => sum + o.capacity, 0);
        expect(seats).toBeGreaterThanOrEqual(passengers);
        for (const o of proposal!) expect(priced).toContainEqual(o);
        // Fewest: no smaller count carries them (the largest vehicle, repeated, carries the most).
        const largest = Math.max(...priced.map((o) => o.capacity));
        expect(proposal!.length).toBe(Math.ceil(passengers / largest));
        // Cheapest among the combinations of that count that carry them.
        let cheapest = Infinity;
        for (const combo of multisets(priced.length, proposal!.length)) {
          if (combo.reduce((s, i) => s + priced[i]!.capacity, 0) < passengers) continue;
          cheapest = Math.min(cheapest, combo.reduce((s, i) => s + priced[i]!.priceCents, 0));
        }
        expect(proposal!.reduce((sum, o) => sum + o.priceCents, 0)).toBe(cheapest);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it("lists the vehicles in the order of the options given", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), optionsArb, (passengers, options) => {
        const proposal = proposeVehicleGroup(passengers, options) ?? [];
        const rank = proposal.map((o) => options.findIndex((x) => x.vehicleClass === o.vehicleClass));
        expect(rank).toEqual([...rank].sort((a, b) => a - b));
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});

describe("splitPassengers", () => {
  it("shares 14 between two vans as 7 and 7, and 15 between a van and a premium van as 8 and 7", () => {
    expect(splitPassengers(14, [8, 8])).toEqual([7, 7]);
    expect(splitPassengers(15, [8, 7])).toEqual([8, 7]);
  });

  it("seats everyone, never over a vehicle's capacity, at least one per vehicle", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 8 }), fc.nat(), (capacities, seed) => {
        const total = capacities.reduce((s, c) => s + c, 0);
        const passengers = capacities.length + (seed % (total - capacities.length + 1));
        const shares = splitPassengers(passengers, capacities);
        expect(shares.reduce((s, n) => s + n, 0)).toBe(passengers);
        shares.forEach((n, i) => {
          expect(n).toBeGreaterThanOrEqual(1);
          expect(n).toBeLessThanOrEqual(capacities[i]!);
        });
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});

describe("sameVehicleClasses", () => {
  it("compares the classes whatever their order", () => {
    expect(sameVehicleClasses(["Van", "Premium Van"], ["Premium Van", "Van"])).toBe(true);
    expect(sameVehicleClasses(["Van", "Van"], ["Van", "Premium Van"])).toBe(false);
    expect(sameVehicleClasses(["Van"], ["Van", "Van"])).toBe(false);
  });
});

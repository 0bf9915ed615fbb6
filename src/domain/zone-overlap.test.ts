import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { greatCircleKm } from "./geo.ts";
import { zoneMatches } from "./pricing.ts";
import {
  circlesIntersect,
  findAllZoneOverlaps,
  findZoneOverlaps,
  zoneOverlap,
  type NamedZoneGeometry,
  type ZoneGeometry,
} from "./zone-overlap.ts";
import { propertyRuns } from "../../test-support/test-limits.ts";

const FARO_AIRPORT = { lat: 37.0144, lng: -7.9659 };
const QUARTEIRA = { lat: 37.0694, lng: -8.1006 };
const VILAMOURA = { lat: 37.0775, lng: -8.1171 };
const ALBUFEIRA = { lat: 37.0891, lng: -8.2479 };
const LAGOS = { lat: 37.1028, lng: -8.6742 };

function zone(
  id: string,
  origin: { lat: number; lng: number },
  destination: { lat: number; lng: number },
  originRadiusKm = 3,
  destinationRadiusKm = 3,
): NamedZoneGeometry {
  return {
    id,
    name: `Zona ${id}`,
    originLat: origin.lat,
    originLng: origin.lng,
    originRadiusKm,
    destinationLat: destination.lat,
    destinationLng: destination.lng,
    destinationRadiusKm,
  };
}

describe("circlesIntersect", () => {
  it("is true when the centres are at most the sum of the radii apart (touching counts)", () => {
    const d = greatCircleKm(QUARTEIRA, VILAMOURA); // about 1.7 km
    expect(circlesIntersect(QUARTEIRA, 1, VILAMOURA, d - 1)).toBe(true);
    expect(circlesIntersect(QUARTEIRA, 1, VILAMOURA, d - 1.01)).toBe(false);
    expect(circlesIntersect(QUARTEIRA, 0.1, QUARTEIRA, 0.1)).toBe(true);
  });
});

describe("zoneOverlap", () => {
  it("finds the seed's old bug: Faro airport → Quarteira (3 km) and → Vilamoura (4 km) share trips", () => {
    const quarteira = zone("q", FARO_AIRPORT, QUARTEIRA, 3, 3);
    const vilamoura = zone("v", FARO_AIRPORT, VILAMOURA, 3, 4);
    expect(zoneOverlap(quarteira, vilamoura)).toBe("same");
    // The trip to Vilamoura's centre matches both; pricing would take whichever is tried first.
    expect(zoneMatches({ ...quarteira, prices: [] }, FARO_AIRPORT, VILAMOURA)).toBe(true);
  });

  it("is null when only the origins meet", () => {
    expect(zoneOverlap(zone("a", FARO_AIRPORT, ALBUFEIRA), zone("b", FARO_AIRPORT, LAGOS))).toBeNull();
  });

  it("finds a zone drawn the other way round (the price applies in both directions)", () => {
    const there = zone("a", FARO_AIRPORT, ALBUFEIRA);
    const back = zone("b", ALBUFEIRA, FARO_AIRPORT, 2, 2);
    expect(zoneOverlap(there, back)).toBe("reverse");
    expect(zoneOverlap(back, there)).toBe("reverse");
  });

  it("finds an overlap across directions when each origin meets the other's destination", () => {
    // A: airport → Faro area; B: Faro area → airport area, circles only partly shared.
    const a = zone("a", FARO_AIRPORT, { lat: 37.0194, lng: -7.9322 }, 2, 2);
    const b = zone("b", { lat: 37.02, lng: -7.935 }, { lat: 37.01, lng: -7.98 }, 1, 1);
    expect(zoneOverlap(a, b)).toBe("reverse");
  });

  const point = (centre: { lat: number; lng: number }) =>
    fc.record({
      lat: fc.double({ min: centre.lat - 0.2, max: centre.lat + 0.2, noNaN: true }),
      lng: fc.double({ min: centre.lng - 0.2, max: centre.lng + 0.2, noNaN: true }),
    });
  const geometry: fc.Arbitrary<ZoneGeometry> = fc
    .tuple(point(FARO_AIRPORT), point(QUARTEIRA), fc.double({ min: 0.1, max: 12, noNaN: true }), fc.double({ min: 0.1, max: 12, noNaN: true }))
    .map(([o, d, or, dr]) => ({
      originLat: o.lat,
      originLng: o.lng,
      originRadiusKm: or,
      destinationLat: d.lat,
      destinationLng: d.lng,
      destinationRadiusKm: dr,
    }));

  it("never misses a trip that both zones price (no overlap ⇒ no shared trip)", () => {
    fc.assert(
      fc.property(geometry, geometry, point(FARO_AIRPORT), point(QUARTEIRA), fc.boolean(), (a, b, p, q, flip) => {
        const [from, to] = flip ? [q, p] : [p, q];
        const both = zoneMatches({ ...a, id: "a", prices: [] }, from, to) && zoneMatches({ ...b, id: "b", prices: [] }, from, to);
        if (both) expect(zoneOverlap(a, b)).not.toBeNull();
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it("is symmetric", () => {
    fc.assert(fc.property(geometry, geometry, (a, b) => zoneOverlap(a, b) === zoneOverlap(b, a)));
  });
});

describe("findZoneOverlaps", () => {
  const older = zone("older", FARO_AIRPORT, QUARTEIRA);
  const unrelated = zone("unrelated", FARO_AIRPORT, LAGOS);
  const newer = zone("newer", FARO_AIRPORT, { lat: 37.07, lng: -8.11 });

  it("says a new zone is tried after every existing one", () => {
    const draft = zone("", FARO_AIRPORT, VILAMOURA, 3, 4);
    expect(findZoneOverlaps({ ...draft, id: null }, [older, unrelated, newer])).toEqual([
      { zoneId: "older", zoneName: "Zona older", direction: "same", triedFirst: "other" },
      { zoneId: "newer", zoneName: "Zona newer", direction: "same", triedFirst: "other" },
    ]);
  });

  it("keeps an edited zone's place in the order and leaves itself out", () => {
    const edited = { ...older, destinationRadiusKm: 4 };
    expect(findZoneOverlaps(edited, [older, unrelated, newer])).toEqual([
      { zoneId: "newer", zoneName: "Zona newer", direction: "same", triedFirst: "this" },
    ]);
  });

  it("lists nothing for a zone apart from the others", () => {
    expect(findZoneOverlaps(unrelated, [older, unrelated, newer])).toEqual([]);
  });
});

describe("findAllZoneOverlaps", () => {
  it("gives each zone of an overlapping pair the other one", () => {
    const a = zone("a", FARO_AIRPORT, QUARTEIRA);
    const b = zone("b", FARO_AIRPORT, LAGOS);
    const c = zone("c", FARO_AIRPORT, VILAMOURA);
    const all = findAllZoneOverlaps([a, b, c]);
    expect(all.get("a")).toEqual([{ zoneId: "c", zoneName: "Zona c", direction: "same", triedFirst: "this" }]);
    expect(all.get("c")).toEqual([{ zoneId: "a", zoneName: "Zona a", direction: "same", triedFirst: "other" }]);
    expect(all.has("b")).toBe(false);
  });
});

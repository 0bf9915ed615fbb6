import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM, greatCircleKm } from "./geo.ts";

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("greatCircleKm", () => {
  it("is 0 for the same point", () => {
    expect(greatCircleKm({ lat: 37.0194, lng: -7.9322 }, { lat: 37.0194, lng: -7.9322 })).toBe(0);
  });

  it("measures one degree of latitude as 6371·π/180 km", () => {
    expect(greatCircleKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((EARTH_RADIUS_KM * Math.PI) / 180, 9);
  });

  it("measures half the circumference between antipodes", () => {
    expect(greatCircleKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(EARTH_RADIUS_KM * Math.PI, 6);
  });

  it("gives a known distance: Lisbon airport to Faro airport is about 222 km", () => {
    const lisbon = { lat: 38.7742, lng: -9.1342 };
    const faro = { lat: 37.0144, lng: -7.9659 };
    const km = greatCircleKm(lisbon, faro);
    expect(km).toBeGreaterThan(215);
    expect(km).toBeLessThan(230);
  });

  it("is symmetric, non-negative and at most half the circumference", () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = greatCircleKm(a, b);
        expect(d).toBe(greatCircleKm(b, a));
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(EARTH_RADIUS_KM * Math.PI + 1e-6);
      }),
    );
  });
});

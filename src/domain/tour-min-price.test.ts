import { describe, expect, it } from "vitest";
import { tourMinPriceCents } from "./tour-min-price.ts";

describe("tourMinPriceCents", () => {
  it("takes the lowest price of the price set", () => expect(tourMinPriceCents([45000, 39000, 52000], 10000)).toBe(39000));
  it("falls back to the tour's own price", () => expect(tourMinPriceCents([], 25000)).toBe(25000));
  it("falls back to 0", () => expect(tourMinPriceCents([], null)).toBe(0));
});

import { describe, expect, it } from "vitest";
import type { Places } from "../../integrations/places/places.ts";
import { rememberingGeocodes } from "./geocode-memo.ts";

function countingPlaces(source: Places["source"]) {
  const asked: string[] = [];
  const places: Places = {
    source,
    describe: "test",
    search: async () => [],
    resolve: async () => null,
    geocode: async (address) => {
      asked.push(address);
      if (address === "fails") throw new Error("down");
      return address === "nowhere" ? null : { lat: 37, lng: -8, formattedAddress: address };
    },
  };
  return { places, asked };
}

describe("rememberingGeocodes", () => {
  it("asks the gazetteer once per address, unknown places included, and forgets failures", async () => {
    const { places, asked } = countingPlaces("gazetteer");
    const memo = rememberingGeocodes(places);
    expect(rememberingGeocodes(places)).toBe(memo);
    expect(await memo.geocode("Albufeira")).toEqual({ lat: 37, lng: -8, formattedAddress: "Albufeira" });
    await memo.geocode("Albufeira");
    expect(await memo.geocode("nowhere")).toBeNull();
    await memo.geocode("nowhere");
    await expect(memo.geocode("fails")).rejects.toThrow("down");
    await expect(memo.geocode("fails")).rejects.toThrow("down");
    expect(asked).toEqual(["Albufeira", "nowhere", "fails", "fails"]);
  });

  it("keeps nothing of Google's answers", async () => {
    const { places } = countingPlaces("google");
    expect(rememberingGeocodes(places)).toBe(places);
  });
});

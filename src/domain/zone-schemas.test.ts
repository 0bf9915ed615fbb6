import { describe, expect, it } from "vitest";
import { pricesToStore, zoneInputSchema, zonePriceEurosSchema, ZONE_MESSAGES as M } from "./zone-schemas.ts";

const valid = {
  name: "Aeroporto de Faro → Vilamoura",
  origin: "Aeroporto de Faro",
  destination: "Vilamoura",
  prices: [{ vehicleClass: "Premium", priceCents: 7000 }],
};

/** Keys no request body may hold: a tampered price, and prototype-like keys as JSON.parse makes them (own keys). */
const UNKNOWN_KEYS: [string, Record<string, unknown>][] = [
  ["totalPriceCents", { totalPriceCents: 1 }],
  ["__proto__", JSON.parse('{"__proto__":{"x":1}}')],
  ["constructor", JSON.parse('{"constructor":{"prototype":{"x":1}}}')],
];

const firstMessage = (input: unknown) => {
  const parsed = zoneInputSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("zoneInputSchema", () => {
  it("trims the texts, defaults both radii to 5 km and leaves missing coordinates to the geocoder", () => {
    const parsed = zoneInputSchema.parse({ ...valid, name: "  Vilamoura ", origin: " Aeroporto de Faro " });
    expect(parsed).toMatchObject({
      name: "Vilamoura",
      origin: "Aeroporto de Faro",
      originRadiusKm: 5,
      destinationRadiusKm: 5,
      originLat: null,
      originLng: null,
      destinationLat: null,
      destinationLng: null,
    });
  });

  it("keeps picked coordinates", () => {
    const parsed = zoneInputSchema.parse({ ...valid, originLat: 37.0144, originLng: -7.9659 });
    expect(parsed).toMatchObject({ originLat: 37.0144, originLng: -7.9659, destinationLat: null });
  });

  it.each([
    [{ name: " " }, M.nameRequired],
    [{ origin: "" }, M.originRequired],
    [{ origin: undefined }, M.originRequired],
    [{ destination: "   " }, M.destinationRequired],
    [{ destination: null }, M.destinationRequired],
    [{ originRadiusKm: 0 }, M.radiusInvalid],
    [{ destinationRadiusKm: 0.09 }, M.radiusInvalid],
    [{ originRadiusKm: "5" }, M.radiusInvalid],
    [{ originRadiusKm: Number.NaN }, M.radiusInvalid],
    [{ originRadiusKm: 501 }, M.radiusTooLarge],
    [{ originLat: 37 }, M.coordinatesInvalid],
    [{ destinationLat: 91, destinationLng: 0 }, M.coordinatesInvalid],
    [{ prices: [{ vehicleClass: "Premium", priceCents: -1 }] }, M.priceInvalid],
    [{ prices: [{ vehicleClass: "Premium", priceCents: 12.5 }] }, M.priceInvalid],
    [{ prices: [{ vehicleClass: "Limousine", priceCents: 100 }] }, M.vehicleClassInvalid],
    [{ prices: [{ vehicleClass: "Van", priceCents: 100 }, { vehicleClass: "Van", priceCents: 200 }] }, M.priceDuplicate],
  ])("refuses %j with the spec's message", (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it("says the spec's messages to the letter", () => {
    expect(M.originRequired).toBe("Por favor, insira a morada de origem");
    expect(M.destinationRequired).toBe("Por favor, insira a morada de destino");
    expect(M.originNotFound).toBe("Não foi possível encontrar a morada de origem. Por favor, verifique o endereço.");
    expect(M.destinationNotFound).toBe("Não foi possível encontrar a morada de destino. Por favor, verifique o endereço.");
    expect(M.geocodeFailed).toBe("Não foi possível geocodificar o endereço. Tente ajustar a morada.");
    expect(M.radiusInvalid).toBe("O raio deve ser um número de pelo menos 0,1 km");
  });

  it("accepts the smallest radius, 0.1 km, and a price of 0 (which is then not stored)", () => {
    const parsed = zoneInputSchema.parse({ ...valid, originRadiusKm: 0.1, prices: [{ vehicleClass: "Van", priceCents: 0 }] });
    expect(parsed.originRadiusKm).toBe(0.1);
    expect(pricesToStore(parsed.prices)).toEqual([]);
  });

  it("refuses a body that is not an object", () => {
    expect(firstMessage("zone")).toBe(M.invalidBody);
  });
});

describe("zonePriceEurosSchema", () => {
  it("takes euros from 0 with at most 2 decimals", () => {
    for (const euros of [0, 0.01, 70, 1234.56, 0.29]) expect(zonePriceEurosSchema.safeParse(euros).success, String(euros)).toBe(true);
    expect(zonePriceEurosSchema.safeParse(-0.01).error?.issues[0]?.message).toBe(M.priceInvalid);
    expect(zonePriceEurosSchema.safeParse(12.345).error?.issues[0]?.message).toBe(M.priceStep);
    expect(zonePriceEurosSchema.safeParse(Number.NaN).error?.issues[0]?.message).toBe(M.priceInvalid);
  });
});

describe("zoneInputSchema: unknown keys", () => {
  it.each(UNKNOWN_KEYS)("refuses %s, at the top or in a price, with the general message", (key, extra) => {
    expect(Object.keys({ ...valid, ...extra })).toContain(key);
    expect(firstMessage({ ...valid, ...extra })).toBe(M.invalidBody);
    expect(firstMessage({ ...valid, prices: [{ ...valid.prices[0], ...extra }] })).toBe(M.invalidBody);
    expect(M.invalidBody).toBe("Por favor, verifique os dados do formulário.");
  });
});

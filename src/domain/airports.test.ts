import { describe, expect, it } from "vitest";
import { isAirport, normalizeText } from "./airports.ts";

describe("normalizeText", () => {
  it("lowercases and strips diacritics", () => {
    expect(normalizeText("Aéroport de FÁTIMA, São Brás")).toBe("aeroport de fatima, sao bras");
  });
  it("keeps plain text as is (lowercased)", () => expect(normalizeText("Faro 8000")).toBe("faro 8000"));
});

describe("isAirport", () => {
  it.each([
    "Faro Airport",
    "Aeroporto de Faro",
    "Aeropuerto de Lisboa",
    "Aéroport de Faro",
    "Aeroport de Faro",
    "Flughafen Faro",
    "FARO AIRPORT (FAO)",
    "aeroporto humberto delgado, lisboa",
    "AEROPUERTO",
    "AÉROPORT",
    "Flughafenstraße 1",
    "Lisbon-Airport",
    "Porto (Aeroporto Francisco Sá Carneiro)",
    "Airports",
  ])("recognises %s", (text) => expect(isAirport(text)).toBe(true));

  it.each(["Faro", "Rua do Porto 5, Lisboa", "Albufeira Marina", "Hotel Aero", "Fátima", "", "Hafen Faro"])(
    "does not recognise %s",
    (text) => expect(isAirport(text)).toBe(false),
  );

  it("needs the word to start a word", () => expect(isAirport("Heliairport")).toBe(false));
});

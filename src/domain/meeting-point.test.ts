import { describe, expect, it } from "vitest";
import { firstNameOf, meetingPointOf } from "./meeting-point.ts";

describe("where the customer meets the driver", () => {
  it("is the arrivals hall at an airport, with a name sign when that extra was chosen", () => {
    expect(meetingPointOf({ origin: "Aeroporto de Faro (FAO)", bookingType: "transfer", extraNames: ["Meet & greet name sign"] })).toEqual({
      kind: "airport_sign",
      place: "Aeroporto de Faro (FAO)",
    });
    expect(meetingPointOf({ origin: "Faro Airport", bookingType: "transfer", extraNames: ["Baby seat (0-13 kg)"] }).kind).toBe("airport");
  });

  it("is the pickup address elsewhere, and for tours", () => {
    expect(meetingPointOf({ origin: "Hotel Vila Galé, Albufeira", bookingType: "transfer", extraNames: [] })).toEqual({
      kind: "address",
      place: "Hotel Vila Galé, Albufeira",
    });
    expect(meetingPointOf({ origin: "Faro Airport", bookingType: "tour", extraNames: [] }).kind).toBe("address");
  });

  it("names the driver by their first name only", () => {
    expect(firstNameOf("  Rui   Motorista Silva ")).toBe("Rui");
  });
});

import { isAirport } from "./airports.ts";

/** The extra that puts the customer's name on a sign at the airport (its English catalogue name). */
const NAME_SIGN = /name sign|meet\s*&\s*greet/i;

export function isNameSignExtra(englishName: string): boolean {
  return NAME_SIGN.test(englishName);
}

/**
 * Where the customer meets the driver (decision 0050): at an airport pickup, the arrivals hall
 * (with a sign bearing their name if that extra was chosen); elsewhere, the pickup address.
 */
export type MeetingPoint = { kind: "airport_sign" | "airport" | "address"; place: string };

export function meetingPointOf(trip: { origin: string; bookingType: "transfer" | "tour"; extraNames: readonly string[] }): MeetingPoint {
  if (trip.bookingType === "transfer" && isAirport(trip.origin)) {
    return { kind: trip.extraNames.some(isNameSignExtra) ? "airport_sign" : "airport", place: trip.origin };
  }
  return { kind: "address", place: trip.origin };
}

/** The first word of a name: the customer is told their driver's first name only. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** The vehicle classes offered for transfers and tours, cheapest first. */
export const VEHICLE_CLASSES = ["Economy", "Van", "Premium", "Premium Van", "Executive"] as const;

export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

/**
 * Large suitcases a vehicle takes. The fleet has no luggage column: the spec's class cards give
 * one suitcase per passenger seat for every class (4/4, 3/3, 8/8, 7/7 ...), so luggage follows the
 * seats (docs/decisions/0017-booking-form.md).
 */
export function suitcasesFor(capacity: number): number {
  return capacity;
}

/** The vehicle classes offered for transfers and tours, cheapest first. */
export const VEHICLE_CLASSES = ["Economy", "Van", "Premium", "Premium Van", "Executive"] as const;

export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

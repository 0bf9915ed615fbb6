import { suitcasesFor } from "../../../domain/vehicle-classes.ts";
import { VEHICLE_CLASSES, type VehicleClass } from "../../../domain/vehicle-classes.ts";

/** A transfer class card: the product's class, its seats and suitcases. */
export interface VehicleClassCard {
  vehicleClass: VehicleClass;
  /** Key of the translated name and description (`transfers:classes.names.<id>`, `classes.descriptions.<id>`). */
  id: "economy" | "van" | "premium" | "premiumVan" | "executive";
  passengers: number;
  luggage: number;
  /** A photo of one of the class's vehicles, when the admin uploaded one. */
  imageUrl: string | null;
}

const IDS: Record<VehicleClass, VehicleClassCard["id"]> = {
  Economy: "economy",
  Van: "van",
  Premium: "premium",
  "Premium Van": "premiumVan",
  Executive: "executive",
};

/** Seats of each class before the fleet has loaded (the demo fleet's). */
const TYPICAL_SEATS: Record<VehicleClass, number> = { Economy: 4, Van: 8, Premium: 3, "Premium Van": 7, Executive: 3 };

/**
 * One card per vehicle class of the product (src/domain/vehicle-classes.ts), cheapest first: the
 * seats of the class's biggest vehicle in the fleet (else the class's typical seats), one suitcase
 * per seat (as the booking form says).
 */
export function vehicleClassCards(fleet: readonly { class: string; capacity: number; imageUrl: string | null }[]): VehicleClassCard[] {
  return VEHICLE_CLASSES.map((vehicleClass) => {
    const vehicles = fleet.filter((v) => v.class === vehicleClass);
    const passengers = vehicles.length ? Math.max(...vehicles.map((v) => v.capacity)) : TYPICAL_SEATS[vehicleClass];
    return {
      vehicleClass,
      id: IDS[vehicleClass],
      passengers,
      luggage: suitcasesFor(passengers),
      imageUrl: vehicles.find((v) => v.imageUrl)?.imageUrl ?? null,
    };
  });
}

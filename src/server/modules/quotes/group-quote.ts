import type { GroupVehicleQuote } from "../../../domain/quote-schema.ts";
import { VEHICLE_CLASSES } from "../../../domain/vehicle-classes.ts";
import { proposeVehicleGroup, sameVehicleClasses, splitPassengers } from "../../../domain/vehicle-groups.ts";
import type { PricingData } from "./pricing-data.ts";

type Fleet = Awaited<ReturnType<PricingData["fleet"]>>;

/** A class's price for the trip and the zone that gave it (priceCents 0: no price). */
export type PriceOfClass = (vehicleClass: string) => { priceCents: number; zoneId: string | null };

export interface GroupVehicle extends GroupVehicleQuote {
  zoneId: string | null;
}

/**
 * The group in several vehicles that carries `passengers` (decision 0045), or null when one
 * priced class seats them all (no group is needed) or no class has a price. Each class counts
 * with its biggest vehicle's seats and its price for the trip; each vehicle of the group is the
 * smallest of its class that seats its share of the passengers.
 */
export function proposeGroup(fleet: Fleet, passengers: number, priceOf: PriceOfClass): GroupVehicle[] | null {
  const options = VEHICLE_CLASSES.flatMap((vehicleClass) => {
    const largest = fleet.filter((v) => v.class === vehicleClass).at(-1);
    if (!largest) return [];
    const { priceCents, zoneId } = priceOf(vehicleClass);
    return [{ vehicleClass, capacity: largest.capacity, priceCents, zoneId }];
  });
  if (options.some((o) => o.priceCents > 0 && o.capacity >= passengers)) return null;
  const proposal = proposeVehicleGroup(passengers, options);
  if (!proposal || proposal.length < 2) return null;
  const shares = splitPassengers(
    passengers,
    proposal.map((o) => o.capacity),
  );
  return proposal.map((option, index) => {
    const share = shares[index]!;
    const classVehicles = fleet.filter((v) => v.class === option.vehicleClass);
    const vehicle = classVehicles.find((v) => v.capacity >= share) ?? classVehicles.at(-1)!;
    const zoneId = options.find((o) => o.vehicleClass === option.vehicleClass)?.zoneId ?? null;
    return {
      vehicleClass: option.vehicleClass,
      vehicleId: vehicle.id,
      vehicleName: vehicle.name,
      capacity: option.capacity,
      passengers: share,
      priceCents: option.priceCents,
      zoneId,
    };
  });
}

/** The server's group when it is the one `wanted` names (the classes, in any order), else null. */
export function acceptedGroup(
  fleet: Fleet,
  passengers: number,
  priceOf: PriceOfClass,
  wanted: readonly string[],
): GroupVehicle[] | null {
  const group = proposeGroup(fleet, passengers, priceOf);
  return group && sameVehicleClasses(group.map((v) => v.vehicleClass), wanted) ? group : null;
}

import { z } from "zod";
import { centsToEuros, eurosToCents } from "../../../domain/money.ts";
import {
  zoneDestinationSchema,
  zoneNameSchema,
  zoneOriginSchema,
  zonePriceEurosSchema,
  zoneRadiusSchema,
  zoneRoadSpeedSchema,
  ZONE_LIMITS,
  type ZoneInputBody,
} from "../../../domain/zone-schemas.ts";
import type { VehicleClass } from "../../../domain/vehicle-classes.ts";
import { priceOf, type AdminZone } from "./admin-zone.ts";

/** A price field: empty means no price (like 0, not stored); a comma is taken as the decimal point. */
const priceText = z
  .string()
  .trim()
  .transform((text) => (text === "" ? 0 : Number(text.replace(",", "."))))
  .pipe(zonePriceEurosSchema);

/** The zone dialog: the server's rules and messages (src/domain/zone-schemas.ts), prices typed in euros. */
export const zoneFormSchema = z.object({
  name: zoneNameSchema,
  origin: zoneOriginSchema,
  destination: zoneDestinationSchema,
  originRadiusKm: zoneRadiusSchema,
  destinationRadiusKm: zoneRadiusSchema,
  roadSpeedKmh: zoneRoadSpeedSchema,
  prices: z.array(z.object({ vehicleClass: z.string(), euros: priceText })),
});
export type ZoneFormValues = z.input<typeof zoneFormSchema>;
export type ZoneFormOutput = z.output<typeof zoneFormSchema>;

/** The form for a zone (null: a new one, radii 5 km, 60 km/h), one price field per class. */
export function zoneFormValues(zone: AdminZone | null, vehicleClasses: readonly string[]): ZoneFormValues {
  const classes = [...vehicleClasses, ...(zone?.prices ?? []).map((p) => p.vehicleClass).filter((c) => !vehicleClasses.includes(c))];
  return {
    name: zone?.name ?? "",
    origin: zone?.origin ?? "",
    destination: zone?.destination ?? "",
    originRadiusKm: zone?.originRadiusKm ?? ZONE_LIMITS.radiusDefaultKm,
    destinationRadiusKm: zone?.destinationRadiusKm ?? ZONE_LIMITS.radiusDefaultKm,
    roadSpeedKmh: zone?.roadSpeedKmh ?? ZONE_LIMITS.roadSpeedDefaultKmh,
    prices: classes.map((vehicleClass) => {
      const cents = zone ? priceOf(zone, vehicleClass) : null;
      return { vehicleClass, euros: cents === null ? "" : centsToEuros(cents).toFixed(2) };
    }),
  };
}

export interface PlaceCoordinates {
  lat: number;
  lng: number;
}

/**
 * The request body. A place keeps its coordinates only while its text is the one they belong to;
 * a changed place is sent without, and the server geocodes it.
 */
export function zoneBody(
  values: ZoneFormOutput,
  known: { origin: PlaceCoordinates | null; destination: PlaceCoordinates | null },
): ZoneInputBody {
  return {
    name: values.name,
    origin: values.origin,
    destination: values.destination,
    originRadiusKm: values.originRadiusKm,
    destinationRadiusKm: values.destinationRadiusKm,
    roadSpeedKmh: values.roadSpeedKmh,
    originLat: known.origin?.lat ?? null,
    originLng: known.origin?.lng ?? null,
    destinationLat: known.destination?.lat ?? null,
    destinationLng: known.destination?.lng ?? null,
    // The classes come from the vehicles (the server checks each is one of VEHICLE_CLASSES).
    prices: values.prices.map((p) => ({ vehicleClass: p.vehicleClass as VehicleClass, priceCents: eurosToCents(p.euros) })),
  };
}

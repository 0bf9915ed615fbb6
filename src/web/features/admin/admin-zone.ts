import type { ZoneOverlapWarning } from "../../../domain/zone-overlap.ts";
import { formatNumber } from "../../../domain/money.ts";

export interface AdminZonePrice {
  vehicleClass: string;
  priceCents: number;
}

/** A zone of GET /api/admin/zones. */
export interface AdminZone {
  id: string;
  name: string;
  origin: string;
  destination: string;
  originLat: number;
  originLng: number;
  destinationLat: number;
  destinationLng: number;
  originRadiusKm: number;
  destinationRadiusKm: number;
  /** Typical road speed of the zone's transfers (km/h): the dispatch board's estimated duration. */
  roadSpeedKmh: number;
  createdAt: string;
  /** 1 for the zone tried first when a trip is priced: the first match wins. */
  matchOrder: number;
  prices: AdminZonePrice[];
  overlaps: ZoneOverlapWarning[];
}

export interface AdminZoneList {
  zones: AdminZone[];
  /** The classes of the vehicles there are, cheapest first: one price each. */
  vehicleClasses: string[];
}

/** The answer to a create or an update: the zone, and the zones that price some of the same trips. */
export interface SavedZone {
  zone: AdminZone;
  warnings: ZoneOverlapWarning[];
  /** Update only: whether the prices differ from before. */
  pricesChanged?: boolean;
}

/** One "1 234,56 €" per class, or "—" without a price. */
export const priceOf = (zone: AdminZone, vehicleClass: string): number | null =>
  zone.prices.find((p) => p.vehicleClass === vehicleClass)?.priceCents ?? null;

/** A radius as the panel shows it: 2.5 → "2,5 km". */
export const formatKm = (value: number): string => `${formatNumber(value, "pt", { maximumFractionDigits: 2 })} km`;

/** The names of the zones in warnings, for a sentence: "A", "A e B", "A, B e C". */
export function joinZoneNames(warnings: readonly ZoneOverlapWarning[]): string {
  const names = warnings.map((w) => `«${w.zoneName}»`);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
}

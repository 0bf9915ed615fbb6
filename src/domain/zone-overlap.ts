import { greatCircleKm, type LatLng } from "./geo.ts";

/** Where a zone's two circles are (the fields of a zone row). */
export interface ZoneGeometry {
  originLat: number;
  originLng: number;
  originRadiusKm: number;
  destinationLat: number;
  destinationLng: number;
  destinationRadiusKm: number;
}

export interface NamedZoneGeometry extends ZoneGeometry {
  id: string;
  name: string;
}

/**
 * How two zones can both match one trip (pricing's zoneMatches works in both directions):
 * "same": origin circles meet and destination circles meet; "reverse": each one's origin circle
 * meets the other's destination circle (a trip A→B of one zone is a trip B→A of the other).
 */
export type OverlapDirection = "same" | "reverse";

/** One zone that prices some of the same trips as the zone being checked. */
export interface ZoneOverlapWarning {
  zoneId: string;
  zoneName: string;
  direction: OverlapDirection;
  /**
   * Which of the two is tried first when a trip is priced (oldest first): that one gives the price
   * of a trip both match, so the other one's price never applies there.
   */
  triedFirst: "this" | "other";
}

/**
 * Two circles (centre, radius in km, on the 6371 km sphere) share at least one point: the
 * great-circle distance between the centres is at most the sum of the radii. Touching counts,
 * as pricing counts a distance equal to the radius as inside.
 */
export function circlesIntersect(a: LatLng, aRadiusKm: number, b: LatLng, bRadiusKm: number): boolean {
  return greatCircleKm(a, b) <= aRadiusKm + bRadiusKm;
}

const originOf = (z: ZoneGeometry): LatLng => ({ lat: z.originLat, lng: z.originLng });
const destinationOf = (z: ZoneGeometry): LatLng => ({ lat: z.destinationLat, lng: z.destinationLng });

/**
 * Whether some trip matches both zones, and how (null: none does). Symmetric in a and b: the
 * matching of a trip is symmetric in its direction, so these two cases are the only ones.
 */
export function zoneOverlap(a: ZoneGeometry, b: ZoneGeometry): OverlapDirection | null {
  const same =
    circlesIntersect(originOf(a), a.originRadiusKm, originOf(b), b.originRadiusKm) &&
    circlesIntersect(destinationOf(a), a.destinationRadiusKm, destinationOf(b), b.destinationRadiusKm);
  if (same) return "same";
  const reverse =
    circlesIntersect(originOf(a), a.originRadiusKm, destinationOf(b), b.destinationRadiusKm) &&
    circlesIntersect(destinationOf(a), a.destinationRadiusKm, originOf(b), b.originRadiusKm);
  return reverse ? "reverse" : null;
}

/**
 * The zones of `zonesInMatchOrder` (the order pricing tries them, oldest first) that overlap
 * `zone`. A zone whose id is in the list is compared with the others and keeps its place; one
 * that is not (a zone being created) comes last, as a new zone is tried after every other.
 */
export function findZoneOverlaps(
  zone: ZoneGeometry & { id?: string | null },
  zonesInMatchOrder: readonly NamedZoneGeometry[],
): ZoneOverlapWarning[] {
  const ownIndex = zone.id ? zonesInMatchOrder.findIndex((z) => z.id === zone.id) : -1;
  const position = ownIndex >= 0 ? ownIndex : zonesInMatchOrder.length;
  const warnings: ZoneOverlapWarning[] = [];
  zonesInMatchOrder.forEach((other, index) => {
    if (index === ownIndex) return;
    const direction = zoneOverlap(zone, other);
    if (direction) {
      warnings.push({ zoneId: other.id, zoneName: other.name, direction, triedFirst: index < position ? "other" : "this" });
    }
  });
  return warnings;
}

/** Every overlap of every zone, by zone id (zones without any are left out). */
export function findAllZoneOverlaps(zonesInMatchOrder: readonly NamedZoneGeometry[]): Map<string, ZoneOverlapWarning[]> {
  const byZone = new Map<string, ZoneOverlapWarning[]>();
  const add = (zoneId: string, warning: ZoneOverlapWarning) => byZone.set(zoneId, [...(byZone.get(zoneId) ?? []), warning]);
  for (let i = 0; i < zonesInMatchOrder.length; i++) {
    for (let j = i + 1; j < zonesInMatchOrder.length; j++) {
      const a = zonesInMatchOrder[i]!;
      const b = zonesInMatchOrder[j]!;
      const direction = zoneOverlap(a, b);
      if (!direction) continue;
      add(a.id, { zoneId: b.id, zoneName: b.name, direction, triedFirst: "this" });
      add(b.id, { zoneId: a.id, zoneName: a.name, direction, triedFirst: "other" });
    }
  }
  return byZone;
}

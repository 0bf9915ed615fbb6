/** A point on Earth in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Spec section 9: great-circle distances use an Earth radius of 6371 km. */
export const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km between two points (haversine formula, Earth radius 6371 km).
 * Symmetric: greatCircleKm(a, b) === greatCircleKm(b, a).
 */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair outside [0, 1] for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))));
}

import { EARTH_RADIUS_KM, greatCircleKm, type LatLng } from "./geo.ts";

/** A fixed-price zone (spec section 3: zones and zone_prices), prices in cents per vehicle class. */
export interface ZoneForPricing {
  id: string;
  originLat: number;
  originLng: number;
  destinationLat: number;
  destinationLng: number;
  originRadiusKm: number;
  destinationRadiusKm: number;
  prices: readonly { vehicleClass: string; priceCents: number }[];
}

/** One tour_prices row of the tour being priced. */
export interface TourPriceRow {
  vehicleId: string | null;
  vehicleClass: string;
  minPassengers: number;
  maxPassengers: number;
  priceCents: number;
}

export interface TransferQuote {
  priceCents: number;
  /** The zone that gave the price, null when none did (price 0: contact-us notice). */
  zoneId: string | null;
}

const within = (point: LatLng, centre: LatLng, radiusKm: number): boolean =>
  greatCircleKm(point, centre) <= radiusKm;

/**
 * A zone matches when the origin lies within the origin radius of the zone origin and the destination
 * within the destination radius of the zone destination, or the reverse (the price applies in both
 * directions). A distance equal to the radius counts as inside.
 */
export function zoneMatches(zone: ZoneForPricing, origin: LatLng, destination: LatLng): boolean {
  const zoneOrigin = { lat: zone.originLat, lng: zone.originLng };
  const zoneDestination = { lat: zone.destinationLat, lng: zone.destinationLng };
  const forward =
    within(origin, zoneOrigin, zone.originRadiusKm) && within(destination, zoneDestination, zone.destinationRadiusKm);
  const reverse =
    within(origin, zoneDestination, zone.destinationRadiusKm) && within(destination, zoneOrigin, zone.originRadiusKm);
  return forward || reverse;
}

const KM_PER_DEGREE_OF_LATITUDE = (EARTH_RADIUS_KM * Math.PI) / 180;
/**
 * Slack of the prefilter, in km: far above the rounding error of greatCircleKm (about 1e-12 of the
 * distance), so the prefilter never rejects a point the exact test would accept.
 */
const PREFILTER_SLACK_KM = 1e-6;

/**
 * A cheap spatial prefilter (no trigonometry): false only when `point` is certainly farther than
 * `radiusKm` from `centre`. The great-circle distance is never shorter than the distance along the
 * meridian, R × |difference of latitude| (haversine: h ≥ sin²(Δφ/2)), so a latitude difference
 * alone rules a zone out. Latitudes outside ±90 (or NaN) are left to the exact test, where that
 * bound need not hold; a NaN or negative radius is rejected by both.
 */
function mayBeWithin(point: LatLng, centreLat: number, radiusKm: number): boolean {
  if (!(Math.abs(point.lat) <= 90 && Math.abs(centreLat) <= 90)) return true;
  return Math.abs(point.lat - centreLat) * KM_PER_DEGREE_OF_LATITUDE <= radiusKm + PREFILTER_SLACK_KM;
}

/** The prefilter of zoneMatches: false only when neither direction can match. */
function zoneMayMatch(zone: ZoneForPricing, origin: LatLng, destination: LatLng): boolean {
  return (
    (mayBeWithin(origin, zone.originLat, zone.originRadiusKm) &&
      mayBeWithin(destination, zone.destinationLat, zone.destinationRadiusKm)) ||
    (mayBeWithin(origin, zone.destinationLat, zone.destinationRadiusKm) &&
      mayBeWithin(destination, zone.originLat, zone.originRadiusKm))
  );
}

/**
 * Spec section 9, transfer: fixed zones only, tried in the order given; the first matching zone whose
 * price for the vehicle class is above 0 wins. No match: price 0 and zoneId null. A latitude
 * prefilter skips the zones that cannot match before any distance is computed (thousands of zones
 * price in well under a millisecond); the answer is the same as testing every zone with zoneMatches.
 */
export function quoteTransferCents(input: {
  origin: LatLng;
  destination: LatLng;
  vehicleClass: string;
  zones: readonly ZoneForPricing[];
}): TransferQuote {
  for (const zone of input.zones) {
    if (!zoneMayMatch(zone, input.origin, input.destination)) continue;
    const price = zone.prices.find((p) => p.vehicleClass === input.vehicleClass && p.priceCents > 0);
    if (price && zoneMatches(zone, input.origin, input.destination)) {
      return { priceCents: price.priceCents, zoneId: zone.id };
    }
  }
  return { priceCents: 0, zoneId: null };
}

const inBand = (row: TourPriceRow, passengers: number): boolean =>
  row.minPassengers <= passengers && passengers <= row.maxPassengers;

/**
 * Spec section 9, tour: the row of the tour with the chosen vehicle and the passengers within
 * min/max; otherwise a row with the same vehicle class (one whose band holds the passengers first,
 * else the first such row); otherwise 0. `rows` are the tour's own price rows.
 */
export function quoteTourCents(input: {
  rows: readonly TourPriceRow[];
  vehicleId?: string | null;
  vehicleClass?: string | null;
  passengers: number;
}): number {
  const { rows, vehicleId, vehicleClass, passengers } = input;
  if (vehicleId) {
    const row = rows.find((r) => r.vehicleId === vehicleId && inBand(r, passengers));
    if (row) return row.priceCents;
  }
  if (vehicleClass) {
    const sameClass = rows.filter((r) => r.vehicleClass === vehicleClass);
    const row = sameClass.find((r) => inBand(r, passengers)) ?? sameClass[0];
    if (row) return row.priceCents;
  }
  return 0;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be integer cents, got ${value}`);
}

/**
 * The price of one booking: base price plus each selected extra once (quantity 1). Each of the two
 * bookings of a return trip stores this amount (spec section 4: "the same price").
 */
export function perBookingCents(input: { baseCents: number; extrasCents: readonly number[] }): number {
  assertCents(input.baseCents, "baseCents");
  let sum = input.baseCents;
  for (const cents of input.extrasCents) {
    assertCents(cents, "extrasCents");
    sum += cents;
  }
  return sum;
}

/**
 * The amount to pay: (base + extras) × 2 for a return trip, else × 1 (spec section 9: the payment
 * amount is doubled for a return trip). Integer cents in, integer cents out; throws RangeError on
 * anything else.
 */
export function totalCents(input: { baseCents: number; extrasCents: readonly number[]; returnTrip: boolean }): number {
  return perBookingCents(input) * (input.returnTrip ? 2 : 1);
}

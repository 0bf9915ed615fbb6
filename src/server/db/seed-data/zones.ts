import type { VehicleClass } from "../../../domain/vehicle-classes.ts";

/** A fixed price for every vehicle class, in cents, VAT included. */
export type ClassPrices = Readonly<Record<VehicleClass, number>>;

/** A fixed-price zone: the price applies in both directions. */
export interface SeedZone {
  name: string;
  origin: string;
  destination: string;
  originLat: number;
  originLng: number;
  destinationLat: number;
  destinationLng: number;
  originRadiusKm: number;
  destinationRadiusKm: number;
  pricesCents: ClassPrices;
}

interface Place {
  name: string;
  lat: number;
  lng: number;
  /** How far from the centre a pickup or drop-off still counts as this place. */
  radiusKm: number;
}

const FARO_AIRPORT: Place = { name: "Aeroporto de Faro", lat: 37.0144, lng: -7.9659, radiusKm: 3 };
const LISBON_AIRPORT: Place = { name: "Aeroporto de Lisboa", lat: 38.7742, lng: -9.1342, radiusKm: 1.5 };
/** Central Lisbon from Belém to Santa Apolónia; its circle stays clear of the airport's. */
const LISBON_CENTRE: Place = { name: "Lisboa (centro)", lat: 38.713, lng: -9.17, radiusKm: 5.2 };

function zone(origin: Place, destination: Place, pricesCents: ClassPrices): SeedZone {
  return {
    name: `${origin.name} → ${destination.name}`,
    origin: origin.name,
    destination: destination.name,
    originLat: origin.lat,
    originLng: origin.lng,
    destinationLat: destination.lat,
    destinationLng: destination.lng,
    originRadiusKm: origin.radiusKm,
    destinationRadiusKm: destination.radiusKm,
    pricesCents,
  };
}

/**
 * The demo zones, in the order they are created: Faro Airport by distance, then Lisbon Airport.
 *
 * No two of them price the same trip (src/domain/zone-overlap.ts; checked by
 * src/server/modules/zones/seed-zones.test.ts): pricing takes the first zone that matches, so an
 * overlap prices a trip from the wrong zone. The destination circles of the zones from one airport
 * are therefore apart, and only Faro (centro) touches the Faro Airport circle. Neighbouring towns
 * get smaller circles with centres pulled apart: Quarteira's 3 km circle used to cover Vilamoura,
 * so a Vilamoura trip was priced as Quarteira and Vilamoura's own prices never applied.
 */
export const SEED_ZONES: readonly SeedZone[] = [
  zone(
    FARO_AIRPORT,
    { name: "Faro (centro)", lat: 37.0194, lng: -7.9322, radiusKm: 3 },
    { Economy: 2500, Van: 3500, Premium: 4000, "Premium Van": 5000, Executive: 6500 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Olhão", lat: 37.026, lng: -7.8411, radiusKm: 4 },
    { Economy: 3500, Van: 4500, Premium: 5500, "Premium Van": 6500, Executive: 8500 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Almancil / Quinta do Lago", lat: 37.066, lng: -8.02, radiusKm: 2.5 },
    { Economy: 4000, Van: 5000, Premium: 6000, "Premium Van": 7500, Executive: 9500 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Vale do Lobo", lat: 37.0506, lng: -8.064, radiusKm: 1.5 },
    { Economy: 4000, Van: 5000, Premium: 6000, "Premium Van": 7500, Executive: 9500 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Loulé", lat: 37.1377, lng: -8.0197, radiusKm: 4 },
    { Economy: 4000, Van: 5000, Premium: 6000, "Premium Van": 7500, Executive: 9500 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Quarteira", lat: 37.0705, lng: -8.093, radiusKm: 1.2 },
    { Economy: 4500, Van: 5500, Premium: 6500, "Premium Van": 8000, Executive: 10500 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Vilamoura", lat: 37.082, lng: -8.127, radiusKm: 1.8 },
    { Economy: 4500, Van: 6000, Premium: 7000, "Premium Van": 8500, Executive: 11000 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Tavira", lat: 37.1274, lng: -7.6506, radiusKm: 5 },
    { Economy: 5500, Van: 7000, Premium: 8000, "Premium Van": 10000, Executive: 13000 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Albufeira", lat: 37.0891, lng: -8.2479, radiusKm: 6 },
    { Economy: 5500, Van: 7500, Premium: 8500, "Premium Van": 11000, Executive: 14000 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Armação de Pêra", lat: 37.1025, lng: -8.359, radiusKm: 3 },
    { Economy: 6500, Van: 8500, Premium: 9500, "Premium Van": 12000, Executive: 15500 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Monte Gordo / Vila Real de Santo António", lat: 37.1877, lng: -7.433, radiusKm: 5 },
    { Economy: 7000, Van: 9000, Premium: 10500, "Premium Van": 13000, Executive: 16500 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Carvoeiro", lat: 37.0963, lng: -8.4723, radiusKm: 3 },
    { Economy: 7500, Van: 9500, Premium: 11000, "Premium Van": 13500, Executive: 17000 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Portimão", lat: 37.1366, lng: -8.5377, radiusKm: 2.8 },
    { Economy: 8000, Van: 10000, Premium: 11500, "Premium Van": 14000, Executive: 18000 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Alvor", lat: 37.1296, lng: -8.5934, radiusKm: 1.8 },
    { Economy: 8500, Van: 10500, Premium: 12000, "Premium Van": 14500, Executive: 19000 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Lagos", lat: 37.1028, lng: -8.6742, radiusKm: 3 },
    { Economy: 9500, Van: 12000, Premium: 13500, "Premium Van": 16500, Executive: 21000 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Praia da Luz", lat: 37.0871, lng: -8.7283, radiusKm: 1.8 },
    { Economy: 10000, Van: 12500, Premium: 14500, "Premium Van": 17500, Executive: 22500 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Sagres", lat: 37.0085, lng: -8.9402, radiusKm: 6 },
    { Economy: 12500, Van: 15500, Premium: 17500, "Premium Van": 21000, Executive: 27000 },
  ),
  zone(FARO_AIRPORT, LISBON_AIRPORT, {
    Economy: 28000,
    Van: 34000,
    Premium: 39000,
    "Premium Van": 47000,
    Executive: 60000,
  }),
  zone(
    FARO_AIRPORT,
    LISBON_CENTRE,
    { Economy: 29000, Van: 35000, Premium: 40000, "Premium Van": 48000, Executive: 61000 },
  ),
  zone(
    FARO_AIRPORT,
    { name: "Fátima", lat: 39.6314, lng: -8.6727, radiusKm: 5 },
    { Economy: 34000, Van: 41000, Premium: 47000, "Premium Van": 56000, Executive: 72000 },
  ),
  zone(
    LISBON_AIRPORT,
    LISBON_CENTRE,
    { Economy: 3500, Van: 4500, Premium: 5500, "Premium Van": 7000, Executive: 9000 },
  ),
  zone(
    LISBON_AIRPORT,
    { name: "Fátima", lat: 39.6314, lng: -8.6727, radiusKm: 5 },
    { Economy: 15000, Van: 19000, Premium: 22000, "Premium Van": 27000, Executive: 35000 },
  ),
];

import type { Tour, TourDetail, Vehicle } from "../features/catalogue/catalogue-types.ts";

/** A tour as GET /api/tours answers it. */
export function makeTour(overrides: Partial<Tour> = {}): Tour {
  return {
    id: "7f9c0c9e-0000-4000-8000-000000000001",
    slug: "algarve",
    name: "Algarve Coast Full Day",
    description: "Discover the most spectacular stretch of the Algarve coast.",
    imageUrl: null,
    additionalImages: [],
    durationHours: 8,
    capacity: 8,
    highlights: ["Benagil sea cave", "Ponta da Piedade"],
    itinerary: "09:00 - Pickup at your hotel\n10:45 - Carvoeiro boardwalk\nReturn in the evening",
    inclusions: ["Private vehicle", "Bottled water"],
    exclusions: ["Meals", "Boat trip"],
    priceCents: 45000,
    extraHourPriceCents: 5000,
    createdAt: "2026-01-03T10:00:00.000Z",
    minPriceCents: 32050,
    ...overrides,
  };
}

/** A tour as GET /api/tours/:slug answers it. */
export function makeTourDetail(overrides: Partial<TourDetail> = {}): TourDetail {
  return {
    ...makeTour(overrides),
    prices: [{ vehicleClass: "Economy", minPassengers: 1, maxPassengers: 4, priceCents: 32050, vehicleId: null }],
    ...overrides,
  };
}

export function makeVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: "5d1e0c9e-0000-4000-8000-000000000001",
    name: "Skoda Octavia Combi",
    class: "Economy",
    description: "A spacious and comfortable estate car.",
    capacity: 4,
    features: ["Air conditioning", "Room for 4 suitcases", "USB chargers", "Bottled water", "Child seats on request"],
    imageUrl: null,
    ...overrides,
  };
}

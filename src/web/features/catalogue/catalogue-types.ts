/** JSON shapes of the public catalogue API (src/server/modules/tours, vehicles). Money in integer cents. */

export interface Tour {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  additionalImages: string[];
  durationHours: number;
  capacity: number;
  highlights: string[];
  itinerary: string | null;
  inclusions: string[];
  exclusions: string[];
  priceCents: number;
  extraHourPriceCents: number | null;
  createdAt: string;
  /** The 'from' price: the lowest of the tour's price set, else its own price, else 0. */
  minPriceCents: number;
}

export interface TourPrice {
  vehicleClass: string;
  minPassengers: number;
  maxPassengers: number;
  priceCents: number;
  vehicleId: string | null;
}

export interface TourDetail extends Tour {
  prices: TourPrice[];
}

export interface Vehicle {
  id: string;
  name: string;
  class: string;
  description: string | null;
  capacity: number;
  features: string[];
  imageUrl: string | null;
}

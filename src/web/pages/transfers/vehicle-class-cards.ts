/** A static transfer class card (spec section 9): indicative price per km, passengers, suitcases. */
export interface VehicleClassCard {
  /** Key of the translated name (`transfers:classes.names.<id>`). */
  id: "economy" | "premium" | "van" | "premiumVan" | "firstClass" | "firstClassVan";
  /** The name as the spec gives it (Portuguese site). */
  name: string;
  pricePerKmCents: number;
  passengers: number;
  luggage: number;
}

/** The six static vehicle class cards of the Transfers page, cheapest first. */
export const VEHICLE_CLASS_CARDS: readonly VehicleClassCard[] = [
  { id: "economy", name: "Económico", pricePerKmCents: 80, passengers: 4, luggage: 4 },
  { id: "premium", name: "Premium", pricePerKmCents: 120, passengers: 3, luggage: 3 },
  { id: "van", name: "Van", pricePerKmCents: 150, passengers: 8, luggage: 8 },
  { id: "premiumVan", name: "Premium Van", pricePerKmCents: 180, passengers: 7, luggage: 7 },
  { id: "firstClass", name: "First Class", pricePerKmCents: 200, passengers: 3, luggage: 3 },
  { id: "firstClassVan", name: "First Class Van", pricePerKmCents: 250, passengers: 6, luggage: 6 },
];

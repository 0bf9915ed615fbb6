import type { VehicleClass } from "../../../domain/vehicle-classes.ts";

/** A vehicle of the demo fleet. The first three features are the ones a vehicle card shows. */
export interface SeedVehicle {
  name: string;
  vehicleClass: VehicleClass;
  description: string;
  capacity: number;
  features: string[];
  /** The class's drawing (src/web/public/artwork), until an admin sets a photo. */
  imageUrl: string;
}

/** The demo fleet, in the order it is created (at least one vehicle per class). */
export const SEED_VEHICLES: readonly SeedVehicle[] = [
  {
    name: "Skoda Octavia Combi",
    vehicleClass: "Economy",
    imageUrl: "/artwork/vehicles/saloon.svg",
    description:
      "A spacious and comfortable estate car with one of the largest boots in its class. " +
      "The sensible choice for airport transfers for up to four passengers and their suitcases.",
    capacity: 4,
    features: [
      "Air conditioning",
      "Room for 4 suitcases",
      "USB chargers",
      "Bottled water",
      "Child seats on request",
    ],
  },
  {
    name: "Toyota Corolla Touring Sports Hybrid",
    vehicleClass: "Economy",
    imageUrl: "/artwork/vehicles/saloon.svg",
    description:
      "A quiet, efficient hybrid estate with a smooth ride and generous luggage space, " +
      "ideal for couples and small families travelling between Faro Airport and the resorts.",
    capacity: 4,
    features: [
      "Air conditioning",
      "Quiet hybrid drive",
      "USB chargers",
      "Bottled water",
      "Child seats on request",
    ],
  },
  {
    name: "Mercedes-Benz Vito Tourer",
    vehicleClass: "Van",
    imageUrl: "/artwork/vehicles/people-carrier.svg",
    description:
      "A practical eight-seat minibus for families and groups, with individual seats, " +
      "easy sliding-door access and space for everyone's luggage, golf bags included.",
    capacity: 8,
    features: [
      "8 passenger seats",
      "Air conditioning",
      "Room for 8 suitcases",
      "USB chargers",
      "Bottled water",
      "Child seats on request",
    ],
  },
  {
    name: "Ford Tourneo Custom",
    vehicleClass: "Van",
    imageUrl: "/artwork/vehicles/people-carrier.svg",
    description:
      "A comfortable eight-seat people carrier with rear climate control and a large " +
      "luggage area, well suited to group transfers and full-day excursions.",
    capacity: 8,
    features: [
      "8 passenger seats",
      "Rear climate control",
      "Large luggage area",
      "USB chargers",
      "Bottled water",
      "Child seats on request",
    ],
  },
  {
    name: "Mercedes-Benz E-Class",
    vehicleClass: "Premium",
    imageUrl: "/artwork/vehicles/executive-saloon.svg",
    description:
      "A refined business saloon with leather upholstery and a calm, comfortable ride. " +
      "Perfect for business travellers and couples who value space and discretion.",
    capacity: 3,
    features: [
      "Leather seats",
      "Free Wi-Fi",
      "Climate control",
      "USB chargers",
      "Bottled water",
      "Child seats on request",
    ],
  },
  {
    name: "Mercedes-Benz V-Class",
    vehicleClass: "Premium Van",
    imageUrl: "/artwork/vehicles/luxury-van.svg",
    description:
      "A luxury people carrier with leather captain's chairs and conference seating for " +
      "up to seven guests. Ideal for families, golf groups and executive teams travelling together.",
    capacity: 7,
    features: [
      "Leather captain's chairs",
      "Free Wi-Fi",
      "Climate control",
      "Room for golf bags",
      "USB chargers",
      "Bottled water",
      "Child seats on request",
    ],
  },
  {
    name: "Mercedes-Benz S-Class",
    vehicleClass: "Executive",
    imageUrl: "/artwork/vehicles/executive-saloon.svg",
    description:
      "Our flagship limousine: reclining rear seats, ambient lighting and exceptional quiet " +
      "for VIP guests, weddings and special occasions, driven by our most experienced chauffeurs.",
    capacity: 3,
    features: [
      "Reclining leather rear seats",
      "Free Wi-Fi",
      "Privacy glass",
      "Ambient lighting",
      "Bottled water and refreshments",
      "Child seats on request",
    ],
  },
];

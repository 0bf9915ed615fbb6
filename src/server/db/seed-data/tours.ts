import type { VehicleClass } from "../../../domain/vehicle-classes.ts";

/** A tour price for one vehicle class and passenger band (inclusive). */
export interface SeedTourPrice {
  vehicleClass: VehicleClass;
  minPassengers: number;
  maxPassengers: number;
  priceCents: number;
}

export interface SeedTour {
  slug: string;
  name: string;
  description: string;
  /** The tour's cover drawing (src/web/public/artwork), until an admin sets a photo. */
  imageUrl: string;
  /** Hours (shown in the visitor's language). */
  durationHours: number;
  capacity: number;
  highlights: string[];
  itinerary: string;
  inclusions: string[];
  exclusions: string[];
  /** The "from" price shown on tour cards: the lowest of `prices`. */
  priceCents: number;
  extraHourPriceCents: number;
  prices: SeedTourPrice[];
}

/** The demo tours, newest first (the order the site lists them in). Prices include VAT. */
export const SEED_TOURS: readonly SeedTour[] = [
  {
    slug: "algarve",
    imageUrl: "/artwork/tours/algarve-benagil.svg",
    name: "Algarve Coast Full Day",
    description:
      "Discover the most spectacular stretch of the Algarve coast in one unforgettable day with " +
      "your own private driver. From the famous sea cave of Benagil to the golden cliffs and " +
      "grottoes of Ponta da Piedade, the old town of Lagos and the wild headland of Cabo de São " +
      "Vicente, this tour links the region's finest viewpoints, fishing towns and beaches at your " +
      "own pace. Pickup and drop-off at your hotel or villa anywhere in the Algarve.",
    durationHours: 8,
    capacity: 8,
    highlights: [
      "Clifftop trail above the Benagil sea cave",
      "Algar Seco rock formations in Carvoeiro",
      "Grottoes and sea stacks of Ponta da Piedade",
      "Historic old town and marina of Lagos",
      "Sagres Fortress and Cabo de São Vicente, the south-western tip of Europe",
    ],
    itinerary: [
      "09:00 - Pickup at your hotel or villa in the Algarve",
      "09:45 - Benagil: walk along the clifftops above the famous sea cave (boat trip optional, weather permitting)",
      "10:45 - Carvoeiro: boardwalk and the Algar Seco rock formations",
      "11:45 - Lagos: Ponta da Piedade lighthouse, grottoes and viewpoints",
      "12:30 - Lunch and free time in the old town of Lagos",
      "14:15 - Sagres: the 15th-century fortress and the Costa Vicentina cliffs",
      "15:15 - Cabo de São Vicente: lighthouse and sweeping Atlantic views",
      "16:00 - Coffee stop at Praia da Luz",
      "17:00 - Return to your hotel",
    ].join("\n"),
    inclusions: [
      "Private air-conditioned vehicle for your group only",
      "Professional English-speaking driver",
      "Pickup and drop-off at your accommodation in the Algarve",
      "Fuel, tolls and parking",
      "Bottled water on board",
      "VAT",
    ],
    exclusions: [
      "Lunch and drinks",
      "Benagil boat trip and entrance fees",
      "Gratuities",
      "Time beyond 8 hours (charged per extra hour)",
    ],
    priceCents: 39000,
    extraHourPriceCents: 5000,
    prices: [
      { vehicleClass: "Economy", minPassengers: 1, maxPassengers: 4, priceCents: 39000 },
      { vehicleClass: "Van", minPassengers: 1, maxPassengers: 4, priceCents: 45000 },
      { vehicleClass: "Van", minPassengers: 5, maxPassengers: 8, priceCents: 52000 },
      { vehicleClass: "Premium", minPassengers: 1, maxPassengers: 3, priceCents: 49000 },
      { vehicleClass: "Premium Van", minPassengers: 1, maxPassengers: 4, priceCents: 56000 },
      { vehicleClass: "Premium Van", minPassengers: 5, maxPassengers: 7, priceCents: 62000 },
      { vehicleClass: "Executive", minPassengers: 1, maxPassengers: 3, priceCents: 65000 },
    ],
  },
  {
    slug: "fatima",
    imageUrl: "/artwork/tours/fatima-sanctuary.svg",
    name: "Fátima Pilgrimage Full Day",
    description:
      "A private day trip from the Algarve to the Sanctuary of Fátima, one of the most important " +
      "Marian shrines in the world. Pray at the Chapel of the Apparitions, visit the Basilica of " +
      "Our Lady of the Rosary and the Basilica of the Most Holy Trinity, and follow the footsteps " +
      "of the three shepherd children to their family homes in Aljustrel and the Valinhos. On the " +
      "way back, stop at the Gothic Monastery of Batalha, a UNESCO World Heritage Site. The long " +
      "drive is spent in comfort, with time at the Sanctuary for Mass or quiet reflection.",
    durationHours: 12,
    capacity: 8,
    highlights: [
      "Chapel of the Apparitions, the heart of the Sanctuary",
      "Basilica of Our Lady of the Rosary and the tombs of the shepherd children",
      "Basilica of the Most Holy Trinity",
      "Aljustrel village and the Way of the Cross to the Valinhos",
      "Monastery of Batalha (UNESCO World Heritage)",
    ],
    itinerary: [
      "07:30 - Pickup at your hotel or villa in the Algarve",
      "11:00 - Arrival at the Sanctuary of Fátima: Chapel of the Apparitions, time for Mass or prayer",
      "11:45 - Basilica of Our Lady of the Rosary and Basilica of the Most Holy Trinity",
      "13:00 - Lunch break in Fátima",
      "14:15 - Aljustrel: the homes of Lúcia, Francisco and Jacinta",
      "14:45 - Valinhos: Way of the Cross and the site of the Angel's apparitions",
      "15:30 - Monastery of Batalha",
      "16:15 - Return drive to the Algarve",
      "19:30 - Drop-off at your hotel",
    ].join("\n"),
    inclusions: [
      "Private air-conditioned vehicle for your group only",
      "Professional English-speaking driver",
      "Pickup and drop-off at your accommodation in the Algarve",
      "Fuel, motorway tolls and parking",
      "Bottled water on board",
      "VAT",
    ],
    exclusions: [
      "Lunch and drinks",
      "Entrance to the Monastery of Batalha",
      "Candles and offerings at the Sanctuary",
      "Gratuities",
      "Time beyond 12 hours (charged per extra hour)",
    ],
    priceCents: 55000,
    extraHourPriceCents: 5500,
    prices: [
      { vehicleClass: "Economy", minPassengers: 1, maxPassengers: 4, priceCents: 55000 },
      { vehicleClass: "Van", minPassengers: 1, maxPassengers: 4, priceCents: 64000 },
      { vehicleClass: "Van", minPassengers: 5, maxPassengers: 8, priceCents: 72000 },
      { vehicleClass: "Premium", minPassengers: 1, maxPassengers: 3, priceCents: 69000 },
      { vehicleClass: "Premium Van", minPassengers: 1, maxPassengers: 4, priceCents: 79000 },
      { vehicleClass: "Premium Van", minPassengers: 5, maxPassengers: 7, priceCents: 85000 },
      { vehicleClass: "Executive", minPassengers: 1, maxPassengers: 3, priceCents: 90000 },
    ],
  },
  {
    slug: "faro",
    imageUrl: "/artwork/tours/faro-old-town.svg",
    name: "Faro City Half Day",
    description:
      "Explore the Algarve's capital with a private driver in a relaxed half day. Enter the " +
      "walled Old Town (Cidade Velha) through the Arco da Vila, climb the bell tower of Faro " +
      "Cathedral for views over the lagoon, visit the striking Bones Chapel of the Carmo Church " +
      "and finish at the edge of the Ria Formosa Natural Park, home to flamingos, storks and " +
      "centuries-old salt pans. An easy introduction to Faro's history, churches and nature.",
    durationHours: 4,
    capacity: 8,
    highlights: [
      "Arco da Vila and the walled Old Town (Cidade Velha)",
      "Faro Cathedral (Sé) and its bell tower views",
      "The Bones Chapel of the Carmo Church",
      "Ria Formosa Natural Park and its birdlife",
      "Shopping streets and marina of Faro",
    ],
    itinerary: [
      "09:30 - Pickup at your hotel (Faro, Olhão, Loulé, Almancil and nearby)",
      "10:00 - Arco da Vila, the gateway to the Old Town (Cidade Velha)",
      "10:15 - Walk through the Cidade Velha to Largo da Sé",
      "10:30 - Faro Cathedral (Sé) and the bell tower viewpoint over the Ria Formosa",
      "11:15 - Carmo Church and its Bones Chapel (Capela dos Ossos)",
      "12:00 - Ria Formosa Natural Park: lagoon viewpoint, salt pans and birdwatching",
      "12:45 - Coffee break near the marina and Rua de Santo António",
      "13:30 - Return to your hotel",
    ].join("\n"),
    inclusions: [
      "Private air-conditioned vehicle for your group only",
      "Professional English-speaking driver",
      "Pickup and drop-off at your accommodation",
      "Fuel and parking",
      "Bottled water on board",
      "VAT",
    ],
    exclusions: [
      "Entrance fees to the Cathedral and the Carmo Church",
      "Food and drinks",
      "Ria Formosa boat trips",
      "Gratuities",
      "Time beyond 4 hours (charged per extra hour)",
    ],
    priceCents: 15000,
    extraHourPriceCents: 4000,
    prices: [
      { vehicleClass: "Economy", minPassengers: 1, maxPassengers: 4, priceCents: 15000 },
      { vehicleClass: "Van", minPassengers: 1, maxPassengers: 4, priceCents: 19000 },
      { vehicleClass: "Van", minPassengers: 5, maxPassengers: 8, priceCents: 22000 },
      { vehicleClass: "Premium", minPassengers: 1, maxPassengers: 3, priceCents: 21000 },
      { vehicleClass: "Premium Van", minPassengers: 1, maxPassengers: 4, priceCents: 26000 },
      { vehicleClass: "Premium Van", minPassengers: 5, maxPassengers: 7, priceCents: 29000 },
      { vehicleClass: "Executive", minPassengers: 1, maxPassengers: 3, priceCents: 32000 },
    ],
  },
];

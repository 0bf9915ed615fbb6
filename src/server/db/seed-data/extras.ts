/** An optional extra a customer can add to a booking (charged once, quantity 1). */
export interface SeedExtra {
  name: string;
  priceCents: number;
  description: string;
}

/** The demo extras, in the order they are created. Prices include VAT. */
export const SEED_EXTRAS: readonly SeedExtra[] = [
  {
    name: "Baby seat (0-13 kg)",
    priceCents: 800,
    description: "Rear-facing infant carrier for babies up to about 15 months, fitted by your driver.",
  },
  {
    name: "Child seat (9-18 kg)",
    priceCents: 800,
    description: "Forward-facing child seat with harness for toddlers aged about 1 to 4 years.",
  },
  {
    name: "Booster seat (15-36 kg)",
    priceCents: 500,
    description: "Booster cushion with back support for children aged about 4 to 12 years.",
  },
  {
    name: "Extra luggage",
    priceCents: 1000,
    description: "One additional large suitcase or bulky item beyond one suitcase per passenger.",
  },
  {
    name: "Golf bag",
    priceCents: 1000,
    description: "Safe transport of one golf bag to and from the Algarve's golf courses.",
  },
  {
    name: "Bicycle transport",
    priceCents: 2500,
    description: "Transport of one bicycle, boxed or secured on a rack. Please tell us the size when booking.",
  },
  {
    name: "Meet & greet name sign",
    priceCents: 1000,
    description: "Your driver waits in the arrivals hall holding a personalised name board.",
  },
  {
    name: "Welcome drinks",
    priceCents: 2500,
    description: "A chilled bottle of Portuguese sparkling wine and soft drinks waiting in the vehicle.",
  },
];

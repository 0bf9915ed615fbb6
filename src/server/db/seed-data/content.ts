/** One editable text of the public site (section + key, as in the admin's content editor). */
export interface SeedSiteContent {
  section: string;
  contentKey: string;
  contentValue: string;
}

/** The company's base address used for distances (the single company_settings row). */
export interface SeedCompanySettings {
  address: string;
  lat: number;
  lng: number;
}

const COMPANY_ADDRESS = "Aeroporto de Faro, 8006-901 Faro, Portugal";

/** Demo values: the admin replaces the company details with the real ones. */
export const SEED_SITE_CONTENT: readonly SeedSiteContent[] = [
  { section: "company", contentKey: "name", contentValue: "Lusitania Chauffeur" },
  /** The company's tax number (NIF), printed on receipts (a demo number with a valid check digit). */
  { section: "company", contentKey: "nif", contentValue: "509000002" },
  { section: "company", contentKey: "phone", contentValue: "+351 289 000 000" },
  /** For urgent trips (bookings sooner than the minimum notice); without it the phone number is used. */
  { section: "company", contentKey: "whatsapp", contentValue: "+351 289 000 000" },
  { section: "company", contentKey: "email", contentValue: "info@lusitania-chauffeur.pt" },
  { section: "company", contentKey: "address", contentValue: COMPANY_ADDRESS },
  /**
   * Hours of notice an online booking needs (0 to 168; spec section 9 advises 24). Sooner pickups
   * are refused with the phone and WhatsApp to call instead.
   */
  { section: "booking", contentKey: "min_notice_hours", contentValue: "24" },
  {
    section: "hero",
    contentKey: "title",
    contentValue: "Premium Private Transfers & Tours in Portugal",
  },
  {
    section: "hero",
    contentKey: "subtitle",
    contentValue:
      "Professional chauffeurs, fixed prices and a modern fleet, 24/7. From Faro Airport to " +
      "every corner of the Algarve, Lisbon and Fátima.",
  },
  {
    section: "fleet",
    contentKey: "description",
    contentValue:
      "Every journey is made in a recent, fully insured and immaculately kept vehicle, from " +
      "comfortable estate cars and spacious eight-seat vans to Mercedes-Benz E-Class, V-Class " +
      "and S-Class for those who expect more. All vehicles are air-conditioned, child seats " +
      "are available on request, and every chauffeur is licensed, experienced and fluent in English.",
  },
];

export const SEED_COMPANY_SETTINGS: SeedCompanySettings = {
  address: COMPANY_ADDRESS,
  lat: 37.0144,
  lng: -7.9659,
};

import type { TOUR_TEXT_FIELDS, TranslatedLanguage, Translations } from "../../../domain/translations.ts";

/** A row of GET /api/admin/tours: the English texts in its own fields, the others in `translations`. */
export interface AdminTour {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  itinerary: string | null;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
  imageUrl: string | null;
  additionalImages: string[];
  durationHours: number;
  capacity: number;
  priceCents: number;
  extraHourPriceCents: number | null;
  translations: Translations<typeof TOUR_TEXT_FIELDS>;
  createdAt: string;
  /** Languages where some text with English text has no translation yet. */
  missingLanguages: TranslatedLanguage[];
}

/** A row of GET /api/admin/tours/:id/prices. */
export interface AdminTourPrice {
  id: string;
  tourId: string;
  vehicleId: string | null;
  vehicleClass: string;
  minPassengers: number;
  maxPassengers: number;
  priceCents: number;
  createdAt: string;
}

/** POST /api/admin/tour-prices */
export interface CreateTourPriceBody {
  tourId: string;
  vehicleClass: string;
  minPassengers: number;
  maxPassengers: number;
  priceCents: number;
}

/** An item of GET /api/admin/photos (the photo library). */
export interface PhotoChoice {
  id: string;
  fileName: string;
  /** What a tour stores, e.g. "/photos/abc-123.jpg". */
  url: string;
  srcset?: string;
}

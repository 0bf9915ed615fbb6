import { z } from "zod";
import { ADMIN_TOUR_MESSAGES, capacitySchema, durationHoursSchema, TOUR_LIMITS, type TourBodyInput } from "../../../domain/admin-tour-schemas.ts";
import {
  CONTENT_LANGUAGES,
  MAX_LINE_LENGTH,
  MAX_LIST_ITEMS,
  MAX_TEXT_LENGTH,
  TOUR_TEXT_FIELDS,
  TRANSLATION_MESSAGES,
  type ContentLanguage,
} from "../../../domain/translations.ts";
import type { AdminTour } from "./admin-tour.ts";
import { centsText, centsToEuroText, numberText, optionalCentsText } from "./form-numbers.ts";
import { emptyTexts, splitList, textsFromRow, textsToBody, type TextsByLanguage } from "./translatable-texts.ts";

const M = ADMIN_TOUR_MESSAGES;
const T = TRANSLATION_MESSAGES;

export type TourTextField = keyof typeof TOUR_TEXT_FIELDS & string;
export type TourTexts = TextsByLanguage<typeof TOUR_TEXT_FIELDS>;

const line = z.string().trim().max(MAX_LINE_LENGTH, T.tooLong(MAX_LINE_LENGTH));
const text = z.string().trim().max(MAX_TEXT_LENGTH, T.tooLong(MAX_TEXT_LENGTH));
const list = z
  .string()
  .refine((v) => splitList(v).length <= MAX_LIST_ITEMS, T.tooManyItems(MAX_LIST_ITEMS))
  .refine((v) => splitList(v).every((item) => item.length <= MAX_LINE_LENGTH), T.tooLong(MAX_LINE_LENGTH));

/** One language's texts; in English the name is required (the visitor's fallback). */
const textsOf = (lang: ContentLanguage) =>
  z.object({
    name: lang === "en" ? z.string().trim().min(1, M.nameRequired).pipe(line) : line,
    description: text,
    itinerary: text,
    highlights: list,
    inclusions: list,
    exclusions: list,
  });

/**
 * The tour dialog: texts per language (lists comma-separated), the slug (optional), duration in
 * hours, prices in euros (step 0.01) parsed to cents, capacity, a main photo and up to 4 more.
 * The numbers follow the server's rules and messages (src/domain/admin-tour-schemas.ts).
 */
export const tourFormSchema = z.object({
  texts: z.object(Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, textsOf(lang)])) as Record<ContentLanguage, ReturnType<typeof textsOf>>),
  slug: z.string().trim().max(TOUR_LIMITS.maxSlugLength, M.slugTooLong),
  durationHours: numberText(M.durationRequired).pipe(durationHoursSchema),
  price: centsText(M.priceRequired, M.priceInvalid),
  extraHourPrice: optionalCentsText(M.extraHourPriceInvalid),
  capacity: numberText(M.capacityRequired, M.capacityInvalid).pipe(capacitySchema),
  imageUrl: z.string().nullable(),
  additionalImages: z.array(z.string()).max(TOUR_LIMITS.maxAdditionalImages, M.tooManyPhotos),
});

export interface TourFormValues {
  texts: TourTexts;
  slug: string;
  durationHours: string;
  price: string;
  extraHourPrice: string;
  capacity: string;
  imageUrl: string | null;
  additionalImages: string[];
}
export type TourFormOutput = z.output<typeof tourFormSchema>;

/** A new tour: nothing typed, capacity 7 (spec section 9). */
export function emptyTourForm(): TourFormValues {
  return {
    texts: emptyTexts(TOUR_TEXT_FIELDS),
    slug: "",
    durationHours: "",
    price: "",
    extraHourPrice: "",
    capacity: String(TOUR_LIMITS.defaultCapacity),
    imageUrl: null,
    additionalImages: [],
  };
}

/** The dialog's values for an existing tour. */
export function tourFormFromTour(tour: AdminTour): TourFormValues {
  return {
    texts: textsFromRow(TOUR_TEXT_FIELDS, tour),
    slug: tour.slug,
    durationHours: String(tour.durationHours),
    price: centsToEuroText(tour.priceCents),
    extraHourPrice: centsToEuroText(tour.extraHourPriceCents),
    capacity: String(tour.capacity),
    imageUrl: tour.imageUrl,
    additionalImages: [...tour.additionalImages],
  };
}

/** The POST/PUT body: English texts in the fields (lists split), the others as translations. */
export function toTourBody(values: TourFormOutput): TourBodyInput {
  return {
    ...textsToBody(TOUR_TEXT_FIELDS, values.texts as TourTexts),
    slug: values.slug || null,
    durationHours: values.durationHours,
    priceCents: values.price,
    extraHourPriceCents: values.extraHourPrice,
    capacity: values.capacity,
    imageUrl: values.imageUrl,
    additionalImages: values.additionalImages.filter(Boolean),
  };
}

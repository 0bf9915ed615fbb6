import { z } from "zod";
import { plainText } from "./plain-text.ts";
import { MAX_TOUR_HOURS } from "./tour-duration.ts";
import {
  MAX_LINE_LENGTH,
  MAX_LIST_ITEMS,
  MAX_TEXT_LENGTH,
  TOUR_TEXT_FIELDS,
  TRANSLATION_MESSAGES,
  translationsSchema,
} from "./translations.ts";

/** Limits of the admin tour forms (spec sections 5 and 9). Money is integer cents. */
export const TOUR_LIMITS = {
  maxAdditionalImages: 4,
  /** Passengers are 1-50 (spec section 9): no tour or price band carries more. */
  maxPassengers: 50,
  defaultCapacity: 7,
  /** 1 000 000,00 € */
  maxPriceCents: 100_000_000,
  maxSlugLength: 200,
  maxPhotoUrlLength: 500,
  maxVehicleClassLength: 50,
} as const;

/** Tour price row defaults (spec section 9): min 1, max 4, price 0. */
export const TOUR_PRICE_DEFAULTS = { minPassengers: 1, maxPassengers: 4, priceCents: 0 } as const;

/** The Portuguese messages of the admin tour and tour price forms and API. */
export const ADMIN_TOUR_MESSAGES = {
  nameRequired: "Nome é obrigatório",
  durationRequired: "Duração é obrigatória",
  durationPositive: "A duração deve ser maior que 0 horas",
  durationTooLong: `A duração máxima é de ${MAX_TOUR_HOURS} horas`,
  priceRequired: "Preço é obrigatório",
  priceInvalid: "Preço inválido",
  priceNegative: "O preço não pode ser negativo",
  priceTooHigh: "Preço demasiado alto",
  extraHourPriceInvalid: "Preço por hora extra inválido",
  capacityRequired: "Capacidade é obrigatória",
  capacityInvalid: "A capacidade deve ser um número inteiro igual ou maior que 1",
  capacityTooHigh: `Capacidade máxima de ${TOUR_LIMITS.maxPassengers} pessoas`,
  slugTooLong: `Slug demasiado longo (máximo ${TOUR_LIMITS.maxSlugLength} caracteres)`,
  slugInvalid: "O slug contém caracteres inválidos",
  photoInvalid: "Foto inválida",
  tooManyPhotos: `Máximo de ${TOUR_LIMITS.maxAdditionalImages} fotos adicionais`,
  tourRequired: "Selecione um tour",
  tourNotFound: "Tour não encontrado",
  vehicleClassRequired: "Classe de veículo é obrigatória",
  vehicleClassUnknown: "Classe de veículo inválida: nenhum veículo tem esta classe",
  minPassengersInvalid: "O mínimo de passageiros deve ser um número inteiro igual ou maior que 1",
  maxPassengersInvalid: "O máximo de passageiros deve ser um número inteiro igual ou maior que 1",
  passengersTooMany: `Máximo de ${TOUR_LIMITS.maxPassengers} passageiros`,
  minAboveMax: "O mínimo de passageiros não pode ser maior que o máximo",
  priceNotFound: "Preço não encontrado",
  invalidBody: "Por favor, verifique os dados do formulário.",
} as const;

const M = ADMIN_TOUR_MESSAGES;
const T = TRANSLATION_MESSAGES;

/** Hours, above 0 and at most MAX_TOUR_HOURS (4.5 is four and a half hours). */
export const durationHoursSchema = z
  .number({ error: M.durationRequired })
  .gt(0, M.durationPositive)
  .max(MAX_TOUR_HOURS, M.durationTooLong);

/** How many people the tour takes: a whole number from 1 to 50. */
export const capacitySchema = z
  .number({ error: M.capacityRequired })
  .int(M.capacityInvalid)
  .min(1, M.capacityInvalid)
  .max(TOUR_LIMITS.maxPassengers, M.capacityTooHigh);

/** An amount in integer cents, 0 or more. */
export function priceCentsSchema(required: string = M.priceRequired, invalid: string = M.priceInvalid) {
  return z.number({ error: required }).int(invalid).min(0, M.priceNegative).max(TOUR_LIMITS.maxPriceCents, M.priceTooHigh);
}

/** A photo's address as the library gives it ("/photos/abc-123.jpg") or a full http(s) URL. */
export const photoUrlSchema = z
  .string({ error: M.photoInvalid })
  .trim()
  .max(TOUR_LIMITS.maxPhotoUrlLength, M.photoInvalid)
  .regex(/^(?:\/(?![/\\])|https?:\/\/)[^\s\\"'<>]+$/, M.photoInvalid)
  // The pattern takes "anything but a space" after the prefix: control characters are refused here.
  .refine(plainText(), M.photoInvalid);

const emptyToNull = (v: string | null | undefined) => (v ? v : null);

const line = z.string().trim().max(MAX_LINE_LENGTH, T.tooLong(MAX_LINE_LENGTH)).refine(plainText(), T.invalidText);
const text = z
  .string()
  .trim()
  .max(MAX_TEXT_LENGTH, T.tooLong(MAX_TEXT_LENGTH))
  .refine(plainText({ multiline: true }), T.invalidText);
const list = z
  .array(line)
  .max(MAX_LIST_ITEMS, T.tooManyItems(MAX_LIST_ITEMS))
  .transform((items) => items.filter(Boolean));

/**
 * Create or edit a tour (the edit replaces every field). The English texts are the row's own
 * columns (the name required); the other languages go in `translations`. Slug optional: given,
 * it is normalised; empty, it is derived from the name (src/domain/tour-slug.ts). Prices in cents.
 */
export const tourBodySchema = z.strictObject(
  {
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).pipe(line),
    slug: z
      .string({ error: M.slugInvalid })
      .trim()
      .max(TOUR_LIMITS.maxSlugLength, M.slugTooLong)
      .refine(plainText(), M.slugInvalid)
      .nullish()
      .transform(emptyToNull),
    description: text.nullish().transform(emptyToNull),
    itinerary: text.nullish().transform(emptyToNull),
    highlights: list.default([]),
    inclusions: list.default([]),
    exclusions: list.default([]),
    durationHours: durationHoursSchema,
    priceCents: priceCentsSchema(),
    extraHourPriceCents: priceCentsSchema(M.extraHourPriceInvalid, M.extraHourPriceInvalid)
      .nullish()
      .transform((v) => v ?? null),
    capacity: capacitySchema,
    imageUrl: z.preprocess((v) => (v === "" ? null : v), photoUrlSchema.nullish()).transform((v) => v ?? null),
    additionalImages: z
      .array(z.string({ error: M.photoInvalid }), { error: M.photoInvalid })
      .transform((urls) => urls.map((u) => u.trim()).filter(Boolean))
      .pipe(z.array(photoUrlSchema).max(TOUR_LIMITS.maxAdditionalImages, M.tooManyPhotos))
      .default([]),
    translations: translationsSchema(TOUR_TEXT_FIELDS).default({}),
  },
  { error: M.invalidBody },
);
export type TourBodyInput = z.input<typeof tourBodySchema>;
export type TourBody = z.output<typeof tourBodySchema>;

/** A passenger count of a price band: a whole number from 1 to 50. */
export const passengerCountSchema = (invalid: string) =>
  z.number({ error: invalid }).int(invalid).min(1, invalid).max(TOUR_LIMITS.maxPassengers, M.passengersTooMany);

/**
 * A tour price row: the tour, a vehicle class (the server checks some vehicle has it), a
 * passenger band with min ≤ max, and a price in cents (0 by default).
 */
export const tourPriceBodySchema = z
  .strictObject(
    {
      tourId: z
        .string({ error: M.tourRequired })
        .trim()
        .min(1, M.tourRequired)
        .pipe(z.uuid({ error: M.tourNotFound })),
      vehicleClass: z
        .string({ error: M.vehicleClassRequired })
        .trim()
        .min(1, M.vehicleClassRequired)
        .max(TOUR_LIMITS.maxVehicleClassLength, M.vehicleClassUnknown)
        .refine(plainText(), M.vehicleClassUnknown),
      minPassengers: passengerCountSchema(M.minPassengersInvalid),
      maxPassengers: passengerCountSchema(M.maxPassengersInvalid),
      priceCents: priceCentsSchema().default(TOUR_PRICE_DEFAULTS.priceCents),
    },
    { error: M.invalidBody },
  )
  .refine((v) => v.minPassengers <= v.maxPassengers, { message: M.minAboveMax, path: ["maxPassengers"] });
export type TourPriceBodyInput = z.input<typeof tourPriceBodySchema>;
export type TourPriceBody = z.output<typeof tourPriceBodySchema>;

/** An id in a path: anything but a UUID names no row. */
export const adminTourIdSchema = z.uuid();

import { z } from "zod";
import { DEFAULT_ROAD_SPEED_KMH } from "./dispatch.ts";
import { plainText } from "./plain-text.ts";
import { VEHICLE_CLASSES } from "./vehicle-classes.ts";

/** Spec sections 5 and 9: radii in km, step 0.1, at least 0.1, 5 by default. */
export const ZONE_LIMITS = {
  nameMax: 200,
  /** Spec section 9: a location is 3-500 characters; a zone's place is at most 500. */
  placeMax: 500,
  radiusMinKm: 0.1,
  radiusMaxKm: 500,
  radiusDefaultKm: 5,
  /** A zone price, in cents: up to 100 000,00 € (far above any transfer). */
  priceMaxCents: 10_000_000,
  /** A typical road speed for the zone's transfers, whole km/h: sets the dispatch board's estimated duration. */
  roadSpeedMinKmh: 10,
  roadSpeedMaxKmh: 130,
  roadSpeedDefaultKmh: DEFAULT_ROAD_SPEED_KMH,
} as const;

/** The admin's zone messages (spec sections 5 and 8). */
export const ZONE_MESSAGES = {
  nameRequired: "Por favor, insira o nome da zona",
  nameTooLong: `Nome da zona muito longo (máximo ${ZONE_LIMITS.nameMax} caracteres)`,
  nameInvalid: "Nome da zona contém caracteres inválidos",
  originRequired: "Por favor, insira a morada de origem",
  destinationRequired: "Por favor, insira a morada de destino",
  originTooLong: `Morada de origem muito longa (máximo ${ZONE_LIMITS.placeMax} caracteres)`,
  destinationTooLong: `Morada de destino muito longa (máximo ${ZONE_LIMITS.placeMax} caracteres)`,
  originInvalid: "Morada de origem contém caracteres inválidos",
  destinationInvalid: "Morada de destino contém caracteres inválidos",
  radiusInvalid: `O raio deve ser um número de pelo menos ${String(ZONE_LIMITS.radiusMinKm).replace(".", ",")} km`,
  radiusTooLarge: `O raio não pode ser maior que ${ZONE_LIMITS.radiusMaxKm} km`,
  coordinatesInvalid: "Coordenadas inválidas",
  roadSpeedInvalid: `A velocidade média deve ser um número inteiro entre ${ZONE_LIMITS.roadSpeedMinKmh} e ${ZONE_LIMITS.roadSpeedMaxKmh} km/h`,
  vehicleClassInvalid: "Classe de veículo inválida",
  priceInvalid: "O preço deve ser um número igual ou superior a 0",
  priceStep: "O preço deve ter no máximo 2 casas decimais",
  priceTooHigh: "Preço demasiado alto",
  priceDuplicate: "Cada classe de veículo só pode ter um preço",
  invalidBody: "Por favor, verifique os dados do formulário.",
  originNotFound: "Não foi possível encontrar a morada de origem. Por favor, verifique o endereço.",
  destinationNotFound: "Não foi possível encontrar a morada de destino. Por favor, verifique o endereço.",
  /** The dialog's preview of a typed address that the geocoder does not know. */
  geocodeFailed: "Não foi possível geocodificar o endereço. Tente ajustar a morada.",
  notFound: "Zona não encontrada",
  pricesFailed: "Erro ao atualizar preços",
} as const;

const m = ZONE_MESSAGES;

export const zoneNameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(ZONE_LIMITS.nameMax, m.nameTooLong)
  .refine(plainText(), m.nameInvalid);

const placeSchema = (required: string, tooLong: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(ZONE_LIMITS.placeMax, tooLong)
    .refine(plainText(), invalid);

export const zoneOriginSchema = placeSchema(m.originRequired, m.originTooLong, m.originInvalid);
export const zoneDestinationSchema = placeSchema(m.destinationRequired, m.destinationTooLong, m.destinationInvalid);

/** A radius in km: a finite number from 0.1 (spec) to 500. */
export const zoneRadiusSchema = z
  .number({ error: m.radiusInvalid })
  .min(ZONE_LIMITS.radiusMinKm, m.radiusInvalid)
  .max(ZONE_LIMITS.radiusMaxKm, m.radiusTooLarge);

/** A zone's typical road speed: a whole number of km/h from 10 to 130. */
export const zoneRoadSpeedSchema = z
  .number({ error: m.roadSpeedInvalid })
  .int(m.roadSpeedInvalid)
  .min(ZONE_LIMITS.roadSpeedMinKmh, m.roadSpeedInvalid)
  .max(ZONE_LIMITS.roadSpeedMaxKmh, m.roadSpeedInvalid);

const coordinate = (limit: number) =>
  z
    .number({ error: m.coordinatesInvalid })
    .min(-limit, m.coordinatesInvalid)
    .max(limit, m.coordinatesInvalid)
    .nullish()
    .transform((v) => v ?? null);

/** A price in euros as the form holds it: at least 0, at most 2 decimals (step 0.01). */
export const zonePriceEurosSchema = z
  .number({ error: m.priceInvalid })
  .min(0, m.priceInvalid)
  .max(ZONE_LIMITS.priceMaxCents / 100, m.priceTooHigh)
  .refine((euros) => Math.abs(Math.round(euros * 100) - euros * 100) < 1e-6, m.priceStep);

export const zonePriceSchema = z.strictObject(
  {
    vehicleClass: z.enum(VEHICLE_CLASSES, { error: m.vehicleClassInvalid }),
    priceCents: z
      .number({ error: m.priceInvalid })
      .int(m.priceInvalid)
      .min(0, m.priceInvalid)
      .max(ZONE_LIMITS.priceMaxCents, m.priceTooHigh),
  },
  // An unknown key in a price gets the general message, like one at the top of the body.
  { error: (issue) => (issue.code === "unrecognized_keys" ? m.invalidBody : m.priceInvalid) },
);

/**
 * POST /api/admin/zones and PUT /api/admin/zones/:id: the zone and its price per vehicle class
 * (cents), saved together. Coordinates are optional: a place without both of its coordinates is
 * geocoded by the server. A price of 0 means "no price" and is not stored (spec section 5).
 * The road speed is optional: a new zone without one gets 60 km/h, an update without one keeps it.
 */
export const zoneInputSchema = z
  .strictObject(
    {
      name: zoneNameSchema,
      origin: zoneOriginSchema,
      destination: zoneDestinationSchema,
      originRadiusKm: zoneRadiusSchema.default(ZONE_LIMITS.radiusDefaultKm),
      destinationRadiusKm: zoneRadiusSchema.default(ZONE_LIMITS.radiusDefaultKm),
      roadSpeedKmh: zoneRoadSpeedSchema.optional(),
      originLat: coordinate(90),
      originLng: coordinate(180),
      destinationLat: coordinate(90),
      destinationLng: coordinate(180),
      prices: z.array(zonePriceSchema, { error: m.priceInvalid }).max(VEHICLE_CLASSES.length, m.priceDuplicate).default([]),
    },
    { error: m.invalidBody },
  )
  .refine((v) => (v.originLat === null) === (v.originLng === null), { message: m.coordinatesInvalid, path: ["originLat"] })
  .refine((v) => (v.destinationLat === null) === (v.destinationLng === null), {
    message: m.coordinatesInvalid,
    path: ["destinationLat"],
  })
  .refine((v) => new Set(v.prices.map((p) => p.vehicleClass)).size === v.prices.length, {
    message: m.priceDuplicate,
    path: ["prices"],
  });
export type ZoneInput = z.output<typeof zoneInputSchema>;
export type ZoneInputBody = z.input<typeof zoneInputSchema>;

/** The prices worth storing: spec section 5, entries of 0 or less are not saved. */
export function pricesToStore<T extends { priceCents: number }>(prices: readonly T[]): T[] {
  return prices.filter((p) => p.priceCents > 0);
}

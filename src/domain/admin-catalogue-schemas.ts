import { z } from "zod";
import { plainText } from "./plain-text.ts";
import {
  CONTENT_TEXT_FIELDS,
  EXTRA_TEXT_FIELDS,
  MAX_LINE_LENGTH,
  MAX_LIST_ITEMS,
  MAX_TEXT_LENGTH,
  VEHICLE_TEXT_FIELDS,
  translationsSchema,
} from "./translations.ts";
import { VEHICLE_CLASSES } from "./vehicle-classes.ts";

/** Spec sections 5 and 8: the admin's vehicle, extra and content forms (messages in Portuguese). */
export const CATALOGUE_MESSAGES = {
  nameRequired: "Nome é obrigatório",
  nameTooLong: `Nome muito longo (máximo ${MAX_LINE_LENGTH} caracteres)`,
  classRequired: "Classe é obrigatória",
  capacityRequired: "Capacidade é obrigatória (número inteiro entre 1 e 50)",
  priceInvalid: "Preço inválido (mínimo 0, até 2 casas decimais)",
  textTooLong: `Texto demasiado longo (máximo ${MAX_TEXT_LENGTH} caracteres)`,
  textInvalid: "O texto contém caracteres inválidos",
  featuresTooMany: `Demasiadas características (máximo ${MAX_LIST_ITEMS})`,
  imageInvalid: "Imagem inválida: escolha uma foto da biblioteca ou um endereço https",
  invalidBody: "Por favor, verifique os dados do formulário.",
} as const;

const M = CATALOGUE_MESSAGES;

const line = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_LINE_LENGTH, M.nameTooLong)
    .refine(plainText(), M.textInvalid);

const optionalText = z
  .string({ error: M.textInvalid })
  .trim()
  .max(MAX_TEXT_LENGTH, M.textTooLong)
  .refine(plainText({ multiline: true }), M.textInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

/** A photo of the library ("/photos/<name>") or an https address; empty means none. */
export const imageUrlSchema = z
  .string({ error: M.imageInvalid })
  .trim()
  .max(1000, M.imageInvalid)
  .refine(
    (v) =>
      v === "" ||
      /^\/photos\/[A-Za-z0-9._-]{1,200}$/.test(v) ||
      // The demo catalogue's drawings (served from the app's own /artwork/ folder).
      /^\/artwork\/[a-z0-9-]{1,60}(\/[a-z0-9-]{1,60})?\.svg$/.test(v) ||
      // An https address: anything but a space, a quote or a bracket, and no control character.
      (/^https:\/\/[^\s"'<>]+$/.test(v) && plainText()(v)),
    M.imageInvalid,
  )
  .nullish()
  .transform((v) => (v ? v : null));

/** Integer cents, 0 or more (the forms enter euros with step 0.01 and send cents). */
const priceCents = z.number({ error: M.priceInvalid }).int(M.priceInvalid).min(0, M.priceInvalid).max(100_000_000, M.priceInvalid);

/** Vehicle: name, class and capacity required (spec section 5); features entered comma-separated. */
export const vehicleBodySchema = z.strictObject(
  {
    name: line(M.nameRequired),
    class: z.enum(VEHICLE_CLASSES, { error: M.classRequired }),
    capacity: z.number({ error: M.capacityRequired }).int(M.capacityRequired).min(1, M.capacityRequired).max(50, M.capacityRequired),
    description: optionalText,
    features: z
      .array(z.string({ error: M.textInvalid }).trim().max(MAX_LINE_LENGTH, M.nameTooLong).refine(plainText(), M.textInvalid), {
        error: M.invalidBody,
      })
      .max(MAX_LIST_ITEMS, M.featuresTooMany)
      .default([])
      .transform((items) => items.filter(Boolean)),
    imageUrl: imageUrlSchema,
    translations: translationsSchema(VEHICLE_TEXT_FIELDS).default({}),
  },
  { error: M.invalidBody },
);
export type VehicleBody = z.output<typeof vehicleBodySchema>;

/** Extra: name and price (step 0.01 in the form, cents here), an optional description and image. */
export const extraBodySchema = z.strictObject(
  {
    name: line(M.nameRequired),
    priceCents,
    description: optionalText,
    imageUrl: imageUrlSchema,
    translations: translationsSchema(EXTRA_TEXT_FIELDS).default({}),
  },
  { error: M.invalidBody },
);
export type ExtraBody = z.output<typeof extraBodySchema>;

/** The site texts the Content tab edits (spec section 2): company information and website content. */
export const CONTENT_KEYS = {
  company: ["name", "legal_name", "nif", "phone", "whatsapp", "email", "address"],
  hero: ["title", "subtitle"],
  fleet: ["description"],
  booking: ["min_notice_hours"],
} as const;
export type ContentSection = keyof typeof CONTENT_KEYS;

export function isContentKey(section: string, key: string): boolean {
  // Own sections only: "__proto__" or "constructor" must not reach Object.prototype.
  return Object.hasOwn(CONTENT_KEYS, section) && (CONTENT_KEYS as Record<string, readonly string[]>)[section]!.includes(key);
}

/** One content field saved on its own (each field has its own save button), in every language. */
export const contentBodySchema = z.strictObject(
  {
    value: z
      .string({ error: M.textInvalid })
      .trim()
      .max(MAX_TEXT_LENGTH, M.textTooLong)
      .refine(plainText({ multiline: true }), M.textInvalid),
    translations: translationsSchema(CONTENT_TEXT_FIELDS).default({}),
  },
  { error: M.invalidBody },
);
export type ContentBody = z.output<typeof contentBodySchema>;

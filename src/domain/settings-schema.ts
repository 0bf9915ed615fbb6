import { z } from "zod";
import { DEFAULT_TRAVEL_BUFFER_MINUTES } from "./dispatch.ts";
import { plainText } from "./plain-text.ts";
import { basisPointsToPercent, percentToBasisPoints, VAT_LIMITS } from "./vat.ts";

/**
 * Spec section 9: a location is at most 500 characters. The travel buffer is the least time, in
 * whole minutes, between one job's end and the same driver's next job (the dispatch board flags less).
 */
export const SETTINGS_LIMITS = {
  addressMax: 500,
  coordinateDecimals: 6,
  travelBufferMin: 0,
  travelBufferMax: 240,
  travelBufferDefault: DEFAULT_TRAVEL_BUFFER_MINUTES,
  vatPercentMin: VAT_LIMITS.minPercent,
  vatPercentMax: VAT_LIMITS.maxPercent,
  vatPercentDecimals: VAT_LIMITS.percentDecimals,
  /** 6 %: passenger transport in mainland Portugal. */
  vatTransferPercentDefault: basisPointsToPercent(VAT_LIMITS.defaultTransferBasisPoints),
  /** 23 %: tourist services. */
  vatTourPercentDefault: basisPointsToPercent(VAT_LIMITS.defaultTourBasisPoints),
} as const;

/** Configurações da Empresa (spec sections 5 and 8). */
export const SETTINGS_MESSAGES = {
  addressRequired: "Por favor, insira a morada.",
  addressTooLong: `A morada não pode ter mais de ${SETTINGS_LIMITS.addressMax} caracteres.`,
  addressInvalid: "A morada contém caracteres inválidos.",
  addressNotFound: "Não foi possível encontrar a morada. Verifique se está correta.",
  travelBufferInvalid: `O intervalo mínimo entre serviços deve ser um número inteiro entre ${SETTINGS_LIMITS.travelBufferMin} e ${SETTINGS_LIMITS.travelBufferMax} minutos.`,
  vatTransferInvalid: "A taxa de IVA das transferências deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 6 ou 13,5).",
  vatTourInvalid: "A taxa de IVA dos tours deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 23 ou 13,5).",
  invalidBody: "Por favor, verifique os dados do formulário.",
  updated: "Configurações atualizadas com sucesso!",
  created: "Configurações criadas com sucesso!",
  saveFailed: "Erro ao guardar configurações",
  driverContactInvalid: "Escolha o número dado ao cliente: o do motorista ou o da empresa.",
} as const;

const m = SETTINGS_MESSAGES;

/** Intervalo mínimo entre serviços: whole minutes from 0 to 240. */
export const travelBufferMinutesSchema = z
  .number({ error: m.travelBufferInvalid })
  .int(m.travelBufferInvalid)
  .min(SETTINGS_LIMITS.travelBufferMin, m.travelBufferInvalid)
  .max(SETTINGS_LIMITS.travelBufferMax, m.travelBufferInvalid);

/**
 * A VAT rate as the settings take it: a percent from 0 to 100 with at most 2 decimals (6, 23,
 * 13.5), stored as basis points (decision 0030). A JSON number only: "6" (text) is refused.
 */
function vatPercentSchema(message: string) {
  return z
    .number({ error: message })
    .refine((percent) => percentToBasisPoints(percent) !== null, message);
}

/**
 * Whose number the customer is given for their driver (decision 0050): the driver's own (their
 * profile's phone) or the company's (site content). Default: the company's.
 */
export const DRIVER_CONTACT_CHOICES = ["company", "driver"] as const;
export type DriverContactChoice = (typeof DRIVER_CONTACT_CHOICES)[number];

/** Taxa de IVA das transferências (%). */
export const vatTransferPercentSchema = vatPercentSchema(m.vatTransferInvalid);
/** Taxa de IVA dos tours (%). */
export const vatTourPercentSchema = vatPercentSchema(m.vatTourInvalid);

/**
 * PUT /api/admin/settings: the company address, the starting point for distances. Required; the
 * server geocodes it and saves nothing when it cannot be found. The travel buffer and the VAT
 * rates are optional: without them a first save keeps the defaults (30 minutes, 6 %, 23 %) and a
 * later one keeps the ones stored.
 */
export const companySettingsInputSchema = z.strictObject(
  {
    address: z
      .string({ error: m.addressRequired })
      .trim()
      .min(1, m.addressRequired)
      .max(SETTINGS_LIMITS.addressMax, m.addressTooLong)
      .refine(plainText(), m.addressInvalid),
    travelBufferMinutes: travelBufferMinutesSchema.optional(),
    vatTransferPercent: vatTransferPercentSchema.optional(),
    vatTourPercent: vatTourPercentSchema.optional(),
    driverContact: z.enum(DRIVER_CONTACT_CHOICES, { error: m.driverContactInvalid }).optional(),
  },
  { error: m.invalidBody },
);
export type CompanySettingsInput = z.output<typeof companySettingsInputSchema>;

/** "Erro ao guardar configurações: {reason}" (spec section 8). */
export function saveSettingsErrorMessage(reason: string): string {
  return `${m.saveFailed}: ${reason}`;
}

/** A latitude or longitude as the settings show it: 6 decimals, point separator (37.014400). */
export function formatCoordinate(value: number): string {
  return value.toFixed(SETTINGS_LIMITS.coordinateDecimals);
}

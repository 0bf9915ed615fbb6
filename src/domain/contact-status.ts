import { z } from "zod";

/** Spec section 9: contact message statuses. A message arrives new. */
export const CONTACT_STATUSES = ["new", "read", "replied", "archived"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_MESSAGES = {
  statusInvalid: "Status inválido: escolha new, read, replied ou archived",
  pageInvalid: "Página inválida",
  invalidBody: "Por favor, verifique os dados do formulário.",
} as const;

const m = CONTACT_STATUS_MESSAGES;

export const contactStatusSchema = z.enum(CONTACT_STATUSES, { error: m.statusInvalid });

/** PATCH of a message by the admin: view (read), Responder por Email (replied), Arquivar (archived). */
export const updateContactStatusSchema = z.strictObject({ status: contactStatusSchema }, { error: m.invalidBody });

/** ?status=&page=&pageSize= of the admin message list (20 a page unless asked, at most 100). */
export const listContactMessagesQuerySchema = z.object({
  status: z.preprocess((v) => (v === "" ? undefined : v), contactStatusSchema.optional()),
  page: z.coerce.number({ error: m.pageInvalid }).int(m.pageInvalid).min(1, m.pageInvalid).default(1),
  pageSize: z.coerce.number({ error: m.pageInvalid }).int(m.pageInvalid).min(1, m.pageInvalid).max(100, m.pageInvalid).default(20),
});
export type ListContactMessagesQuery = z.output<typeof listContactMessagesQuerySchema>;

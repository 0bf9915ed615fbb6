import { z } from "zod";
import { plainText } from "./plain-text.ts";

/** Spec section 9: the types an admin may give a notification (booking_assigned is the system's). */
export const ADMIN_NOTIFICATION_TYPES = ["info", "success", "warning", "error"] as const;
export type AdminNotificationType = (typeof ADMIN_NOTIFICATION_TYPES)[number];

export const NOTIFICATION_LIMITS = { title: 200, message: 2000 } as const;

export const NOTIFICATION_MESSAGES = {
  titleRequired: "Título é obrigatório",
  titleTooLong: `Título muito longo (máximo ${NOTIFICATION_LIMITS.title} caracteres)`,
  titleInvalid: "Título contém caracteres inválidos",
  messageRequired: "Mensagem é obrigatória",
  messageTooLong: `Mensagem muito longa (máximo ${NOTIFICATION_LIMITS.message} caracteres)`,
  messageInvalid: "Mensagem contém caracteres inválidos",
  typeInvalid: "Tipo de notificação inválido",
  recipientInvalid: "Destinatário inválido",
  pageInvalid: "Página inválida",
  invalidBody: "Por favor, verifique os dados do formulário.",
} as const;

const m = NOTIFICATION_MESSAGES;

/** New-notification dialog: a driver or null (Todos), the type, a title and a message (both required). */
export const createNotificationSchema = z.strictObject(
  {
    userId: z
      .string({ error: m.recipientInvalid })
      .trim()
      .max(200, m.recipientInvalid)
      .nullish()
      .transform((v) => (v ? v : null)),
    type: z.enum(ADMIN_NOTIFICATION_TYPES, { error: m.typeInvalid }),
    title: z
      .string({ error: m.titleRequired })
      .trim()
      .min(1, m.titleRequired)
      .max(NOTIFICATION_LIMITS.title, m.titleTooLong)
      .refine(plainText(), m.titleInvalid),
    message: z
      .string({ error: m.messageRequired })
      .trim()
      .min(1, m.messageRequired)
      .max(NOTIFICATION_LIMITS.message, m.messageTooLong)
      .refine(plainText({ multiline: true }), m.messageInvalid),
  },
  { error: m.invalidBody },
);
export type CreateNotificationInput = z.output<typeof createNotificationSchema>;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** ?page=&pageSize= of the admin notification list (page from 1; 20 a page unless asked, at most 100). */
export const listNotificationsQuerySchema = z.object({
  page: z.coerce.number({ error: m.pageInvalid }).int(m.pageInvalid).min(1, m.pageInvalid).default(1),
  pageSize: z.coerce
    .number({ error: m.pageInvalid })
    .int(m.pageInvalid)
    .min(1, m.pageInvalid)
    .max(MAX_PAGE_SIZE, m.pageInvalid)
    .default(DEFAULT_PAGE_SIZE),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuerySchema>;

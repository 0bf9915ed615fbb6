import { z } from "zod";
import { ADMIN_NOTIFICATION_TYPES } from "./admin-notification.ts";

/** The select's value for "every driver" (Radix Select has no empty value); sent as userId null. */
export const ALL_DRIVERS = "all";

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;

/** Nova Notificação: driver (Todos by default), type, title and message (both required). */
export const notificationFormSchema = z.object({
  recipient: z.string(),
  type: z.enum(ADMIN_NOTIFICATION_TYPES, { error: "Tipo de notificação inválido" }),
  title: z
    .string()
    .trim()
    .min(1, "Título é obrigatório")
    .max(NOTIFICATION_TITLE_MAX, `Título muito longo (máximo ${NOTIFICATION_TITLE_MAX} caracteres)`),
  message: z
    .string()
    .trim()
    .min(1, "Mensagem é obrigatória")
    .max(NOTIFICATION_MESSAGE_MAX, `Mensagem muito longa (máximo ${NOTIFICATION_MESSAGE_MAX} caracteres)`),
});
export type NotificationFormValues = z.input<typeof notificationFormSchema>;
export type NotificationFormOutput = z.output<typeof notificationFormSchema>;

export const EMPTY_NOTIFICATION_FORM: NotificationFormValues = {
  recipient: ALL_DRIVERS,
  type: "info",
  title: "",
  message: "",
};

import type { BadgeProps } from "../../components/ui/badge.tsx";

/** The types an admin may give a notification; booking_assigned is written by the system. */
export const ADMIN_NOTIFICATION_TYPES = ["info", "success", "warning", "error"] as const;
export type AdminNotificationType = (typeof ADMIN_NOTIFICATION_TYPES)[number];
export type NotificationType = AdminNotificationType | "booking_assigned";

/** A row of GET /api/admin/notifications. */
export interface AdminNotification {
  id: string;
  userId: string | null;
  /** null: sent to every driver (Todos). */
  recipientName: string | null;
  bookingId: string | null;
  type: NotificationType;
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
}

export interface CreateNotificationBody {
  userId: string | null;
  type: AdminNotificationType;
  title: string;
  message: string;
}

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  info: "Info",
  success: "Sucesso",
  warning: "Aviso",
  error: "Erro",
  booking_assigned: "Atribuição",
};

export const NOTIFICATION_TYPE_BADGES: Record<NotificationType, BadgeProps["variant"]> = {
  info: "blue",
  success: "green",
  warning: "yellow",
  error: "red",
  booking_assigned: "gold",
};

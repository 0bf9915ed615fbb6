import { Badge } from "../../components/ui/badge.tsx";
import { NOTIFICATION_TYPE_BADGES, NOTIFICATION_TYPE_LABELS, type NotificationType } from "./admin-notification.ts";

/** Info blue, Sucesso green, Aviso yellow, Erro red; Atribuição for the system's booking assignments. */
export function NotificationTypeBadge({ type }: { type: NotificationType }) {
  return <Badge variant={NOTIFICATION_TYPE_BADGES[type] ?? "outline"}>{NOTIFICATION_TYPE_LABELS[type] ?? type}</Badge>;
}

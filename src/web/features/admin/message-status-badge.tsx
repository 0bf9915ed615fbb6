import { Badge } from "../../components/ui/badge.tsx";
import { CONTACT_STATUS_BADGES, CONTACT_STATUS_LABELS, type ContactStatus } from "./contact-message.ts";

/** Nova, Lida, Respondida, Arquivada. */
export function MessageStatusBadge({ status }: { status: ContactStatus }) {
  return <Badge variant={CONTACT_STATUS_BADGES[status] ?? "outline"}>{CONTACT_STATUS_LABELS[status] ?? status}</Badge>;
}

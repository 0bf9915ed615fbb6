import type { BadgeProps } from "../../components/ui/badge.tsx";

export const CONTACT_STATUSES = ["new", "read", "replied", "archived"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A row of GET /api/admin/messages. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactStatus;
  createdAt: string;
}

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "Nova",
  read: "Lida",
  replied: "Respondida",
  archived: "Arquivada",
};

export const CONTACT_STATUS_BADGES: Record<ContactStatus, BadgeProps["variant"]> = {
  new: "blue",
  read: "grey",
  replied: "green",
  archived: "outline",
};

/** The mail client's reply to a message: mailto:<email>?subject=Re: <subject>. */
export function buildReplyMailto(message: Pick<ContactMessage, "email" | "subject">): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

/** The booking reference of a change request's message ("Pedido de alteração — 473a4ac9"), or null. */
export function changeRequestReference(subject: string): string | null {
  return /^Pedido de alteração — ([0-9a-f]{8})$/.exec(subject)?.[1] ?? null;
}

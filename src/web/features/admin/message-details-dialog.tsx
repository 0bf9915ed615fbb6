import { Archive, Mail, Phone, Reply } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { buildReplyMailto, changeRequestReference, type ContactMessage, type ContactStatus } from "./contact-message.ts";
import { MessageStatusBadge } from "./message-status-badge.tsx";
import { formatDateTime } from "../../../domain/lisbon-date.ts";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** One contact message in full, with Responder por Email and Arquivar. */
export function MessageDetailsDialog({
  message,
  onClose,
  onChangeStatus,
}: {
  message: ContactMessage | null;
  onClose: () => void;
  onChangeStatus: (message: ContactMessage, status: ContactStatus) => void;
}) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      {message && (
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Mensagem de {message.name}</DialogTitle>
            <DialogDescription className="flex items-center gap-2 max-sm:justify-center">
              Recebida em {formatDateTime(message.createdAt, "pt")} <MessageStatusBadge status={message.status} />
            </DialogDescription>
          </DialogHeader>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label="Nome">{message.name}</Detail>
            <Detail label="Email">
              <a className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={`mailto:${message.email}`}>
                <Mail aria-hidden="true" className="size-3.5" />
                {message.email}
              </a>
            </Detail>
            {message.phone && (
              <Detail label="Telefone">
                <a className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={`tel:${message.phone.replace(/\s+/g, "")}`}>
                  <Phone aria-hidden="true" className="size-3.5" />
                  {message.phone}
                </a>
              </Detail>
            )}
            <Detail label="Data">{formatDateTime(message.createdAt, "pt")}</Detail>
            <div className="sm:col-span-2">
              <Detail label="Assunto">{message.subject}</Detail>
            </div>
            {changeRequestReference(message.subject) && (
              <div className="sm:col-span-2">
                <Detail label="Reserva">
                  <a
                    className="text-primary underline-offset-4 hover:underline"
                    href={`/admin?tab=bookings&q=${changeRequestReference(message.subject)}`}
                  >
                    Abrir a reserva {changeRequestReference(message.subject)} (pedido de alteração)
                  </a>
                </Detail>
              </div>
            )}
            <div className="sm:col-span-2">
              <Detail label="Mensagem">
                <p className="rounded-md border bg-muted/40 p-3 whitespace-pre-wrap">{message.message}</p>
              </Detail>
            </div>
          </dl>
          <DialogFooter>
            <Button
              variant="outline"
              disabled={message.status === "archived"}
              onClick={() => onChangeStatus(message, "archived")}
            >
              <Archive aria-hidden="true" />
              Arquivar
            </Button>
            <Button asChild>
              <a href={buildReplyMailto(message)} onClick={() => onChangeStatus(message, "replied")}>
                <Reply aria-hidden="true" />
                Responder por Email
              </a>
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

import { FileText, RotateCcw } from "lucide-react";
import type { AdminInvoiceDocument } from "../../../domain/contracts/invoicing.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { formatDateTime } from "../../../domain/lisbon-date.ts";
import { formatEuros } from "../../../domain/money.ts";
import { useRetryInvoiceDocument } from "./use-admin-invoices.ts";

/** The admin's words for a certified document (decision 0051). */
export const DOCUMENT_KIND_LABELS: Record<AdminInvoiceDocument["kind"], string> = {
  invoice_receipt: "Fatura-recibo",
  credit_note: "Nota de crédito",
};

const STATUS_META: Record<AdminInvoiceDocument["status"], { label: string; badge: "green" | "yellow" | "red" }> = {
  issued: { label: "Emitido", badge: "green" },
  pending: { label: "Em emissão", badge: "yellow" },
  failed: { label: "Falhou", badge: "red" },
};

export function DocumentStatusBadge({ document }: { document: Pick<AdminInvoiceDocument, "status" | "attempts"> }) {
  const meta = STATUS_META[document.status];
  const attempts = document.attempts === 1 ? "1 tentativa" : `${document.attempts} tentativas`;
  const label = document.status === "pending" && document.attempts > 0 ? `A repetir (${attempts})` : meta.label;
  return <Badge variant={meta.badge}>{label}</Badge>;
}

/** Repetir: queues a document that did not go again. */
export function RetryDocumentButton({ document, label }: { document: Pick<AdminInvoiceDocument, "id" | "kind">; label: string }) {
  const retry = useRetryInvoiceDocument();
  return (
    <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => retry.mutate(document.id)} aria-label={label}>
      <RotateCcw aria-hidden="true" />
      Repetir
    </Button>
  );
}

/** The certified documents of one booking, as its sheet lists them. */
export function InvoiceDocumentList({ documents, reference }: { documents: AdminInvoiceDocument[]; reference: string }) {
  return (
    <ul className="space-y-3 text-sm">
      {documents.map((doc) => (
        <li key={doc.id} className="space-y-1 rounded-md border border-border p-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">
              {DOCUMENT_KIND_LABELS[doc.kind]} {doc.documentNumber ?? ""}
            </span>
            <DocumentStatusBadge document={doc} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground">
            <span>
              {formatEuros(doc.totalCents, "pt")} · {doc.taxId ? `NIF ${doc.taxId}` : "Consumidor final"} ·{" "}
              {formatDateTime(doc.issuedAt ?? doc.createdAt, "pt")}
            </span>
            {doc.pdfUrl && (
              <Button asChild variant="outline" size="sm">
                <a href={doc.pdfUrl} target="_blank" rel="noopener noreferrer" aria-label={`${DOCUMENT_KIND_LABELS[doc.kind]} ${doc.documentNumber} (PDF)`}>
                  <FileText aria-hidden="true" />
                  PDF
                </a>
              </Button>
            )}
          </div>
          {doc.status !== "issued" && doc.lastError && <p className="text-xs text-destructive">{doc.lastError}</p>}
          {doc.status !== "issued" && doc.attempts > 0 && (
            <RetryDocumentButton document={doc} label={`Repetir a emissão: ${DOCUMENT_KIND_LABELS[doc.kind]} da reserva ${reference}`} />
          )}
        </li>
      ))}
    </ul>
  );
}

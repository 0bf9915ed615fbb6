import { and, desc, eq, gt, inArray, ne, or } from "drizzle-orm";
import type {
  AdminInvoiceDocument,
  CustomerInvoiceDocument,
  InvoiceDocumentIssue,
  ManagedInvoice,
} from "../../../domain/contracts/invoicing.ts";
import type { InvoiceDetails } from "../../../domain/invoice-details.ts";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, invoiceDocuments } from "../../db/schema.ts";
import type { InvoiceDraft } from "../../integrations/invoicing/invoicing.ts";

type DocumentRow = typeof invoiceDocuments.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** The admin panel's words about certified documents (Portuguese). */
export const INVOICE_MESSAGES = {
  documentNotFound: "Documento não encontrado",
  alreadyIssued: "Este documento já foi emitido: não há nada a repetir.",
  retryQueued: "Documento colocado de novo na fila de emissão.",
  detailsClosed: "Os dados de faturação só podem ser alterados até à data do serviço, numa reserva não cancelada.",
  detailsSaved: "Dados de faturação guardados.",
} as const;

function adminView(row: DocumentRow): AdminInvoiceDocument {
  const draft = row.content as unknown as InvoiceDraft;
  return {
    id: row.id,
    kind: row.kind === "credit_note" ? "credit_note" : "invoice_receipt",
    status: row.status === "issued" ? "issued" : row.status === "failed" ? "failed" : "pending",
    documentNumber: row.documentNumber,
    pdfUrl: row.pdfUrl,
    totalCents: draft.totalCents,
    taxId: draft.client?.taxId ?? null,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
  };
}

/** The documents of a booking (its outbound booking's, which carry the payments), oldest first. */
export async function listBookingDocuments(db: DbOrTx, bookingIds: string[]): Promise<AdminInvoiceDocument[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db.select().from(invoiceDocuments).where(inArray(invoiceDocuments.bookingId, bookingIds)).orderBy(invoiceDocuments.createdAt);
  return rows.map(adminView);
}

/** The documents that need the admin: failed ones, and pending ones already refused at least once. Newest first. */
export async function listDocumentIssues(db: DbOrTx): Promise<InvoiceDocumentIssue[]> {
  const rows = await db
    .select({ document: invoiceDocuments, customerName: bookings.customerName })
    .from(invoiceDocuments)
    .innerJoin(bookings, eq(bookings.id, invoiceDocuments.bookingId))
    .where(or(eq(invoiceDocuments.status, "failed"), and(eq(invoiceDocuments.status, "pending"), gt(invoiceDocuments.attempts, 0))))
    .orderBy(desc(invoiceDocuments.createdAt))
    .limit(200);
  return rows.map(({ document, customerName }) => issueView(document, customerName));
}

function issueView(row: DocumentRow, customerName: string): InvoiceDocumentIssue {
  return { ...adminView(row), bookingId: row.bookingId, bookingReference: bookingReference(row.bookingId), customerName };
}

export type RetryResult = { ok: true; document: InvoiceDocumentIssue } | { ok: false; reason: "not_found" | "already_issued" };

/**
 * Queues a document again at once, its attempts counted from zero (the admin fixed what refused
 * it, e.g. the API key or a client's data at the service). What was already done at the service
 * (its draft, its number) is kept: the worker continues from there.
 */
export async function retryDocument(db: DbOrTx, id: string): Promise<RetryResult> {
  const [row] = await db
    .update(invoiceDocuments)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(invoiceDocuments.id, id), ne(invoiceDocuments.status, "issued")))
    .returning();
  if (!row) {
    const [exists] = await db.select({ id: invoiceDocuments.id }).from(invoiceDocuments).where(eq(invoiceDocuments.id, id));
    return { ok: false, reason: exists ? "already_issued" : "not_found" };
  }
  const [booking] = await db.select({ customerName: bookings.customerName }).from(bookings).where(eq(bookings.id, row.bookingId));
  return { ok: true, document: issueView(row, booking?.customerName ?? "") };
}

/** Whether the customer may still change the invoice details: until the service date, not cancelled or completed. */
export function invoiceDetailsEditable(outbound: Pick<BookingRow, "status" | "bookingDate">, now: Date = new Date()): boolean {
  return outbound.status !== "cancelled" && outbound.status !== "completed" && lisbonToday(now) <= outbound.bookingDate;
}

/** The booking page's invoice part: the details, whether they may change, and the issued documents. */
export async function managedInvoiceOf(
  db: DbOrTx,
  outbound: BookingRow,
  options: { certified: boolean; now?: Date },
): Promise<ManagedInvoice> {
  const rows = await db
    .select()
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.bookingId, outbound.id), eq(invoiceDocuments.status, "issued")))
    .orderBy(invoiceDocuments.issuedAt);
  const documents: CustomerInvoiceDocument[] = rows.flatMap((row) =>
    row.documentNumber && row.pdfUrl && row.issuedAt
      ? [
          {
            kind: row.kind === "credit_note" ? ("credit_note" as const) : ("invoice_receipt" as const),
            documentNumber: row.documentNumber,
            pdfUrl: row.pdfUrl,
            totalCents: (row.content as unknown as InvoiceDraft).totalCents,
            issuedAt: row.issuedAt.toISOString(),
          },
        ]
      : [],
  );
  return {
    details: { taxId: outbound.invoiceTaxId, name: outbound.invoiceName, address: outbound.invoiceAddress },
    editable: invoiceDetailsEditable(outbound, options.now),
    certified: options.certified,
    documents,
  };
}

/**
 * Stores the invoice details on the booking and every trip linked to it (return trip, a group's
 * vehicles). Documents already issued keep what they said; the next ones use the new details.
 */
export async function saveInvoiceDetails(db: DbOrTx, outbound: BookingRow, details: InvoiceDetails): Promise<BookingRow> {
  const [updated] = await db
    .update(bookings)
    .set({ invoiceTaxId: details.invoiceTaxId, invoiceName: details.invoiceName, invoiceAddress: details.invoiceAddress })
    .where(or(eq(bookings.id, outbound.id), eq(bookings.outboundBookingId, outbound.id)))
    .returning()
    .then((rows) => rows.filter((row) => row.id === outbound.id));
  return updated ?? outbound;
}

import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { payments } from "../../db/schema.ts";
import { invoiceDocuments } from "../../db/schema.ts";
import type { InvoiceDraft } from "../../integrations/invoicing/invoicing.ts";
import { creditNoteDraft, invoiceReceiptDraft } from "./document-content.ts";

type PaymentRow = typeof payments.$inferSelect;

/*
 * The invoicing outbox (decision 0051): a document to issue is a row written in the transaction
 * that records its payment or refund, so neither is ever lost; the invoicing worker issues it.
 */

/**
 * Queues the invoice-receipt of a payment just recorded as paid (once per payment: a repeated
 * call queues nothing). Pass the caller's transaction. Only with certified invoicing on: the
 * caller decides (`deps.invoicing.kind !== "off"`).
 */
export async function queueInvoiceReceipt(tx: DbOrTx, payment: PaymentRow, at: Date = new Date()): Promise<boolean> {
  const content = await invoiceReceiptDraft(tx, payment, at);
  const rows = await tx
    .insert(invoiceDocuments)
    .values({ kind: "invoice_receipt", bookingId: payment.bookingId, paymentId: payment.id, content: content as unknown as Record<string, unknown> })
    .onConflictDoNothing()
    .returning({ id: invoiceDocuments.id });
  return rows.length > 0;
}

/**
 * Queues the credit note of a refund, linked to the invoice-receipt of the payment it refunds:
 * only when that payment has one queued (a payment taken while invoicing was off gets none), and
 * only for a refund of some money. Once per refund.
 */
export async function queueCreditNote(
  tx: DbOrTx,
  payment: PaymentRow,
  refund: { id: string; amountCents: number },
  at: Date = new Date(),
): Promise<boolean> {
  if (refund.amountCents <= 0) return false;
  const [invoice] = await tx
    .select({ content: invoiceDocuments.content })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.paymentId, payment.id), eq(invoiceDocuments.kind, "invoice_receipt")));
  if (!invoice) return false;
  const content = creditNoteDraft(invoice.content as unknown as InvoiceDraft, refund.amountCents, at);
  const rows = await tx
    .insert(invoiceDocuments)
    .values({
      kind: "credit_note",
      bookingId: payment.bookingId,
      paymentId: payment.id,
      refundId: refund.id,
      content: content as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing()
    .returning({ id: invoiceDocuments.id });
  return rows.length > 0;
}

import { eq } from "drizzle-orm";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import { splitVatInclusive, vatRateFor } from "../../../domain/vat.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { payments } from "../../db/schema.ts";
import { bookings } from "../../db/schema.ts";
import type { InvoiceDraft, InvoiceLine } from "../../integrations/invoicing/invoicing.ts";
import { findReceipt } from "../receipts/service.ts";
import { getVatRates } from "../settings/service.ts";

type PaymentRow = typeof payments.$inferSelect;

/**
 * What the invoice-receipt of a payment says (decision 0051): the booking's lines as the receipt
 * splits them, at the VAT rates of Configurações (src/domain/vat.ts); made out to the invoice
 * details the customer gave (their NIF), else to a final consumer. When the lines do not add up
 * to the payment (the difference of a changed booking), one line of the amount paid, at the
 * service's rate.
 */
export async function invoiceReceiptDraft(tx: DbOrTx, payment: PaymentRow, at: Date = new Date()): Promise<InvoiceDraft> {
  const [payer] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId));
  if (!payer) throw new Error(`payment ${payment.id} has no booking`);
  const reference = bookingReference(payer.id);
  const receipt = await findReceipt(tx, payer.id, at);
  let lines: InvoiceLine[];
  if (receipt.kind === "ok" && receipt.receipt.payment.amountCents === payment.amountCents && receipt.receipt.breakdown.totalGrossCents === payment.amountCents) {
    lines = receipt.receipt.lines.map((line) => ({
      item: line.isExtra ? "Extra" : line.serviceType === "tour" ? "Tour" : "Transferência",
      description: line.detail ? `${line.description} (${line.detail})` : line.description,
      grossCents: line.grossCents,
      netCents: line.netCents,
      vatBasisPoints: line.rateBasisPoints,
    }));
  } else {
    const rate = vatRateFor(payer.bookingType, await getVatRates(tx));
    const split = splitVatInclusive(payment.amountCents, rate);
    lines = [
      {
        item: payer.bookingType === "tour" ? "Tour" : "Transferência",
        description: `Reserva ${reference}`,
        grossCents: split.grossCents,
        netCents: split.netCents,
        vatBasisPoints: split.rateBasisPoints,
      },
    ];
  }
  return {
    date: lisbonToday(at),
    reference,
    client: {
      name: payer.invoiceName ?? payer.customerName,
      taxId: payer.invoiceTaxId,
      address: payer.invoiceAddress,
      email: payer.customerEmail,
    },
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.grossCents, 0),
    language: payer.language,
  };
}

/**
 * The credit note of a refund of `refundCents` of a payment whose invoice-receipt says `invoice`:
 * the same client, and the invoice's lines scaled to the refund (each rounded to a cent, the
 * cents left over given to the largest lines, so they add up to the refund), split again at their
 * rates. A full refund credits every line as invoiced.
 */
export function creditNoteDraft(invoice: InvoiceDraft, refundCents: number, at: Date = new Date()): InvoiceDraft {
  const total = invoice.totalCents;
  const scaled = invoice.lines.map((line, index) => {
    const exact = total > 0 ? (line.grossCents * refundCents) / total : 0;
    return { line, index, cents: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = refundCents - scaled.reduce((sum, s) => sum + s.cents, 0);
  for (const s of [...scaled].sort((a, b) => b.rest - a.rest || b.line.grossCents - a.line.grossCents)) {
    if (left <= 0) break;
    s.cents++;
    left--;
  }
  const lines = scaled
    .filter((s) => s.cents > 0)
    .map(({ line, cents }) => {
      const split = splitVatInclusive(cents, line.vatBasisPoints);
      return { ...line, grossCents: cents, netCents: split.netCents };
    });
  return {
    ...invoice,
    date: lisbonToday(at),
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.grossCents, 0),
    observations: refundCents === total ? `Reembolso total da reserva ${invoice.reference}` : `Reembolso parcial da reserva ${invoice.reference}`,
  };
}

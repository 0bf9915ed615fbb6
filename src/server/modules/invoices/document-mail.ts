import { formatEuros } from "../../../domain/money.ts";
import { isContentLanguage } from "../../../domain/translations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";
import type { InvoiceDraft } from "../../integrations/invoicing/invoicing.ts";
import type { InvoiceDocumentRow } from "../../integrations/invoicing/worker.ts";
import { enqueueMail } from "../../integrations/mail/outbox.ts";
import type { BrandedMail, SummaryRow } from "../../mail/types.ts";
import { DOCUMENT_MAIL_TEXTS } from "./document-mail-texts.ts";
import { eq } from "drizzle-orm";

/** The e-mail of an issued document: its number, amount and tax number, and its PDF, in the booking's language. */
export function issuedDocumentMail(input: {
  to: string;
  customerName: string;
  kind: "invoice_receipt" | "credit_note";
  number: string;
  pdfUrl: string;
  draft: InvoiceDraft;
}): BrandedMail {
  const lang = isContentLanguage(input.draft.language) ? input.draft.language : "en";
  const t = DOCUMENT_MAIL_TEXTS[lang];
  const texts = input.kind === "credit_note" ? t.creditNote : t.invoiceReceipt;
  const ref = input.draft.reference;
  const rows: SummaryRow[] = [
    [t.number, input.number],
    [t.reference, ref],
    [t.amount, formatEuros(input.draft.totalCents, t.locale)],
    [t.taxId, input.draft.client.taxId ?? t.finalConsumer],
  ];
  return {
    kind: input.kind === "credit_note" ? "credit_note_issued" : "invoice_receipt_issued",
    to: input.to,
    subject: texts.subject(input.number, ref),
    branded: {
      language: lang,
      audience: "customer",
      preview: texts.intro(ref),
      heading: texts.heading,
      intro: [t.hello(input.customerName), texts.intro(ref)],
      sections: [{ rows }],
      buttons: [{ label: t.download, url: input.pdfUrl }],
      outro: [t.keep],
      reference: ref,
    },
  };
}

/** Queues the e-mail of a document just issued (the invoicing worker's `onIssued`, in its transaction). */
export async function queueIssuedDocumentMail(tx: DbOrTx, row: InvoiceDocumentRow): Promise<void> {
  if (!row.documentNumber || !row.pdfUrl) return;
  const [booking] = await tx
    .select({ customerName: bookings.customerName, customerEmail: bookings.customerEmail })
    .from(bookings)
    .where(eq(bookings.id, row.bookingId));
  if (!booking) return;
  await enqueueMail(
    tx,
    issuedDocumentMail({
      to: booking.customerEmail,
      customerName: booking.customerName,
      kind: row.kind === "credit_note" ? "credit_note" : "invoice_receipt",
      number: row.documentNumber,
      pdfUrl: row.pdfUrl,
      draft: row.content as unknown as InvoiceDraft,
    }),
  );
}

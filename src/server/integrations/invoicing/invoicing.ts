/**
 * Certified invoicing (decision 0051): the documents a Portuguese company must issue through
 * software certified by the tax authority. An invoice-receipt (fatura-recibo) for each payment
 * received, a credit note (nota de crédito) for each refund. Chosen by INVOICING
 * (`create-invoicing.ts`): invoicexpress, or off (nothing is issued; the receipt the admin prints
 * says it is not a certified invoice).
 */

export type InvoicingKind = "off" | "invoicexpress";
export type InvoiceDocumentKind = "invoice_receipt" | "credit_note";

/** Who the document is made out to. Without a tax number: a final consumer ("Consumidor final"). */
export interface InvoiceClient {
  name: string;
  /** A Portuguese NIF (9 digits) or a foreign VAT number with its country code; null: final consumer. */
  taxId: string | null;
  address: string | null;
  email: string | null;
}

/** One line, VAT-inclusive as the customer paid it, split at its rate (src/domain/vat.ts). */
export interface InvoiceLine {
  /** The catalogue item the service files it under (Transferência, Tour, Extra). */
  item: string;
  description: string;
  grossCents: number;
  netCents: number;
  vatBasisPoints: number;
}

/** What a document says, fixed when it is queued (invoice_documents.content). */
export interface InvoiceDraft {
  /** The Lisbon date of the payment or refund, YYYY-MM-DD. */
  date: string;
  /** The booking's reference (e.g. "A1B2C3D4"). */
  reference: string;
  client: InvoiceClient;
  lines: InvoiceLine[];
  totalCents: number;
  /** The customer's language, for the e-mail that carries the document. */
  language: string;
  /** A free note printed on the document (e.g. the refund's reason). */
  observations?: string;
}

export interface CreateDocumentInput {
  kind: InvoiceDocumentKind;
  draft: InvoiceDraft;
  /** A credit note: the service's id of the invoice-receipt it corrects. */
  ownerRemoteId?: string;
}

/** A document as the service holds it. */
export interface RemoteDocument {
  /** draft until finalized; then final, settled (an invoice-receipt is settled at once) or canceled. */
  status: string;
  /** Its number once finalized (e.g. "FR 2026/12"), else null. */
  number: string | null;
}

/** The certified invoicing service chosen by INVOICING. */
export interface InvoicingService {
  kind: InvoicingKind;
  /** For the start-up log line. */
  describe: string;
  /** Creates the document as a draft and answers the service's id for it. */
  createDraft(input: CreateDocumentInput): Promise<{ remoteId: string }>;
  /** Reads a document (a retry after a lost answer learns whether it was finalized). */
  getDocument(kind: InvoiceDocumentKind, remoteId: string): Promise<RemoteDocument>;
  /** Finalizes a draft: it gets its number and is communicated to the tax authority. */
  finalize(kind: InvoiceDocumentKind, remoteId: string): Promise<RemoteDocument>;
  /** The document's PDF link, or null while the service is still making it. */
  pdfUrl(remoteId: string): Promise<string | null>;
}

/**
 * A refused or failed call. `permanent`: the same call would fail again (a refused key, a document
 * the service rejects): the document waits for an admin's retry. Otherwise it is retried with
 * backoff, not before `retryAfterMs` when the service said so (a rate limit's Retry-After).
 */
export class InvoicingError extends Error {
  constructor(
    message: string,
    readonly options: {
      status?: number;
      permanent: boolean;
      /** Not before this long: the service's Retry-After (the backoff applies when it is longer). */
      retryAfterMs?: number;
      /** Exactly this long, whatever the backoff: a step the service is still doing (a PDF answered 202). */
      againInMs?: number;
    },
  ) {
    super(message);
  }
}

import { z } from "zod";

/*
 * The answers about certified invoices (decision 0051), shared by the server, which builds them,
 * and the web app, which reads them. Dates are ISO strings (JSON).
 */

export const invoiceDocumentKindSchema = z.enum(["invoice_receipt", "credit_note"]);
export const invoiceDocumentStatusSchema = z.enum(["pending", "issued", "failed"]);

/** One document of a booking as the admin's booking sheet lists it. */
export const adminInvoiceDocumentSchema = z.object({
  id: z.string(),
  kind: invoiceDocumentKindSchema,
  /** pending: queued or being retried; issued; failed: waits for an admin's retry. */
  status: invoiceDocumentStatusSchema,
  documentNumber: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  totalCents: z.number().int(),
  /** The customer's tax number on it, or null for a final consumer. */
  taxId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type AdminInvoiceDocument = z.infer<typeof adminInvoiceDocumentSchema>;

/** A document that needs the admin (failed, or retried after errors), with its booking. */
export const invoiceDocumentIssueSchema = adminInvoiceDocumentSchema.extend({
  bookingId: z.string(),
  bookingReference: z.string(),
  customerName: z.string(),
});
export type InvoiceDocumentIssue = z.infer<typeof invoiceDocumentIssueSchema>;

/** GET /api/admin/invoice-documents: the documents that need attention, and whether invoicing is on. */
export const invoiceDocumentIssuesAnswerSchema = z.object({
  invoicing: z.enum(["off", "invoicexpress"]),
  documents: z.array(invoiceDocumentIssueSchema),
});
export type InvoiceDocumentIssuesAnswer = z.infer<typeof invoiceDocumentIssuesAnswerSchema>;

/** POST /api/admin/invoice-documents/:id/retry: the document, queued again. */
export const invoiceDocumentRetryAnswerSchema = z.object({
  document: invoiceDocumentIssueSchema,
  message: z.string(),
});
export type InvoiceDocumentRetryAnswer = z.infer<typeof invoiceDocumentRetryAnswerSchema>;

/** An issued document as its customer sees it on the booking page. */
export const customerInvoiceDocumentSchema = z.object({
  kind: invoiceDocumentKindSchema,
  documentNumber: z.string(),
  pdfUrl: z.string(),
  totalCents: z.number().int(),
  issuedAt: z.string(),
});
export type CustomerInvoiceDocument = z.infer<typeof customerInvoiceDocumentSchema>;

/** The booking page's invoice part (GET /api/manage/:token's `invoice`, and the answer of its change). */
export const managedInvoiceSchema = z.object({
  details: z.object({ taxId: z.string().nullable(), name: z.string().nullable(), address: z.string().nullable() }),
  /** The details may be changed until the service date, on a booking not cancelled. */
  editable: z.boolean(),
  /** Certified invoices are issued (INVOICING is on). */
  certified: z.boolean(),
  documents: z.array(customerInvoiceDocumentSchema),
});
export type ManagedInvoice = z.infer<typeof managedInvoiceSchema>;

/** POST /api/manage/:token/invoice-details. */
export const managedInvoiceAnswerSchema = z.object({ invoice: managedInvoiceSchema });
export type ManagedInvoiceAnswer = z.infer<typeof managedInvoiceAnswerSchema>;

import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_MESSAGES as M } from "../../../domain/booking-messages.ts";
import type { AdminInvoiceDocument, InvoiceDocumentIssuesAnswer, ManagedInvoice } from "../../../domain/contracts/invoicing.ts";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import { bookings, invoiceDocuments, mailOutbox, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createInvoiceXpress } from "../../integrations/invoicing/invoicexpress.ts";
import { createInvoicingWorker } from "../../integrations/invoicing/worker.ts";
import { silentLogger } from "../../logger.ts";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";
import { startFakeInvoiceXpress, type FakeInvoiceXpress } from "../../../../test-support/fake-invoicexpress.ts";
import { renderQueuedMails } from "../../../../test-support/rendered-mails.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { queueIssuedDocumentMail } from "./document-mail.ts";

/**
 * Certified invoices end to end with the fake InvoiceXpress (decision 0051): a booking with a NIF,
 * paid, gets one invoice-receipt made out to that NIF; its cancellation's refund a credit note;
 * both reach the admin's booking sheet, the booking page and the customer's e-mails. A wrong
 * check digit is refused; nobody sees another booking's documents.
 */
let fake: FakeInvoiceXpress;
let t: TestApp;
let admin: TestUser;
let economy: typeof vehicles.$inferSelect;
let ip = 0;

beforeAll(async () => {
  fake = await startFakeInvoiceXpress("key-123");
  fake.pdfPendingPolls = 0;
  t = await createTestApp({
    env: { TRUST_PROXY: "1", INVOICING: "invoicexpress", INVOICEXPRESS_ACCOUNT: "acme", INVOICEXPRESS_API_KEY: "key-123" },
    invoicing: createInvoiceXpress({ account: "acme", apiKey: "key-123", baseUrl: fake.url }),
  });
  await seedDemoCatalogue(t.db);
  admin = await t.createUser(["admin"], "Admin Faturas");
  [economy] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1)) as [typeof economy];
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const asCustomer = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  t.request(path, { ...init, headers: { "x-forwarded-for": `198.51.100.${++ip % 250}`, ...init.headers } });
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const issueAll = () =>
  createInvoicingWorker({
    db: t.db,
    service: t.deps.invoicing,
    logger: silentLogger,
    intervalMs: 60_000,
    now: () => new Date(Date.now() + 60 * 60_000),
    onIssued: queueIssuedDocumentMail,
  }).runOnce();

async function bookAndPay(overrides: Record<string, unknown>) {
  const body = transferBookingBody({ id: economy.id, class: economy.class }, { customerEmail: `c${Date.now()}${ip}@example.com`, ...overrides });
  const created = await asCustomer("/api/bookings?lang=pt", { json: body });
  expect(created.status, await created.clone().text()).toBe(201);
  const { manageToken } = (await created.json()) as { manageToken: string };
  const checkout = await asCustomer(`/api/manage/${manageToken}/checkout`, { json: {} });
  const { url } = (await checkout.json()) as { url: string };
  expect((await asCustomer(`${new URL(url).pathname}/pay`, { method: "POST", headers: FORM })).status).toBe(303);
  return { id: body.id as string, token: manageToken, email: body.customerEmail as string };
}
const adminDocuments = async (id: string) =>
  ((await (await t.request(`/api/admin/bookings/${id}`, { cookie: admin.cookie })).json()) as { booking: { invoiceDocuments: AdminInvoiceDocument[]; invoiceTaxId: string } }).booking;
const mailsTo = async (to: string) => {
  await renderQueuedMails(t.db);
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
};

describe("a paid round trip with the fake service", () => {
  it("issues one invoice-receipt per payment with the customer's NIF, and a credit note on a cancellation's refund", async () => {
    const b = await bookAndPay({ invoiceTaxId: "PT 501 442 600", invoiceName: "Empresa Exemplo Lda", invoiceAddress: "Rua do Sol 1, 8000-000 Faro" });
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(stored).toMatchObject({ invoiceTaxId: "501442600", invoiceName: "Empresa Exemplo Lda", invoiceAddress: "Rua do Sol 1, 8000-000 Faro" });

    expect(await issueAll()).toMatchObject({ issued: 1 });
    const sent = fake.requests.find((r) => r.path === "/invoice_receipts.json" && JSON.stringify(r.body).includes("Empresa Exemplo Lda"))!;
    expect((sent.body as { invoice: { client: unknown } }).invoice.client).toMatchObject({ fiscal_id: "501442600", name: "Empresa Exemplo Lda" });

    let sheet = await adminDocuments(b.id);
    expect(sheet.invoiceTaxId).toBe("501442600");
    expect(sheet.invoiceDocuments).toEqual([
      expect.objectContaining({ kind: "invoice_receipt", status: "issued", taxId: "501442600", documentNumber: expect.stringMatching(/^FR\//), pdfUrl: expect.stringContaining(".pdf") }),
    ]);
    const invoice = sheet.invoiceDocuments[0]!;
    const invoiceMail = (await mailsTo(b.email)).find((m) => m.kind === "invoice_receipt_issued")!;
    expect(invoiceMail.subject).toContain(`Fatura-recibo ${invoice.documentNumber}`);
    expect(invoiceMail.textBody).toContain(invoice.pdfUrl!);

    const page = (await (await asCustomer(`/api/manage/${b.token}`)).json()) as { invoice: ManagedInvoice };
    expect(page.invoice.documents).toEqual([expect.objectContaining({ kind: "invoice_receipt", documentNumber: invoice.documentNumber, pdfUrl: invoice.pdfUrl })]);

    const refund = page as unknown as { cancellation: { refundCents: number } };
    const cancelled = await asCustomer(`/api/manage/${b.token}/cancel`, { json: { expectedRefundCents: refund.cancellation.refundCents } });
    expect(cancelled.status).toBe(200);
    expect(await issueAll()).toMatchObject({ issued: 1 });
    sheet = await adminDocuments(b.id);
    expect(sheet.invoiceDocuments.map((d) => [d.kind, d.status])).toEqual([
      ["invoice_receipt", "issued"],
      ["credit_note", "issued"],
    ]);
    const note = sheet.invoiceDocuments[1]!;
    expect(note.totalCents).toBe(refund.cancellation.refundCents);
    const noteMail = (await mailsTo(b.email)).find((m) => m.kind === "credit_note_issued")!;
    expect(noteMail.subject).toContain(`Nota de crédito ${note.documentNumber}`);
    expect(noteMail.textBody).toContain(note.pdfUrl!);
    // Nothing more to issue, and nothing was made twice.
    expect(await issueAll()).toEqual({ issued: 0, failed: 0 });
    const ours = [...fake.documents.values()].filter((d) => (d.body as { reference?: string }).reference === invoiceMail.subject.split("reserva ")[1]);
    expect(ours.map((d) => d.type).sort()).toEqual(["credit_notes", "invoice_receipts"]);
  });

  it("makes a booking without invoice details out to a final consumer", async () => {
    const b = await bookAndPay({});
    const [doc] = await t.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.bookingId, b.id));
    expect(doc!.content).toMatchObject({ client: { taxId: null } });
  });
});

describe("the NIF rule", () => {
  it("refuses a Portuguese NIF with a wrong check digit with a clear message, and stores nothing", async () => {
    const body = transferBookingBody({ id: economy.id, class: economy.class }, { invoiceTaxId: "501442601" });
    const response = await asCustomer("/api/bookings", { json: body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(M.taxIdCheckDigit);
    expect(await t.db.select().from(bookings).where(eq(bookings.id, body.id as string))).toEqual([]);
  });

  it("lets the customer change the details on the booking page until the service date, with the same rule", async () => {
    const body = transferBookingBody({ id: economy.id, class: economy.class });
    const { manageToken } = (await (await asCustomer("/api/bookings", { json: body })).json()) as { manageToken: string };
    const wrong = await asCustomer(`/api/manage/${manageToken}/invoice-details`, { json: { invoiceTaxId: "245108978" } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: "invalid_invoice_details", message: M.taxIdCheckDigit } });
    const saved = await asCustomer(`/api/manage/${manageToken}/invoice-details`, { json: { invoiceTaxId: "DE 123456789", invoiceName: "Muster GmbH", invoiceAddress: "" } });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("cache-control")).toContain("no-store");
    expect(((await saved.json()) as { invoice: ManagedInvoice }).invoice).toMatchObject({
      details: { taxId: "DE123456789", name: "Muster GmbH", address: null },
      editable: true,
      certified: true,
    });
    // After the service date: closed.
    await t.db.update(bookings).set({ bookingDate: addDays(lisbonToday(), -1) }).where(eq(bookings.id, body.id as string));
    const closed = await asCustomer(`/api/manage/${manageToken}/invoice-details`, { json: { invoiceTaxId: "501442600" } });
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({ error: { code: "invoice_details_closed" } });
  });
});

describe("who sees the documents", () => {
  it("an outsider who knows a booking's id sees none of its documents, and the failed-documents view is the admin's only", async () => {
    const b = await bookAndPay({ invoiceTaxId: "501442600" });
    const outsider = await t.createUser([], "Curioso");
    const driver = await t.createUser(["driver"], "Motorista");
    for (const cookie of [outsider.cookie, driver.cookie]) {
      expect((await t.request(`/api/admin/bookings/${b.id}`, { cookie })).status).toBe(403);
      expect((await t.request(`/api/account/bookings/${b.id}`, { cookie })).status).toBe(403);
      expect((await t.request("/api/admin/invoice-documents", { cookie })).status).toBe(403);
    }
    expect((await t.request(`/api/account/bookings/${b.id}`)).status).toBe(401);
    expect((await asCustomer(`/api/manage/${b.id}`)).status).toBe(404);
    expect((await asCustomer(`/api/manage/${b.id}/invoice-details`, { json: { invoiceTaxId: "501442600" } })).status).toBe(404);
  });

  it("lists a refused document for the admin, who queues it again", async () => {
    await issueAll(); // what earlier tests left, so that the refusal below is this booking's
    const b = await bookAndPay({});
    fake.failNext(1, 422);
    await issueAll();
    const listed = (await (await t.request("/api/admin/invoice-documents", { cookie: admin.cookie })).json()) as InvoiceDocumentIssuesAnswer;
    expect(listed.invoicing).toBe("invoicexpress");
    const failed = listed.documents.find((d) => d.bookingId === b.id)!;
    expect(failed).toMatchObject({ status: "failed", kind: "invoice_receipt", lastError: expect.stringContaining("documento recusado") });
    const retried = await t.request(`/api/admin/invoice-documents/${failed.id}/retry`, { cookie: admin.cookie, json: {} });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ document: { status: "pending", attempts: 0 }, message: "Documento colocado de novo na fila de emissão." });
    await issueAll();
    const again = await t.request(`/api/admin/invoice-documents/${failed.id}/retry`, { cookie: admin.cookie, json: {} });
    expect(again.status).toBe(409);
    const [doc] = await t.db.select().from(invoiceDocuments).where(inArray(invoiceDocuments.id, [failed.id]));
    expect(doc!.status).toBe("issued");
  });
});

import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeInvoiceXpress, type FakeInvoiceXpress } from "../../../../test-support/fake-invoicexpress.ts";
import { renderQueuedMails } from "../../../../test-support/rendered-mails.ts";
import { openCheckout } from "../../../../test-support/open-checkout.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { insertTestTransfer } from "../../../../test-support/test-bookings.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import { bookings, invoiceDocuments, mailOutbox } from "../../db/schema.ts";
import { silentLogger } from "../../logger.ts";
import { queueIssuedDocumentMail } from "../../modules/invoices/document-mail.ts";
import { createInvoiceXpress } from "./invoicexpress.ts";
import { createInvoicingWorker } from "./worker.ts";

/**
 * The invoicing outbox: a paid checkout queues one invoice-receipt in its transaction, a refund
 * one credit note; the worker issues them against the fake InvoiceXpress, retrying until the
 * service answers, and never makes a document twice.
 */
let fake: FakeInvoiceXpress;
let t: TestApp;
/** The worker's clock: ahead of the database's, so that a document just queued is due. */
let clock = new Date(Date.now() + 60_000);
beforeAll(async () => {
  fake = await startFakeInvoiceXpress("key-123");
  t = await createTestApp({
    env: { INVOICING: "invoicexpress", INVOICEXPRESS_ACCOUNT: "acme", INVOICEXPRESS_API_KEY: "key-123" },
    invoicing: createInvoiceXpress({ account: "acme", apiKey: "key-123", baseUrl: fake.url }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  // Each test issues its own documents only.
  await t.db.delete(invoiceDocuments);
  clock = new Date(Date.now() + 60_000);
  fake.down = false;
  fake.pdfPendingPolls = 0;
  fake.requests.length = 0;
  knownIds = new Set(fake.documents.keys());
  fake.failNext(0);
  fake.rateLimitNext(0, 1);
});

const worker = () =>
  createInvoicingWorker({ db: t.db, service: t.deps.invoicing, logger: silentLogger, intervalMs: 60_000, now: () => clock, onIssued: queueIssuedDocumentMail });
/** Moves the clock past every backoff. */
const later = () => (clock = new Date(clock.getTime() + 2 * 60 * 60_000));
const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** A booking with the customer's NIF, paid through the test checkout; answers its id and manage token. */
async function paidBooking(totalPriceCents = 12_000, taxId: string | null = "501442600") {
  const b = await insertTestTransfer(t.db, { totalPriceCents });
  await t.db.update(bookings).set({ invoiceTaxId: taxId, invoiceName: taxId ? "Empresa Lda" : null, language: "pt" }).where(eq(bookings.id, b.outboundId));
  const opened = await openCheckout(t, b.outboundId);
  const { url } = (await opened.json()) as { url: string };
  expect((await t.request(`${new URL(url).pathname}/pay`, { method: "POST", headers: FORM })).status).toBe(303);
  return { id: b.outboundId, token: opened.token, url };
}
const documentsOf = (bookingId: string) => t.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.bookingId, bookingId));
/** The documents the fake service made during this test (a refused or dropped request made none). */
const creates = () => [...fake.documents.keys()].filter((id) => !knownIds.has(id));
let knownIds = new Set<number>();

describe("queueing", () => {
  it("a paid checkout queues one invoice-receipt with the booking's lines and the customer's NIF; paying again queues nothing", async () => {
    const b = await paidBooking(12_000);
    const [doc, ...others] = await documentsOf(b.id);
    expect(others).toEqual([]);
    expect(doc).toMatchObject({ kind: "invoice_receipt", status: "pending", remoteId: null });
    expect(doc!.content).toMatchObject({
      client: { name: "Empresa Lda", taxId: "501442600" },
      totalCents: 12_000,
      lines: [expect.objectContaining({ grossCents: 12_000, netCents: 11_321, vatBasisPoints: 600 })],
    });
    expect((await t.request(`${new URL(b.url).pathname}/pay`, { method: "POST", headers: FORM })).status).toBe(303);
    expect(await documentsOf(b.id)).toHaveLength(1);
    expect(t.invoicingWakes).toBeGreaterThan(0);
  });
});

describe("issuing", () => {
  it("creates, finalizes and links the PDF once, and queues the customer's e-mail with them", async () => {
    fake.pdfPendingPolls = 1;
    const b = await paidBooking(9_000);
    const w = worker();
    expect(await w.runOnce()).toEqual({ issued: 0, failed: 0 }); // the PDF answered 202: not a failure
    // Asked again 5 s later, not after the backoff of a failure, and no attempt counted; finalized already.
    const [waiting] = await documentsOf(b.id);
    expect(waiting!.nextAttemptAt.getTime() - clock.getTime()).toBe(5_000);
    expect(waiting).toMatchObject({ attempts: 0, lastError: null, status: "pending" });
    expect(waiting!.documentNumber).not.toBeNull();
    later();
    expect(await w.runOnce()).toEqual({ issued: 1, failed: 0 });
    const [doc] = await documentsOf(b.id);
    expect(doc).toMatchObject({ status: "issued", documentNumber: expect.stringMatching(/^FR\/\d+$/), pdfUrl: expect.stringContaining(".pdf") });
    expect(creates()).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path.endsWith("change-state.json"))).toHaveLength(1);
    await renderQueuedMails(t.db);
    const mails = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.kind, ["invoice_receipt_issued"]));
    const mail = mails.find((m) => m.subject.includes(doc!.documentNumber!))!;
    expect(mail.subject).toBe(`Fatura-recibo ${doc!.documentNumber} — reserva ${bookingReference(b.id)}`);
    expect(mail.textBody).toContain(doc!.pdfUrl!);
    expect(mail.textBody).toContain("501442600");
    // Nothing is left to do: another run issues nothing.
    expect(await w.runOnce()).toEqual({ issued: 0, failed: 0 });
  });

  it("retries while the service is down, with backoff, then issues exactly one document", async () => {
    const b = await paidBooking();
    const w = worker();
    fake.down = true;
    expect(await w.runOnce()).toMatchObject({ failed: 1 });
    const [failed] = await documentsOf(b.id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, remoteId: null });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(clock.getTime());
    // Not due yet: nothing is tried.
    expect(await w.runOnce()).toEqual({ issued: 0, failed: 0 });
    later();
    // Back, but rate-limited: not asked again before its Retry-After.
    fake.down = false;
    fake.rateLimitNext(1, 120);
    expect(await w.runOnce()).toMatchObject({ failed: 1 });
    const [limited] = await documentsOf(b.id);
    expect(limited!.nextAttemptAt.getTime() - clock.getTime()).toBeGreaterThanOrEqual(120_000);
    later();
    expect(await w.runOnce()).toMatchObject({ issued: 1 });
    expect(creates()).toHaveLength(1);
  });

  it("continues the same draft after a lost answer: finalized once, never created twice", async () => {
    const b = await paidBooking();
    const w = worker();
    fake.loseNextFinalizeAnswer();
    expect(await w.runOnce()).toMatchObject({ failed: 1 });
    const [half] = await documentsOf(b.id);
    expect(half!.remoteId).not.toBeNull();
    expect(half!.finalizedAt).toBeNull();
    later();
    expect(await w.runOnce()).toMatchObject({ issued: 1 });
    expect(creates()).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path.endsWith("change-state.json"))).toHaveLength(1);
    const [doc] = await documentsOf(b.id);
    expect(doc!.documentNumber).toBe(fake.documents.get(Number(half!.remoteId))!.sequenceNumber!.split("/").reverse().join("/"));
  });

  it("leaves a document the service refuses (a wrong key, 401) for an admin's retry", async () => {
    const b = await paidBooking();
    fake.failNext(1, 401);
    expect(await worker().runOnce()).toMatchObject({ failed: 1 });
    const [doc] = await documentsOf(b.id);
    expect(doc).toMatchObject({ status: "failed", attempts: 1, lastError: expect.stringContaining("chave da API recusada") });
  });
});

describe("refunds", () => {
  it("a cancellation's refund queues one credit note for the refunded amount, issued after its invoice and linked to it", async () => {
    const b = await paidBooking(20_000);
    const cancelled = await t.request(`/api/manage/${b.token}/cancel`, { json: { expectedRefundCents: 20_000 } });
    expect(cancelled.status).toBe(200);
    const docs = await documentsOf(b.id);
    expect(docs.map((d) => d.kind).sort()).toEqual(["credit_note", "invoice_receipt"]);
    const note = docs.find((d) => d.kind === "credit_note")!;
    expect(note.content).toMatchObject({ totalCents: 20_000, client: { taxId: "501442600" } });
    expect(await worker().runOnce()).toMatchObject({ issued: 2 });
    const invoice = (await documentsOf(b.id)).find((d) => d.kind === "invoice_receipt")!;
    const noteCreate = fake.requests.find((r) => r.path === "/credit_notes.json")!;
    expect((noteCreate.body as { invoice: { owner_invoice_id: string } }).invoice.owner_invoice_id).toBe(invoice.remoteId);
    expect((await documentsOf(b.id)).find((d) => d.kind === "credit_note")).toMatchObject({ status: "issued", documentNumber: expect.stringMatching(/^NC\//) });
    expect(creates()).toHaveLength(2);
  });

  it("a credit note waits while its invoice-receipt is not issued", async () => {
    const b = await paidBooking(20_000);
    await t.request(`/api/manage/${b.token}/cancel`, { json: { expectedRefundCents: 20_000 } });
    fake.failNext(1, 503); // the invoice-receipt's first call
    const w = worker();
    expect(await w.runOnce()).toMatchObject({ issued: 0, failed: 2 });
    const note = (await documentsOf(b.id)).find((d) => d.kind === "credit_note")!;
    expect(note.lastError).toContain("A aguardar a emissão da fatura-recibo");
    later();
    expect(await w.runOnce()).toMatchObject({ issued: 2 });
  });
});

describe("INVOICING=off", () => {
  it("a payment queues no document", async () => {
    const off = await createTestApp({ database: t.database });
    try {
      const b = await insertTestTransfer(off.db, { totalPriceCents: 5_000 });
      const opened = await openCheckout(off, b.outboundId);
      const { url } = (await opened.json()) as { url: string };
      expect((await off.request(`${new URL(url).pathname}/pay`, { method: "POST", headers: FORM })).status).toBe(303);
      expect(await documentsOf(b.outboundId)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

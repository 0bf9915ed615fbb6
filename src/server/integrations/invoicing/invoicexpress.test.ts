import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeInvoiceXpress, type FakeInvoiceXpress } from "../../../../test-support/fake-invoicexpress.ts";
import { createInvoiceXpress } from "./invoicexpress.ts";
import { InvoicingError, type InvoiceDraft } from "./invoicing.ts";

let fake: FakeInvoiceXpress;
beforeEach(async () => {
  fake = await startFakeInvoiceXpress("key-123");
});
afterEach(async () => {
  await fake.close();
});

const adapter = (apiKey = "key-123") => createInvoiceXpress({ account: "acme", apiKey, baseUrl: fake.url });

const draft: InvoiceDraft = {
  date: "2026-11-27",
  reference: "A1B2C3D4",
  client: { name: "Empresa Lda", taxId: "501442600", address: "Rua A 1, Faro", email: "ana@example.com" },
  lines: [
    { item: "Transferência", description: "Transferência: Faro → Albufeira", grossCents: 8000, netCents: 7547, vatBasisPoints: 600 },
    { item: "Extra", description: "Extra: Cadeira de criança", grossCents: 1230, netCents: 1000, vatBasisPoints: 2300 },
  ],
  totalCents: 9230,
  language: "pt",
};

async function failure(promise: Promise<unknown>): Promise<InvoicingError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvoicingError);
  return error as InvoicingError;
}

describe("InvoiceXpress adapter against the fake service", () => {
  it("creates an invoice-receipt draft with the documented body, finalizes it and gets its PDF after a 202", async () => {
    const service = adapter();
    const { remoteId } = await service.createDraft({ kind: "invoice_receipt", draft });
    const create = fake.requests[0]!;
    expect(create).toMatchObject({ method: "POST", path: "/invoice_receipts.json", apiKey: "key-123" });
    expect(create.body).toEqual({
      invoice: {
        date: "27/11/2026",
        due_date: "27/11/2026",
        reference: "A1B2C3D4",
        client: { name: "Empresa Lda", code: "501442600", fiscal_id: "501442600", address: "Rua A 1, Faro", country: "Portugal", email: "ana@example.com" },
        items: [
          { name: "Transferência", description: "Transferência: Faro → Albufeira", unit_price: "75.47", quantity: "1", tax: { name: "IVA6" } },
          { name: "Extra", description: "Extra: Cadeira de criança", unit_price: "10.00", quantity: "1", tax: { name: "IVA23" } },
        ],
      },
    });
    expect(await service.getDocument("invoice_receipt", remoteId)).toEqual({ status: "draft", number: null });

    const finalized = await service.finalize("invoice_receipt", remoteId);
    expect(finalized).toEqual({ status: "settled", number: "FR/1" });
    expect(fake.requests.at(-1)).toMatchObject({ method: "PUT", path: `/invoice_receipts/${remoteId}/change-state.json`, body: { invoice: { state: "finalized" } } });

    expect(await service.pdfUrl(remoteId)).toBeNull(); // 202: not ready yet
    expect(await service.pdfUrl(remoteId)).toBe(`https://fake.invoicexpress.test/pdf/${remoteId}.pdf`);
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: `/api/pdf/${remoteId}.json` });
  });

  it("makes a final consumer's document without a tax number, and a credit note linked to its invoice", async () => {
    const service = adapter();
    const consumer = { ...draft, client: { name: "Ana Silva", taxId: null, address: null, email: "ana@example.com" } };
    const { remoteId: owner } = await service.createDraft({ kind: "invoice_receipt", draft: consumer });
    expect((fake.requests[0]!.body as { invoice: { client: unknown } }).invoice.client).toEqual({ name: "Consumidor final", code: "CONSUMIDOR-FINAL" });
    await service.finalize("invoice_receipt", owner);

    const { remoteId } = await service.createDraft({ kind: "credit_note", draft: { ...consumer, observations: "Reembolso" }, ownerRemoteId: owner });
    expect(fake.requests.at(-1)).toMatchObject({ method: "POST", path: "/credit_notes.json" });
    expect((fake.requests.at(-1)!.body as { invoice: Record<string, unknown> }).invoice).toMatchObject({ owner_invoice_id: owner, observations: "Reembolso" });
    expect(await service.finalize("credit_note", remoteId)).toEqual({ status: "final", number: "NC/1" });
  });

  it("keeps a foreign VAT number as given, without a country it cannot know", async () => {
    const service = adapter();
    await service.createDraft({ kind: "invoice_receipt", draft: { ...draft, client: { name: "GmbH", taxId: "DE123456789", address: null, email: null } } });
    expect((fake.requests[0]!.body as { invoice: { client: unknown } }).invoice.client).toEqual({ name: "GmbH", code: "DE123456789", fiscal_id: "DE123456789" });
  });

  it("reports a refused key (401) and a refused document (422) as permanent, with the service's words", async () => {
    const refusedKey = await failure(adapter("wrong").createDraft({ kind: "invoice_receipt", draft }));
    expect(refusedKey.options).toMatchObject({ status: 401, permanent: true });
    const refused = await failure(adapter().createDraft({ kind: "invoice_receipt", draft: { ...draft, client: { ...draft.client, name: "" } } }));
    expect(refused.options).toMatchObject({ status: 422, permanent: true });
    expect(refused.message).toContain("Client name can't be blank");
  });

  it("reports a rate limit (429) as temporary with its Retry-After, and a 503 or a dropped connection as temporary", async () => {
    fake.rateLimitNext(1, 7);
    const limited = await failure(adapter().createDraft({ kind: "invoice_receipt", draft }));
    expect(limited.options).toMatchObject({ status: 429, permanent: false, retryAfterMs: 7000 });
    fake.failNext(1, 503);
    expect((await failure(adapter().createDraft({ kind: "invoice_receipt", draft }))).options).toMatchObject({ status: 503, permanent: false });
    fake.down = true;
    expect((await failure(adapter().createDraft({ kind: "invoice_receipt", draft }))).options.permanent).toBe(false);
    expect(fake.documents.size).toBe(0);
  });

  it("calls https://ACCOUNT.app.invoicexpress.com without a base URL", () => {
    expect(createInvoiceXpress({ account: "acme", apiKey: "k" }).describe).toBe("InvoiceXpress (https://acme.app.invoicexpress.com)");
  });
});

import { basisPointsToPercent } from "../../../domain/vat.ts";
import {
  InvoicingError,
  type CreateDocumentInput,
  type InvoiceDocumentKind,
  type InvoiceDraft,
  type InvoicingService,
  type RemoteDocument,
} from "./invoicing.ts";

/**
 * InvoiceXpress's API v2 (decision 0051), as its public documentation describes it: the API key
 * in the query (`?api_key=`), JSON bodies under `invoice`, dates as dd/mm/yyyy, unit prices before
 * VAT with the account's tax by name (IVA6, IVA23). A document is created as a draft
 * (POST /:document-type.json), then finalized (PUT /:document-type/:id/change-state.json), which
 * numbers it and communicates it to the tax authority; its PDF is made asynchronously
 * (GET /api/pdf/:id.json answers 202 until it is ready).
 */
export function createInvoiceXpress(options: {
  account: string;
  apiKey: string;
  /** Tests point it at the local fake service; default https://ACCOUNT.app.invoicexpress.com. */
  baseUrl?: string;
  /** Per call (default 15 s): a hanging service fails the attempt, which is retried later. */
  timeoutMs?: number;
}): InvoicingService {
  const base = (options.baseUrl ?? `https://${encodeURIComponent(options.account)}.app.invoicexpress.com`).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const url = `${base}${path}?api_key=${encodeURIComponent(options.apiKey)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // Never the URL: it carries the key.
      throw new InvoicingError(`InvoiceXpress não respondeu (${method} ${path}): ${error instanceof Error ? error.message : String(error)}`, {
        permanent: false,
      });
    }
    const text = await response.text().catch(() => "");
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.status >= 400) throw errorOf(response, json, `${method} ${path}`);
    return { status: response.status, json };
  }

  return {
    kind: "invoicexpress",
    describe: `InvoiceXpress (${options.baseUrl ? base : `https://${options.account}.app.invoicexpress.com`})`,
    async createDraft(input: CreateDocumentInput) {
      const { json } = await call("POST", `/${documentType(input.kind)}.json`, { invoice: documentBody(input) });
      const doc = documentOf(json);
      if (doc?.id === undefined || doc.id === null) throw new InvoicingError("InvoiceXpress: resposta sem o id do documento", { permanent: false });
      return { remoteId: String(doc.id) };
    },
    async getDocument(kind: InvoiceDocumentKind, remoteId: string) {
      const { json } = await call("GET", `/${documentType(kind)}/${encodeURIComponent(remoteId)}.json`);
      return remoteOf(documentOf(json));
    },
    async finalize(kind: InvoiceDocumentKind, remoteId: string) {
      const { json } = await call("PUT", `/${documentType(kind)}/${encodeURIComponent(remoteId)}/change-state.json`, {
        invoice: { state: "finalized" },
      });
      return remoteOf(documentOf(json));
    },
    async pdfUrl(remoteId: string) {
      const { status, json } = await call("GET", `/api/pdf/${encodeURIComponent(remoteId)}.json`);
      if (status === 202) return null;
      const url = (json as { output?: { pdfUrl?: unknown } } | null)?.output?.pdfUrl;
      return typeof url === "string" && url ? url : null;
    },
  };
}

function documentType(kind: InvoiceDocumentKind): string {
  return kind === "credit_note" ? "credit_notes" : "invoice_receipts";
}

/** dd/mm/yyyy from YYYY-MM-DD. */
function documentDate(date: string): string {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}

function euros(cents: number): string {
  return (cents / 100).toFixed(2);
}

function clientOf(draft: InvoiceDraft): Record<string, string> {
  const { client } = draft;
  // Without a tax number the sale is to a final consumer: no name or NIF of a person is sent.
  if (!client.taxId) return { name: "Consumidor final", code: "CONSUMIDOR-FINAL" };
  const portuguese = /^\d{9}$/.test(client.taxId);
  return {
    name: client.name,
    // The same tax number is the same client at the service (a client is found by its code).
    code: client.taxId,
    fiscal_id: client.taxId,
    ...(client.address ? { address: client.address } : {}),
    ...(portuguese ? { country: "Portugal" } : {}),
    ...(client.email ? { email: client.email } : {}),
  };
}

function documentBody(input: CreateDocumentInput): Record<string, unknown> {
  const { draft } = input;
  const date = documentDate(draft.date);
  return {
    date,
    due_date: date,
    reference: draft.reference,
    ...(draft.observations ? { observations: draft.observations } : {}),
    ...(input.ownerRemoteId ? { owner_invoice_id: input.ownerRemoteId } : {}),
    client: clientOf(draft),
    items: draft.lines.map((line) => ({
      name: line.item,
      description: line.description,
      unit_price: euros(line.netCents),
      quantity: "1",
      tax: { name: `IVA${basisPointsToPercent(line.vatBasisPoints)}` },
    })),
  };
}

interface DocumentJson {
  id?: number | string | null;
  status?: string;
  sequence_number?: string | null;
  inverted_sequence_number?: string | null;
}

/** The document of an answer: under `invoice`, `invoice_receipt` or `credit_note` (the root names its type). */
function documentOf(json: unknown): DocumentJson | undefined {
  if (!json || typeof json !== "object") return undefined;
  const values = Object.values(json as Record<string, unknown>);
  const doc = values.find((v) => v && typeof v === "object" && "id" in v);
  return doc as DocumentJson | undefined;
}

function remoteOf(doc: DocumentJson | undefined): RemoteDocument {
  if (!doc?.status) throw new InvoicingError("InvoiceXpress: resposta sem o estado do documento", { permanent: false });
  const number = doc.inverted_sequence_number || doc.sequence_number || null;
  return { status: doc.status, number: doc.status === "draft" ? null : number };
}

/** The service's own words ({errors: [{error}]}), the status, and whether a retry can help. */
function errorOf(response: Response, json: unknown, what: string): InvoicingError {
  const errors = (json as { errors?: { error?: string }[] } | null)?.errors;
  const said = Array.isArray(errors) ? errors.map((e) => e?.error).filter(Boolean).join("; ") : "";
  const status = response.status;
  const retryAfter = Number(response.headers.get("retry-after"));
  const temporary = status === 429 || status === 408 || status >= 500;
  const label =
    status === 401 ? "chave da API recusada" : status === 429 ? "limite de pedidos atingido" : status === 422 ? "documento recusado" : `erro ${status}`;
  return new InvoicingError(`InvoiceXpress: ${label} (${what})${said ? `: ${said}` : ""}`, {
    status,
    permanent: !temporary,
    ...(status === 429 && Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
  });
}

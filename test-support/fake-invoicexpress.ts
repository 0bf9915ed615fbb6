import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for InvoiceXpress's API v2 (decision 0051), answering as its public
 * documentation shows: POST /:document-type.json creates a draft (201), PUT
 * /:document-type/:id/change-state.json finalizes it, GET /:document-type/:id.json reads it,
 * GET /api/pdf/:id.json answers 202 until the PDF is ready, then 200 {output: {pdfUrl}}; a wrong
 * api_key is 401, a body it cannot take is 422 {errors: [{error}]}, and a rate limit is 429 with
 * Retry-After. Tests make it fail on purpose (`failNext`, `rateLimitNext`, `down`).
 */
export interface FakeDocument {
  id: number;
  type: "invoice_receipts" | "credit_notes";
  status: string;
  sequenceNumber: string | null;
  body: Record<string, unknown>;
  pdfPolls: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  apiKey: string | null;
  body: unknown;
}

export interface FakeInvoiceXpress {
  /** http://127.0.0.1:PORT, the adapter's base URL. */
  url: string;
  apiKey: string;
  requests: FakeRequest[];
  documents: Map<number, FakeDocument>;
  /** Answer the next `count` requests with `status` (default 503) and `message`. */
  failNext(count: number, status?: number, message?: string): void;
  /** Answer the next `count` requests 429 with Retry-After: `seconds`. */
  rateLimitNext(count: number, seconds: number): void;
  /** While true, every connection is dropped without an answer (the service is down). */
  down: boolean;
  /** How many 202 answers a PDF gets before it is ready (default 1). */
  pdfPendingPolls: number;
  /** Lose the answer of the next change-state after finalizing (the call succeeds, the caller sees a dropped connection). */
  loseNextFinalizeAnswer(): void;
  close(): Promise<void>;
}

const SERIES = { invoice_receipts: "FR", credit_notes: "NC" } as const;
const SINGULAR = { invoice_receipts: "invoice_receipt", credit_notes: "credit_note" } as const;

export async function startFakeInvoiceXpress(apiKey = "test-api-key"): Promise<FakeInvoiceXpress> {
  const requests: FakeRequest[] = [];
  const documents = new Map<number, FakeDocument>();
  let nextId = 1000;
  const counters = { invoice_receipts: 0, credit_notes: 0 };
  let failures: { count: number; status: number; message: string } = { count: 0, status: 503, message: "Service unavailable" };
  let rateLimit = { count: 0, seconds: 1 };
  let loseFinalize = false;

  const view = (doc: FakeDocument) => ({
    id: doc.id,
    status: doc.status,
    type: doc.type === "invoice_receipts" ? "InvoiceReceipt" : "CreditNote",
    sequence_number: doc.sequenceNumber,
    inverted_sequence_number: doc.sequenceNumber ? doc.sequenceNumber.split("/").reverse().join("/") : null,
    permalink: `https://fake.invoicexpress.test/documents/${doc.id}`,
    ...(doc.body as object),
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      let body: unknown;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : null;
      } catch {
        body = "<invalid json>";
      }
      requests.push({ method: req.method ?? "", path: url.pathname, apiKey: url.searchParams.get("api_key"), body });
      if (fake.down) {
        req.socket.destroy();
        return;
      }
      const send = (status: number, payload?: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
        res.end(payload === undefined ? "" : JSON.stringify(payload));
      };
      if (rateLimit.count > 0) {
        rateLimit.count--;
        return send(429, { errors: [{ error: "Too many requests" }] }, { "retry-after": String(rateLimit.seconds) });
      }
      if (failures.count > 0) {
        failures.count--;
        return send(failures.status, { errors: [{ error: failures.message }] });
      }
      if (url.searchParams.get("api_key") !== apiKey) return send(401, { errors: [{ error: "Access denied" }] });

      const create = /^\/(invoice_receipts|credit_notes)\.json$/.exec(url.pathname);
      if (create && req.method === "POST") {
        const type = create[1] as FakeDocument["type"];
        const invoice = (body as { invoice?: Record<string, unknown> } | null)?.invoice;
        const client = invoice?.client as { name?: string } | undefined;
        const items = invoice?.items as unknown[] | undefined;
        const problems: string[] = [];
        if (!invoice) problems.push("invoice is missing");
        if (!/^\d{2}\/\d{2}\/\d{4}$/.test(String(invoice?.date ?? ""))) problems.push("Date is invalid");
        if (!client?.name) problems.push("Client name can't be blank");
        if (!Array.isArray(items) || items.length === 0) problems.push("Items can't be blank");
        if (type === "credit_notes") {
          const owner = documents.get(Number(invoice?.owner_invoice_id));
          if (!owner || owner.status === "draft") problems.push("Owner invoice is invalid");
        }
        if (problems.length) return send(422, { errors: problems.map((error) => ({ error })) });
        const doc: FakeDocument = { id: nextId++, type, status: "draft", sequenceNumber: null, body: invoice!, pdfPolls: 0 };
        documents.set(doc.id, doc);
        return send(201, { [SINGULAR[type]]: view(doc) });
      }
      const state = /^\/(invoice_receipts|credit_notes)\/(\d+)\/change-state\.json$/.exec(url.pathname);
      if (state && req.method === "PUT") {
        const doc = documents.get(Number(state[2]));
        if (!doc || doc.type !== state[1]) return send(404, { errors: [{ error: "Not found" }] });
        const wanted = (body as { invoice?: { state?: string } } | null)?.invoice?.state;
        if (wanted !== "finalized" || doc.status !== "draft") return send(422, { errors: [{ error: "Invalid state transition" }] });
        counters[doc.type]++;
        doc.status = doc.type === "invoice_receipts" ? "settled" : "final";
        doc.sequenceNumber = `${counters[doc.type]}/${SERIES[doc.type]}`;
        if (loseFinalize) {
          loseFinalize = false;
          req.socket.destroy();
          return;
        }
        return send(200, { invoice: view(doc) });
      }
      const read = /^\/(invoice_receipts|credit_notes)\/(\d+)\.json$/.exec(url.pathname);
      if (read && req.method === "GET") {
        const doc = documents.get(Number(read[2]));
        if (!doc || doc.type !== read[1]) return send(404, { errors: [{ error: "Not found" }] });
        return send(200, { [SINGULAR[doc.type]]: view(doc) });
      }
      const pdf = /^\/api\/pdf\/(\d+)\.json$/.exec(url.pathname);
      if (pdf && req.method === "GET") {
        const doc = documents.get(Number(pdf[1]));
        if (!doc) return send(404, { errors: [{ error: "Not found" }] });
        if (doc.status === "draft") return send(406, { errors: [{ error: "Document is in an invalid state" }] });
        doc.pdfPolls++;
        if (doc.pdfPolls <= fake.pdfPendingPolls) return send(202);
        return send(200, { output: { pdfUrl: `https://fake.invoicexpress.test/pdf/${doc.id}.pdf` } });
      }
      send(404, { errors: [{ error: "Not found" }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeInvoiceXpress = {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    documents,
    down: false,
    pdfPendingPolls: 1,
    failNext(count, status = 503, message = status === 422 ? "Client fiscal id is invalid" : "Service unavailable") {
      failures = { count, status, message };
    },
    rateLimitNext(count, seconds) {
      rateLimit = { count, seconds };
    },
    loseNextFinalizeAnswer() {
      loseFinalize = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

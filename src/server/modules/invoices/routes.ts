import type { Hono } from "hono";
import { z } from "zod";
import type { InvoiceDocumentIssuesAnswer, InvoiceDocumentRetryAnswer } from "../../../domain/contracts/invoicing.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError } from "../../http/errors.ts";
import { INVOICE_MESSAGES as M, listDocumentIssues, retryDocument } from "./service.ts";

/** A document id from the path; ids are uuids, so anything else names no document. */
const documentId = (value: string | undefined) => (z.uuid().safeParse(value).success ? value : undefined);

/** The admin's view of the certified documents that did not go (decision 0051), and their retry. */
export function registerInvoiceRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/admin/invoice-documents", "admin", async (c) => {
    const deps = c.get("deps");
    const answer: InvoiceDocumentIssuesAnswer = { invoicing: deps.invoicing.kind, documents: await listDocumentIssues(deps.db) };
    return c.json(answer);
  });

  route(app, "POST", "/api/admin/invoice-documents/:id/retry", "admin", async (c) => {
    const deps = c.get("deps");
    const id = documentId(c.req.param("id"));
    if (!id) return apiError(c, 404, "not_found", M.documentNotFound);
    const result = await retryDocument(deps.db, id);
    if (!result.ok) {
      return result.reason === "not_found"
        ? apiError(c, 404, "not_found", M.documentNotFound)
        : apiError(c, 409, "invoice_already_issued", M.alreadyIssued);
    }
    deps.wakeInvoicingWorker();
    const answer: InvoiceDocumentRetryAnswer = { document: result.document, message: M.retryQueued };
    return c.json(answer);
  });
}

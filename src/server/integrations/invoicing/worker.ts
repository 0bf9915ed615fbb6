import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { databaseRuntimeOf, type Db, type DbOrTx } from "../../db/client.ts";
import { invoiceDocuments } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import { retryDelayMs } from "../mail/worker.ts";
import { InvoicingError, type InvoiceDocumentKind, type InvoiceDraft, type InvoicingService } from "./invoicing.ts";

export type InvoiceDocumentRow = typeof invoiceDocuments.$inferSelect;

export interface InvoicingWorkerOptions {
  db: Db;
  service: InvoicingService;
  logger: Logger;
  /** Pause between two runs of the timer started by start(). */
  intervalMs: number;
  /** Rows leased per run (default 10); they are issued one after the other (the service limits its rate). */
  batchSize?: number;
  /** How long a claimed row stays reserved for this worker (default 10 minutes). */
  leaseMs?: number;
  /** Failed attempts after which a document waits for an admin's retry (default 12: about 11 hours of backoff). */
  maxAttempts?: number;
  /** The clock (tests move it forward). */
  now?: () => Date;
  /**
   * Runs in the transaction that marks a document issued (the customer's e-mail is queued there,
   * so an issued document and its e-mail are one change).
   */
  onIssued?: (tx: DbOrTx, row: InvoiceDocumentRow) => Promise<void>;
  /** After a run that issued something (wakes the mail worker). */
  afterIssued?: () => void;
}

export interface InvoicingRunResult {
  issued: number;
  failed: number;
}

export interface InvoicingWorker {
  start(): void;
  /** Clears the timer and waits (at most `finishWithinMs`) for the run in flight: every step it took is already stored. */
  stop(options?: { finishWithinMs?: number }): Promise<void>;
  /** Issues the due documents; failures are rescheduled (or left for an admin after maxAttempts), never dropped. */
  runOnce(): Promise<InvoicingRunResult>;
  wake(): void;
}

const maxErrorLength = 1_000;

/**
 * Issues the queued documents (decision 0051). Each step is stored as soon as the service answers
 * it, so that a retry continues the same document and never makes a second one: the draft's id
 * (before finalizing), then its number (finalized), then its PDF link. A retry of a document whose
 * draft exists first reads it: when the lost answer was a finalization, the number is taken from
 * there. A credit note waits for the invoice-receipt it corrects to be finalized.
 */
export function createInvoicingWorker(options: InvoicingWorkerOptions): InvoicingWorker {
  const { db, service, logger, intervalMs } = options;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const now = options.now ?? (() => new Date());

  async function claim(): Promise<{ rows: InvoiceDocumentRow[]; leaseUntil: Date }> {
    const at = now();
    const leaseUntil = new Date(at.getTime() + leaseMs);
    const due = db
      .select({ id: invoiceDocuments.id })
      .from(invoiceDocuments)
      .where(
        and(
          eq(invoiceDocuments.status, "pending"),
          lte(invoiceDocuments.nextAttemptAt, at),
          or(isNull(invoiceDocuments.lockedUntil), lte(invoiceDocuments.lockedUntil, at)),
        ),
      )
      .orderBy(asc(invoiceDocuments.nextAttemptAt), asc(invoiceDocuments.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const rows = await db.update(invoiceDocuments).set({ lockedUntil: leaseUntil }).where(inArray(invoiceDocuments.id, due)).returning();
    // Invoice-receipts before credit notes, each in the order they were queued.
    rows.sort((a, b) => (a.kind === b.kind ? a.createdAt.getTime() - b.createdAt.getTime() : a.kind === "invoice_receipt" ? -1 : 1));
    return { rows, leaseUntil };
  }

  /** Stores a step of the document while our lease on it holds. */
  async function save(row: InvoiceDocumentRow, leaseUntil: Date, values: Partial<typeof invoiceDocuments.$inferInsert>): Promise<void> {
    const saved = await db
      .update(invoiceDocuments)
      .set(values)
      .where(and(eq(invoiceDocuments.id, row.id), eq(invoiceDocuments.lockedUntil, leaseUntil)))
      .returning({ id: invoiceDocuments.id });
    if (saved.length === 0) throw new Error("the document's lease ran out: another process continues it");
    Object.assign(row, values);
  }

  async function ownerRemoteId(row: InvoiceDocumentRow): Promise<string> {
    if (!row.paymentId) throw new InvoicingError("Nota de crédito sem o pagamento da fatura-recibo", { permanent: true });
    const [owner] = await db
      .select()
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.paymentId, row.paymentId), eq(invoiceDocuments.kind, "invoice_receipt")));
    if (!owner) throw new InvoicingError("Nota de crédito sem fatura-recibo emitida para este pagamento", { permanent: true });
    if (!owner.remoteId || !owner.finalizedAt) {
      throw new InvoicingError("A aguardar a emissão da fatura-recibo a que a nota de crédito se refere", { permanent: false });
    }
    return owner.remoteId;
  }

  async function issue(row: InvoiceDocumentRow, leaseUntil: Date): Promise<void> {
    const kind = row.kind as InvoiceDocumentKind;
    const draft = row.content as unknown as InvoiceDraft;
    const resumed = row.remoteId !== null;
    if (!row.remoteId) {
      const owner = kind === "credit_note" ? await ownerRemoteId(row) : undefined;
      const { remoteId } = await service.createDraft({ kind, draft, ownerRemoteId: owner });
      await save(row, leaseUntil, { remoteId });
    }
    const remoteId = row.remoteId!;
    if (!row.finalizedAt) {
      // A retry first reads the draft: the answer lost may have been the finalization itself.
      const current = resumed ? await service.getDocument(kind, remoteId) : { status: "draft", number: null };
      const finalized = current.status === "draft" ? await service.finalize(kind, remoteId) : current;
      if (finalized.status === "draft" || !finalized.number) throw new InvoicingError("O documento não ficou finalizado", { permanent: false });
      await save(row, leaseUntil, { finalizedAt: now(), documentNumber: finalized.number });
    }
    if (!row.pdfUrl) {
      const pdfUrl = await service.pdfUrl(remoteId);
      // 202: the service is still making the PDF; asked again shortly.
      if (!pdfUrl) throw new InvoicingError("O PDF do documento ainda não está pronto", { permanent: false, againInMs: 5_000 });
      await save(row, leaseUntil, { pdfUrl });
    }
    await db.transaction(async (tx) => {
      const done = await tx
        .update(invoiceDocuments)
        .set({ status: "issued", issuedAt: now(), lockedUntil: null, lastError: null })
        .where(and(eq(invoiceDocuments.id, row.id), eq(invoiceDocuments.lockedUntil, leaseUntil), eq(invoiceDocuments.status, "pending")))
        .returning();
      if (done[0] && options.onIssued) await options.onIssued(tx, done[0]);
    });
    logger.info({ documentId: row.id, kind, number: row.documentNumber }, "invoicing document issued");
  }

  /** A step the service is still doing (a PDF answered 202): asked again then, without counting an attempt. */
  async function markWaiting(row: InvoiceDocumentRow, leaseUntil: Date, againInMs: number): Promise<void> {
    await db
      .update(invoiceDocuments)
      .set({ lockedUntil: null, nextAttemptAt: new Date(now().getTime() + againInMs) })
      .where(and(eq(invoiceDocuments.id, row.id), eq(invoiceDocuments.lockedUntil, leaseUntil)));
  }

  async function markFailed(row: InvoiceDocumentRow, leaseUntil: Date, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const permanent = error instanceof InvoicingError && error.options.permanent;
    const said = error instanceof InvoicingError ? error.options : undefined;
    const waitMs = Math.max(retryDelayMs(attempts), said?.retryAfterMs ?? 0);
    const giveUp = permanent || attempts >= maxAttempts;
    const text = error instanceof Error ? error.message : String(error);
    const lastError = text.length > maxErrorLength ? `${text.slice(0, maxErrorLength - 1)}…` : text;
    await db
      .update(invoiceDocuments)
      .set({
        attempts,
        lastError,
        lockedUntil: null,
        status: giveUp ? "failed" : "pending",
        nextAttemptAt: new Date(now().getTime() + waitMs),
      })
      .where(and(eq(invoiceDocuments.id, row.id), eq(invoiceDocuments.lockedUntil, leaseUntil)));
    logger.warn(
      { documentId: row.id, kind: row.kind, attempts, error: lastError, waitsForAdmin: giveUp },
      giveUp ? "invoicing document not issued: waits for an admin's retry" : "invoicing document not issued, will retry",
    );
  }

  /**
   * On the embedded database this process is the only one: a lease found at start was left by a
   * process that stopped mid-run, and is handed back at once (the stored steps are continued).
   */
  let releaseOrphans = databaseRuntimeOf(db)?.kind === "pglite";

  async function run(): Promise<InvoicingRunResult> {
    const result: InvoicingRunResult = { issued: 0, failed: 0 };
    if (releaseOrphans) {
      await db
        .update(invoiceDocuments)
        .set({ lockedUntil: null })
        .where(and(eq(invoiceDocuments.status, "pending"), isNotNull(invoiceDocuments.lockedUntil)));
      releaseOrphans = false;
    }
    const { rows, leaseUntil } = await claim();
    for (const [index, row] of rows.entries()) {
      if (!started && stopRequested) {
        // Stopping: the rows not started are handed back.
        await db
          .update(invoiceDocuments)
          .set({ lockedUntil: null })
          .where(and(inArray(invoiceDocuments.id, rows.slice(index).map((r) => r.id)), eq(invoiceDocuments.lockedUntil, leaseUntil)));
        break;
      }
      try {
        await issue(row, leaseUntil);
        result.issued++;
      } catch (error) {
        const againInMs = error instanceof InvoicingError ? error.options.againInMs : undefined;
        if (againInMs !== undefined) {
          await markWaiting(row, leaseUntil, againInMs);
          continue;
        }
        await markFailed(row, leaseUntil, error);
        result.failed++;
      }
    }
    if (result.issued > 0) options.afterIssued?.();
    return result;
  }

  let started = false;
  let stopRequested = false;
  let running: Promise<unknown> | undefined;
  let wakeRequested = false;
  let timer: NodeJS.Timeout | undefined;

  function runOnce(): Promise<InvoicingRunResult> {
    const promise = run();
    running = promise.catch(() => undefined);
    return promise;
  }

  function schedule(delayMs: number): void {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = undefined;
    wakeRequested = false;
    try {
      await runOnce();
    } catch (error) {
      logger.error({ err: error }, "invoicing worker run failed");
    }
    schedule(wakeRequested ? 0 : intervalMs);
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopRequested = false;
      logger.info({ service: service.describe }, "invoicing worker started");
      schedule(0);
    },
    async stop({ finishWithinMs = 0 } = {}) {
      started = false;
      stopRequested = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (!running) return;
      let graceOver: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (graceOver = setTimeout(resolve, finishWithinMs)));
      await Promise.race([running, grace]);
      clearTimeout(graceOver);
    },
    runOnce,
    wake() {
      if (!started) return;
      wakeRequested = true;
      if (timer) schedule(0);
    },
  };
}

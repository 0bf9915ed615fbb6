import { setMaxListeners } from "node:events";
import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { databaseRuntimeOf, type Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import type { AppMetrics } from "../../metrics/app-metrics.ts";
import { defaultMailFrom, loadMailCompany } from "../../mail/company.ts";
import { renderOutboxRow } from "../../mail/compose.ts";
import type { MailCompany } from "../../mail/company.ts";
import type { MailAddress, MailTransport, OutboxMessage } from "./transports.ts";

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** Pause between two runs of the timer started by start(). */
  intervalMs: number;
  /** Rows leased per claim (default 10). */
  batchSize?: number;
  /**
   * Messages built and sent at once (default 4). The SMTP transport bounds its connections
   * itself (3): a fourth message is built while three are on the wire.
   */
  concurrency?: number;
  /** Turns a leased row into the message to send (default: messageOf); tests replace it. */
  buildMessage?: (row: OutboxRow, defaultFrom: MailAddress | undefined, company: MailCompany | undefined) => Promise<OutboxMessage>;
  /**
   * How long a claimed row stays reserved for this worker (default 10 minutes). Another
   * process takes it over only after that, so it must outlast sending a batch.
   */
  leaseMs?: number;
  /** The clock (tests move it forward). */
  now?: () => Date;
  /** Counts what was sent and the failed attempts (the app's metrics: mail_sent_total, mail_send_failures_total). */
  metrics?: Pick<AppMetrics, "mailSent" | "mailFailed">;
  /**
   * Whether this process is the only one that can use the database, so that every lease found
   * at start() was left by a process that is gone (killed mid-send) and is handed back at once
   * instead of after leaseMs. Default: true on the embedded database (PGlite), which the data
   * folder's lock gives to one process at a time; false on PostgreSQL, where other live
   * processes may hold leases.
   */
  soleProcess?: boolean;
}

export interface MailRunResult {
  sent: number;
  failed: number;
}

export interface MailWorker {
  /** Runs runOnce right away, then every intervalMs after the previous run ended. */
  start(): void;
  /**
   * Clears the timer, starts no other send and hands back the rows it had leased but not
   * started; the sends in progress may finish within `finishWithinMs` (default 0), after which
   * they are aborted (a hanging SMTP server cannot hold a shutdown) and handed back too. Then
   * waits for runs in flight and closes the transport (its pooled connections).
   */
  stop(options?: { finishWithinMs?: number }): Promise<void>;
  /** Claims due messages and sends them; failures are rescheduled, never dropped. */
  runOnce(): Promise<MailRunResult>;
  /** Asks the started worker for a run soon (e.g. right after a request queued mail). */
  wake(): void;
}

const defaultBatchSize = 10;
const defaultConcurrency = 4;
const defaultLeaseMs = 10 * 60_000;
const maxErrorLength = 1_000;
const firstRetryMs = 15_000;
const maxRetryMs = 60 * 60_000;

/** Wait before the next attempt after `failures` failed ones: 15 s, 30 s, 1 min, ... 1 h at most. */
export function retryDelayMs(failures: number): number {
  const doublings = Math.min(Math.max(failures, 1) - 1, 20);
  return Math.min(firstRetryMs * 2 ** doublings, maxRetryMs);
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The message a leased outbox row stands for, built right before it is sent, inside the send's
 * concurrent task: a branded mail is rendered now, in the company's layout (`company`, read once
 * per claimed batch; `renderOutboxRow`). A failure here counts as a failed attempt (retried
 * later), like a refused send. `defaultFrom` is the company's sender.
 */
export async function messageOf(
  db: Db,
  row: OutboxRow,
  defaultFrom: MailAddress | undefined,
  company?: MailCompany,
): Promise<OutboxMessage> {
  const parts = await renderOutboxRow(db, row, company);
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: parts.text,
    html: parts.html,
    attachments: parts.attachments,
    defaultFrom,
  };
}

/** Rows leased by one claim, until the same leaseUntil. */
interface Batch {
  /** The rows no send has started for yet, in the order they are due. */
  waiting: OutboxRow[];
  claimedAt: Date;
  leaseUntil: Date;
  /** The sender when MAIL_FROM is not set: the company as site content named it at the claim. */
  defaultFrom: MailAddress | undefined;
  /** The company as site content named it at the claim (the layout's name, phone, e-mail). */
  company: MailCompany | undefined;
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, logger, intervalMs, metrics } = options;
  const batchSize = options.batchSize ?? defaultBatchSize;
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? defaultConcurrency));
  const buildMessage = options.buildMessage ?? ((row: OutboxRow, from: MailAddress | undefined, company: MailCompany | undefined) => messageOf(db, row, from, company));
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const now = options.now ?? (() => new Date());
  const soleProcess = options.soleProcess ?? databaseRuntimeOf(db)?.kind === "pglite";
  /** Aborted by stop(): sends in progress are cut. A new one for each start(). */
  let stopping = new AbortController();
  /** Aborted when stop() begins: no send starts after it, those in progress may finish. */
  let finishing = new AbortController();

  /**
   * Leases up to `limit` due rows in one statement. FOR UPDATE SKIP LOCKED lets several
   * processes claim at once without waiting on or taking each other's rows; a row that another
   * process leased meanwhile is re-checked after its lock and no longer matches.
   */
  async function claim(at: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, at),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, at)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(mailOutbox)
      .set({ lockedUntil: leaseUntil })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return rows.sort(
      (a, b) =>
        a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    );
  }

  /** Marks the row sent, keeping what was sent when it was rendered for this send. */
  async function markSent(row: OutboxRow, message: OutboxMessage): Promise<void> {
    const rendered =
      row.textBody === null
        ? { textBody: message.text, htmlBody: message.html ?? null, attachments: message.attachments?.length ? message.attachments : null }
        : {};
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: now(), lockedUntil: null, ...rendered })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending")));
    metrics?.mailSent();
    logger.info({ mailId: row.id, kind: row.kind }, "mail sent");
  }

  async function markFailed(row: OutboxRow, error: unknown, leaseUntil: Date): Promise<void> {
    const attempts = row.attempts + 1;
    const nextAttemptAt = new Date(now().getTime() + retryDelayMs(attempts));
    const message = describeError(error);
    await db
      .update(mailOutbox)
      .set({ attempts, lastError: message, lockedUntil: null, nextAttemptAt })
      // Only while the lease is still ours: after it ran out another process owns the row.
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.lockedUntil, leaseUntil)));
    metrics?.mailFailed();
    logger.warn(
      { mailId: row.id, kind: row.kind, attempts, nextAttemptAt, error: message },
      "mail not sent, will retry",
    );
  }

  /** Hands back leased rows that this run will not get to before its lease runs low. */
  async function release(rows: OutboxRow[], leaseUntil: Date): Promise<void> {
    if (rows.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ lockedUntil: null })
      .where(
        and(
          inArray(
            mailOutbox.id,
            rows.map((row) => row.id),
          ),
          eq(mailOutbox.lockedUntil, leaseUntil),
        ),
      );
  }

  /** Hands back every lease: only when no other live process can hold one (soleProcess). */
  async function releaseOrphanedLeases(): Promise<void> {
    const rows = await db
      .update(mailOutbox)
      .set({ lockedUntil: null })
      .where(and(eq(mailOutbox.status, "pending"), isNotNull(mailOutbox.lockedUntil)))
      .returning({ id: mailOutbox.id });
    if (rows.length > 0) {
      logger.warn({ rows: rows.length }, "mail left leased by a stopped process handed back: it is sent again (same Message-ID)");
    }
  }

  /**
   * Sends due rows, `concurrency` at a time: each lane takes the next leased row, builds its
   * message and sends it, then marks the row sent or failed. The next batch is claimed while
   * the lanes are sending, as soon as fewer rows wait than there are lanes; claims go on while
   * they come back full and nothing failed. Every row is taken by one lane only, and a lane
   * starts a send only while our lease on the row holds with half of it left and the worker
   * is not stopping: the rows no lane started are then handed back. A lane lets other work
   * run between two messages.
   */
  async function run(signal: AbortSignal, finish: AbortSignal): Promise<MailRunResult> {
    const result: MailRunResult = { sent: 0, failed: 0 };
    if (signal.aborted || finish.aborted) return result;
    const batches: Batch[] = [];
    /** The claim in progress: one at a time. */
    let claiming: Promise<void> | undefined;
    const claims: Promise<void>[] = [];
    /** Whether another full batch may be due, and this run should claim it. */
    let claimMore = true;
    /** Set once the run starts no more sends (stopping, a lease running low, a database error). */
    let handingBack = false;
    const handBacks: Promise<void>[] = [];
    let broken: { error: unknown } | undefined;

    const noteError = (error: unknown) => {
      broken ??= { error };
      handBackWaiting();
    };

    function handBack(rows: OutboxRow[], batch: Batch): void {
      if (rows.length) handBacks.push(release(rows, batch.leaseUntil).catch(noteError));
    }

    /** Hands back every row not started, and claims no more. */
    function handBackWaiting(): void {
      handingBack = true;
      claimMore = false;
      for (const batch of batches.splice(0)) handBack(batch.waiting.splice(0), batch);
    }

    async function claimBatch(): Promise<void> {
      const claimedAt = now();
      const leaseUntil = new Date(claimedAt.getTime() + leaseMs);
      const rows = await claim(claimedAt, leaseUntil, batchSize);
      if (rows.length < batchSize) claimMore = false;
      if (rows.length === 0) return;
      const company = await loadMailCompany(db).catch(() => undefined);
      const batch: Batch = { waiting: rows, claimedAt, leaseUntil, defaultFrom: company ? defaultMailFrom(company) : undefined, company };
      if (handingBack) handBack(rows, batch);
      else batches.push(batch);
    }

    function nextRow(): { row: OutboxRow; batch: Batch } | undefined {
      for (let batch = batches[0]; batch; batch = batches[0]) {
        const row = batch.waiting.shift();
        if (row) return { row, batch };
        batches.shift();
      }
      return undefined;
    }

    const waitingRows = () => batches.reduce((sum, batch) => sum + batch.waiting.length, 0);

    async function lane(): Promise<void> {
      for (;;) {
        const job = nextRow();
        if (claimMore && !claiming && waitingRows() < concurrency) {
          claiming = claimBatch()
            .catch(noteError)
            .finally(() => (claiming = undefined));
          claims.push(claiming);
        }
        if (!job) {
          if (!claiming) return;
          await claiming;
          continue;
        }
        const { row, batch } = job;
        // Start a send only while at least half of the lease is left, and not once stopping.
        if (handingBack || signal.aborted || now().getTime() - batch.claimedAt.getTime() > leaseMs / 2) {
          handBack([row], batch);
          handBackWaiting();
          continue;
        }
        let message: OutboxMessage;
        try {
          message = await buildMessage(row, batch.defaultFrom, batch.company);
          signal.throwIfAborted();
          await transport.send(message, { signal });
        } catch (error) {
          if (signal.aborted) {
            // Cut by stop(), not refused: handed back without counting an attempt.
            handBack([row], batch);
            continue;
          }
          // The transport may be failing: this run claims no more.
          claimMore = false;
          await markFailed(row, error, batch.leaseUntil);
          result.failed++;
          await nextTurn();
          continue;
        }
        await markSent(row, message);
        result.sent++;
        await nextTurn();
      }
    }

    signal.addEventListener("abort", handBackWaiting);
    finish.addEventListener("abort", handBackWaiting);
    try {
      await Promise.all(Array.from({ length: concurrency }, () => lane().catch(noteError)));
      await Promise.all(claims);
      await Promise.all(handBacks);
    } finally {
      signal.removeEventListener("abort", handBackWaiting);
      finish.removeEventListener("abort", handBackWaiting);
    }
    if (broken) throw broken.error;
    return result;
  }

  const inFlight = new Set<Promise<unknown>>();

  function runOnce(): Promise<MailRunResult> {
    // A signal per run, aborted by stop(): each send in flight listens to it (nodemailer's
    // mailer and transport add one listener each), more than the default warning limit of 10.
    const thisRun = new AbortController();
    setMaxListeners(4 * concurrency + 4, thisRun.signal);
    const abort = () => thisRun.abort();
    if (stopping.signal.aborted) abort();
    else stopping.signal.addEventListener("abort", abort, { once: true });
    const promise = run(thisRun.signal, finishing.signal);
    inFlight.add(promise);
    const forget = () => {
      inFlight.delete(promise);
      stopping.signal.removeEventListener("abort", abort);
    };
    promise.then(forget, forget);
    return promise;
  }

  let started = false;
  let ticking = false;
  let wakeRequested = false;
  let timer: NodeJS.Timeout | undefined;
  /** Set by start() on the sole process; done before its first run (retried if it failed). */
  let pendingOrphanRelease = false;

  function schedule(delayMs: number): void {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = undefined;
    if (ticking) {
      wakeRequested = true;
      return;
    }
    ticking = true;
    wakeRequested = false;
    try {
      if (pendingOrphanRelease) {
        await releaseOrphanedLeases();
        pendingOrphanRelease = false;
      }
      await runOnce();
    } catch (error) {
      logger.error({ err: error }, "mail worker run failed");
    } finally {
      ticking = false;
    }
    const again = wakeRequested;
    wakeRequested = false;
    schedule(again ? 0 : intervalMs);
  }

  return {
    start() {
      if (started) return;
      started = true;
      if (stopping.signal.aborted) stopping = new AbortController();
      if (finishing.signal.aborted) finishing = new AbortController();
      pendingOrphanRelease = soleProcess;
      logger.info({ transport: transport.describe }, "mail worker started");
      schedule(0);
    },
    async stop({ finishWithinMs = 0 } = {}) {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      finishing.abort();
      if (finishWithinMs > 0 && inFlight.size > 0) {
        let graceOver: NodeJS.Timeout | undefined;
        const grace = new Promise<void>((resolve) => (graceOver = setTimeout(resolve, finishWithinMs)));
        await Promise.race([Promise.allSettled([...inFlight]), grace]);
        clearTimeout(graceOver);
      }
      stopping.abort();
      await Promise.allSettled([...inFlight]);
      await transport.close().catch((error: unknown) => logger.warn({ err: error }, "mail transport did not close"));
    },
    runOnce,
    wake() {
      if (!started) return;
      if (ticking) wakeRequested = true;
      else schedule(0);
    },
  };
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > maxErrorLength ? `${text.slice(0, maxErrorLength - 1)}…` : text;
}

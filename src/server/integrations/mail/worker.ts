import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { databaseRuntimeOf, type Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import { defaultMailFrom, loadMailCompany } from "../../mail/company.ts";
import { renderOutboxRow } from "../../mail/compose.ts";
import type { MailTransport } from "./transports.ts";

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** Pause between two runs of the timer started by start(). */
  intervalMs: number;
  /** Rows leased per claim (default 10). */
  batchSize?: number;
  /**
   * How long a claimed row stays reserved for this worker (default 10 minutes). Another
   * process takes it over only after that, so it must outlast sending a batch.
   */
  leaseMs?: number;
  /** The clock (tests move it forward). */
  now?: () => Date;
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
   * Clears the timer, aborts the send in progress (a hanging SMTP server cannot hold a shutdown),
   * hands back the rows it had leased and waits for runs in flight.
   */
  stop(): Promise<void>;
  /** Claims due messages and sends them; failures are rescheduled, never dropped. */
  runOnce(): Promise<MailRunResult>;
  /** Asks the started worker for a run soon (e.g. right after a request queued mail). */
  wake(): void;
}

const defaultBatchSize = 10;
const defaultLeaseMs = 10 * 60_000;
const maxErrorLength = 1_000;
const firstRetryMs = 15_000;
const maxRetryMs = 60 * 60_000;

/** Wait before the next attempt after `failures` failed ones: 15 s, 30 s, 1 min, ... 1 h at most. */
export function retryDelayMs(failures: number): number {
  const doublings = Math.min(Math.max(failures, 1) - 1, 20);
  return Math.min(firstRetryMs * 2 ** doublings, maxRetryMs);
}

type OutboxRow = typeof mailOutbox.$inferSelect;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, logger, intervalMs } = options;
  const batchSize = options.batchSize ?? defaultBatchSize;
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const now = options.now ?? (() => new Date());
  const soleProcess = options.soleProcess ?? databaseRuntimeOf(db)?.kind === "pglite";
  /** Aborted by stop(); a new one for each start(). */
  let stopping = new AbortController();

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

  async function markSent(row: OutboxRow): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: now(), lockedUntil: null })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending")));
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

  async function run(signal: AbortSignal): Promise<MailRunResult> {
    const result: MailRunResult = { sent: 0, failed: 0 };
    for (;;) {
      if (signal.aborted) return result;
      const claimedAt = now();
      const leaseUntil = new Date(claimedAt.getTime() + leaseMs);
      const rows = await claim(claimedAt, leaseUntil, batchSize);
      // The sender when MAIL_FROM is not set: the company as site content names it now.
      const company = rows.length ? await loadMailCompany(db).catch(() => undefined) : undefined;
      const defaultFrom = company ? defaultMailFrom(company) : undefined;
      let failedInBatch = 0;
      let released = false;
      for (const [index, row] of rows.entries()) {
        // Start a send only while at least half of the lease is left, and not once stopping.
        if (signal.aborted || now().getTime() - claimedAt.getTime() > leaseMs / 2) {
          await release(rows.slice(index), leaseUntil);
          released = true;
          break;
        }
        try {
          // A branded mail is rendered now, in the company's layout (a failure is retried like a refused send).
          const parts = await renderOutboxRow(db, row, company);
          await transport.send({
            id: row.id,
            to: row.toAddress,
            subject: row.subject,
            text: parts.text,
            html: parts.html,
            attachments: parts.attachments,
            defaultFrom,
          }, { signal });
        } catch (error) {
          if (signal.aborted) {
            // Cut by stop(), not refused: handed back without counting an attempt.
            await release(rows.slice(index), leaseUntil);
            released = true;
            break;
          }
          await markFailed(row, error, leaseUntil);
          result.failed++;
          failedInBatch++;
          continue;
        }
        await markSent(row);
        result.sent++;
      }
      // Another full batch may be due; stop instead when the transport is failing.
      if (released || failedInBatch > 0 || rows.length < batchSize) return result;
    }
  }

  const inFlight = new Set<Promise<unknown>>();

  function runOnce(): Promise<MailRunResult> {
    const promise = run(stopping.signal);
    inFlight.add(promise);
    const forget = () => inFlight.delete(promise);
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
      pendingOrphanRelease = soleProcess;
      logger.info({ transport: transport.describe }, "mail worker started");
      schedule(0);
    },
    async stop() {
      started = false;
      stopping.abort();
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...inFlight]);
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

import { sql } from "drizzle-orm";
import type { Logger } from "../logger.ts";
import type { DbOrTx } from "./client.ts";

/**
 * Moves the pending changes of the booking counts and the reports' totals into their kept rows
 * (`fold_booking_totals()`, migration 0016, decision 0035) and answers how many pending rows it
 * moved (-1: another fold was running). Readers see the same sums before and after.
 */
export async function foldBookingTotals(db: DbOrTx): Promise<number> {
  const result = (await db.execute(sql`select fold_booking_totals() as moved`)) as unknown as { rows: { moved: number }[] };
  return Number(result.rows[0]?.moved ?? 0);
}

export interface TotalsFolder {
  stop(): Promise<void>;
}

/**
 * Folds the pending changes every `intervalMs` (and keeps going after a failure, which it logs):
 * the pending tables stay small, so the reports' reads of them stay cheap. Any process may fold;
 * folds never overlap.
 */
export function startTotalsFolding(db: DbOrTx, logger: Logger, intervalMs: number): TotalsFolder {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = foldBookingTotals(db).then(
      () => undefined,
      (error: unknown) => logger.warn({ err: error }, "folding the booking totals failed; retried at the next interval"),
    );
    void running.then(() => {
      if (!stopped) schedule();
    });
  };
  const schedule = () => {
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

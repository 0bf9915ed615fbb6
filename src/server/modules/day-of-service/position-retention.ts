import { and, inArray, lt, sql } from "drizzle-orm";
import { positionRetentionCutoff } from "../../../domain/service-steps.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookingEvents, driverPositions } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";

/**
 * Deletes the drivers' positions older than the retention period (POSITION_RETENTION_DAYS, stated
 * in the privacy section of /terms): the rows of `driver_positions`, and the coordinates kept in
 * the history's step entries (the step and its time stay). Answers how many positions it deleted.
 */
export async function deletePositionsPastRetention(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const cutoff = positionRetentionCutoff(now);
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(driverPositions).where(lt(driverPositions.recordedAt, cutoff)).returning({ id: driverPositions.id });
    await tx
      .update(bookingEvents)
      .set({ data: sql`(${bookingEvents.data} - 'position') - 'arrivalPosition'` })
      .where(
        and(
          inArray(bookingEvents.kind, ["service_step"]),
          lt(bookingEvents.createdAt, cutoff),
          sql`(${bookingEvents.data} ? 'position' or ${bookingEvents.data} ? 'arrivalPosition')`,
        ),
      );
    return deleted.length;
  });
}

/** How often the deletion runs (and once at start). */
export const POSITION_RETENTION_INTERVAL_MS = 60 * 60_000;

export interface PositionRetention {
  stop(): Promise<void>;
}

/** Runs the deletion at start and then every interval; a failure is logged and retried next time. */
export function startPositionRetention(db: DbOrTx, logger: Logger, intervalMs = POSITION_RETENTION_INTERVAL_MS): PositionRetention {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = deletePositionsPastRetention(db).then(
      () => undefined,
      (error: unknown) => logger.warn({ err: error }, "deleting drivers' positions past retention failed; retried at the next interval"),
    );
    void running.then(() => {
      if (!stopped) {
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      }
    });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

import { and, asc, eq, gt } from "drizzle-orm";
import { timeOffBounds, type TimeOffInput } from "../../../domain/dispatch-schemas.ts";
import { lisbonInstant } from "../../../domain/lisbon-date.ts";
import type { DbOrTx } from "../../db/client.ts";
import { driverTimeOff, userRoles } from "../../db/schema.ts";

export interface TimeOffJson {
  id: string;
  driverId: string;
  start: string;
  end: string;
  note: string | null;
}

const toJson = (row: typeof driverTimeOff.$inferSelect): TimeOffJson => ({
  id: row.id,
  driverId: row.driverId,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  note: row.note,
});

/** Records time off for a driver; null when the user is not a driver. */
export async function addTimeOff(db: DbOrTx, driverId: string, input: TimeOffInput): Promise<TimeOffJson | null> {
  const [driver] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, driverId), eq(userRoles.role, "driver")));
  if (!driver) return null;
  const { start, end } = timeOffBounds(input);
  const [row] = await db
    .insert(driverTimeOff)
    .values({
      driverId,
      startsAt: lisbonInstant(start.date, start.time),
      endsAt: lisbonInstant(end.date, end.time),
      note: input.note ? input.note : null,
    })
    .returning();
  return toJson(row!);
}

/** Removes a stretch of time off; false when there is none with that id. */
export async function removeTimeOff(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db.delete(driverTimeOff).where(eq(driverTimeOff.id, id)).returning({ id: driverTimeOff.id });
  return deleted.length > 0;
}

/** A driver's time off that has not ended yet, soonest first (the driver portal). */
export async function listUpcomingTimeOff(db: DbOrTx, driverId: string, now: Date = new Date()): Promise<TimeOffJson[]> {
  const rows = await db
    .select()
    .from(driverTimeOff)
    .where(and(eq(driverTimeOff.driverId, driverId), gt(driverTimeOff.endsAt, now)))
    .orderBy(asc(driverTimeOff.startsAt));
  return rows.map(toJson);
}

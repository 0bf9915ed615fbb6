import { and, count, desc, eq, isNull, not, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { notificationReads, notifications } from "../../db/schema.ts";

/** The driver portal shows at most this many notifications (the unread count covers all). */
export const MAX_DRIVER_NOTIFICATIONS = 100;

export interface DriverNotificationItem {
  id: string;
  type: (typeof notifications.$inferSelect)["type"];
  title: string;
  message: string;
  bookingId: string | null;
  read: boolean;
  createdAt: Date;
}

/** The driver's own notifications and those sent to every driver (user_id null). */
const visibleTo = (driverId: string) => or(eq(notifications.userId, driverId), isNull(notifications.userId));

/**
 * Whether this driver has read it: their own through notifications.read; one sent to every driver
 * through their row in notification_reads (per driver, so one reading it leaves it unread for the others).
 */
const readBy = (driverId: string) =>
  sql<boolean>`case when ${notifications.userId} is null then exists (
    select 1 from ${notificationReads}
    where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${driverId}
  ) else ${notifications.read} end`;

/** The signed-in driver's notifications, newest first (at most 100), and how many are unread. */
export async function listDriverNotifications(db: DbOrTx, driverId: string) {
  const items: DriverNotificationItem[] = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      bookingId: notifications.bookingId,
      read: readBy(driverId),
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(visibleTo(driverId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(MAX_DRIVER_NOTIFICATIONS);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(visibleTo(driverId), not(readBy(driverId))));
  return { items: items.map((i) => ({ ...i, read: Boolean(i.read) })), unreadCount: unread?.n ?? 0 };
}

/** Marks one notification read for this driver; false when it is neither theirs nor to every driver. */
export async function markDriverNotificationRead(db: DbOrTx, driverId: string, notificationId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), visibleTo(driverId)));
  if (!row) return false;
  if (row.userId === null) {
    await db.insert(notificationReads).values({ notificationId, userId: driverId }).onConflictDoNothing();
  } else {
    await db.update(notifications).set({ read: true }).where(eq(notifications.id, notificationId));
  }
  return true;
}

/** Marks every notification of this driver read (their own, and broadcasts for them only); answers how many changed. */
export async function markAllDriverNotificationsRead(db: DbOrTx, driverId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const own = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, driverId), eq(notifications.read, false)))
      .returning({ id: notifications.id });
    const broadcasts = await tx
      .insert(notificationReads)
      .select(
        tx
          .select({
            notificationId: notifications.id,
            userId: sql<string>`${driverId}::text`.as("user_id"),
            readAt: sql<Date>`now()`.as("read_at"),
          })
          .from(notifications)
          .where(and(isNull(notifications.userId), not(readBy(driverId)))),
      )
      .onConflictDoNothing()
      .returning({ id: notificationReads.notificationId });
    return own.length + broadcasts.length;
  });
}

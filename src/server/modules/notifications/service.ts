import { and, count, desc, eq, sql } from "drizzle-orm";
import type { CreateNotificationInput, ListNotificationsQuery } from "../../../domain/notification-schemas.ts";
import type { DbOrTx } from "../../db/client.ts";
import { notificationReads, notifications, profiles, userRoles, users } from "../../db/schema.ts";

export interface NotificationItem {
  id: string;
  userId: string | null;
  /** The driver's name; null means every driver (Todos). */
  recipientName: string | null;
  bookingId: string | null;
  type: string;
  title: string;
  message: string;
  read: boolean;
  createdAt: Date;
}

/**
 * The "Lida" column. A driver's own notification: its read flag. One sent to every driver is read
 * per driver (notification_reads), so it shows Lida only once every current driver has read it:
 * at least one account has the driver role and none of them lacks a read row. A driver added
 * later makes it unread again until they read it too, since the broadcast reaches them as well.
 */
const readForAdmin = sql<boolean>`case when ${notifications.userId} is null then (
  exists (select 1 from ${userRoles} where ${userRoles.role} = 'driver')
  and not exists (
    select 1 from ${userRoles}
    where ${userRoles.role} = 'driver' and not exists (
      select 1 from ${notificationReads}
      where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${userRoles.userId}
    )
  )
) else ${notifications.read} end`;

function selectNotificationItems(db: DbOrTx) {
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      recipientName: sql<string | null>`coalesce(nullif(${profiles.name}, ''), ${users.name})`,
      bookingId: notifications.bookingId,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      read: readForAdmin,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.userId))
    .leftJoin(profiles, eq(profiles.userId, notifications.userId))
    .$dynamic();
}

/** One page of every notification, newest first, with the total count. */
export async function listNotifications(db: DbOrTx, query: ListNotificationsQuery) {
  const items: NotificationItem[] = await selectNotificationItems(db)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [row] = await db.select({ total: count() }).from(notifications);
  return { items, total: row?.total ?? 0 };
}

export type CreateNotificationResult = { kind: "ok"; notification: NotificationItem } | { kind: "not_a_driver" };

/** An admin's notification to one driver, or to every driver when userId is null. */
export async function createNotification(db: DbOrTx, input: CreateNotificationInput): Promise<CreateNotificationResult> {
  if (input.userId !== null) {
    const [driver] = await db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, input.userId), eq(userRoles.role, "driver")));
    if (!driver) return { kind: "not_a_driver" };
  }
  const [inserted] = await db
    .insert(notifications)
    .values({ userId: input.userId, type: input.type, title: input.title, message: input.message })
    .returning({ id: notifications.id });
  if (!inserted) throw new Error("createNotification: nothing was inserted");
  const [notification] = await selectNotificationItems(db).where(eq(notifications.id, inserted.id));
  if (!notification) throw new Error("createNotification: the new notification was not found");
  return { kind: "ok", notification };
}

/** Deletes one notification; false when there is none with this id. */
export async function deleteNotification(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db.delete(notifications).where(eq(notifications.id, id)).returning({ id: notifications.id });
  return deleted.length > 0;
}

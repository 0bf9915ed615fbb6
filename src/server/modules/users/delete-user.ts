import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, sessions, users } from "../../db/schema.ts";
import { isLastAdmin, lockAdminIds } from "./admin-lock.ts";

export type DeleteUserResult = { kind: "ok" } | { kind: "not_found" } | { kind: "self" } | { kind: "last_admin" };

/**
 * Deletes an account in one transaction: its bookings lose their driver (they stay, unassigned),
 * its sessions end, and its profile, roles, credentials and notifications go with it (foreign
 * keys cascade). Nobody deletes themselves, and the last admin is never deleted.
 */
export async function deleteUser(db: Db, actorId: string, userId: string): Promise<DeleteUserResult> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!target) return { kind: "not_found" };
    if (userId === actorId) return { kind: "self" };
    if (isLastAdmin(await lockAdminIds(tx), userId)) return { kind: "last_admin" };
    await tx.update(bookings).set({ assignedDriverId: null }).where(eq(bookings.assignedDriverId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return { kind: "ok" };
  });
}

import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { userRoles } from "../../db/schema.ts";

/**
 * The ids of every admin, with their role rows locked until the transaction ends. Two changes
 * that could each remove an admin (a revoke, a delete) queue here, and the second one sees the
 * admins the first one left: the last admin can never lose the role, even under concurrency.
 */
export async function lockAdminIds(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .for("update");
  return rows.map((r) => r.userId);
}

/** True when removing `userId`'s admin role (or account) would leave no admin. */
export function isLastAdmin(adminIds: string[], userId: string): boolean {
  return adminIds.includes(userId) && adminIds.length <= 1;
}

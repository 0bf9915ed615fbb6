import { eq } from "drizzle-orm";
import type { Role } from "../../../domain/roles.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { isLastAdmin, lockAdminIds } from "./admin-lock.ts";
import { findUser, grantRole, revokeRole, type UserListItem } from "./service.ts";

export type RoleChangeResult =
  | { kind: "ok"; user: UserListItem }
  | { kind: "not_found" }
  /** An admin removing their own admin role. */
  | { kind: "self" }
  | { kind: "last_admin" };

async function userExists(db: DbOrTx, userId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** Gives a user a role (granting one they already hold changes nothing). */
export async function grantUserRole(db: Db, userId: string, role: Role): Promise<RoleChangeResult> {
  if (!(await userExists(db, userId))) return { kind: "not_found" };
  await grantRole(db, userId, role);
  const user = await findUser(db, userId);
  return user ? { kind: "ok", user } : { kind: "not_found" };
}

/**
 * Takes a role from a user. `actorId` (the signed-in admin) may not take their own admin role,
 * and the last admin keeps theirs: checked with the admin rows locked (see lockAdminIds).
 */
export async function revokeUserRole(db: Db, actorId: string, userId: string, role: Role): Promise<RoleChangeResult> {
  const outcome = await db.transaction(async (tx) => {
    if (!(await userExists(tx, userId))) return { kind: "not_found" } as const;
    if (role === "admin") {
      if (userId === actorId) return { kind: "self" } as const;
      if (isLastAdmin(await lockAdminIds(tx), userId)) return { kind: "last_admin" } as const;
    }
    await revokeRole(tx, userId, role);
    return { kind: "done" } as const;
  });
  if (outcome.kind !== "done") return outcome;
  const user = await findUser(db, userId);
  return user ? { kind: "ok", user } : { kind: "not_found" };
}

import { eq } from "drizzle-orm";
import type { UpdateProfileInput } from "../../../domain/admin-user-schemas.ts";
import type { Db } from "../../db/client.ts";
import { profiles, users } from "../../db/schema.ts";
import { findUser, type UserListItem } from "./service.ts";

export type UpdateProfileResult = { kind: "ok"; user: UserListItem } | { kind: "not_found" };

/** Changes a user's name and/or phone; the account's name follows the profile's (as /update-user does). */
export async function updateUserProfile(db: Db, userId: string, input: UpdateProfileInput): Promise<UpdateProfileResult> {
  const found = await db.transaction(async (tx) => {
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    if (!user) return false;
    if (input.name !== undefined) await tx.update(users).set({ name: input.name }).where(eq(users.id, userId));
    const changes = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.phone !== undefined && { phone: input.phone }),
    };
    await tx
      .insert(profiles)
      .values({ userId, name: input.name ?? user.name, phone: input.phone ?? null })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...changes, updatedAt: new Date() } });
    return true;
  });
  if (!found) return { kind: "not_found" };
  const user = await findUser(db, userId);
  return user ? { kind: "ok", user } : { kind: "not_found" };
}

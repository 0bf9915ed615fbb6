import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { passwordEqualsEmail } from "../../../domain/auth-schemas.ts";
import type { Auth } from "../../auth/auth.ts";
import type { Db } from "../../db/client.ts";
import { accounts, sessions, users } from "../../db/schema.ts";

export type SetPasswordResult = { kind: "ok" } | { kind: "not_found" } | { kind: "password_is_email" };

/**
 * Sets a user's password (hashed by better-auth, as at sign-up) and ends their sessions, except
 * `keepSessionId` (the admin's own session when they change their own password).
 */
export async function setUserPassword(
  auth: Auth,
  db: Db,
  userId: string,
  password: string,
  keepSessionId?: string,
): Promise<SetPasswordResult> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return { kind: "not_found" };
  if (passwordEqualsEmail(password, user.email)) return { kind: "password_is_email" };
  const hash = await (await auth.$context).password.hash(password);
  return db.transaction(async (tx) => {
    const credential = and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"));
    const updated = await tx.update(accounts).set({ password: hash }).where(credential).returning({ id: accounts.id });
    if (updated.length === 0) {
      // An account without a password yet (none today; better-auth's row shape if one appears).
      await tx.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash });
    }
    const theirs = eq(sessions.userId, userId);
    await tx.delete(sessions).where(keepSessionId ? and(theirs, ne(sessions.id, keepSessionId)) : theirs);
    return { kind: "ok" };
  });
}

import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FirstAdminInput } from "../../../domain/auth-schemas.ts";
import type { Auth } from "../../auth/auth.ts";
import type { Db } from "../../db/client.ts";
import { setupTokens } from "../../db/schema.ts";
import { adminExists, createAccount, findUserIdByEmail } from "../users/service.ts";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * While no admin exists, makes a new one-time setup token (replacing older ones) and returns
 * it; once an admin exists, removes every token and returns null.
 */
export async function issueSetupToken(db: Db): Promise<string | null> {
  if (await adminExists(db)) {
    await db.delete(setupTokens);
    return null;
  }
  const token = randomBytes(24).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(setupTokens);
    await tx.insert(setupTokens).values({ tokenHash: hash(token) });
  });
  return token;
}

export async function isSetupTokenValid(db: Db, token: string): Promise<boolean> {
  if (await adminExists(db)) return false;
  const [row] = await db.select().from(setupTokens).where(eq(setupTokens.tokenHash, hash(token)));
  return row !== undefined;
}

export type SetupResult = { ok: true; userId: string } | { ok: false; reason: "invalid_token" | "email_taken" };

/** Creates the first admin with a valid token; the token is consumed, so it works once. */
export async function completeSetup(auth: Auth, db: Db, token: string, input: FirstAdminInput): Promise<SetupResult> {
  if (await adminExists(db)) return { ok: false, reason: "invalid_token" };
  const consumed = await db.delete(setupTokens).where(eq(setupTokens.tokenHash, hash(token))).returning();
  if (consumed.length === 0) return { ok: false, reason: "invalid_token" };
  if (await findUserIdByEmail(db, input.email)) {
    await db.insert(setupTokens).values({ tokenHash: hash(token) }).onConflictDoNothing();
    return { ok: false, reason: "email_taken" };
  }
  const userId = await createAccount(auth, db, input, "admin");
  await db.delete(setupTokens);
  return { ok: true, userId };
}

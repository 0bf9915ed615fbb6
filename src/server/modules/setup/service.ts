import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FirstAdminInput } from "../../../domain/auth-schemas.ts";
import type { Auth } from "../../auth/auth.ts";
import type { Db } from "../../db/client.ts";
import { setupTokens } from "../../db/schema.ts";
import { adminExists, createAccount, findUserIdByEmail } from "../users/service.ts";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Serialises issueSetupToken across processes on one database (pg_advisory_xact_lock key). */
const SETUP_TOKEN_LOCK = 727_275;

/**
 * While no admin exists, returns the setup token, the same one to every process and every start:
 * the one kept in `setup_tokens`, or a new one when there is none (older rows without their token
 * are replaced). Two processes starting at once are serialised by a transaction-scoped advisory
 * lock. Once an admin exists, removes every token and returns null.
 */
export async function issueSetupToken(db: Db): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_TOKEN_LOCK})`);
    if (await adminExists(tx)) {
      await tx.delete(setupTokens);
      return null;
    }
    const rows = await tx.select().from(setupTokens);
    const kept = rows.find((row) => row.token && hash(row.token) === row.tokenHash);
    if (kept?.token && rows.length === 1) return kept.token;
    const token = kept?.token ?? randomBytes(24).toString("base64url");
    await tx.delete(setupTokens);
    await tx.insert(setupTokens).values({ tokenHash: hash(token), token });
    return token;
  });
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
    await db.insert(setupTokens).values({ tokenHash: hash(token), token }).onConflictDoNothing();
    return { ok: false, reason: "email_taken" };
  }
  const userId = await createAccount(auth, db, input, "admin");
  await db.delete(setupTokens);
  return { ok: true, userId };
}

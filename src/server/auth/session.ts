import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Role } from "../../domain/roles.ts";
import type { DbOrTx } from "../db/client.ts";
import { userRoles } from "../db/schema.ts";
import type { AppEnv } from "../http/app-env.ts";

export async function loadRoles(db: DbOrTx, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role);
}

/**
 * Reads the signed-in user (or null) and their roles onto the context, once per request. Only
 * guarded routes and /api/me ask: public endpoints (prices, place suggestions) skip the look-up.
 */
export async function resolveSession(c: Context<AppEnv>): Promise<void> {
  if (c.get("sessionResolved")) return;
  const { auth, db } = c.get("deps");
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  if (result?.user) {
    c.set("user", {
      id: result.user.id,
      email: result.user.email,
      name: result.user.name,
      emailVerified: result.user.emailVerified === true,
    });
    c.set("roles", await loadRoles(db, result.user.id));
  } else {
    c.set("user", null);
    c.set("roles", []);
  }
  c.set("sessionResolved", true);
}

import { getConnInfo } from "@hono/node-server/conninfo";
import { and, eq, like, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { databaseRuntimeOf, type DbOrTx } from "../db/client.ts";
import { requestCounters } from "../db/schema.ts";
import type { AppEnv } from "./app-env.ts";
import { apiError } from "./errors.ts";
import { createMemoryRateLimitStore, MAX_KEY_LENGTH, type RateLimitHit, type RateLimitStore } from "./rate-limit-store.ts";

export const RATE_LIMITED_MESSAGE = "Demasiados pedidos. Tente novamente dentro de alguns minutos.";

export type { RateLimitHit } from "./rate-limit-store.ts";

/** Share of hits that also delete this limiter's expired counters in the database, so the table stays small. */
const PRUNE_PROBABILITY = 0.02;

/**
 * Counters in request_counters, shared by every server process on the database. A hit is one
 * atomic upsert: concurrent hits never lose an increment, and a window that has expired restarts
 * at this hit with a count of 1. A hit over the limit writes nothing (the upsert's condition
 * fails and the row is only read, for its window's end): refused requests cost no write.
 */
export function createDatabaseRateLimitStore(db: DbOrTx): RateLimitStore {
  return {
    async hit(key, windowMs, max, now) {
      const storedKey = key.slice(0, MAX_KEY_LENGTH);
      const nowValue = sql`${now.toISOString()}::timestamptz`;
      const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
      const expired = sql`${requestCounters.windowStartedAt} <= ${windowStart}`;
      const [row] = await db
        .insert(requestCounters)
        .values({ key: storedKey, count: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: requestCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${requestCounters.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${nowValue} else ${requestCounters.windowStartedAt} end`,
          },
          setWhere: sql`${expired} or ${requestCounters.count} < ${max}`,
        })
        .returning({ count: requestCounters.count, windowStartedAt: requestCounters.windowStartedAt });
      if (row) {
        return { limited: false, count: row.count, resetAt: new Date(new Date(row.windowStartedAt).getTime() + windowMs) };
      }
      const [full] = await db
        .select({ windowStartedAt: requestCounters.windowStartedAt })
        .from(requestCounters)
        .where(eq(requestCounters.key, storedKey));
      const startedAt = full ? new Date(full.windowStartedAt).getTime() : now.getTime();
      return { limited: true, count: max + 1, resetAt: new Date(startedAt + windowMs) };
    },
    async prune(name, windowMs, now) {
      const deleted = await db
        .delete(requestCounters)
        .where(
          and(
            like(requestCounters.key, `${name}:%`),
            lt(requestCounters.windowStartedAt, new Date(now.getTime() - windowMs)),
          ),
        )
        .returning({ key: requestCounters.key });
      return deleted.length;
    },
  };
}

const memoryStores = new WeakMap<object, RateLimitStore>();

/**
 * Where `db`'s counters live. The embedded database has one owner process by construction, so
 * its counters stay in that process's memory (no write per request); on PostgreSQL several
 * processes share the limits, so the counters are in the database. A transaction counts in it.
 */
export function rateLimitStoreOf(db: DbOrTx): RateLimitStore {
  if (databaseRuntimeOf(db)?.kind !== "pglite") return createDatabaseRateLimitStore(db);
  let store = memoryStores.get(db);
  if (!store) {
    store = createMemoryRateLimitStore();
    memoryStores.set(db, store);
  }
  return store;
}

/**
 * Counts one hit for `key` in a fixed window of `windowMs` and says whether it exceeds `max`
 * (in the store `rateLimitStoreOf(db)` names).
 */
export function hitRateLimit(db: DbOrTx, key: string, windowMs: number, max: number, now: Date = new Date()): Promise<RateLimitHit> {
  return rateLimitStoreOf(db).hit(key, windowMs, max, now);
}

/** Deletes the counters of limiter `name` whose window ended before `now`; answers how many. */
export function pruneRateLimitCounters(db: DbOrTx, name: string, windowMs: number, now: Date = new Date()): Promise<number> {
  return rateLimitStoreOf(db).prune(name, windowMs, now);
}

/**
 * The caller's address. Behind `trustedProxies` load balancers (TRUST_PROXY), the entry of
 * X-Forwarded-For that the outermost of them appended (entries before it are client text and
 * can be forged); otherwise the socket's remote address; "unknown" without either (e.g.
 * in-process `app.request` calls in tests, which have no socket).
 */
export function clientIp(c: Context, trustedProxies = 0): string {
  if (trustedProxies > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "").split(",").map((e) => e.trim());
    const forwarded = entries[entries.length - trustedProxies];
    if (forwarded) return forwarded.slice(0, 100);
  }
  try {
    return getConnInfo(c).remote.address || "unknown";
  } catch {
    return "unknown";
  }
}

export interface RateLimitOptions {
  /** Names the limited action (the counters' key prefix), e.g. "contact". */
  name: string;
  windowMs: number;
  /** Hits allowed per window; the next one is refused. */
  max: number;
  /** Who is counted; by default the client's IP address. */
  key?: (c: Context<AppEnv>) => string;
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * A limiter for use inside a route handler:
 *
 *   const contactLimit = rateLimit({ name: "contact", windowMs: 10 * 60_000, max: 5 });
 *   ...
 *   const limited = await contactLimit(c);
 *   if (limited) return limited;
 *
 * Answers null when the request may go on, else the 429 response to return (with Retry-After).
 */
export function rateLimit(options: RateLimitOptions) {
  const { name, windowMs, max } = options;
  const keyOf: (c: Context<AppEnv>) => string = options.key ?? ((c) => clientIp(c, c.get("deps")?.env.TRUST_PROXY ?? 0));
  const clock = options.now ?? (() => new Date());
  return async (c: Context<AppEnv>): Promise<Response | null> => {
    const { db } = c.get("deps");
    const store = rateLimitStoreOf(db);
    const now = clock();
    const hit = await store.hit(`${name}:${keyOf(c)}`, windowMs, max, now);
    // The memory store forgets ended windows by itself; the table is pruned now and then.
    if (memoryStores.get(db) !== store && Math.random() < PRUNE_PROBABILITY) {
      // Housekeeping only: a failure here must not fail the request.
      await store.prune(name, windowMs, now).catch(() => undefined);
    }
    if (!hit.limited) return null;
    const retryAfter = Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
    c.header("retry-after", String(retryAfter));
    return apiError(c, 429, "rate_limited", RATE_LIMITED_MESSAGE);
  };
}

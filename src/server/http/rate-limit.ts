import { getConnInfo } from "@hono/node-server/conninfo";
import { and, like, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { DbOrTx } from "../db/client.ts";
import { requestCounters } from "../db/schema.ts";
import type { AppEnv } from "./app-env.ts";
import { apiError } from "./errors.ts";

export const RATE_LIMITED_MESSAGE = "Demasiados pedidos. Tente novamente dentro de alguns minutos.";

/** Keys longer than this are cut (a forwarded-for header is client text). */
const MAX_KEY_LENGTH = 200;
/** Share of hits that also delete this limiter's expired counters, so the table stays small. */
const PRUNE_PROBABILITY = 0.02;

export interface RateLimitHit {
  /** True when this hit is over the limit (it is still counted). */
  limited: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends. */
  resetAt: Date;
}

/**
 * Counts one hit for `key` in a fixed window of `windowMs` and says whether it exceeds `max`.
 * One atomic upsert on request_counters: every server process sharing the database shares
 * the count, and concurrent hits never lose an increment. A window that has expired restarts
 * at this hit with a count of 1.
 */
export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  windowMs: number,
  max: number,
  now: Date = new Date(),
): Promise<RateLimitHit> {
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const expired = sql`${requestCounters.windowStartedAt} <= ${windowStart}`;
  const [row] = await db
    .insert(requestCounters)
    .values({ key: key.slice(0, MAX_KEY_LENGTH), count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${requestCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowValue} else ${requestCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: requestCounters.count, windowStartedAt: requestCounters.windowStartedAt });
  if (!row) throw new Error("hitRateLimit: the counter row was not returned");
  return {
    limited: row.count > max,
    count: row.count,
    resetAt: new Date(new Date(row.windowStartedAt).getTime() + windowMs),
  };
}

/** Deletes the counters of limiter `name` whose window ended before `now`; answers how many. */
export async function pruneRateLimitCounters(db: DbOrTx, name: string, windowMs: number, now: Date = new Date()) {
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
    const now = clock();
    const hit = await hitRateLimit(db, `${name}:${keyOf(c)}`, windowMs, max, now);
    if (Math.random() < PRUNE_PROBABILITY) {
      // Housekeeping only: a failure here must not fail the request.
      await pruneRateLimitCounters(db, name, windowMs, now).catch(() => undefined);
    }
    if (!hit.limited) return null;
    const retryAfter = Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
    c.header("retry-after", String(retryAfter));
    return apiError(c, 429, "rate_limited", RATE_LIMITED_MESSAGE);
  };
}

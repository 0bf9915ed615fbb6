import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestCounters } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../../../test-support/test-app.ts";
import { middleware, route } from "./access.ts";
import type { AppEnv } from "./app-env.ts";
import {
  clientIp,
  createDatabaseRateLimitStore,
  hitRateLimit,
  pruneRateLimitCounters,
  rateLimit,
  RATE_LIMITED_MESSAGE,
} from "./rate-limit.ts";
import { createMemoryRateLimitStore, type RateLimitStore } from "./rate-limit-store.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

const stores: [string, () => RateLimitStore][] = [
  ["in memory", () => createMemoryRateLimitStore()],
  ["in the database", () => createDatabaseRateLimitStore(t.db)],
];

describe.each(stores)("the counters %s", (_name, makeStore) => {
  let store: RateLimitStore;
  beforeEach(async () => {
    store = makeStore();
    await t.db.delete(requestCounters);
  });

  it("counts hits in the window and flags those over the limit", async () => {
    const start = at("2025-01-01T10:00:00Z");
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await store.hit("count:a", 10 * MINUTE, 3, start));
    expect(hits.map((h) => h.count)).toEqual([1, 2, 3, 4]);
    expect(hits.map((h) => h.limited)).toEqual([false, false, false, true]);
    expect(hits[3]!.resetAt.toISOString()).toBe("2025-01-01T10:10:00.000Z");
  });

  it("keeps the window start and restarts the count once the window has passed", async () => {
    const key = "window:a";
    await store.hit(key, 10 * MINUTE, 2, at("2025-01-01T10:00:00Z"));
    const later = await store.hit(key, 10 * MINUTE, 2, at("2025-01-01T10:09:59Z"));
    expect(later).toMatchObject({ count: 2, limited: false });
    expect(later.resetAt.toISOString()).toBe("2025-01-01T10:10:00.000Z");
    const refused = await store.hit(key, 10 * MINUTE, 2, at("2025-01-01T10:09:59.500Z"));
    expect(refused).toMatchObject({ count: 3, limited: true });
    expect(refused.resetAt.toISOString()).toBe("2025-01-01T10:10:00.000Z");

    const fresh = await store.hit(key, 10 * MINUTE, 2, at("2025-01-01T10:10:00Z"));
    expect(fresh).toMatchObject({ count: 1, limited: false });
    expect(fresh.resetAt.toISOString()).toBe("2025-01-01T10:20:00.000Z");
  });

  it("counts each key on its own", async () => {
    const now = at("2025-01-01T10:00:00Z");
    await store.hit("keys:a", MINUTE, 1, now);
    expect((await store.hit("keys:a", MINUTE, 1, now)).limited).toBe(true);
    expect((await store.hit("keys:b", MINUTE, 1, now)).limited).toBe(false);
  });

  it("loses no increment when hits arrive at the same time, and refuses every hit over the limit", async () => {
    const now = new Date();
    const hits = await Promise.all(Array.from({ length: 20 }, () => store.hit("concurrent:a", MINUTE, 5, now)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, ...Array<number>(15).fill(6)]);
    expect(hits.filter((h) => h.limited)).toHaveLength(15);
  });

  it("prunes only the expired counters of the named limiter", async () => {
    const window = 30_000;
    const now = at("2025-06-01T12:00:00Z");
    await store.hit("prune:old", window, 5, at("2025-06-01T11:59:00Z"));
    await store.hit("prune:recent", window, 5, at("2025-06-01T11:59:45Z"));
    await store.hit("other:old", window, 5, at("2025-06-01T11:59:00Z"));
    expect(await store.prune("prune", window, now)).toBe(1);
    expect(await store.prune("prune", window, now)).toBe(0);
    expect(await store.prune("other", window, now)).toBe(1);
    // The recent counter is still counting.
    expect((await store.hit("prune:recent", window, 5, at("2025-06-01T11:59:50Z"))).count).toBe(2);
  });
});

describe("the counters in the database", () => {
  it("keep the window start in request_counters, and a refused hit writes nothing", async () => {
    const store = createDatabaseRateLimitStore(t.db);
    const key = "stored:a";
    for (let i = 0; i < 4; i++) await store.hit(key, 10 * MINUTE, 2, at("2025-01-01T10:00:00Z"));
    const [row] = await t.db.select().from(requestCounters).where(eq(requestCounters.key, key));
    expect(row).toMatchObject({ count: 2, windowStartedAt: at("2025-01-01T10:00:00Z") });
    await store.hit(key, 10 * MINUTE, 2, at("2025-01-01T10:10:00Z"));
    const [restarted] = await t.db.select().from(requestCounters).where(eq(requestCounters.key, key));
    expect(restarted).toMatchObject({ count: 1, windowStartedAt: at("2025-01-01T10:10:00Z") });
  });

  it("prune deletes the rows", async () => {
    const store = createDatabaseRateLimitStore(t.db);
    await store.hit("rows:old", MINUTE, 5, at("2025-06-01T11:00:00Z"));
    await store.hit("rows:recent", MINUTE, 5, at("2025-06-01T11:59:30Z"));
    expect(await store.prune("rows", MINUTE, at("2025-06-01T12:00:00Z"))).toBe(1);
    const keys = (await t.db.select({ key: requestCounters.key }).from(requestCounters)).map((r) => r.key);
    expect(keys).toContain("rows:recent");
    expect(keys).not.toContain("rows:old");
  });
});

describe("hitRateLimit", () => {
  it("counts in memory on the embedded database (no row written) and in request_counters on PostgreSQL", async () => {
    await t.db.delete(requestCounters);
    expect((await hitRateLimit(t.db, "where:a", MINUTE, 1)).limited).toBe(false);
    expect((await hitRateLimit(t.db, "where:a", MINUTE, 1)).limited).toBe(true);
    const keys = (await t.db.select().from(requestCounters)).map((r) => r.key);
    expect(keys).toEqual(t.database.kind === "postgres" ? ["where:a"] : []);
    expect(await pruneRateLimitCounters(t.db, "where", MINUTE, new Date(Date.now() + 2 * MINUTE))).toBe(1);
  });

  it("counts inside a transaction in the database, which sees its own writes", async () => {
    await t.db.transaction(async (tx) => {
      await hitRateLimit(tx, "tx:a", MINUTE, 1);
      expect((await hitRateLimit(tx, "tx:a", MINUTE, 1)).limited).toBe(true);
      expect(await tx.select().from(requestCounters).where(eq(requestCounters.key, "tx:a"))).toHaveLength(1);
    });
  });
});

describe("rateLimit in a route handler", () => {
  function limitedApp() {
    const app = new Hono<AppEnv>();
    middleware(app, "*", async (c, next) => {
      c.set("deps", { ...t.deps, env: { ...t.deps.env, TRUST_PROXY: 1 } });
      await next();
    });
    const limit = rateLimit({ name: "probe", windowMs: 10 * MINUTE, max: 3 });
    route(app, "POST", "/probe", "public", async (c) => {
      const limited = await limit(c);
      if (limited) return limited;
      return c.json({ ok: true }, 201);
    });
    return app;
  }

  it("lets max requests through per client and then answers 429 rate_limited", async () => {
    const app = limitedApp();
    const post = (ip: string) =>
      app.request("/probe", { method: "POST", headers: { "x-forwarded-for": ip, "content-type": "application/json" } });
    for (let i = 0; i < 3; i++) expect((await post("203.0.113.7")).status).toBe(201);
    const refused = await post("6.6.6.6, 203.0.113.7"); // a forged first entry changes nothing
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: RATE_LIMITED_MESSAGE } });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await post("198.51.100.20")).status).toBe(201);
  });

  it("uses a custom key when given", async () => {
    const app = new Hono<AppEnv>();
    middleware(app, "*", async (c, next) => {
      c.set("deps", t.deps);
      await next();
    });
    const limit = rateLimit({ name: "custom", windowMs: MINUTE, max: 1, key: (c) => c.req.query("who") ?? "" });
    route(app, "GET", "/custom", "public", async (c) => (await limit(c)) ?? c.text("ok"));
    expect((await app.request("/custom?who=a")).status).toBe(200);
    expect((await app.request("/custom?who=a")).status).toBe(429);
    expect((await app.request("/custom?who=b")).status).toBe(200);
  });
});

describe("clientIp", () => {
  const app = new Hono();
  app.get("/ip", (c) => c.text(clientIp(c)));
  app.get("/ip-behind-one-proxy", (c) => c.text(clientIp(c, 1)));
  app.get("/ip-behind-two-proxies", (c) => c.text(clientIp(c, 2)));

  it("takes the entry appended by the trusted proxy, never a forged one", async () => {
    const headers = { "x-forwarded-for": "6.6.6.6, 203.0.113.9 , 10.0.0.2" };
    expect(await (await app.request("/ip-behind-one-proxy", { headers })).text()).toBe("10.0.0.2");
    expect(await (await app.request("/ip-behind-two-proxies", { headers })).text()).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For without trusted proxies, and answers unknown without a socket", async () => {
    expect(await (await app.request("/ip")).text()).toBe("unknown");
    expect(await (await app.request("/ip", { headers: { "x-forwarded-for": "1.2.3.4" } })).text()).toBe("unknown");
  });

  it("falls back to the socket address on a real server", async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/ip`);
      expect(await response.text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

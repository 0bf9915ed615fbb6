import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestCounters } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../test-app.ts";
import { middleware, route } from "./access.ts";
import type { AppEnv } from "./app-env.ts";
import { clientIp, hitRateLimit, pruneRateLimitCounters, rateLimit, RATE_LIMITED_MESSAGE } from "./rate-limit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

describe("hitRateLimit", () => {
  it("counts hits in the window and flags those over the limit", async () => {
    const start = at("2025-01-01T10:00:00Z");
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await hitRateLimit(t.db, "count:a", 10 * MINUTE, 3, start));
    expect(hits.map((h) => h.count)).toEqual([1, 2, 3, 4]);
    expect(hits.map((h) => h.limited)).toEqual([false, false, false, true]);
    expect(hits[3]!.resetAt.toISOString()).toBe("2025-01-01T10:10:00.000Z");
  });

  it("keeps the window start and restarts the count once the window has passed", async () => {
    const key = "window:a";
    await hitRateLimit(t.db, key, 10 * MINUTE, 2, at("2025-01-01T10:00:00Z"));
    const later = await hitRateLimit(t.db, key, 10 * MINUTE, 2, at("2025-01-01T10:09:59Z"));
    expect(later).toMatchObject({ count: 2, limited: false });
    expect(later.resetAt.toISOString()).toBe("2025-01-01T10:10:00.000Z");
    expect((await hitRateLimit(t.db, key, 10 * MINUTE, 2, at("2025-01-01T10:09:59.500Z"))).limited).toBe(true);

    const fresh = await hitRateLimit(t.db, key, 10 * MINUTE, 2, at("2025-01-01T10:10:00Z"));
    expect(fresh).toMatchObject({ count: 1, limited: false });
    expect(fresh.resetAt.toISOString()).toBe("2025-01-01T10:20:00.000Z");
    const [row] = await t.db.select().from(requestCounters).where(eq(requestCounters.key, key));
    expect(row).toMatchObject({ count: 1, windowStartedAt: at("2025-01-01T10:10:00Z") });
  });

  it("counts each key on its own", async () => {
    const now = at("2025-01-01T10:00:00Z");
    await hitRateLimit(t.db, "keys:a", MINUTE, 1, now);
    expect((await hitRateLimit(t.db, "keys:a", MINUTE, 1, now)).limited).toBe(true);
    expect((await hitRateLimit(t.db, "keys:b", MINUTE, 1, now)).limited).toBe(false);
  });

  it("loses no increment when hits arrive at the same time", async () => {
    const now = new Date();
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(t.db, "concurrent:a", MINUTE, 5, now)),
    );
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(hits.filter((h) => h.limited)).toHaveLength(15);
  });

  it("prunes only the expired counters of the named limiter", async () => {
    const now = at("2025-06-01T12:00:00Z");
    await hitRateLimit(t.db, "prune:old", MINUTE, 5, at("2025-06-01T11:00:00Z"));
    await hitRateLimit(t.db, "prune:recent", MINUTE, 5, at("2025-06-01T11:59:30Z"));
    await hitRateLimit(t.db, "other:old", MINUTE, 5, at("2025-06-01T11:00:00Z"));
    expect(await pruneRateLimitCounters(t.db, "prune", MINUTE, now)).toBe(1);
    const keys = (await t.db.select({ key: requestCounters.key }).from(requestCounters)).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(["prune:recent", "other:old"]));
    expect(keys).not.toContain("prune:old");
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

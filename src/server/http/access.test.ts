import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../test-app.ts";
import { listDeclaredRoutes, listUndeclaredRoutes, route } from "./access.ts";
import type { AppEnv } from "./app-env.ts";

let t: TestApp;
let noRole: TestUser;
let driver: TestUser;
let otherDriver: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  noRole = await t.createUser([]);
  driver = await t.createUser(["driver"]);
  otherDriver = await t.createUser(["driver"]);
  admin = await t.createUser(["admin"]);
});
afterAll(() => t.close());

/** A concrete URL for a route pattern (path parameters get a well-formed unknown id). */
const concretePath = (pattern: string) =>
  pattern.replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, "probe");

describe("route access declarations", () => {
  it("every registered route declares its access", () => {
    expect(listUndeclaredRoutes(t.app)).toEqual([]);
    expect(listDeclaredRoutes(t.app).length).toBeGreaterThan(5);
  });

  it("finds a route registered without a declaration", () => {
    const app = new Hono<AppEnv>();
    route(app, "GET", "/api/declared", "admin", (c) => c.text("ok"));
    app.get("/api/sneaky", (c) => c.text("no access rule"));
    expect(listUndeclaredRoutes(app)).toEqual([{ method: "GET", path: "/api/sneaky" }]);
  });
});

describe("every guarded route as each kind of caller", () => {
  const guarded = () => listDeclaredRoutes(t.app).filter((r) => r.access !== "public");

  it("has guarded routes to check", () => {
    expect(guarded().map((r) => r.access)).toEqual(expect.arrayContaining(["admin", "driver"]));
  });

  it("answers 401 to an anonymous caller", async () => {
    for (const r of guarded()) {
      const method = r.method === "ALL" ? "GET" : r.method;
      const response = await t.request(concretePath(r.path), { method });
      expect(response.status, `${method} ${r.path}`).toBe(401);
      expect((await response.json()).error.code).toBe("unauthenticated");
    }
  });

  it("answers 403 to a signed-in user without the role", async () => {
    for (const r of guarded().filter((g) => g.access !== "signed-in")) {
      const method = r.method === "ALL" ? "GET" : r.method;
      const response = await t.request(concretePath(r.path), { method, cookie: noRole.cookie });
      expect(response.status, `${method} ${r.path}`).toBe(403);
    }
  });

  it("lets drivers into driver routes only, and admins into admin routes only", async () => {
    for (const r of guarded()) {
      const method = r.method === "ALL" ? "GET" : r.method;
      const path = concretePath(r.path);
      for (const [who, user] of [
        ["driver", driver],
        ["other driver", otherDriver],
        ["admin", admin],
      ] as const) {
        const response = await t.request(path, { method, cookie: user.cookie });
        const allowed = r.access === "signed-in" || (r.access === "admin" ? who === "admin" : who !== "admin");
        if (allowed) expect([401, 403], `${who} ${method} ${r.path}`).not.toContain(response.status);
        else expect(response.status, `${who} ${method} ${r.path}`).toBe(403);
      }
    }
  });
});

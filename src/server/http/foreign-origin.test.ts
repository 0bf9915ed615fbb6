import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, users } from "../db/schema.ts";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from "../../../test-support/test-app.ts";
import { listDeclaredRoutes } from "./access.ts";

// Issue 22: a state-changing JSON request sent from a page of another site is refused (403), as a
// second line behind SameSite cookies and the JSON-only rule. A request without an Origin (a server,
// curl, the tests), from the request's own origin, from PUBLIC_URL or from an origin better-auth
// trusts goes on. Stripe's webhook (no browser) and the test checkout's HTML forms (which check
// their own origin and answer a page) are not JSON routes.

const FOREIGN = ["https://evil.example", "null", "http://localhost:3001", "https://localhost:3000", "http://localhost.evil.example:3000"];

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"], "Admin");
});
afterAll(() => t.close());

function post(url: string, headers: Record<string, string>, json: unknown = {}, method = "POST") {
  return t.app.request(url, {
    method,
    headers: { "content-type": "application/json", cookie: admin.cookie, ...headers },
    body: JSON.stringify(json),
  });
}

/** A concrete path for a registered pattern. */
const pathOf = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, "x1").replace("*", "probe");

describe("a foreign Origin on a state-changing JSON route", () => {
  it("is refused with 403 and a Portuguese error on every such route", async () => {
    const routes = listDeclaredRoutes(t.app).filter(
      (r) =>
        r.method !== "GET" &&
        r.path !== "/api/payments/stripe/webhook" &&
        !(r.options.bodyTypes ?? ["application/json"]).includes("application/x-www-form-urlencoded"),
    );
    expect(routes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const r of routes) {
      const method = r.method === "ALL" ? "POST" : r.method;
      for (const origin of FOREIGN) {
        const response = await post(pathOf(r.path), { origin }, {}, method);
        const body = await response.json().catch(() => null);
        const fine =
          response.status === 403 &&
          typeof body?.error?.code === "string" &&
          typeof body?.error?.message === "string" &&
          /[ãçéóõáíê]/.test(body.error.message);
        if (!fine) wrong.push(`${method} ${r.path} from ${origin}: ${response.status} ${JSON.stringify(body).slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("changes nothing: no notification, no account", async () => {
    const before = (await t.db.select({ value: count() }).from(notifications))[0]!.value;
    const created = await post("/api/admin/notifications", { origin: "https://evil.example" }, {
      type: "info",
      title: "Aviso",
      message: "Mensagem de outro site",
    });
    expect(created.status).toBe(403);
    expect((await t.db.select({ value: count() }).from(notifications))[0]!.value).toBe(before);

    const signUp = await t.app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: "de-fora@example.com", password: "Lagos-praia-31", name: "De Fora" }),
    });
    expect(signUp.status).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.email, "de-fora@example.com"))).toEqual([]);
  });

  it("does not refuse a read from another site (the answer is the browser's to withhold)", async () => {
    const response = await t.app.request("/api/tours", { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });
});

describe("origins that go on", () => {
  const json = { type: "info", title: "Aviso", message: "Mensagem do painel" };

  it("takes a request without an Origin, from PUBLIC_URL, and from the request's own origin", async () => {
    expect((await post("/api/admin/notifications", {}, json)).status).toBe(201);
    expect((await post("/api/admin/notifications", { origin: TEST_ORIGIN }, json)).status).toBe(201);
    // Opened at a LAN address: the page's origin is the request's own.
    expect((await post("http://192.168.1.20:3000/api/admin/notifications", { origin: "http://192.168.1.20:3000" }, json)).status).toBe(201);
    // ... but not another port or scheme of it.
    expect((await post("http://192.168.1.20:3000/api/admin/notifications", { origin: "http://192.168.1.20:3001" }, json)).status).toBe(403);
  });

  it("leaves Stripe's webhook and the test checkout's form posts to their own checks", async () => {
    const webhook = await t.app.request("/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: "{}",
    });
    expect(webhook.status).not.toBe(403);
    const form = await t.app.request("/api/payments/test-checkout/test_cs_unknown/pay", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "",
    });
    // The page's own refusal (HTML), not the JSON one.
    expect(form.headers.get("content-type")).toMatch(/text\/html/);
  });
});

describe("PUBLIC_URL set behind a proxy", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { PUBLIC_URL: "https://www.lusitania-chauffeur.pt", PAYMENTS: "test" } });
  });
  afterAll(() => proxied.close());

  it("takes PUBLIC_URL's origin on a request the proxy sent to an inner address, and refuses others", async () => {
    const quote = (origin: string) =>
      proxied.app.request("http://10.0.0.5:3000/api/quotes", {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: "{}",
      });
    expect((await quote("https://www.lusitania-chauffeur.pt")).status).not.toBe(403);
    expect((await quote("https://lusitania-chauffeur.pt.evil.example")).status).toBe(403);
  });
});

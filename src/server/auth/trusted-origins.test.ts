import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { createAccount } from "../modules/users/service.ts";
import { cookieOf, createTestApp, type TestApp } from "../../../test-support/test-app.ts";
import { listTrustedOrigins } from "./trusted-origins.ts";

/** The session cookie pairs of a response, ready for a Cookie header. */
/** A browser's same-site POST to `url`, sent from a page whose origin is `origin`. */
function postFrom(t: TestApp, url: string, origin: string, json: unknown) {
  return t.app.request(url, {
    method: "POST",
    headers: { origin, "content-type": "application/json", "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" },
    body: JSON.stringify(json),
  });
}

describe("PUBLIC_URL not set: a page may sign in on the origin it was opened at", () => {
  let t: TestApp;
  let account: { email: string; password: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "" } });
    const user = await t.createUser([]);
    account = { email: user.email, password: user.password };
  });
  afterAll(() => t.close());

  it.each([
    ["127.0.0.1", "http://127.0.0.1:3000"],
    ["a LAN address", "http://192.168.1.23:3000"],
    ["a LAN host name", "http://chauffeur-box.local:8080"],
  ])("signs in at %s with a session cookie that works on plain http", async (_label, origin) => {
    const response = await postFrom(t, `${origin}/api/auth/sign-in/email`, origin, account);
    expect(response.status).toBe(200);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.some((c) => c.startsWith("better-auth.session_token="))).toBe(true);
    // A Secure cookie (or the __Secure- prefix) is dropped by browsers on http.
    for (const cookie of setCookies) {
      expect(cookie).not.toMatch(/;\s*secure/i);
      expect(cookie).not.toMatch(/^__Secure-/);
    }
    const me = await t.app.request(`${origin}/api/me`, { headers: { cookie: cookieOf(response) } });
    expect((await me.json()).user?.email).toBe(account.email);
  });

  it.each([
    ["another site", "https://evil.example"],
    ["another port on the same host", "http://127.0.0.1:4000"],
    ["another host", "http://192.168.1.99:3000"],
  ])("refuses a sign-in sent from %s", async (_label, origin) => {
    const response = await postFrom(t, "http://127.0.0.1:3000/api/auth/sign-in/email", origin, account);
    expect(response.status).toBe(403);
    // The app's own origin check answers before better-auth's (decision 0031).
    expect((await response.json()).error.code).toBe("forbidden_origin");
  });
});

describe("PUBLIC_URL set: only that origin is trusted", () => {
  let t: TestApp;
  let account: { email: string; password: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://www.lusitania-chauffeur.pt", PAYMENTS: "test" } });
    account = { email: "rita@example.com", password: "secret123" };
    await createAccount(t.deps.auth, t.db, { ...account, name: "Rita Lopes" });
  });
  afterAll(() => t.close());

  it("refuses a same-origin sign-in on another host", async () => {
    const origin = "http://127.0.0.1:3000";
    const response = await postFrom(t, `${origin}/api/auth/sign-in/email`, origin, account);
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe("INVALID_ORIGIN");
  });

  it("signs in from PUBLIC_URL, with a Secure cookie on https", async () => {
    const origin = "https://www.lusitania-chauffeur.pt";
    const response = await postFrom(t, `http://10.0.0.5:3000/api/auth/sign-in/email`, origin, account);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/;\s*secure/i);
  });
});

describe("listTrustedOrigins", () => {
  const request = new Request("http://192.168.1.23:3000/api/auth/sign-in/email", { method: "POST" });

  it("without PUBLIC_URL trusts the default URL and the request's own origin", () => {
    const env = parseEnv({ NODE_ENV: "production", PORT: "3000" });
    expect(listTrustedOrigins(env)).toEqual(["http://localhost:3000"]);
    expect(listTrustedOrigins(env, request)).toEqual(["http://localhost:3000", "http://192.168.1.23:3000"]);
  });

  it("with PUBLIC_URL trusts it alone, and Vite's dev server in development", () => {
    const production = parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://example.pt/", PAYMENTS: "test" });
    expect(listTrustedOrigins(production, request)).toEqual(["https://example.pt"]);
    const development = parseEnv({ NODE_ENV: "development", PUBLIC_URL: "http://localhost:3000" });
    expect(listTrustedOrigins(development, request)).toEqual(["http://localhost:3000", "http://localhost:5173"]);
  });
});

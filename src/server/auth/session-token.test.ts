import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema.ts";
import { cookieOf, createTestApp, type TestApp } from "../../../test-support/test-app.ts";
import { withoutTokenKeys } from "./session-token.ts";

// The session lives in an httpOnly cookie; its token must never be readable by page scripts, so
// no JSON answer of /api/auth/* carries it (decision 0024).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Paths (like `$.session.token` or `$[0].token`) of every key named token, at any depth. */
function tokenKeys(value: unknown, at = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => tokenKeys(item, `${at}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(key.toLowerCase() === "token" ? [`${at}.${key}`] : []),
    ...tokenKeys(item, `${at}.${key}`),
  ]);
}

async function tokensOf(userId: string): Promise<string[]> {
  const rows = await t.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((row) => row.token);
}

/** Reads the answer once; fails on a token key anywhere or on any of the user's session tokens in the text. */
async function expectNoToken(response: Response, userId: string): Promise<unknown> {
  const text = await response.text();
  const body: unknown = JSON.parse(text);
  expect(tokenKeys(body), text).toEqual([]);
  const stored = await tokensOf(userId);
  expect(stored.length).toBeGreaterThan(0);
  for (const token of stored) expect(text).not.toContain(token);
  return body;
}

describe("the session token stays in the cookie", () => {
  it("is in no answer of sign-up, sign-in, get-session or change-password, and the cookie still works", async () => {
    const signUp = await t.request("/api/auth/sign-up/email", {
      json: { email: "token-check@example.com", password: "lisbon-77", name: "Rita Sousa" },
    });
    expect(signUp.status).toBe(200);
    const { user } = (await signUp.clone().json()) as { user: { id: string } };

    const signIn = await t.request("/api/auth/sign-in/email", {
      json: { email: "token-check@example.com", password: "lisbon-77" },
    });
    expect(signIn.status).toBe(200);
    // A sign-up does not sign in (decision 0031); its answer is checked once the session exists.
    await expectNoToken(signUp, user.id);
    // Status and headers as better-auth sent them: one session cookie, httpOnly, JSON (and the
    // browser's device cookie, decision 0031).
    const setCookies = signIn.headers.getSetCookie().filter((c) => c.startsWith("better-auth."));
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(/^better-auth\.session_token=[^;]+;.*HttpOnly/i);
    expect(signIn.headers.get("content-type")).toMatch(/^application\/json/);
    const cookie = cookieOf(signIn);
    const signedIn = (await expectNoToken(signIn, user.id)) as Record<string, unknown>;
    expect(signedIn).toMatchObject({ redirect: false, user: { id: user.id, email: "token-check@example.com" } });

    const session = await t.request("/api/auth/get-session", { cookie });
    expect(session.status).toBe(200);
    const current = (await expectNoToken(session, user.id)) as { session: Record<string, unknown>; user: { id: string } };
    expect(current.user.id).toBe(user.id);
    expect(current.session).toMatchObject({ userId: user.id });
    expect(typeof current.session.id).toBe("string");

    // The cookie alone authenticates: our own route and better-auth's.
    const me = await (await t.request("/api/me", { cookie })).json();
    expect(me.user.id).toBe(user.id);

    // Changing the password with revokeOtherSessions starts a new session and answers with it.
    const change = await t.request("/api/auth/change-password", {
      cookie,
      json: { currentPassword: "lisbon-77", newPassword: "porto-2024!", revokeOtherSessions: true },
    });
    expect(change.status).toBe(200);
    const newCookie = cookieOf(change);
    expect(newCookie).toMatch(/better-auth\.session_token=[^;]+/);
    await expectNoToken(change, user.id);
    const meAfter = await (await t.request("/api/me", { cookie: newCookie })).json();
    expect(meAfter.user.id).toBe(user.id);
  });

  it("leaves server-side calls of better-auth with the whole session", async () => {
    const account = await t.createUser();
    const result = await t.deps.auth.api.getSession({ headers: new Headers({ cookie: account.cookie }) });
    expect(result?.session.token).toBe((await tokensOf(account.userId))[0]);
  });

  it("answers null to get-session without a cookie, unchanged", async () => {
    const response = await t.request("/api/auth/get-session");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("null");
  });
});

describe("withoutTokenKeys", () => {
  it("removes token keys at any depth and keeps everything else, dates included", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    const value = { token: "a", user: { id: "u" }, session: { id: "s", token: "b", expiresAt: at }, list: [{ token: "c", id: 1 }, 2] };
    expect(withoutTokenKeys(value)).toEqual({ user: { id: "u" }, session: { id: "s", expiresAt: at }, list: [{ id: 1 }, 2] });
    expect((withoutTokenKeys(value) as { session: { expiresAt: Date } }).session.expiresAt).toBe(at);
    expect(value.session.token).toBe("b");
  });

  it("gives back the same value when there is nothing to remove", () => {
    const value = { user: { id: "u" }, list: [1, { a: null }] };
    expect(withoutTokenKeys(value)).toBe(value);
    expect(withoutTokenKeys(null)).toBeNull();
    const error = Object.assign(new Error("x"), { token: "kept" });
    expect(withoutTokenKeys(error)).toBe(error);
  });
});

import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, sessions, users } from "../db/schema.ts";
import { cookieOf, createTestApp, type TestApp, type TestUser } from "../../../test-support/test-app.ts";

// Issue 22: under /api/auth only what the product uses answers (the web app signs up, signs in,
// signs out, asks for and follows a reset link; the session is read through /api/me and
// get-session); update-user takes a name only; a password change ends the other sessions; and a
// sign-up does not reveal whether an address has an account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedInUser = async (email: string) => (await (await t.request("/api/me", { cookie: email })).json()).user;

describe("better-auth endpoints the product does not use", () => {
  let user: TestUser;
  let otherSession: string;
  beforeAll(async () => {
    user = await t.createUser([], "Rosa Lima");
    otherSession = await t.signIn(user.email, user.password);
  });

  it.each([
    ["GET", "/api/auth/list-sessions", undefined],
    ["POST", "/api/auth/revoke-other-sessions", {}],
    ["POST", "/api/auth/revoke-sessions", {}],
    ["POST", "/api/auth/revoke-session", { token: "x" }],
    ["GET", "/api/auth/list-accounts", undefined],
    ["POST", "/api/auth/unlink-account", { providerId: "credential" }],
    ["POST", "/api/auth/delete-user", {}],
    ["POST", "/api/auth/change-email", { newEmail: "outra@example.com" }],
    // A new link goes through POST /api/account/verification-email (the caller's own, rate-limited);
    // GET /api/auth/verify-email is the link itself (decision 0046).
    ["POST", "/api/auth/send-verification-email", { email: "outra@example.com" }],
    ["POST", "/api/auth/verify-email?token=x", {}],
    ["GET", "/api/auth/account-info", undefined],
    ["POST", "/api/auth/refresh-token", { providerId: "credential" }],
    ["POST", "/api/auth/get-access-token", { providerId: "credential" }],
    ["POST", "/api/auth/sign-in/social", { provider: "google" }],
    ["GET", "/api/auth/ok", undefined],
    ["GET", "/api/auth/error", undefined],
    ["GET", "/api/auth/list-sessions/", undefined],
    ["GET", "/api/auth/LIST-SESSIONS", undefined],
    ["GET", "/api/auth//list-sessions", undefined],
    ["POST", "/api/auth/sign-in/email/x", { email: "a@b.pt", password: "x" }],
    ["GET", "/api/auth/sign-in/email", undefined],
  ] as const)("answers %s %s with 404 to a signed-in user", async (method, path, json) => {
    const response = await t.request(path, { method, cookie: user.cookie, json });
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body.error.code).toBe("not_found");
  });

  it("leaves the account as it was: the other session still works, the account still signs in", async () => {
    expect((await signedInUser(otherSession))?.email).toBe(user.email);
    expect((await signedInUser(user.cookie))?.email).toBe(user.email);
    expect(await t.signIn(user.email, user.password)).toMatch(/better-auth\.session_token=/);
  });

  it("keeps what the web app calls", async () => {
    const session = await t.request("/api/auth/get-session", { cookie: user.cookie });
    expect(session.status).toBe(200);
    expect((await session.json()).user.email).toBe(user.email);
    const reset = await t.request("/api/auth/request-password-reset", { json: { email: user.email, redirectTo: "/reset-password" } });
    expect(reset.status).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    const link = new URL(mail!.textBody!.match(/https?:\/\/\S+/)![0]);
    const follow = await t.request(link.pathname + link.search);
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toMatch(/\/reset-password\?token=/);
    const signOut = await t.request("/api/auth/sign-out", { cookie: otherSession, json: {} });
    expect(signOut.status).toBe(200);
    expect(await signedInUser(otherSession)).toBeNull();
  });
});

describe("update-user", () => {
  it("refuses an image (javascript:alert(1) or any other) and stores none; a name alone still changes", async () => {
    const user = await t.createUser([], "Paulo Dias");
    for (const body of [{ image: "javascript:alert(1)" }, { name: "Paulo Dias", image: "https://example.com/a.png" }]) {
      const response = await t.request("/api/auth/update-user", { cookie: user.cookie, json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const [stored] = await t.db.select({ image: users.image, name: users.name }).from(users).where(eq(users.id, user.userId));
    expect(stored).toEqual({ image: null, name: "Paulo Dias" });
    const rename = await t.request("/api/auth/update-user", { cookie: user.cookie, json: { name: "Paulo Dias Neto" } });
    expect(rename.status).toBe(200);
  });
});

describe("change-password ends the account's other sessions", () => {
  it("signs out every other session even when the browser does not ask to, and keeps the one it is made from", async () => {
    const user = await t.createUser([], "Sara Nunes");
    const laptop = user.cookie;
    const phone = await t.signIn(user.email, user.password);
    expect((await signedInUser(phone))?.email).toBe(user.email);
    const change = await t.request("/api/auth/change-password", {
      cookie: laptop,
      json: { currentPassword: user.password, newPassword: "Sintra-palacio-42", revokeOtherSessions: false },
    });
    expect(change.status, await change.clone().text()).toBe(200);
    expect(await signedInUser(phone)).toBeNull();
    // The browser the change was made from goes on with the session the answer set (or its own).
    const current = cookieOf(change) || laptop;
    expect((await signedInUser(current))?.email).toBe(user.email);
    const [row] = await t.db.select({ value: count() }).from(sessions).where(eq(sessions.userId, user.userId));
    expect(row?.value).toBe(1);
  });
});

describe("sign-up does not reveal who has an account", () => {
  /** The answer's shape: every key with the type of its value, at any depth. */
  function shapeOf(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(shapeOf);
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
    }
    return value === null ? "null" : typeof value;
  }
  const userCount = async () => (await t.db.select({ value: count() }).from(users))[0]!.value;
  const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()));

  it("answers an address that has an account exactly as a new one, creates nothing, signs nobody in and e-mails the owner", async () => {
    const owner = await t.createUser([], "Helena Rocha");
    const mailsBefore = (await mailsTo(owner.email)).length;

    const fresh = await t.request("/api/auth/sign-up/email", {
      json: { email: "nova.conta@example.com", password: "Lagos-praia-31", name: "Nova Conta", callbackURL: "/" },
    });
    const before = await userCount();
    const duplicate = await t.request("/api/auth/sign-up/email", {
      json: { email: owner.email.toUpperCase(), password: "Lagos-praia-31", name: "Outra Pessoa", callbackURL: "/" },
    });

    // The same status, the same body shape, the same cookies (none: a sign-up does not sign in).
    expect(duplicate.status).toBe(fresh.status);
    expect(fresh.status).toBe(200);
    const freshBody = await fresh.json();
    const duplicateBody = await duplicate.json();
    expect(shapeOf(duplicateBody)).toEqual(shapeOf(freshBody));
    expect(duplicateBody.error).toBeUndefined();
    expect(duplicateBody.user.email).toBe(owner.email.toLowerCase());
    expect(duplicateBody.user.name).toBe("Outra Pessoa");
    expect(duplicateBody.user.id).not.toBe(owner.userId);
    expect(fresh.headers.getSetCookie().filter((c) => c.includes("session_token="))).toEqual([]);
    expect(duplicate.headers.getSetCookie().filter((c) => c.includes("session_token="))).toEqual([]);

    // Nothing created or changed: the owner's password still works, the newcomer's does not.
    expect(await userCount()).toBe(before);
    expect((await t.request("/api/auth/sign-in/email", { json: { email: owner.email, password: "Lagos-praia-31" } })).status).toBe(401);
    expect(await t.signIn(owner.email, owner.password)).toMatch(/session_token=/);

    // The owner is told, in Portuguese, once.
    const mails = await mailsTo(owner.email);
    expect(mails.length).toBe(mailsBefore + 1);
    const notice = mails.at(-1)!;
    expect(notice.subject).toMatch(/conta/i);
    expect(notice.textBody).toMatch(/já tem uma conta|já existe uma conta/i);
    // A new account's sign-up e-mails its own address the verification link, and nothing else
    // (decision 0046): each sign-up sends one e-mail, to the address it names.
    const freshMails = await mailsTo("nova.conta@example.com");
    expect(freshMails.map((m) => m.kind)).toEqual(["email_verification"]);
  });

  it("the new account then signs in with its own password", async () => {
    const response = await t.request("/api/auth/sign-in/email", { json: { email: "nova.conta@example.com", password: "Lagos-praia-31" } });
    expect(response.status).toBe(200);
  });
});

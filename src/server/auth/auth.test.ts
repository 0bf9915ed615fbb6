import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, profiles } from "../db/schema.ts";
import { cookieOf, createTestApp, TEST_ORIGIN, type TestApp } from "../../../test-support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-up, sign-in, sign-out", () => {
  it("signs up with a name kept in profiles and signs in", async () => {
    const signUp = await t.request("/api/auth/sign-up/email", {
      json: { email: "Ana@Example.com", password: "secret1", name: "Ana Silva" },
    });
    expect(signUp.status).toBe(200);
    const { user } = await signUp.json();
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.name).toBe("Ana Silva");

    // A sign-up does not sign in (decision 0031): the person signs in with the new password.
    expect(cookieOf(signUp)).toBe("");
    const me = await (await t.request("/api/me", { cookie: await t.signIn("ana@example.com", "secret1") })).json();
    expect(me).toEqual({
      // Not verified yet: the customer area waits for the e-mailed link (decision 0046).
      user: { id: user.id, email: "ana@example.com", name: "Ana Silva", emailVerified: false },
      isAdmin: false,
      isDriver: false,
    });
  });

  it.each([
    [{ email: "b@example.com", password: "12345", name: "Bea" }, "A senha deve ter pelo menos 6 caracteres"],
    [{ email: "b@example.com", password: "lisbon-77", name: "" }, "Por favor, preencha todos os campos"],
    [{ email: "", password: "lisbon-77", name: "Bea" }, "Por favor, preencha todos os campos"],
    [{ email: "not-an-email", password: "lisbon-77", name: "Bea" }, "Email inválido"],
  ])("refuses sign-up %o with the spec's message", async (body, message) => {
    const response = await t.request("/api/auth/sign-up/email", { json: body });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it("refuses a wrong password and signs out", async () => {
    const user = await t.createUser([]);
    const wrong = await t.request("/api/auth/sign-in/email", { json: { email: user.email, password: "nope-nope" } });
    expect(wrong.status).toBe(401);

    const out = await t.request("/api/auth/sign-out", { method: "POST", cookie: user.cookie, json: {} });
    expect(out.status).toBe(200);
    const me = await (await t.request("/api/me", { cookie: user.cookie })).json();
    expect(me.user).toBeNull();
  });

  it("reports both role flags for a user holding both roles", async () => {
    const both = await t.createUser(["admin", "driver"]);
    const me = await (await t.request("/api/me", { cookie: both.cookie })).json();
    expect(me).toMatchObject({ isAdmin: true, isDriver: true, user: { email: both.email } });
  });
});

describe("forgot and reset password", () => {
  it("queues an e-mail with a link to /reset-password, and the link sets a new password", async () => {
    const user = await t.createUser([]);
    const before = t.mailWakes;
    const ask = await t.request("/api/auth/request-password-reset", {
      json: { email: user.email, redirectTo: "/reset-password" },
    });
    expect(ask.status).toBe(200);
    expect(t.mailWakes).toBeGreaterThan(before);

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mail).toMatchObject({ kind: "password_reset", status: "pending" });
    const link = mail!.textBody!.match(/https?:\/\/\S+/)?.[0];
    expect(link?.startsWith(`${TEST_ORIGIN}/api/auth/reset-password/`)).toBe(true);

    const follow = await t.request(new URL(link!).pathname + new URL(link!).search);
    expect(follow.status).toBe(302);
    const target = new URL(follow.headers.get("location")!, TEST_ORIGIN);
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await t.request("/api/auth/reset-password", { json: { newPassword: "brand-new-1", token } });
    expect(reset.status).toBe(200);
    await expect(t.signIn(user.email, user.password)).rejects.toThrow();
    await expect(t.signIn(user.email, "brand-new-1")).resolves.toContain("session_token");

    const again = await t.request("/api/auth/reset-password", { json: { newPassword: "other-pass", token } });
    expect(again.status).toBe(400);
  });

  it("queues nothing for an unknown e-mail but answers the same", async () => {
    const count = (await t.db.select().from(mailOutbox)).length;
    const ask = await t.request("/api/auth/request-password-reset", {
      json: { email: "nobody@example.com", redirectTo: "/reset-password" },
    });
    expect(ask.status).toBe(200);
    expect((await t.db.select().from(mailOutbox)).length).toBe(count);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, profiles, users } from "../db/schema.ts";
import { issueSetupToken } from "../modules/setup/service.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../test-support/test-app.ts";

const COMMON = "Esta senha é demasiado comum. Escolha outra.";
const SAME_AS_EMAIL = "A senha não pode ser igual ao email.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** better-auth answers { code, message }; our app-level guards answer { error: { code, message } }. */
async function messageOf(response: Response): Promise<string> {
  const body = await response.json();
  return body?.message ?? body?.error?.message ?? "";
}

const signUp = (json: unknown) => t.request("/api/auth/sign-up/email", { json });
const signIn = (email: string, password: string) => t.request("/api/auth/sign-in/email", { json: { email, password } });

async function resetTokenFor(email: string): Promise<string> {
  const ask = await t.request("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
  expect(ask.status).toBe(200);
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const link = mails.at(-1)!.textBody!.match(/https?:\/\/\S+/)![0];
  const follow = await t.request(new URL(link).pathname + new URL(link).search);
  const token = new URL(follow.headers.get("location")!, TEST_ORIGIN).searchParams.get("token");
  expect(token).toBeTruthy();
  return token!;
}

describe("sign-in attempts are limited per account as well as per address", () => {
  it("answers 429 in Portuguese after 10 attempts in 15 minutes on one account, whatever the case of the e-mail", async () => {
    const user = await t.createUser([]); // its first sign-in is attempt 1
    for (let attempt = 2; attempt <= 10; attempt++) {
      const email = attempt % 2 ? user.email.toUpperCase() : user.email;
      expect((await signIn(email, "wrong-password")).status).toBe(401);
    }
    const blocked = await signIn(user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(60);
    const body = await blocked.json();
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.message).toBe("Demasiadas tentativas de entrada nesta conta. Aguarde 15 minutos e tente novamente.");

    const other = await t.createUser([]);
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });
});

describe("better-auth's own limit per address", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { NODE_ENV: "production", TRUST_PROXY: "1" } });
  });
  afterAll(() => limited.close());

  it("answers its 429 with a Portuguese message", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) {
      last = await limited.request("/api/auth/sign-in/email", {
        json: { email: `nobody${i}@example.com`, password: "wrong-password" },
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      statuses.push(last.status);
    }
    expect(statuses).toContain(401);
    expect(last!.status).toBe(429);
    const body = await last!.json();
    expect(body.message).not.toMatch(/too many/i);
    expect(body.message).toBe("Demasiados pedidos. Tente novamente dentro de alguns minutos.");
  });
});

describe("new passwords: not too common, not the e-mail", () => {
  it.each(["123456", "Password1", "QWERTY123", "iloveyou", "abc123", "111111"])(
    "sign-up refuses the common password %s",
    async (password) => {
      const response = await signUp({ email: "nova@example.com", password, name: "Nova Conta" });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(COMMON);
    },
  );

  it.each(["joana.reis@example.com", "JOANA.REIS", " joana.reis "])(
    "sign-up refuses a password equal to the e-mail or its local part (%s)",
    async (password) => {
      const response = await signUp({ email: "joana.reis@example.com", password, name: "Joana Reis" });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(SAME_AS_EMAIL);
    },
  );

  it("sign-up refuses a key it does not take (a role, emailVerified) and creates no account", async () => {
    for (const extra of [{ role: "admin" }, { emailVerified: true }, { image: "https://example.com/x.png" }]) {
      const response = await signUp({ email: "intruso@example.com", password: "s3cret-pass", name: "Intruso", ...extra });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe("Por favor, verifique os dados do formulário.");
    }
    expect(await t.db.select().from(users).where(eq(users.email, "intruso@example.com"))).toEqual([]);
    // What the browser's sign-up form sends is taken.
    const form = await signUp({ email: "intruso@example.com", password: "s3cret-pass", name: "Intrusa", callbackURL: "/" });
    expect(form.status).toBe(200);
  });

  it("sign-up still accepts ordinary passwords such as the test suites' own", async () => {
    expect((await signUp({ email: "tiago@example.com", password: "s3cret-pass", name: "Tiago" })).status).toBe(200);
    expect((await signUp({ email: "rui@example.com", password: "secret123", name: "Rui" })).status).toBe(200);
  });

  it("reset-password refuses a common password and the e-mail, then accepts a good one", async () => {
    const user = await t.createUser([]);
    const token = await resetTokenFor(user.email);
    const common = await t.request("/api/auth/reset-password", { json: { newPassword: "password1", token } });
    expect(common.status).toBe(400);
    expect(await messageOf(common)).toBe(COMMON);
    const email = await t.request("/api/auth/reset-password", { json: { newPassword: user.email, token } });
    expect(email.status).toBe(400);
    expect(await messageOf(email)).toBe(SAME_AS_EMAIL);
    const good = await t.request("/api/auth/reset-password", { json: { newPassword: "Algarve-sol-24", token } });
    expect(good.status).toBe(200);
  });

  it("change-password refuses a common password and the e-mail, then accepts a good one", async () => {
    const user = await t.createUser([]);
    const change = (newPassword: string) =>
      t.request("/api/auth/change-password", {
        cookie: user.cookie,
        json: { currentPassword: user.password, newPassword },
      });
    const common = await change("qwerty");
    expect(common.status).toBe(400);
    expect(await messageOf(common)).toBe(COMMON);
    const local = await change(user.email.split("@")[0]!);
    expect(local.status).toBe(400);
    expect(await messageOf(local)).toBe(SAME_AS_EMAIL);
    expect((await change("Porto-ribeira-9")).status).toBe(200);
  });

  it("the first-admin setup link refuses a common password", async () => {
    const token = await issueSetupToken(t.db);
    const response = await t.request(`/api/setup/${token}`, {
      json: { email: "chefe@example.com", password: "12345678", name: "Chefe" },
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(COMMON);
  });
});

describe("update-user runs the account name rules", () => {
  let user: Awaited<ReturnType<TestApp["createUser"]>>;
  beforeAll(async () => {
    user = await t.createUser([], "Marta Costa");
  });
  const update = (json: unknown) => t.request("/api/auth/update-user", { cookie: user.cookie, json });
  const storedNames = async () => {
    const [account] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, user.userId));
    const [profile] = await t.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, user.userId));
    return { user: account?.name, profile: profile?.name };
  };

  it("changes the name, trimmed, in users and in profiles", async () => {
    const response = await update({ name: "  Marta Sousa Costa  " });
    expect(response.status).toBe(200);
    expect(await storedNames()).toEqual({ user: "Marta Sousa Costa", profile: "Marta Sousa Costa" });
  });

  it.each([
    ["null", { name: null }, "Nome inválido"],
    ["an empty name", { name: "" }, "Por favor, preencha todos os campos"],
    ["blanks", { name: "   " }, "Por favor, preencha todos os campos"],
    ["an object", { name: { first: "Marta" } }, "Nome inválido"],
    ["a number", { name: 42 }, "Nome inválido"],
    ["one letter", { name: "M" }, "Nome deve ter pelo menos 2 caracteres"],
    ["101 characters", { name: "M".repeat(101) }, "Nome muito longo"],
    ["the e-mail", { name: "Marta", email: "other@example.com" }, "Só é possível alterar o nome e a imagem da conta."],
    ["e-mail verified", { emailVerified: true }, "Só é possível alterar o nome e a imagem da conta."],
    ["a role", { name: "Marta", role: "admin" }, "Só é possível alterar o nome e a imagem da conta."],
  ])("refuses %s with a Portuguese message and keeps the name", async (_label, body, message) => {
    const response = await update(body);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    expect(await storedNames()).toEqual({ user: "Marta Sousa Costa", profile: "Marta Sousa Costa" });
  });

  it("refuses a 1 MB name", async () => {
    const response = await update({ name: "M".repeat(1_000_000) });
    expect([400, 413]).toContain(response.status);
    // Our name rule (400) or the app's body-size limit (413): either way a Portuguese text.
    const message = await messageOf(response);
    expect(message).toMatch(/Nome muito longo|demasiado grande/);
    expect(message).not.toMatch(/too|large|invalid|expected/i);
    expect((await storedNames()).user).toBe("Marta Sousa Costa");
  });

  it.each([
    ["a NUL", "Marta\u0000Costa"],
    ["a bell", "Marta\u0007Costa"],
    ["a line break", "Marta\nCosta"],
    ["DEL", "Marta\u007fCosta"],
  ])("refuses a name holding %s with 400", async (_label, name) => {
    const response = await update({ name });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatch(/caracteres inválidos/);
    expect((await storedNames()).user).toBe("Marta Sousa Costa");
  });
});

describe("control characters in a sign-up", () => {
  it.each([
    ["the name", { email: "nul1@example.com", password: "secret123", name: "Ana\u0000" }],
    ["the e-mail", { email: "nul2\u0000@example.com", password: "secret123", name: "Ana Paula" }],
    ["the image", { email: "nul3@example.com", password: "secret123", name: "Ana Paula", image: "x\u0000" }],
    ["a line break in the name", { email: "nul4@example.com", password: "secret123", name: "Ana\nPaula" }],
  ])("answers 400, never 500, for one in %s", async (_label, body) => {
    const response = await signUp(body);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatch(/inválid/);
  });
});

import { describe, expect, it } from "vitest";
import {
  AUTH_MESSAGES,
  accountNameSchema,
  firstAdminSchema,
  passwordEqualsEmail,
  resetPasswordSchema,
  signUpSchema,
  updateAccountSchema,
} from "./auth-schemas.ts";

/** Keys no request body may hold: a tampered price, and prototype-like keys as JSON.parse makes them (own keys). */
const UNKNOWN_KEYS: [string, Record<string, unknown>][] = [
  ["totalPriceCents", { totalPriceCents: 1 }],
  ["__proto__", JSON.parse('{"__proto__":{"x":1}}')],
  ["constructor", JSON.parse('{"constructor":{"prototype":{"x":1}}}')],
];

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("signUpSchema", () => {
  it.each([
    [{ email: "b@example.com", password: "12345", name: "Bea" }, "A senha deve ter pelo menos 6 caracteres"],
    [{ email: "b@example.com", password: "", name: "Bea" }, "Por favor, preencha todos os campos"],
    [{ email: "b@example.com", password: "123456", name: "Bea" }, "Esta senha é demasiado comum. Escolha outra."],
    [{ email: "b@example.com", password: "Qwerty123", name: "Bea" }, "Esta senha é demasiado comum. Escolha outra."],
    [{ email: "bea.m@example.com", password: "BEA.M@EXAMPLE.COM", name: "Bea" }, "A senha não pode ser igual ao email."],
    [{ email: "bea.matos@example.com", password: "Bea.Matos", name: "Bea" }, "A senha não pode ser igual ao email."],
    [{ email: "b@example.com", password: "x".repeat(129), name: "Bea" }, "A senha não pode ter mais de 128 caracteres"],
    [{ email: "b@example.com", password: "lisbon-77", name: "B" }, "Nome deve ter pelo menos 2 caracteres"],
    [{ email: "b@example.com", password: "lisbon-77", name: "Be\u0000a" }, "O nome contém caracteres inválidos"],
    [{ email: "b@example.com", password: "lisbon-77", name: null }, "Nome inválido"],
    [{ email: `${"b".repeat(250)}@example.com`, password: "lisbon-77", name: "Bea" }, "Email muito longo"],
  ])("refuses %o with %s", (input, message) => {
    expect(firstMessage(signUpSchema.safeParse(input))).toBe(message);
  });

  it("accepts and trims a good sign-up", () => {
    const parsed = signUpSchema.parse({ email: " bea@example.com ", password: "secret123", name: "  Bea Matos " });
    expect(parsed).toEqual({ email: "bea@example.com", password: "secret123", name: "Bea Matos" });
  });
});

describe("resetPasswordSchema", () => {
  it("refuses a common password and different confirmations", () => {
    expect(firstMessage(resetPasswordSchema.safeParse({ password: "password", confirmPassword: "password" }))).toBe(
      "Esta senha é demasiado comum. Escolha outra.",
    );
    expect(firstMessage(resetPasswordSchema.safeParse({ password: "Lagos-2024", confirmPassword: "Lagos-2025" }))).toBe(
      "As senhas não coincidem",
    );
  });
});

describe("account names", () => {
  it.each(["Jo", "Maria da Conceição", "X".repeat(100)])("accepts %s", (name) => {
    expect(accountNameSchema.safeParse(name).success).toBe(true);
  });
  it.each(["", "J", "X".repeat(101), "Ana\u001fSilva", "Ana\u007f", "Faro\u0085Faro", "Ana\u009fSilva", "Ana\ud800Silva"])("refuses %j", (name) => {
    expect(accountNameSchema.safeParse(name).success).toBe(false);
  });
  it("update-user takes only the name and the image", () => {
    expect(updateAccountSchema.safeParse({ name: "Ana Silva", image: null }).success).toBe(true);
    expect(firstMessage(updateAccountSchema.safeParse({ name: "Ana Silva", email: "x@example.com" }))).toBe(
      "Só é possível alterar o nome e a imagem da conta.",
    );
  });
});

describe("passwordEqualsEmail", () => {
  it("compares with the address and its local part, ignoring case and edge spaces", () => {
    expect(passwordEqualsEmail(" Rui.Lopes ", "rui.lopes@example.pt")).toBe(true);
    expect(passwordEqualsEmail("rui.lopes@example.pt", "Rui.Lopes@Example.pt")).toBe(true);
    expect(passwordEqualsEmail("rui.lopes1", "rui.lopes@example.pt")).toBe(false);
    expect(passwordEqualsEmail("anything", "")).toBe(false);
  });
});

describe("firstAdminSchema", () => {
  const admin = { email: "admin@example.com", password: "Algarve-2025", name: "Ana Admin" };

  it("takes the sign-up fields, with the sign-up rules", () => {
    expect(firstAdminSchema.parse(admin)).toEqual(admin);
    expect(firstMessage(firstAdminSchema.safeParse({ ...admin, password: "admin@example.com" }))).toBe(AUTH_MESSAGES.passwordIsEmail);
  });

  it.each(UNKNOWN_KEYS)("refuses an unknown key %s with the general message", (key, extra) => {
    const body = { ...admin, ...extra };
    expect(Object.keys(body)).toContain(key);
    expect(firstMessage(firstAdminSchema.safeParse(body))).toBe("Por favor, verifique os dados do formulário.");
  });
  it("refuses a body that is not an object with the general message, never zod's English one", () => {
    for (const body of [null, undefined, [], [admin], "admin", 0, true]) {
      expect(firstMessage(firstAdminSchema.safeParse(body)), JSON.stringify(body)).toBe("Por favor, verifique os dados do formulário.");
    }
    // A field's own message is kept.
    expect(firstMessage(firstAdminSchema.safeParse({ ...admin, name: 1 }))).not.toBe("Por favor, verifique os dados do formulário.");
  });
});

import { describe, expect, it } from "vitest";
import { ADMIN_USER_MESSAGES, createUserSchema, setPasswordSchema, updateProfileSchema } from "./admin-user-schemas.ts";

/** Keys no request body may hold: a tampered price, and prototype-like keys as JSON.parse makes them (own keys). */
const UNKNOWN_KEYS: [string, Record<string, unknown>][] = [
  ["totalPriceCents", { totalPriceCents: 1 }],
  ["__proto__", JSON.parse('{"__proto__":{"x":1}}')],
  ["constructor", JSON.parse('{"constructor":{"prototype":{"x":1}}}')],
];

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("createUserSchema", () => {
  const valid = { email: " Rita@Example.com ", password: "Sintra-2025", name: " Rita Lopes " };

  it("trims, defaults the role to driver and the phone to null", () => {
    expect(createUserSchema.parse(valid)).toEqual({
      email: "Rita@Example.com",
      password: "Sintra-2025",
      name: "Rita Lopes",
      phone: null,
      role: "driver",
    });
    expect(createUserSchema.parse({ ...valid, role: "admin", phone: " 912 " })).toMatchObject({ role: "admin", phone: "912" });
  });

  it.each([
    [{ password: "12345" }, "A senha deve ter pelo menos 6 caracteres"],
    [{ password: "qwerty" }, "Esta senha é demasiado comum. Escolha outra."],
    [{ password: "rita" + "@example.com" }, "A senha não pode ser igual ao email."],
    [{ password: "RITA" }, "A senha deve ter pelo menos 6 caracteres"],
    [{ name: "R" }, "Nome deve ter pelo menos 2 caracteres"],
    [{ name: "R\u0000ita" }, "O nome contém caracteres inválidos"],
    [{ email: "" }, "Por favor, preencha todos os campos"],
    [{ role: "root" }, "Role inválida: escolha admin ou driver"],
    [{ phone: "1".repeat(21) }, "Telefone muito longo"],
  ])("refuses %j", (change, message) => {
    expect(firstMessage(createUserSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it("refuses the e-mail's local part as password", () => {
    expect(firstMessage(createUserSchema.safeParse({ ...valid, password: "rita-lopes", email: "rita-lopes@example.com" }))).toBe(
      "A senha não pode ser igual ao email.",
    );
  });
});

describe("setPasswordSchema", () => {
  it("uses the admin dialog's message under 6 characters, then the new-password rules", () => {
    expect(firstMessage(setPasswordSchema.safeParse({ password: "abc" }))).toBe("Password deve ter pelo menos 6 caracteres");
    expect(firstMessage(setPasswordSchema.safeParse({}))).toBe("Password deve ter pelo menos 6 caracteres");
    expect(firstMessage(setPasswordSchema.safeParse({ password: "123456" }))).toBe("Esta senha é demasiado comum. Escolha outra.");
    expect(firstMessage(setPasswordSchema.safeParse({ password: "x".repeat(129) }))).toBe("A senha não pode ter mais de 128 caracteres");
    expect(setPasswordSchema.parse({ password: "Évora-1234" })).toEqual({ password: "Évora-1234" });
  });
});

describe("updateProfileSchema", () => {
  it("takes a name and/or a phone; an empty phone clears it", () => {
    expect(updateProfileSchema.parse({ name: " Nuno " })).toEqual({ name: "Nuno" });
    expect(updateProfileSchema.parse({ phone: "" })).toEqual({ phone: null });
    expect(updateProfileSchema.parse({ phone: null })).toEqual({ phone: null });
  });

  it("refuses other fields and bad values", () => {
    expect(updateProfileSchema.safeParse({ email: "x@example.com" }).success).toBe(false);
    expect(firstMessage(updateProfileSchema.safeParse({ name: "N" }))).toBe("Nome deve ter pelo menos 2 caracteres");
    expect(firstMessage(updateProfileSchema.safeParse({ phone: "9".repeat(21) }))).toBe("Telefone muito longo");
  });
});

describe("user bodies: unknown keys", () => {
  it.each(UNKNOWN_KEYS)("refuses %s with the general message", (key, extra) => {
    const user = { email: "rita@example.com", password: "Sintra-2025", name: "Rita Lopes", ...extra };
    expect(Object.keys(user)).toContain(key);
    expect(firstMessage(createUserSchema.safeParse(user))).toBe(ADMIN_USER_MESSAGES.invalidBody);
    expect(firstMessage(setPasswordSchema.safeParse({ password: "Sintra-2025", ...extra }))).toBe(ADMIN_USER_MESSAGES.invalidBody);
    expect(ADMIN_USER_MESSAGES.invalidBody).toBe("Por favor, verifique os dados do formulário.");
  });
});

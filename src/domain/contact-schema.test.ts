import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "./contact-rules.ts";
import { contactMessageSchema } from "./contact-schema.ts";

const valid = {
  name: "Maria Silva",
  email: "maria@example.com",
  phone: "+351 912 345 678",
  subject: "Transfer para Lagos",
  message: "Gostaria de saber o preço de um transfer.",
};

/** Keys no request body may hold: a tampered price, and prototype-like keys as JSON.parse makes them (own keys). */
const UNKNOWN_KEYS: [string, Record<string, unknown>][] = [
  ["totalPriceCents", { totalPriceCents: 1 }],
  ["__proto__", JSON.parse('{"__proto__":{"x":1}}')],
  ["constructor", JSON.parse('{"constructor":{"prototype":{"x":1}}}')],
];

/** The first message of a failed parse (the form and the API show only that one). */
function firstMessage(input: unknown): string | undefined {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("contactMessageSchema", () => {
  it("accepts a valid message and trims every field", () => {
    const result = contactMessageSchema.parse({
      name: "  Maria Silva ",
      email: " maria@example.com ",
      phone: " 912345678 ",
      subject: " Olá there ",
      message: "  Uma mensagem suficientemente longa.  ",
    });
    expect(result).toEqual({
      name: "Maria Silva",
      email: "maria@example.com",
      phone: "912345678",
      subject: "Olá there",
      message: "Uma mensagem suficientemente longa.",
    });
  });

  it("turns an empty, blank, null or missing phone into undefined", () => {
    for (const phone of ["", "   ", null, undefined]) {
      expect(contactMessageSchema.parse({ ...valid, phone }).phone).toBeUndefined();
    }
    const { phone: _omit, ...withoutPhone } = valid;
    expect(contactMessageSchema.parse(withoutPhone).phone).toBeUndefined();
  });

  it.each([
    ["name", "", "Nome deve ter pelo menos 2 caracteres"],
    ["name", " A ", "Nome deve ter pelo menos 2 caracteres"],
    ["name", "x".repeat(101), "Nome muito longo"],
    ["email", "", "Email inválido"],
    ["email", "not-an-email", "Email inválido"],
    ["email", `${"a".repeat(250)}@example.com`, "Email muito longo"],
    ["phone", "1".repeat(21), "Telefone muito longo"],
    ["subject", "", "Assunto deve ter pelo menos 3 caracteres"],
    ["subject", "  ab  ", "Assunto deve ter pelo menos 3 caracteres"],
    ["subject", "x".repeat(201), "Assunto muito longo"],
    ["message", "", "Mensagem deve ter pelo menos 10 caracteres"],
    ["message", "  123456789  ", "Mensagem deve ter pelo menos 10 caracteres"],
    ["message", "x".repeat(2001), "Mensagem muito longa"],
  ])("%s %j gives %s", (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value })).toBe(message);
  });

  it("accepts every field at its limits (after trimming)", () => {
    const atLimits = {
      name: ` ${"n".repeat(CONTACT_LIMITS.name.max)} `,
      email: `${"a".repeat(CONTACT_LIMITS.email.max - "@example.com".length)}@example.com`,
      phone: "9".repeat(CONTACT_LIMITS.phone.max),
      subject: "x".repeat(CONTACT_LIMITS.subject.max),
      message: "x".repeat(CONTACT_LIMITS.message.max),
    };
    expect(contactMessageSchema.safeParse(atLimits).success).toBe(true);
    const atMinimum = { name: "Al", email: "a@b.pt", subject: "Olá", message: "0123456789" };
    expect(contactMessageSchema.safeParse(atMinimum).success).toBe(true);
  });

  it("reports the fields in form order, so the first message is the first field's", () => {
    expect(firstMessage({ name: "", email: "", subject: "", message: "" })).toBe(
      "Nome deve ter pelo menos 2 caracteres",
    );
    expect(firstMessage({ ...valid, subject: "", message: "" })).toBe("Assunto deve ter pelo menos 3 caracteres");
  });

  it("answers in Portuguese for missing fields and bodies of the wrong shape", () => {
    expect(firstMessage({})).toBe("Nome deve ter pelo menos 2 caracteres");
    expect(firstMessage({ ...valid, email: undefined })).toBe("Email inválido");
    expect(firstMessage({ ...valid, message: 42 })).toBe("Mensagem deve ter pelo menos 10 caracteres");
    expect(firstMessage({ ...valid, phone: 912345678 })).toBe("Por favor, verifique os dados do formulário.");
    expect(firstMessage(undefined)).toBe("Por favor, verifique os dados do formulário.");
    expect(firstMessage("text")).toBe("Por favor, verifique os dados do formulário.");
  });

  it.each([
    ["name", "Maria\u0000Silva", "Nome contém caracteres inválidos"],
    ["name", "Maria\tSilva", "Nome contém caracteres inválidos"],
    ["email", "maria\u0000@example.com", "Email inválido"],
    ["phone", "912\u0000345", "Telefone contém caracteres inválidos"],
    ["subject", "Trans\u007ffer", "Assunto contém caracteres inválidos"],
    ["subject", "Transfer\npara Lagos", "Assunto contém caracteres inválidos"],
    ["message", "Gostaria\u0000 de saber o preço.", "Mensagem contém caracteres inválidos"],
    ["message", "Gostaria de saber\r o preço.", "Mensagem contém caracteres inválidos"],
  ])("refuses a control character in the %s (%#)", (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value })).toBe(message);
  });

  it("keeps line feeds and tabs in the message", () => {
    const message = "Olá,\n\tqual o preço de um transfer?\nObrigada";
    expect(contactMessageSchema.parse({ ...valid, message }).message).toBe(message);
  });
});


describe("contactMessageSchema: unknown keys", () => {
  it.each(UNKNOWN_KEYS)("refuses %s with the general message", (key, extra) => {
    const body = { ...valid, ...extra };
    expect(Object.keys(body)).toContain(key);
    expect(firstMessage(body)).toBe(CONTACT_MESSAGES.invalidBody);
    expect(CONTACT_MESSAGES.invalidBody).toBe("Por favor, verifique os dados do formulário.");
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ContactMessageInput } from "../../../domain/contact-schema.ts";
import { contactMessages, mailOutbox, requestCounters, siteContent } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { RATE_LIMITED_MESSAGE } from "../../http/rate-limit.ts";
import { silentLogger } from "../../logger.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { buildContactMail, submitContactMessage } from "./service.ts";

const COMPANY_EMAIL = "info@lusitania-chauffeur.pt"; // the seeded site content

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
  await seedDemoCatalogue(t.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(contactMessages);
  await t.db.delete(mailOutbox);
  await t.db.delete(requestCounters);
});

const valid = {
  name: "  Maria Silva ",
  email: " maria@example.com ",
  phone: "+351 912 345 678",
  subject: "Transfer Faro → Lagos",
  message: "Olá,\nqual o preço de um transfer para 4 pessoas em agosto?",
};

let ipCounter = 0;
/** A fresh client address per call unless given, so tests do not share a rate-limit window. */
function post(json: unknown, ip = `192.0.2.${++ipCounter}`) {
  return t.request("/api/contact-messages", { json, headers: { "x-forwarded-for": ip } });
}

describe("POST /api/contact-messages", () => {
  it("stores a valid message with status new and queues one e-mail to the company", async () => {
    const wakesBefore = t.mailWakes;
    const response = await post(valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });

    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Maria Silva",
      email: "maria@example.com",
      phone: "+351 912 345 678",
      subject: "Transfer Faro → Lagos",
      message: valid.message,
      status: "new",
    });

    const mails = await t.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ kind: "contact", toAddress: COMPANY_EMAIL, status: "pending" });
    expect(mail.subject).toBe("Nova mensagem de contacto: Transfer Faro → Lagos");
    expect(mail.textBody!.split("\n")[0]).toBe("Responder para: Maria Silva <maria@example.com>");
    for (const part of ["Nome: Maria Silva", "Telefone: +351 912 345 678", "Assunto: Transfer Faro → Lagos", valid.message]) {
      expect(mail.textBody).toContain(part);
    }
    expect(t.mailWakes).toBe(wakesBefore + 1);
  });

  it("stores no phone when none is given", async () => {
    const { phone: _omit, ...withoutPhone } = valid;
    expect((await post({ ...withoutPhone, phone: "" })).status).toBe(201);
    const [row] = await t.db.select().from(contactMessages);
    expect(row?.phone).toBeNull();
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail?.textBody).toContain("Telefone: —");
  });

  it.each([
    ["name", "M", "Nome deve ter pelo menos 2 caracteres"],
    ["name", "x".repeat(101), "Nome muito longo"],
    ["email", "maria@", "Email inválido"],
    ["email", `${"a".repeat(250)}@example.com`, "Email muito longo"],
    ["phone", "1".repeat(21), "Telefone muito longo"],
    ["subject", "Oi", "Assunto deve ter pelo menos 3 caracteres"],
    ["subject", "x".repeat(201), "Assunto muito longo"],
    ["message", "Curta", "Mensagem deve ter pelo menos 10 caracteres"],
    ["message", "x".repeat(2001), "Mensagem muito longa"],
  ])("refuses %s %#: 400 %s, nothing stored", async (field, value, message) => {
    const response = await post({ ...valid, [field]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_input", message, requestId: expect.any(String) } });
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await t.app.request("/api/contact-messages", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("Por favor, verifique os dados do formulário.");
  });

  it("refuses a body with an unknown key with the general message and stores nothing", async () => {
    for (const extra of [{ status: "replied" }, JSON.parse('{"__proto__":{"x":1}}'), { constructor: 1 }]) {
      const response = await post({ ...valid, ...extra });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) } });
    }
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("answers 429 to the 6th message from one address within 10 minutes", async () => {
    const ip = "203.0.113.50";
    for (let i = 0; i < 5; i++) expect((await post(valid, ip)).status).toBe(201);
    const refused = await post(valid, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: RATE_LIMITED_MESSAGE, requestId: expect.any(String) } });
    expect(await t.db.select().from(contactMessages)).toHaveLength(5);
    expect((await post(valid, "203.0.113.51")).status).toBe(201);
  });

  it("does not count invalid forms against the limit", async () => {
    const ip = "203.0.113.60";
    for (let i = 0; i < 6; i++) expect((await post({ ...valid, message: "?" }, ip)).status).toBe(400);
    expect((await post(valid, ip)).status).toBe(201);
  });

  it("saves the message without an e-mail when the company has no e-mail address", async () => {
    const where = and(eq(siteContent.section, "company"), eq(siteContent.contentKey, "email"));
    await t.db.update(siteContent).set({ contentValue: " " }).where(where);
    try {
      const wakesBefore = t.mailWakes;
      expect((await post(valid)).status).toBe(201);
      expect(await t.db.select().from(contactMessages)).toHaveLength(1);
      expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
      expect(t.mailWakes).toBe(wakesBefore);
    } finally {
      await t.db.update(siteContent).set({ contentValue: COMPANY_EMAIL }).where(where);
    }
  });
});

describe("submitContactMessage", () => {
  const input: ContactMessageInput = {
    name: "Maria",
    email: "maria@example.com",
    phone: undefined,
    subject: "Pergunta",
    message: "Uma pergunta sobre tours.",
  };

  it("keeps the message when queueing its e-mail fails (only the savepoint rolls back)", async () => {
    const result = await submitContactMessage(t.db, silentLogger, input, {
      enqueue: async (db, mail) => {
        await db.insert(mailOutbox).values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, textBody: "" });
        throw new Error("outbox unavailable");
      },
    });
    expect(result.mailQueued).toBe(false);
    const rows = await t.db.select().from(contactMessages);
    expect(rows.map((r) => r.id)).toEqual([result.id]);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe("buildContactMail", () => {
  it("escapes the HTML body and keeps the subject on one line", () => {
    const mail = buildContactMail(COMPANY_EMAIL, {
      ...valid,
      name: "<b>Eve</b>",
      subject: "Olá\r\nBcc: victim@example.com",
      message: 'Click <a href="x">here</a> & win',
    });
    expect(mail.subject).toBe("Nova mensagem de contacto: Olá Bcc: victim@example.com");
    expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(mail.html).toContain("Click &lt;a href=&quot;x&quot;&gt;here&lt;/a&gt; &amp; win");
    expect(mail.html).not.toContain("<b>Eve</b>");
  });
});

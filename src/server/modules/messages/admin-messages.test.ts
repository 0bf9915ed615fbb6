import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";

let t: TestApp;
let admin: TestUser;
let driver: TestUser;
let noRole: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"]);
  driver = await t.createUser(["driver"]);
  noRole = await t.createUser([]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(contactMessages);
});

type Status = "new" | "read" | "replied" | "archived";
interface Item {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: Status;
  createdAt: string;
}
interface Page {
  items: Item[];
  total: number;
  newCount: number;
}

const base = Date.parse("2026-04-01T09:00:00Z");
/** Inserts messages with the given statuses, one minute apart in this order (the last is newest). */
async function insertMessages(statuses: Status[]) {
  for (const [i, status] of statuses.entries()) {
    await t.db.insert(contactMessages).values({
      name: `Pessoa ${i}`,
      email: `p${i}@example.com`,
      phone: i === 0 ? "+351 910 000 000" : null,
      subject: `Assunto ${i}`,
      message: "Uma mensagem qualquer.",
      status,
      createdAt: new Date(base + i * 60_000),
    });
  }
}

const list = async (query = "") => {
  const response = await t.request(`/api/admin/messages${query}`, { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
};

describe("GET /api/admin/messages", () => {
  it("lists newest first with the total and the count of new messages", async () => {
    await insertMessages(["new", "read", "new", "archived", "replied"]);
    const page = await list();
    expect(page.total).toBe(5);
    expect(page.newCount).toBe(2);
    expect(page.items.map((m) => m.subject)).toEqual(["Assunto 4", "Assunto 3", "Assunto 2", "Assunto 1", "Assunto 0"]);
    expect(page.items[4]).toMatchObject({ name: "Pessoa 0", email: "p0@example.com", phone: "+351 910 000 000", status: "new" });
    expect(Object.keys(page.items[0]!).sort()).toEqual(["createdAt", "email", "id", "message", "name", "phone", "status", "subject"]);
  });

  it("filters by status (the new count stays the whole inbox's) and pages", async () => {
    await insertMessages(["new", "read", "new", "archived", "new"]);
    const onlyNew = await list("?status=new&pageSize=2");
    expect(onlyNew.total).toBe(3);
    expect(onlyNew.items.map((m) => m.subject)).toEqual(["Assunto 4", "Assunto 2"]);
    expect((await list("?status=new&pageSize=2&page=2")).items.map((m) => m.subject)).toEqual(["Assunto 0"]);
    const archived = await list("?status=archived");
    expect(archived).toMatchObject({ total: 1, newCount: 3 });
    expect((await list("?status=")).total).toBe(5);
  });

  it.each(["?status=deleted", "?page=0", "?pageSize=500"])("refuses %s with 400", async (query) => {
    const response = await t.request(`/api/admin/messages${query}`, { cookie: admin.cookie });
    expect(response.status).toBe(400);
  });
});

describe("PATCH /api/admin/messages/:id", () => {
  it("sets each status and answers the message", async () => {
    await insertMessages(["new"]);
    const [row] = await t.db.select().from(contactMessages);
    for (const status of ["read", "replied", "archived", "new"] as const) {
      const response = await t.request(`/api/admin/messages/${row!.id}`, { method: "PATCH", cookie: admin.cookie, json: { status } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { message: Item }).message).toMatchObject({ id: row!.id, status, subject: "Assunto 0" });
      const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, row!.id));
      expect(stored?.status).toBe(status);
    }
  });

  it("refuses an unknown status (400) and an unknown message (404)", async () => {
    await insertMessages(["new"]);
    const [row] = await t.db.select().from(contactMessages);
    const bad = await t.request(`/api/admin/messages/${row!.id}`, { method: "PATCH", cookie: admin.cookie, json: { status: "spam" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Status inválido: escolha new, read, replied ou archived");
    for (const id of ["00000000-0000-4000-8000-000000000000", "x"]) {
      const missing = await t.request(`/api/admin/messages/${id}`, { method: "PATCH", cookie: admin.cookie, json: { status: "read" } });
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.message).toBe("Erro ao atualizar status: mensagem não encontrada");
    }
  });

  it("refuses a body with an unknown key with the general message and changes nothing", async () => {
    await insertMessages(["new"]);
    const [row] = await t.db.select().from(contactMessages);
    for (const extra of [{ subject: "Outro" }, JSON.parse('{"__proto__":{"x":1}}'), { constructor: 1 }]) {
      const response = await t.request(`/api/admin/messages/${row!.id}`, {
        method: "PATCH",
        cookie: admin.cookie,
        json: { status: "archived", ...extra },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) } });
    }
    expect(await t.db.select().from(contactMessages)).toEqual([row]);
  });
});

describe("DELETE /api/admin/messages/:id", () => {
  it("deletes a message, then answers 404", async () => {
    await insertMessages(["new", "read"]);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.status, "read"));
    const response = await t.request(`/api/admin/messages/${row!.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect((await t.db.select().from(contactMessages)).map((m) => m.status)).toEqual(["new"]);
    const again = await t.request(`/api/admin/messages/${row!.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe("Erro ao eliminar mensagem: mensagem não encontrada");
  });
});

describe("refused to non-admins", () => {
  it.each([
    ["anonymous", (): string | undefined => undefined, 401],
    ["a user without a role", (): string | undefined => noRole.cookie, 403],
    ["a driver", (): string | undefined => driver.cookie, 403],
  ] as const)("answers %s with %i and changes nothing", async (_who, cookie, status) => {
    await insertMessages(["new"]);
    const [row] = await t.db.select().from(contactMessages);
    const calls: [string, string, unknown][] = [
      ["GET", "/api/admin/messages", undefined],
      ["PATCH", `/api/admin/messages/${row!.id}`, { status: "archived" }],
      ["DELETE", `/api/admin/messages/${row!.id}`, undefined],
    ];
    for (const [method, path, json] of calls) {
      const response = await t.request(path, { method, json, cookie: cookie() });
      expect(response.status, `${method} ${path}`).toBe(status);
    }
    expect((await t.db.select().from(contactMessages)).map((m) => m.status)).toEqual(["new"]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";

let t: TestApp;
let admin: TestUser;
let driver: TestUser;
let noRole: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"], "Ana Admin");
  driver = await t.createUser(["driver"], "Bruno Motorista");
  noRole = await t.createUser([], "Carla Cliente");
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(notifications);
});

interface Item {
  id: string;
  userId: string | null;
  recipientName: string | null;
  bookingId: string | null;
  type: string;
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
}

const valid = { userId: null, type: "warning", title: "Obras na A2", message: "Trânsito condicionado\nentre Almada e Coina." };

const create = (json: unknown, cookie = admin.cookie) => t.request("/api/admin/notifications", { cookie, json });
const list = async (query = "") =>
  (await (await t.request(`/api/admin/notifications${query}`, { cookie: admin.cookie })).json()) as { items: Item[]; total: number };

describe("POST /api/admin/notifications", () => {
  it("creates a notification for every driver (userId null = Todos)", async () => {
    const response = await create(valid);
    expect(response.status).toBe(201);
    const { notification } = (await response.json()) as { notification: Item };
    expect(notification).toMatchObject({ ...valid, recipientName: null, bookingId: null, read: false });
    const rows = await t.db.select().from(notifications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: notification.id, userId: null, type: "warning", read: false });
  });

  it("creates one for a driver, named from the profile, trimming the texts", async () => {
    const response = await create({ userId: driver.userId, type: "info", title: "  Olá ", message: " Bom turno " });
    expect(response.status).toBe(201);
    const { notification } = (await response.json()) as { notification: Item };
    expect(notification).toMatchObject({ userId: driver.userId, recipientName: "Bruno Motorista", title: "Olá", message: "Bom turno" });
  });

  it.each([
    [{ title: "  " }, "Título é obrigatório"],
    [{ title: "x".repeat(201) }, "Título muito longo (máximo 200 caracteres)"],
    [{ message: "" }, "Mensagem é obrigatória"],
    [{ message: "x".repeat(2001) }, "Mensagem muito longa (máximo 2000 caracteres)"],
    [{ type: "booking_assigned" }, "Tipo de notificação inválido"],
  ])("refuses %j with 400", async (change, message) => {
    const response = await create({ ...valid, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_input", message, requestId: expect.any(String) } });
    expect(await t.db.select().from(notifications)).toHaveLength(0);
  });

  it("refuses a recipient who is not a driver", async () => {
    for (const userId of [noRole.userId, admin.userId, "no-such-user"]) {
      const response = await create({ ...valid, userId });
      expect(response.status, userId).toBe(400);
      expect((await response.json()).error.message).toBe("Erro ao criar notificação: o destinatário tem de ser um motorista");
    }
    expect(await t.db.select().from(notifications)).toHaveLength(0);
  });
});

describe("POST /api/admin/notifications with an unknown key", () => {
  it("answers 400 with the general message and stores nothing", async () => {
    for (const extra of [{ read: true }, JSON.parse('{"__proto__":{"x":1}}'), { constructor: 1 }]) {
      const response = await create({ ...valid, ...extra });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) } });
    }
    expect(await t.db.select().from(notifications)).toHaveLength(0);
  });
});

describe("GET /api/admin/notifications", () => {
  it("lists newest first in pages with the total", async () => {
    const base = Date.parse("2026-05-01T10:00:00Z");
    for (let i = 0; i < 5; i++) {
      await t.db.insert(notifications).values({
        userId: i % 2 ? driver.userId : null,
        type: "info",
        title: `N${i}`,
        message: "m",
        createdAt: new Date(base + i * 60_000),
      });
    }
    const first = await list("?page=1&pageSize=2");
    expect(first.total).toBe(5);
    expect(first.items.map((n) => n.title)).toEqual(["N4", "N3"]);
    expect(first.items[1]).toMatchObject({ recipientName: "Bruno Motorista", userId: driver.userId });
    expect(first.items[0]).toMatchObject({ recipientName: null, userId: null });
    expect((await list("?page=3&pageSize=2")).items.map((n) => n.title)).toEqual(["N0"]);
    expect((await list()).items).toHaveLength(5);
  });

  it.each(["?page=0", "?pageSize=101", "?page=abc"])("refuses %s with 400", async (query) => {
    const response = await t.request(`/api/admin/notifications${query}`, { cookie: admin.cookie });
    expect(response.status).toBe(400);
  });
});

describe("DELETE /api/admin/notifications/:id", () => {
  it("deletes one and answers 404 for an unknown or malformed id", async () => {
    const { notification } = (await (await create(valid)).json()) as { notification: Item };
    const response = await t.request(`/api/admin/notifications/${notification.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(await t.db.select().from(notifications).where(eq(notifications.id, notification.id))).toHaveLength(0);
    for (const id of [notification.id, "not-a-uuid"]) {
      const again = await t.request(`/api/admin/notifications/${id}`, { method: "DELETE", cookie: admin.cookie });
      expect(again.status).toBe(404);
      expect((await again.json()).error.message).toBe("Erro ao eliminar notificação: notificação não encontrada");
    }
  });
});

describe("refused to non-admins", () => {
  it.each([
    ["anonymous", (): string | undefined => undefined, 401],
    ["a user without a role", (): string | undefined => noRole.cookie, 403],
    ["a driver", (): string | undefined => driver.cookie, 403],
  ] as const)("answers %s with %i and changes nothing", async (_who, cookie, status) => {
    const [row] = await t.db.insert(notifications).values({ type: "info", title: "T", message: "M" }).returning();
    const calls: [string, string, unknown][] = [
      ["GET", "/api/admin/notifications", undefined],
      ["POST", "/api/admin/notifications", valid],
      ["DELETE", `/api/admin/notifications/${row!.id}`, undefined],
    ];
    for (const [method, path, json] of calls) {
      const response = await t.request(path, { method, json, cookie: cookie() });
      expect(response.status, `${method} ${path}`).toBe(status);
    }
    expect(await t.db.select().from(notifications)).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRoles, users } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { issueSetupToken } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("first admin through the one-time setup link", () => {
  it("creates the first admin once; afterwards the link answers 404", async () => {
    const token = await issueSetupToken(t.db);
    expect(token).toBeTruthy();
    expect((await t.request(`/api/setup/${token}`)).status).toBe(200);
    expect((await t.request("/api/setup/wrong-token")).status).toBe(404);

    const bad = await t.request(`/api/setup/${token}`, { json: { email: "boss@example.com", password: "123", name: "Boss" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("A senha deve ter pelo menos 6 caracteres");
    const usersBefore = (await t.db.select().from(users)).length;
    for (const extra of [{ role: "admin" }, JSON.parse('{"__proto__":{"x":1}}'), { constructor: 1 }]) {
      const unknownKey = await t.request(`/api/setup/${token}`, {
        json: { email: "boss@example.com", password: "secret1", name: "Boss", ...extra },
      });
      expect(unknownKey.status).toBe(400);
      expect(await unknownKey.json()).toEqual({ error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) } });
    }
    expect(await t.db.select().from(users)).toHaveLength(usersBefore);
    expect(await t.db.select().from(userRoles)).toHaveLength(0);
    expect((await t.request(`/api/setup/${token}`)).status).toBe(200);

    const created = await t.request(`/api/setup/${token}`, {
      json: { email: "boss@example.com", password: "secret1", name: "Boss" },
    });
    expect(created.status).toBe(201);

    const cookie = await t.signIn("boss@example.com", "secret1");
    const me = await (await t.request("/api/me", { cookie })).json();
    expect(me.isAdmin).toBe(true);

    expect((await t.request(`/api/setup/${token}`)).status).toBe(404);
    const second = await t.request(`/api/setup/${token}`, {
      json: { email: "other@example.com", password: "secret1", name: "Other" },
    });
    expect(second.status).toBe(404);
    expect(await issueSetupToken(t.db)).toBeNull();
  });
});

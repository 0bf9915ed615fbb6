import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companySettings } from "../../db/schema.ts";
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
  await t.db.delete(companySettings);
});

const put = (json: unknown, cookie = admin.cookie) => t.request("/api/admin/settings", { method: "PUT", json, cookie });
const get = (cookie = admin.cookie) => t.request("/api/admin/settings", { cookie });

describe("access to /api/admin/settings", () => {
  it.each(["GET", "PUT"])("%s: 401 anonymous, 403 without a role and for a driver", async (method) => {
    const json = method === "PUT" ? { address: "Faro" } : undefined;
    expect((await t.request("/api/admin/settings", { method, json })).status).toBe(401);
    expect((await t.request("/api/admin/settings", { method, json, cookie: noRole.cookie })).status).toBe(403);
    expect((await t.request("/api/admin/settings", { method, json, cookie: driver.cookie })).status).toBe(403);
    expect(await t.db.select().from(companySettings)).toHaveLength(0);
  });
});

describe("GET /api/admin/settings", () => {
  it("answers null before the settings were first saved", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ settings: null });
  });
});

describe("PUT /api/admin/settings", () => {
  it("geocodes the address, creates the settings the first time and updates them after", async () => {
    const first = await put({ address: "  Rua de Santo António 10, 8000-283 Faro " });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      created: true,
      settings: { address: "Rua de Santo António 10, 8000-283 Faro", lat: 37.0194, lng: -7.9304 },
    });
    const second = await put({ address: "Vilamoura" });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ created: false, settings: { address: "Vilamoura", lat: 37.0775, lng: -8.1171 } });
    const rows = await t.db.select().from(companySettings);
    expect(rows).toEqual([expect.objectContaining({ id: 1, address: "Vilamoura", lat: 37.0775, lng: -8.1171 })]);
    expect((await (await get()).json()).settings).toMatchObject({ address: "Vilamoura", lat: 37.0775 });
  });

  it("saves nothing when the address cannot be found", async () => {
    await put({ address: "Faro" });
    const response = await put({ address: "Rua Inexistente, Atlântida" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "address_not_found", message: "Não foi possível encontrar a morada. Verifique se está correta.", requestId: expect.any(String) },
    });
    expect(await t.db.select().from(companySettings)).toEqual([expect.objectContaining({ address: "Faro" })]);
  });

  it("refuses a body with an unknown key with the general message and changes nothing", async () => {
    await put({ address: "Faro" });
    const before = await t.db.select().from(companySettings);
    for (const extra of [{ lat: 1, lng: 2 }, JSON.parse('{"__proto__":{"x":1}}'), { constructor: 1 }]) {
      const response = await put({ address: "Vilamoura", ...extra });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) } });
    }
    expect(await t.db.select().from(companySettings)).toEqual(before);
  });

  it.each([
    [{ address: "   " }, "Por favor, insira a morada."],
    [{}, "Por favor, insira a morada."],
    [{ address: "x".repeat(501) }, "A morada não pode ter mais de 500 caracteres."],
    ["Faro", "Por favor, verifique os dados do formulário."],
  ])("refuses %j with 400", async (json, message) => {
    const response = await put(json);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_input", message, requestId: expect.any(String) } });
    expect(await t.db.select().from(companySettings)).toHaveLength(0);
  });
});

describe("Intervalo mínimo entre serviços (travelBufferMinutes)", () => {
  it("is 30 minutes by default, is stored when given and kept by a save without it", async () => {
    const first = await put({ address: "Faro" });
    expect((await first.json()).settings).toMatchObject({ travelBufferMinutes: 30 });
    const set = await put({ address: "Faro", travelBufferMinutes: 45 });
    expect(set.status).toBe(200);
    expect((await set.json()).settings).toMatchObject({ travelBufferMinutes: 45 });
    expect((await (await get()).json()).settings).toMatchObject({ travelBufferMinutes: 45 });
    await put({ address: "Vilamoura" });
    expect(await t.db.select().from(companySettings)).toEqual([expect.objectContaining({ travelBufferMinutes: 45 })]);
    for (const edge of [0, 240]) {
      expect((await (await put({ address: "Faro", travelBufferMinutes: edge })).json()).settings).toMatchObject({
        travelBufferMinutes: edge,
      });
    }
  });

  it.each([-1, 241, 12.5, "30", null])("refuses %j in Portuguese and changes nothing", async (travelBufferMinutes) => {
    await put({ address: "Faro", travelBufferMinutes: 20 });
    const response = await put({ address: "Vilamoura", travelBufferMinutes });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      "O intervalo mínimo entre serviços deve ser um número inteiro entre 0 e 240 minutos.",
    );
    expect(await t.db.select().from(companySettings)).toEqual([expect.objectContaining({ address: "Faro", travelBufferMinutes: 20 })]);
  });
});

describe("Taxas de IVA (vatTransferPercent, vatTourPercent)", () => {
  it("are 6 % and 23 % by default, answered in percent and stored in basis points", async () => {
    const first = await put({ address: "Faro" });
    expect((await first.json()).settings).toMatchObject({ vatTransferPercent: 6, vatTourPercent: 23 });
    expect(await t.db.select().from(companySettings)).toEqual([
      expect.objectContaining({ vatTransferBasisPoints: 600, vatTourBasisPoints: 2300 }),
    ]);
  });

  it("saves rates with up to 2 decimals and keeps them through a save without them", async () => {
    const set = await put({ address: "Faro", vatTransferPercent: 13.5, vatTourPercent: 12.25 });
    expect(set.status).toBe(201);
    expect((await set.json()).settings).toMatchObject({ vatTransferPercent: 13.5, vatTourPercent: 12.25 });
    expect(await t.db.select().from(companySettings)).toEqual([
      expect.objectContaining({ vatTransferBasisPoints: 1350, vatTourBasisPoints: 1225 }),
    ]);
    await put({ address: "Vilamoura", travelBufferMinutes: 40 });
    expect((await (await get()).json()).settings).toMatchObject({ vatTransferPercent: 13.5, vatTourPercent: 12.25, travelBufferMinutes: 40 });
    for (const edge of [0, 100]) {
      const answer = await put({ address: "Faro", vatTransferPercent: edge, vatTourPercent: edge });
      expect((await answer.json()).settings).toMatchObject({ vatTransferPercent: edge, vatTourPercent: edge });
    }
  });

  it.each([
    ["vatTransferPercent", -1, "A taxa de IVA das transferências deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 6 ou 13,5)."],
    ["vatTransferPercent", 100.5, "A taxa de IVA das transferências deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 6 ou 13,5)."],
    ["vatTransferPercent", 6.125, "A taxa de IVA das transferências deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 6 ou 13,5)."],
    ["vatTransferPercent", "6", "A taxa de IVA das transferências deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 6 ou 13,5)."],
    ["vatTourPercent", null, "A taxa de IVA dos tours deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 23 ou 13,5)."],
    ["vatTourPercent", "23%", "A taxa de IVA dos tours deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 23 ou 13,5)."],
    ["vatTourPercent", 23.001, "A taxa de IVA dos tours deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 23 ou 13,5)."],
  ])("refuses %s = %j in Portuguese and changes nothing", async (field, value, message) => {
    await put({ address: "Faro", vatTransferPercent: 6, vatTourPercent: 23 });
    const before = await t.db.select().from(companySettings);
    const response = await put({ address: "Vilamoura", [field]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_input", message, requestId: expect.any(String) } });
    expect(await t.db.select().from(companySettings)).toEqual(before);
  });
});

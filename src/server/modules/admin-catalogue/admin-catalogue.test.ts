import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingExtras, bookings, extras, siteContent, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";

let t: TestApp;
let admin: TestUser;
let driver: TestUser;
let noRole: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  admin = await t.createUser(["admin"], "Ana Admin");
  driver = await t.createUser(["driver"], "Bruno Motorista");
  noRole = await t.createUser([], "Carla Cliente");
});
afterAll(() => t.close());

/** As the admin, unless another cookie (or null: none) is given. */
const send = (method: string, path: string, json?: unknown, cookie: string | null = admin.cookie) =>
  t.request(path, { method, json, cookie: cookie ?? undefined });
const messageOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

const van = {
  name: "Mercedes-Benz Sprinter",
  class: "Van",
  capacity: 12,
  description: "A roomy minibus for groups.",
  features: ["Air conditioning", "Wi-Fi"],
  imageUrl: "/photos/abc123-1732371234567.jpg",
  translations: { fr: { description: "Un minibus spacieux pour les groupes.", features: ["Climatisation", "Wi-Fi"] } },
};

describe("admin vehicles", () => {
  it("creates, lists by name with missing languages, updates and deletes", async () => {
    const created = await send("POST", "/api/admin/vehicles", van);
    expect(created.status).toBe(201);
    const { vehicle } = (await created.json()) as { vehicle: { id: string; missingLanguages: string[] } };
    expect(vehicle.missingLanguages).toEqual(["pt", "es", "zh"]);
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row).toMatchObject({ name: van.name, class: "Van", capacity: 12, features: van.features, translations: van.translations });

    const listed = (await (await send("GET", "/api/admin/vehicles")).json()) as { vehicles: { name: string }[] };
    const names = listed.vehicles.map((v) => v.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toContain(van.name);

    const updated = await send("PUT", `/api/admin/vehicles/${vehicle.id}`, { ...van, capacity: 14, translations: {} });
    expect(updated.status).toBe(200);
    const [after] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(after).toMatchObject({ capacity: 14, translations: {} });

    expect((await send("DELETE", `/api/admin/vehicles/${vehicle.id}`)).status).toBe(200);
    expect(await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id))).toEqual([]);
    expect(await messageOf(await send("DELETE", `/api/admin/vehicles/${vehicle.id}`))).toBe(
      "Erro ao eliminar veículo: veículo não encontrado",
    );
  });

  it.each([
    [{ ...van, name: " " }, "Nome é obrigatório"],
    [{ ...van, class: "Limousine" }, "Classe é obrigatória"],
    [{ ...van, capacity: 0 }, "Capacidade é obrigatória (número inteiro entre 1 e 50)"],
    [{ ...van, capacity: 2.5 }, "Capacidade é obrigatória (número inteiro entre 1 e 50)"],
    [{ ...van, imageUrl: "javascript:alert(1)" }, "Imagem inválida: escolha uma foto da biblioteca ou um endereço https"],
    [{ ...van, translations: { de: { description: "Ein Bus" } } }, "Idioma desconhecido"],
  ])("refuses %j with its message and stores nothing", async (body, message) => {
    const before = (await t.db.select().from(vehicles)).length;
    const response = await send("POST", "/api/admin/vehicles", body);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    expect(await t.db.select().from(vehicles)).toHaveLength(before);
  });
});

describe("admin extras", () => {
  const extra = { name: "Surfboard", priceCents: 1250, description: "One board in its bag.", imageUrl: null, translations: {} };

  it("creates and updates an extra in cents, listed by name", async () => {
    const created = await send("POST", "/api/admin/extras", extra);
    expect(created.status).toBe(201);
    const { extra: row } = (await created.json()) as { extra: { id: string } };
    const updated = await send("PUT", `/api/admin/extras/${row.id}`, { ...extra, priceCents: 1500, translations: { pt: { name: "Prancha de surf" } } });
    expect(updated.status).toBe(200);
    const [stored] = await t.db.select().from(extras).where(eq(extras.id, row.id));
    expect(stored).toMatchObject({ priceCents: 1500, translations: { pt: { name: "Prancha de surf" } } });
    const listed = (await (await send("GET", "/api/admin/extras")).json()) as { extras: { name: string }[] };
    const names = listed.extras.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("refuses a negative or fractional price in cents", async () => {
    for (const priceCents of [-1, 10.5]) {
      const response = await send("POST", "/api/admin/extras", { ...extra, priceCents });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe("Preço inválido (mínimo 0, até 2 casas decimais)");
    }
  });

  it("keeps an extra that bookings have taken, saying why; deletes one that none has", async () => {
    const [taken] = await t.db.select().from(extras).limit(1);
    const [vehicle] = await t.db.select().from(vehicles).limit(1);
    const id = randomUUID();
    await t.db.insert(bookings).values({
      id,
      bookingType: "transfer",
      origin: "Faro",
      destination: "Albufeira",
      bookingDate: "2027-01-10",
      bookingTime: "10:00",
      passengers: 2,
      vehicleClass: vehicle!.class,
      customerName: "Joana Costa",
      customerPhone: "+351 912 345 678",
      customerEmail: "joana@example.com",
      totalPriceCents: 5000,
    });
    await t.db.insert(bookingExtras).values({ bookingId: id, extraId: taken!.id, priceCents: taken!.priceCents });
    const refused = await send("DELETE", `/api/admin/extras/${taken!.id}`);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toMatch(/^Erro ao eliminar extra: /);
    expect(await t.db.select().from(extras).where(eq(extras.id, taken!.id))).toHaveLength(1);

    const created = (await (await send("POST", "/api/admin/extras", extra)).json()) as { extra: { id: string } };
    expect((await send("DELETE", `/api/admin/extras/${created.extra.id}`)).status).toBe(200);
    expect(await t.db.select().from(extras).where(eq(extras.id, created.extra.id))).toEqual([]);
  });
});

describe("admin content", () => {
  it("lists every editable text and saves one in several languages, served at once in the visitor's", async () => {
    const listed = (await (await send("GET", "/api/admin/content")).json()) as { items: { section: string; key: string }[] };
    expect(listed.items.map((i) => `${i.section}.${i.key}`)).toEqual([
      "company.name",
      "company.legal_name",
      "company.nif",
      "company.phone",
      "company.whatsapp",
      "company.email",
      "company.address",
      "hero.title",
      "hero.subtitle",
      "fleet.description",
      "booking.min_notice_hours",
    ]);
    const saved = await send("PUT", "/api/admin/content/hero/title", {
      value: "Private transfers in the Algarve",
      translations: { fr: { value: "Transferts privés en Algarve" }, zh: { value: "阿尔加维私人接送" } },
    });
    expect(saved.status).toBe(200);
    const publicText = async (query: string, headers: Record<string, string> = {}) => {
      const body = (await (await t.request(`/api/content${query}`, { headers })).json()) as { items: { section: string; key: string; value: string }[] };
      return body.items.find((i) => i.section === "hero" && i.key === "title")?.value;
    };
    expect(await publicText("?lang=fr")).toBe("Transferts privés en Algarve");
    expect(await publicText("", { "accept-language": "zh-CN,zh;q=0.9" })).toBe("阿尔加维私人接送");
    expect(await publicText("?lang=es")).toBe("Private transfers in the Algarve");
    expect(await publicText("")).toBe("Private transfers in the Algarve");
  });

  it("refuses an unknown field and a company e-mail that is not one", async () => {
    expect((await send("PUT", "/api/admin/content/hero/footer", { value: "x" })).status).toBe(404);
    const bad = await send("PUT", "/api/admin/content/company/email", { value: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe("Erro ao atualizar conteúdo: email inválido");
    const [row] = await t.db.select().from(siteContent).where(eq(siteContent.contentKey, "email"));
    expect(row?.contentValue).toMatch(/@/);
  });
});

describe("the public catalogue in the visitor's language", () => {
  it("answers vehicles and extras with their translations, English where one is missing", async () => {
    const [vehicle] = await t.db.select().from(vehicles).limit(1);
    await t.db
      .update(vehicles)
      .set({ translations: { es: { description: "Un coche familiar amplio." } } })
      .where(eq(vehicles.id, vehicle!.id));
    const list = async (lang: string) =>
      ((await (await t.request(`/api/vehicles?lang=${lang}`)).json()) as { vehicles: { id: string; description: string; features: string[]; translations?: unknown }[] }).vehicles.find(
        (v) => v.id === vehicle!.id,
      )!;
    const es = await list("es");
    expect(es.description).toBe("Un coche familiar amplio.");
    expect(es.features).toEqual(vehicle!.features);
    expect(es.translations).toBeUndefined();
    expect((await list("fr")).description).toBe(vehicle!.description);
  });
});

describe("admin catalogue refused to others", () => {
  const routes: [string, string, unknown][] = [
    ["GET", "/api/admin/vehicles", undefined],
    ["POST", "/api/admin/vehicles", van],
    ["PUT", `/api/admin/vehicles/${randomUUID()}`, van],
    ["DELETE", `/api/admin/vehicles/${randomUUID()}`, undefined],
    ["GET", "/api/admin/extras", undefined],
    ["POST", "/api/admin/extras", { name: "X", priceCents: 1 }],
    ["PUT", `/api/admin/extras/${randomUUID()}`, { name: "X", priceCents: 1 }],
    ["DELETE", `/api/admin/extras/${randomUUID()}`, undefined],
    ["GET", "/api/admin/content", undefined],
    ["PUT", "/api/admin/content/hero/title", { value: "Hacked" }],
  ];
  const callers: [string, () => string | null, number][] = [
    ["anonymous", () => null, 401],
    ["a user without a role", () => noRole.cookie, 403],
    ["a driver", () => driver.cookie, 403],
  ];
  it.each(callers)("refuses %s on every route and changes nothing", async (_who, cookie, status) => {
    const before = { vehicles: (await t.db.select().from(vehicles)).length, extras: (await t.db.select().from(extras)).length };
    for (const [method, path, json] of routes) {
      const response = await send(method, path, json, cookie());
      expect(response.status, `${method} ${path}`).toBe(status);
    }
    expect((await t.db.select().from(vehicles)).length).toBe(before.vehicles);
    expect((await t.db.select().from(extras)).length).toBe(before.extras);
    const [title] = await t.db.select().from(siteContent).where(eq(siteContent.contentKey, "title"));
    expect(title?.contentValue).not.toBe("Hacked");
  });
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tourPrices, tours, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";

let t: TestApp;
let admin: TestUser;
let tourId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  admin = await t.createUser(["admin"]);
  const [tour] = await t.db.insert(tours).values({ slug: "price-test", name: "Price test", durationHours: 3, priceCents: 0 }).returning();
  tourId = tour!.id;
});
afterAll(() => t.close());

interface Price {
  id: string;
  tourId: string;
  vehicleId: string | null;
  vehicleClass: string;
  minPassengers: number;
  maxPassengers: number;
  priceCents: number;
}

const get = (path: string) => t.request(path, { cookie: admin.cookie });
const createPrice = (json: unknown) => t.request("/api/admin/tour-prices", { cookie: admin.cookie, json });
const pricesOf = async (id: string) => ((await (await get(`/api/admin/tours/${id}/prices`)).json()) as { prices: Price[] }).prices;

describe("GET /api/admin/vehicle-classes", () => {
  it("answers the distinct classes of the existing vehicles, known ones cheapest first", async () => {
    const response = await get("/api/admin/vehicle-classes");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ classes: ["Economy", "Van", "Premium", "Premium Van", "Executive"] });

    await t.db.insert(vehicles).values({ name: "Stretch", class: "Limousine", capacity: 6 });
    await t.db.delete(vehicles).where(eq(vehicles.class, "Executive"));
    expect(await (await get("/api/admin/vehicle-classes")).json()).toEqual({
      classes: ["Economy", "Van", "Premium", "Premium Van", "Limousine"],
    });
  });
});

describe("tour price bodies with an unknown key", () => {
  it("answer 400 with the general message and store nothing", async () => {
    const before = (await t.db.select().from(tourPrices)).length;
    for (const extra of [{ vehicleId: randomUUID() }, JSON.parse('{"__proto__":{"x":1}}'), { constructor: 1 }]) {
      const response = await createPrice({ tourId, vehicleClass: "Van", minPassengers: 1, maxPassengers: 4, priceCents: 100, ...extra });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) } });
    }
    expect(await t.db.select().from(tourPrices)).toHaveLength(before);
  });
});

describe("tour prices", () => {
  it("creates rows (price 0 by default), lists them by class and band, and deletes one", async () => {
    expect(await pricesOf(tourId)).toEqual([]);
    const first = await createPrice({ tourId, vehicleClass: "Van", minPassengers: 5, maxPassengers: 8, priceCents: 60000 });
    expect(first.status).toBe(201);
    const { price } = (await first.json()) as { price: Price };
    expect(price).toMatchObject({ tourId, vehicleId: null, vehicleClass: "Van", minPassengers: 5, maxPassengers: 8, priceCents: 60000 });
    const second = await createPrice({ tourId, vehicleClass: "Van", minPassengers: 1, maxPassengers: 4 });
    expect(((await second.json()) as { price: Price }).price.priceCents).toBe(0);
    await createPrice({ tourId, vehicleClass: "Economy", minPassengers: 3, maxPassengers: 3, priceCents: 25000 });

    const rows = await pricesOf(tourId);
    expect(rows.map((r) => [r.vehicleClass, r.minPassengers, r.maxPassengers, r.priceCents])).toEqual([
      ["Economy", 3, 3, 25000],
      ["Van", 1, 4, 0],
      ["Van", 5, 8, 60000],
    ]);

    const deleted = await t.request(`/api/admin/tour-prices/${price.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(deleted.status).toBe(200);
    expect((await pricesOf(tourId)).map((r) => r.id)).not.toContain(price.id);
    for (const id of [price.id, "nope"]) {
      const again = await t.request(`/api/admin/tour-prices/${id}`, { method: "DELETE", cookie: admin.cookie });
      expect(again.status).toBe(404);
      expect((await again.json()).error.message).toBe("Preço não encontrado");
    }
  });

  it("feeds the public tour's price list", async () => {
    const response = await t.request("/api/tours/price-test");
    const { tour } = (await response.json()) as { tour: { prices: Price[]; minPriceCents: number } };
    expect(tour.prices.map((p) => p.vehicleClass)).toEqual(["Economy", "Van"]);
    expect(tour.minPriceCents).toBe(0);
  });

  it.each([
    [{ tourId: undefined }, 400, "Selecione um tour"],
    [{ tourId: "" }, 400, "Selecione um tour"],
    [{ vehicleClass: "" }, 400, "Classe de veículo é obrigatória"],
    [{ minPassengers: 0 }, 400, "O mínimo de passageiros deve ser um número inteiro igual ou maior que 1"],
    [{ minPassengers: 5, maxPassengers: 4 }, 400, "O mínimo de passageiros não pode ser maior que o máximo"],
    [{ priceCents: -100 }, 400, "O preço não pode ser negativo"],
    [{ vehicleClass: "Helicopter" }, 400, "Classe de veículo inválida: nenhum veículo tem esta classe"],
  ])("refuses %j with %i", async (change, status, message) => {
    const before = (await t.db.select().from(tourPrices)).length;
    const response = await createPrice({ tourId, vehicleClass: "Van", minPassengers: 1, maxPassengers: 4, priceCents: 100, ...change });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code: "invalid_input", message, requestId: expect.any(String) } });
    expect(await t.db.select().from(tourPrices)).toHaveLength(before);
  });

  it("answers 404 Tour não encontrado for prices of a tour that does not exist", async () => {
    const missing = randomUUID();
    const created = await createPrice({ tourId: missing, vehicleClass: "Van", minPassengers: 1, maxPassengers: 4 });
    expect(created.status).toBe(404);
    expect((await created.json()).error.message).toBe("Tour não encontrado");
    for (const id of [missing, "x"]) {
      const listed = await get(`/api/admin/tours/${id}/prices`);
      expect(listed.status).toBe(404);
      expect((await listed.json()).error.message).toBe("Tour não encontrado");
    }
  });
});

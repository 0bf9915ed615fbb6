import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
});
afterAll(() => t.close());

describe("public catalogue", () => {
  it("lists tours newest first with their 'from' price", async () => {
    const { tours } = await (await t.request("/api/tours")).json();
    expect(tours.map((x: { slug: string }) => x.slug)).toEqual(["algarve", "fatima", "faro"]);
    const { tour } = await (await t.request("/api/tours/faro")).json();
    const lowest = Math.min(...tour.prices.map((p: { priceCents: number }) => p.priceCents));
    expect(tours[2].minPriceCents).toBe(lowest);
    expect(tour.minPriceCents).toBe(lowest);
  });

  it("answers 404 Tour Não Encontrado for an unknown slug", async () => {
    const response = await t.request("/api/tours/atlantis");
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe("Tour Não Encontrado");
  });

  it("lists vehicles by class and extras by name", async () => {
    const { vehicles } = await (await t.request("/api/vehicles")).json();
    const classes = vehicles.map((v: { class: string }) => v.class);
    expect(classes).toEqual([...classes].sort());
    const { extras } = await (await t.request("/api/extras")).json();
    const names = extras.map((e: { name: string }) => e.name);
    expect(names.length).toBeGreaterThan(3);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "en")));
  });
});

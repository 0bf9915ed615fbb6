import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { catalogueChanged } from "../../lib/catalogue-cache.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/content", () => {
  it("answers an empty list, then every seeded key", async () => {
    expect(await (await t.request("/api/content")).json()).toEqual({ items: [], payments: "test" });
    await seedDemoCatalogue(t.db);
    // Written outside the admin: the catalogue cache is told, as the admin routes do.
    await catalogueChanged(t.db);
    const { items } = await (await t.request("/api/content")).json();
    const keys = items.map((i: { section: string; key: string }) => `${i.section}.${i.key}`);
    expect(keys).toEqual(
      expect.arrayContaining(["company.name", "company.phone", "company.email", "company.address", "hero.title", "hero.subtitle", "fleet.description"]),
    );
    expect(items.every((i: { value: string }) => typeof i.value === "string")).toBe(true);
  });
});

describe("GET /api/content tells the booking form how transfers are paid", () => {
  it.each([
    [{}, "test"],
    [{ PAYMENTS: "off" }, "off"],
  ])("with %j: %s", async (env, mode) => {
    const app = await createTestApp({ env });
    try {
      expect((await (await app.request("/api/content")).json()).payments).toBe(mode);
    } finally {
      await app.close();
    }
  });
});

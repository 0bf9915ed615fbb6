import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tourPrices, tours } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";

let t: TestApp;
let driver: TestUser;
let noRole: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  driver = await t.createUser(["driver"]);
  noRole = await t.createUser([]);
});
afterAll(() => t.close());

const snapshot = async () => ({
  tours: await t.db.select().from(tours).orderBy(tours.id),
  prices: await t.db.select().from(tourPrices).orderBy(tourPrices.id),
});

describe("admin tour routes refuse non-admins", () => {
  it.each([
    ["anonymous", (): string | undefined => undefined, 401],
    ["a user without a role", (): string | undefined => noRole.cookie, 403],
    ["a driver", (): string | undefined => driver.cookie, 403],
  ] as const)("answers %s with %i and changes nothing", async (_who, cookie, status) => {
    const before = await snapshot();
    const tour = before.tours[0]!;
    const price = before.prices[0]!;
    const body = { name: "Hacked", durationHours: 1, priceCents: 1, capacity: 1 };
    const calls: [string, string, unknown][] = [
      ["GET", "/api/admin/tours", undefined],
      ["POST", "/api/admin/tours", body],
      ["PUT", `/api/admin/tours/${tour.id}`, body],
      ["DELETE", `/api/admin/tours/${tour.id}`, undefined],
      ["POST", "/api/admin/tours/fix-slugs", {}],
      ["GET", "/api/admin/vehicle-classes", undefined],
      ["GET", `/api/admin/tours/${tour.id}/prices`, undefined],
      ["POST", "/api/admin/tour-prices", { tourId: tour.id, vehicleClass: "Van", minPassengers: 1, maxPassengers: 2 }],
      ["DELETE", `/api/admin/tour-prices/${price.id}`, undefined],
    ];
    for (const [method, path, json] of calls) {
      const response = await t.request(path, { method, json, cookie: cookie() });
      expect(response.status, `${method} ${path}`).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});

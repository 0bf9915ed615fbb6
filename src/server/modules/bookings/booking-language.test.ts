import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { transferBookingBody } from "./test-booking-body.ts";

let t: TestApp;
let economy: typeof vehicles.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  [economy] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1)) as [typeof vehicles.$inferSelect];
});
afterAll(() => t.close());

describe("the language a booking was made in", () => {
  it.each([
    ["?lang=fr", {}, "fr"],
    ["", { "accept-language": "zh-CN,zh;q=0.9" }, "zh"],
    ["?lang=de", { "accept-language": "de-DE" }, "en"],
    ["", {}, "en"],
  ] as const)("POST /api/bookings%s (%j) is kept as %s", async (query, headers, expected) => {
    const body = transferBookingBody(economy);
    const response = await t.request(`/api/bookings${query}`, { json: body, headers });
    expect(response.status).toBe(201);
    const [row] = await t.db.select({ language: bookings.language }).from(bookings).where(eq(bookings.id, body.id));
    expect(row?.language).toBe(expected);
  });
});

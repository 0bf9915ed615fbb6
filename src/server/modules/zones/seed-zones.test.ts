import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAllZoneOverlaps } from "../../../domain/zone-overlap.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { SEED_ZONES } from "../../db/seed-data/zones.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
});
afterAll(() => t.close());

const quote = async (origin: string, destination: string, vehicleClass: string) => {
  const response = await t.request("/api/quotes", {
    json: { bookingType: "transfer", vehicleClass, passengers: 2, origin: { address: origin }, destination: { address: destination } },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { available: boolean; tripCents: number };
};

const seedZone = (destination: string) => {
  const zone = SEED_ZONES.find((z) => z.origin === "Aeroporto de Faro" && z.destination === destination);
  if (!zone) throw new Error(`no seeded zone to ${destination}`);
  return zone;
};

describe("the demo zones", () => {
  it("price Faro airport → Vilamoura from the Vilamoura zone (Quarteira's circle no longer covers it)", async () => {
    const vilamoura = seedZone("Vilamoura");
    const quarteira = seedZone("Quarteira");
    expect(vilamoura.pricesCents.Premium).toBe(7000);
    expect(quarteira.pricesCents.Premium).toBe(6500);
    for (const [from, to] of [
      ["Aeroporto de Faro", "Vilamoura"],
      ["Faro Airport", "Marina de Vilamoura"],
      ["Vilamoura", "Aeroporto de Faro"],
    ]) {
      expect(await quote(from!, to!, "Premium"), `${from} → ${to}`).toMatchObject({ available: true, tripCents: 7000 });
    }
    expect(await quote("Aeroporto de Faro", "Vilamoura", "Economy")).toMatchObject({ tripCents: vilamoura.pricesCents.Economy });
    expect(await quote("Aeroporto de Faro", "Quarteira", "Premium")).toMatchObject({ tripCents: 6500 });
  });

  it("do not overlap: no trip is priced by two of them", async () => {
    const named = SEED_ZONES.map((z, index) => ({ ...z, id: String(index) }));
    expect([...findAllZoneOverlaps(named).entries()].map(([id, w]) => [named[Number(id)]!.name, w.map((o) => o.zoneName)])).toEqual([]);
    // The admin list computes the same from the database.
    const admin = await t.createUser(["admin"]);
    const list = (await (await t.request("/api/admin/zones", { cookie: admin.cookie })).json()) as {
      zones: { name: string; overlaps: unknown[] }[];
    };
    expect(list.zones).toHaveLength(SEED_ZONES.length);
    expect(list.zones.filter((z) => z.overlaps.length > 0).map((z) => z.name)).toEqual([]);
  });

  it("price a trip from Faro airport to each destination from that destination's own zone", async () => {
    for (const zone of SEED_ZONES.filter((z) => z.origin === "Aeroporto de Faro")) {
      const answer = await quote("Aeroporto de Faro", zone.destination, "Executive");
      expect(answer.tripCents, zone.name).toBe(zone.pricesCents.Executive);
    }
  });
});

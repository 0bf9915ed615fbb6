import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizePhoneDigits } from "../../../domain/phone-digits.ts";
import { migrationsFolder } from "../../db/client.ts";
import { bookings, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";

/*
 * Bookings found by the phone number's digits, however the customer typed it and however the
 * admin writes it (caller ID: "963111222", WhatsApp: "+351963111222", "00351 …").
 */

let t: TestApp;
let admin: TestUser;
const created: Record<"typedNational" | "typedInternational" | "british", string> = {
  typedNational: "",
  typedInternational: "",
  british: "",
};
const typed = { typedNational: "963 111 222", typedInternational: "+351 912 345 678", british: "+44 (0) 20 7946 0958" };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  admin = await t.createUser(["admin"], "Admin Telefones");
  const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1);
  for (const key of Object.keys(typed) as (keyof typeof typed)[]) {
    const body = transferBookingBody(vehicle!, { customerPhone: typed[key], customerEmail: `${key.toLowerCase()}@example.com` });
    const response = await t.request("/api/bookings", { json: body });
    expect(response.status, await response.clone().text()).toBe(201);
    created[key] = body.id;
  }
});
afterAll(() => t.close());

async function search(q: string): Promise<string[]> {
  const response = await t.request(`/api/admin/bookings?q=${encodeURIComponent(q)}`, { cookie: admin.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { items: { id: string }[] }).items.map((i) => i.id).sort();
}

describe("a booking keeps its phone as typed and its digits beside it", () => {
  it("stores the E.164 digits (Portugal when no country is given) next to the text", async () => {
    const rows = await t.db
      .select({ id: bookings.id, phone: bookings.customerPhone, digits: bookings.customerPhoneDigits })
      .from(bookings)
      .where(inArray(bookings.id, Object.values(created)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(created.typedNational)).toMatchObject({ phone: "963 111 222", digits: "351963111222" });
    expect(byId.get(created.typedInternational)).toMatchObject({ phone: "+351 912 345 678", digits: "351912345678" });
    expect(byId.get(created.british)).toMatchObject({ phone: "+44 (0) 20 7946 0958", digits: "442079460958" });
  });
});

describe("GET /api/admin/bookings?q= with a phone number", () => {
  it.each([
    ["963111222", "typedNational"],
    ["+351963111222", "typedNational"],
    ["00351 963 111 222", "typedNational"],
    ["963 111", "typedNational"],
    ["111-222", "typedNational"],
    ["912345678", "typedInternational"],
    ["(+351) 912 345 678", "typedInternational"],
    ["442079460958", "british"],
    ["+44 20 7946 0958", "british"],
    // Its digits are no run of the stored ones ("4402…"): found as the same whole number.
    ["+44 (0)20 7946 0958", "british"],
  ] as const)("%j finds the booking whose phone has those digits", async (q, key) => {
    expect(await search(q)).toEqual([created[key]]);
  });

  it("finds nothing for digits no phone holds", async () => {
    expect(await search("963 112")).toEqual([]);
    expect(await search("+351 963 111 223")).toEqual([]);
  });
});

describe("the migration's backfill of the bookings written before it", () => {
  it("gives the same digits as the normaliser for the usual ways of writing a number", async () => {
    const phones = [
      "963 111 222",
      "+351 963 111 222",
      "00351 963 111 222",
      "(+351) 289 000 000",
      "351963111222",
      "21 123 4567",
      "+44 (0) 20 7946 0958",
      "0044 20 7946 0958",
      "+1 (415) 555-2671",
      "+39 06 1234 5678",
    ];
    const ids = phones.map(() => randomUUID());
    await t.db.insert(bookings).values(
      phones.map((customerPhone, i) => ({
        id: ids[i]!,
        bookingType: "transfer" as const,
        origin: "Faro",
        destination: "Albufeira",
        bookingDate: "2030-06-12",
        bookingTime: "10:30",
        passengers: 1,
        vehicleClass: "Economy",
        customerName: "Antes da Migração",
        customerPhone,
        customerEmail: "antes@example.com",
        totalPriceCents: 1000,
      })),
    );
    const migration = fs.readdirSync(migrationsFolder).find((name) => /^\d{4}_slug-history-and-phone-digits\.sql$/.test(name));
    expect(migration).toBeDefined();
    const text = fs.readFileSync(path.join(migrationsFolder, migration!), "utf8");
    const backfill = text
      .split("--> statement-breakpoint")
      .map((s) => s.replace(/^\s*--.*$/gm, "").trim()).find((s) => /^UPDATE "bookings"/.test(s));
    expect(backfill).toBeDefined();
    await t.db.execute(sql.raw(backfill!));
    const rows = await t.db
      .select({ phone: bookings.customerPhone, digits: bookings.customerPhoneDigits })
      .from(bookings)
      .where(inArray(bookings.id, ids));
    expect(rows.map((r) => [r.phone, r.digits]).sort()).toEqual(phones.map((p) => [p, normalizePhoneDigits(p)]).sort());
  });
});

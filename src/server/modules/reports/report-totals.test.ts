import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lisbonInstant } from "../../../domain/lisbon-date.ts";
import type { Database } from "../../db/client.ts";
import { bookings, users, zones } from "../../db/schema.ts";
import { foldBookingTotals } from "../../db/fold-totals.ts";
import { openTestDatabase } from "../../../../test-support/test-database.ts";
import { propertyRuns } from "../../../../test-support/test-limits.ts";

/**
 * The reports' stored totals (table report_totals, kept by triggers on bookings, migration 0014)
 * against the bookings themselves after random inserts, updates and deletes, one row or many per
 * statement. The expected totals are worked out here in TypeScript from the rows read back, not
 * by the database.
 */
let database: Database;
const DRIVERS = ["driver-report-a", "driver-report-b"];
const ZONES = ["5a9c1e8e-0000-4000-8000-000000000001", "5a9c1e8e-0000-4000-8000-000000000002"];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(users).values(DRIVERS.map((id) => ({ id, name: id, email: `${id}@example.com` })));
  await database.db.insert(zones).values(
    ZONES.map((id, i) => ({ id, name: `Zona ${i}`, origin: "Aeroporto de Faro", destination: `Destino ${i}`, originLat: 37, originLng: -8, destinationLat: 37.1, destinationLng: -8.1 })),
  );
}, 60_000);

afterAll(async () => {
  await database?.close();
});

type Row = typeof bookings.$inferSelect;
const STATUSES = ["pending", "confirmed", "assigned", "in_progress", "completed", "cancelled"] as const;
const REVENUE = new Set(["confirmed", "assigned", "in_progress", "completed"]);
const PLACES = ["Aeroporto de Faro", "aeroporto de faro ", "Albufeira", "Évora", "EVORA"];
const DATES = ["2026-01-31", "2026-02-01", "2026-02-28", "2026-03-29", "2026-03-30", "2026-10-25"];

const fields = fc.record({
  bookingType: fc.constantFrom("transfer" as const, "tour" as const),
  status: fc.constantFrom(...STATUSES),
  bookingDate: fc.constantFrom(...DATES),
  // Times on both sides of the clock changes of 29 March and 25 October, none in the hour that
  // is skipped or repeated (there PostgreSQL reads 01:30 of 25 October as winter time, the
  // domain's lisbonInstant as summer time: an hour of lead time on such a booking).
  bookingTime: fc.constantFrom("00:30", "10:00", "23:45"),
  vehicleClass: fc.constantFrom("Premium", "Van"),
  origin: fc.constantFrom(...PLACES),
  destination: fc.constantFrom(...PLACES),
  assignedDriverId: fc.constantFrom(null, ...DRIVERS),
  zoneId: fc.constantFrom(null, ...ZONES),
  totalPriceCents: fc.integer({ min: 0, max: 500_000 }),
  // Whole seconds, so every lead time and every sum of them is an exact double.
  createdAt: fc
    .date({ min: new Date("2025-06-01T00:00:00Z"), max: new Date("2026-01-30T00:00:00Z"), noInvalidDate: true })
    .map((d) => new Date(Math.floor(d.getTime() / 1000) * 1000)),
});
type Fields = typeof fields extends fc.Arbitrary<infer T> ? T : never;

const operation = fc.oneof(
  fc.record({ kind: fc.constant("insert" as const), rows: fc.array(fields, { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant("update" as const), pick: fc.nat(), change: fields.map((f) => Object.fromEntries(Object.entries(f).slice(0, 1 + (f.totalPriceCents % 10)))) }),
  fc.record({ kind: fc.constant("updateDay" as const), date: fc.constantFrom(...DATES), status: fc.constantFrom(...STATUSES) }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
);

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function apply(op: Operation) {
  const db = database.db;
  const ids = (await db.select({ id: bookings.id }).from(bookings).orderBy(bookings.id)).map((r) => r.id);
  const pick = (n: number) => ids[n % ids.length];
  if (op.kind === "insert") {
    await db.insert(bookings).values(
      op.rows.map((row: Fields) => ({
        ...row,
        id: randomUUID(),
        passengers: 2,
        customerName: "Ana Silva",
        customerPhone: "+351 912 345 678",
        customerEmail: "ana@example.com",
      })),
    );
  } else if (op.kind === "update" && ids.length > 0) {
    await db.update(bookings).set(op.change).where(eq(bookings.id, pick(op.pick)!));
  } else if (op.kind === "updateDay") {
    await db.update(bookings).set({ status: op.status }).where(eq(bookings.bookingDate, op.date));
  } else if (op.kind === "delete" && ids.length > 0) {
    await db.delete(bookings).where(inArray(bookings.id, [pick(op.pick)!]));
  }
}

const placeKey = (place: string) =>
  place
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim();

interface Totals {
  allBookings: number;
  bookings: number;
  cancelled: number;
  revenueCents: number;
  leadSeconds: number;
  label: string | null;
}

/** The totals every row of `rows` makes, per "dimension|grain|period|key", worked out here. */
function expectedTotals(rows: Row[]): Map<string, Totals> {
  const totals = new Map<string, Totals>();
  for (const b of rows) {
    const cancelled = b.status === "cancelled";
    const lead = cancelled ? 0 : (lisbonInstant(b.bookingDate, b.bookingTime.slice(0, 5)).getTime() - b.createdAt.getTime()) / 1000;
    const keys: [string, string, string | null][] = [
      ["all", "", null],
      ["type", b.bookingType, null],
      ["class", b.vehicleClass, null],
      ["driver", b.assignedDriverId ?? "", null],
      ["place", [b.bookingType, placeKey(b.origin), placeKey(b.destination)].join("\u001f"), b.origin],
    ];
    if (b.bookingType === "tour") keys.push(["tour", b.tourId ?? "", null]);
    if (b.bookingType === "transfer") keys.push(["zone", b.zoneId ?? "", null]);
    const date = new Date(`${b.bookingDate}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    const monday = date.toISOString().slice(0, 10);
    for (const [grain, period] of [["day", b.bookingDate], ["week", monday], ["month", `${b.bookingDate.slice(0, 7)}-01`]] as const) {
      for (const [dimension, key, label] of keys) {
        const id = [dimension, grain, period, key].join("|");
        const t = totals.get(id) ?? { allBookings: 0, bookings: 0, cancelled: 0, revenueCents: 0, leadSeconds: 0, label: null };
        t.allBookings += 1;
        t.bookings += cancelled ? 0 : 1;
        t.cancelled += cancelled ? 1 : 0;
        t.revenueCents += REVENUE.has(b.status) ? b.totalPriceCents : 0;
        t.leadSeconds += lead;
        if (label !== null && (t.label === null || label < t.label)) t.label = label;
        totals.set(id, t);
      }
    }
  }
  return totals;
}

/**
 * The totals as the reports read them: kept rows and pending changes together, summed per key
 * (`report_totals_all`), or the kept rows alone (`report_totals`, after a fold).
 */
async function storedTotals(source: "all" | "kept" = "all"): Promise<Map<string, Totals>> {
  const table = sql.raw(source === "all" ? "report_totals_all" : "report_totals");
  const result = (await database.db.execute(sql`
    select dimension, grain, period_start::text as period, key, min(label) as label, sum(all_bookings)::int as all_bookings,
      sum(bookings)::int as bookings, sum(cancelled)::int as cancelled, sum(revenue_cents)::float8 as revenue, sum(lead_seconds) as lead_seconds
    from ${table}
    group by 1, 2, 3, 4
    having sum(all_bookings) <> 0 or sum(bookings) <> 0 or sum(cancelled) <> 0 or sum(revenue_cents) <> 0`)) as unknown as {
    rows: { dimension: string; grain: string; period: string; key: string; label: string | null; all_bookings: number; bookings: number; cancelled: number; revenue: number; lead_seconds: number }[];
  };
  return new Map(
    result.rows.map((r) => [
      [r.dimension, r.grain, r.period, r.key].join("|"),
      { allBookings: r.all_bookings, bookings: r.bookings, cancelled: r.cancelled, revenueCents: Number(r.revenue), leadSeconds: Number(r.lead_seconds), label: r.label },
    ]),
  );
}

/** Sorted for comparison, lead times to the second; labels (the least origin ever written under a key) left out on request. */
function comparable(totals: Map<string, Totals>, withLabels: boolean) {
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    // "+ 0": a sum back to zero may be -0, which toEqual tells from 0.
    .map(([id, t]) => ({ id, ...t, leadSeconds: Math.round(t.leadSeconds) + 0, label: withLabels ? t.label : null }));
}

describe("report_totals", () => {
  it("holds, after any writes to the bookings, the totals of the bookings as they are", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (ops) => {
        await database.db.execute(sql`truncate bookings cascade`);
        // Changes folded halfway and changes still pending add up the same.
        for (const [index, op] of ops.entries()) {
          if (index === Math.floor(ops.length / 2)) await foldBookingTotals(database.db);
          await apply(op);
        }
        const rows = await database.db.select().from(bookings);
        const expected = comparable(expectedTotals(rows), false);
        expect(comparable(await storedTotals(), false)).toEqual(expected);
        // Folded into the kept rows, the totals are the same, read through the view or alone.
        await foldBookingTotals(database.db);
        expect(comparable(await storedTotals(), false)).toEqual(expected);
        expect(comparable(await storedTotals("kept"), false)).toEqual(expected);
      }),
      { numRuns: propertyRuns(40) },
    );
  }, 240_000);

  it("labels a place pair with the least way its origin was written", async () => {
    await database.db.execute(sql`truncate bookings cascade`);
    await apply({ kind: "insert", rows: [{ ...baseFields, origin: "faro airport " }] });
    await apply({ kind: "insert", rows: [{ ...baseFields, origin: "Faro Airport" }] });
    const stored = await storedTotals();
    const key = ["place", "day", baseFields.bookingDate, ["transfer", "faro airport", "albufeira"].join("\u001f")].join("|");
    expect(stored.get(key)?.label).toBe("Faro Airport");
    expect(stored.get(key)?.allBookings).toBe(2);
  });

  it("is emptied with the bookings by a truncate", async () => {
    await apply({ kind: "insert", rows: [baseFields] });
    await database.db.execute(sql`truncate bookings cascade`);
    expect((await storedTotals()).size).toBe(0);
  });
});

const baseFields: Fields = {
  bookingType: "transfer",
  status: "confirmed",
  bookingDate: "2026-03-29",
  bookingTime: "10:00",
  vehicleClass: "Premium",
  origin: "Aeroporto de Faro",
  destination: "Albufeira",
  assignedDriverId: null,
  zoneId: null,
  totalPriceCents: 10_000,
  createdAt: new Date("2026-01-10T09:00:00Z"),
};

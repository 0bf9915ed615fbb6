import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_EXPORT_ROWS } from "../../../domain/report-schemas.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";

/** The bookings export refuses more than MAX_EXPORT_ROWS matches, and takes exactly that many. */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"], "Admin Exportação");
  // MAX_EXPORT_ROWS bookings on 2026-05-01, and one more on 2026-05-02, in one statement with the
  // summary triggers off for it (the export counts the bookings themselves; this saves most of the time).
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
    insert into bookings (id, booking_type, origin, destination, booking_date, booking_time, passengers, vehicle_class,
      customer_name, customer_phone, customer_email, total_price_cents, status)
    select gen_random_uuid(), 'transfer', 'Faro', 'Albufeira', case when n <= ${MAX_EXPORT_ROWS} then date '2026-05-01' else date '2026-05-02' end,
      '10:00', 2, 'Van', 'Cliente ' || n, '+351 900 000 000', 'c' || n || '@example.com', 5000, 'confirmed'
    from generate_series(1, ${MAX_EXPORT_ROWS + 1}) n`);
  });
}, 300_000);
afterAll(() => t.close());

describe("GET /api/admin/reports/bookings-export over the cap", () => {
  it("refuses 100 001 bookings with a Portuguese message", async () => {
    const response = await t.request("/api/admin/reports/bookings-export?format=csv", { cookie: admin.cookie });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: "too_many_rows", message: "A exportação está limitada a 100 000 reservas: restrinja os filtros (por exemplo, o período)", requestId: expect.any(String) },
    });
  });

  it("streams exactly 100 000 bookings once the filters leave that many", async () => {
    const response = await t.request("/api/admin/reports/bookings-export?format=csv&to=2026-05-01", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    let lines = 0;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const byte of value) if (byte === 10) lines++;
    }
    expect(lines).toBe(MAX_EXPORT_ROWS + 1); // the header and every booking
  }, 120_000);
});

import { eq, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import { bookingTokens, bookings, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";

/**
 * Issue: booking ids are made by the browser and seen by drivers, in the payment pages' addresses
 * and in the printed reference. Knowing one must open nothing: no manage token, no checkout.
 */
let t: TestApp;
let driver: TestUser;
let economy: typeof vehicles.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  [economy] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1)) as [typeof vehicles.$inferSelect];
  driver = await t.createUser(["driver"], "Rui Motorista");
});
afterAll(() => t.close());

const tokenCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(bookingTokens))[0]!.n;

/** The victim's booking with its return trip, assigned to the driver; the ids as the driver sees them. */
async function victimBookingSeenByDriver() {
  const body = transferBookingBody(economy, { returnTrip: true, returnDate: addDays(lisbonToday(), 20), returnTime: "11:00" });
  const created = await t.request("/api/bookings", { json: body });
  expect(created.status).toBe(201);
  await t.db
    .update(bookings)
    .set({ assignedDriverId: driver.userId })
    .where(or(eq(bookings.id, body.id), eq(bookings.outboundBookingId, body.id)));
  const list = (await (await t.request("/api/driver/bookings?filter=all", { cookie: driver.cookie })).json()) as {
    bookings: { id: string }[];
  };
  const ids = list.bookings.map((b) => b.id);
  const [returnRow] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.outboundBookingId, body.id));
  expect(ids).toContain(body.id);
  expect(ids).toContain(returnRow!.id);
  return { body, outboundId: body.id, returnId: returnRow!.id };
}

describe("a booking id opens nothing", () => {
  it("POST /api/bookings with a known id and another body is refused (409), mints no token and changes nothing", async () => {
    const { body, outboundId, returnId } = await victimBookingSeenByDriver();
    const before = await t.db.select().from(bookings).where(or(eq(bookings.id, outboundId), eq(bookings.id, returnId)));
    const tokensBefore = await tokenCount();

    for (const id of [outboundId, returnId]) {
      const replay = await t.request("/api/bookings", { json: { ...body, id, customerName: "Mallory Intruso", customerEmail: "mallory@example.com" } });
      expect(replay.status).toBe(409);
      const answer = (await replay.json()) as Record<string, unknown>;
      expect(answer).not.toHaveProperty("manageToken");
      expect(JSON.stringify(answer)).not.toContain("Joana");
    }
    // The return trip's id with the outbound body unchanged is not "the same submission" either.
    const returnReplay = await t.request("/api/bookings", { json: { ...body, id: returnId } });
    expect(returnReplay.status).toBe(409);

    expect(await tokenCount()).toBe(tokensBefore);
    const after = await t.db.select().from(bookings).where(or(eq(bookings.id, outboundId), eq(bookings.id, returnId)));
    expect(after).toEqual(before);
  });

  it("the same submission again (a retry) is answered as stored, with no new secret", async () => {
    const { body, outboundId } = await victimBookingSeenByDriver();
    const tokensBefore = await tokenCount();
    // Keys in another order and untrimmed text are still the same submission.
    const { customerName, ...rest } = body;
    const retry = await t.request("/api/bookings", { json: { customerName: `  ${customerName} `, ...rest } });
    expect(retry.status).toBe(200);
    const answer = (await retry.json()) as { booking: { id: string }; manageToken?: string; payment: string };
    expect(answer.booking.id).toBe(outboundId);
    expect(answer.manageToken).toBeUndefined();
    expect(await tokenCount()).toBe(tokensBefore);
  });

  it("no checkout opens for a caller who only knows the id", async () => {
    const { outboundId, returnId } = await victimBookingSeenByDriver();
    const tokensBefore = await tokenCount();
    for (const bookingId of [outboundId, returnId]) {
      const checkout = await t.request("/api/payments/checkout", { json: { bookingId } });
      expect(checkout.status).toBe(404);
      expect(JSON.stringify(await checkout.json())).not.toMatch(/token|test-checkout/);
    }
    expect(await tokenCount()).toBe(tokensBefore);
  });
});

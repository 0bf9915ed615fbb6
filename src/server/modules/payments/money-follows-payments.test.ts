import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookings, payments, refunds } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { insertTestTransfer } from "../../../../test-support/test-bookings.ts";
import { openCheckout } from "../../../../test-support/open-checkout.ts";

/**
 * The payment state of a booking comes from its payments, never from its status, in every order
 * of events: cancel then pay, pay then set back to pending, pay twice, refund twice. The trips are
 * far ahead (2030): a cancellation refunds 100 %.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"], "Admin Dinheiro");
});
afterAll(() => t.close());

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const pathOf = (url: string) => new URL(url).pathname;
const paymentsOf = (ids: string[]) => t.db.select().from(payments).where(inArray(payments.bookingId, ids));
const refundsOf = (ids: string[]) => t.db.select().from(refunds).where(inArray(refunds.bookingId, ids));
const statusOf = async (id: string) => (await t.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;
const managed = async (token: string) => (await t.request(`/api/manage/${token}`)).json();

/** Opens a test checkout for the booking as its customer, answering its address and the customer's token. */
async function openFor(bookingId: string) {
  const opened = await openCheckout(t, bookingId);
  expect(opened.status).toBe(200);
  return { url: ((await opened.json()) as { url: string }).url, token: opened.token };
}

const pay = (url: string) => t.request(`${pathOf(url)}/pay`, { method: "POST", headers: FORM });
const cancel = (token: string, expectedRefundCents: number) =>
  t.request(`/api/manage/${token}/cancel`, { json: { expectedRefundCents } });

describe("cancel, then pay", () => {
  it("a cancellation closes the open checkout: it can no longer be paid, and nothing is kept", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 17_000 });
    const { url, token } = await openFor(b.outboundId);
    const cancelled = await cancel(token, 0);
    expect(cancelled.status).toBe(200);

    const page = await t.request(pathOf(url));
    expect(await page.text()).not.toContain(">Pagar<");
    const paid = await pay(url);
    expect(paid.status).toBe(404);
    expect((await paymentsOf([b.outboundId])).map((p) => p.status)).toEqual(["expired"]);
    expect(await statusOf(b.outboundId)).toBe("cancelled");
  });

  it("a payment that lands after the cancellation anyway (a provider's late event) is refunded in full, at once, and shown in the history", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 17_000 });
    const { url, token } = await openFor(b.outboundId);
    expect((await cancel(token, 0)).status).toBe(200);
    // The provider took the money although the checkout was closed here (Stripe's expiry failed).
    await t.db.update(payments).set({ status: "open" }).where(eq(payments.bookingId, b.outboundId));
    expect((await pay(url)).status).toBe(303);

    expect(await statusOf(b.outboundId)).toBe("cancelled");
    const [payment] = await paymentsOf([b.outboundId]);
    expect(payment!.status).toBe("paid");
    const refundRows = await refundsOf([b.outboundId]);
    expect(refundRows).toMatchObject([{ paymentId: payment!.id, amountCents: 17_000, percent: 100 }]);
    const history = (await (await t.request(`/api/admin/bookings/${b.outboundId}`, { cookie: admin.cookie })).json()).booking.history as {
      kind: string;
      data: Record<string, unknown>;
    }[];
    expect(history.filter((h) => h.kind === "refund").map((h) => h.data)).toEqual([
      expect.objectContaining({ amountCents: 17_000, percent: 100, reason: "paid_after_cancellation" }),
    ]);
    const page = await managed(token);
    expect(page.payment).toMatchObject({ state: "refunded", amountPaidCents: 17_000, refundedCents: 17_000 });
    // Paying again, or cancelling again, refunds nothing twice.
    expect((await pay(url)).status).toBe(303);
    expect((await cancel(token, 0)).status).toBe(409);
    expect(await refundsOf([b.outboundId])).toHaveLength(1);
  });
});

describe("pay, then set back to pending", () => {
  it("a booking with money on it opens no new checkout, from the booking page or the admin's link", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 9_000, withReturn: true });
    const { url, token } = await openFor(b.outboundId);
    expect((await pay(url)).status).toBe(303);
    expect(await statusOf(b.outboundId)).toBe("confirmed");
    // The admin (or a driver) sets the status back: the money is still there.
    await t.db.update(bookings).set({ status: "pending" }).where(inArray(bookings.id, [b.outboundId, b.returnId!]));

    const again = await t.request(`/api/manage/${token}/checkout`, { json: {} });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("not_pending");
    for (const id of [b.outboundId, b.returnId!]) {
      const link = await t.request(`/api/admin/bookings/${id}/payment-link`, { json: {}, cookie: admin.cookie });
      expect(link.status).toBe(409);
      expect((await link.json()).error.code).toBe("not_pending");
    }
    expect(await paymentsOf([b.outboundId, b.returnId!])).toHaveLength(1);
    // The admin's list and sheet say it is paid (no link offered), for both trips.
    const list = (await (await t.request("/api/admin/bookings?status=pending&pageSize=100", { cookie: admin.cookie })).json()) as {
      items: { id: string; paid: boolean }[];
    };
    expect(list.items.filter((i) => i.id === b.outboundId || i.id === b.returnId).map((i) => i.paid)).toEqual([true, true]);
    const sheet = (await (await t.request(`/api/admin/bookings/${b.returnId}`, { cookie: admin.cookie })).json()).booking;
    expect(sheet.paid).toBe(true);
  });
});

describe("pay twice", () => {
  it("a second checkout paid after the first is refunded in full; the cancellation then refunds the first", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 12_000 });
    const first = await openFor(b.outboundId);
    // A second open checkout of the same booking (e.g. the admin's link opened another session).
    const [firstRow] = await paymentsOf([b.outboundId]);
    await t.db.insert(payments).values({
      bookingId: b.outboundId,
      provider: "test",
      testMode: true,
      providerSessionId: "test_cs_second_of_the_same_booking",
      amountCents: 12_000,
      url: `${firstRow!.url}-second`,
      status: "open",
    });
    expect((await pay(first.url)).status).toBe(303);
    const second = await t.request("/api/payments/test-checkout/test_cs_second_of_the_same_booking/pay", { method: "POST", headers: FORM });
    expect(second.status).toBe(303);

    const rows = await paymentsOf([b.outboundId]);
    expect(rows.map((p) => p.status)).toEqual(["paid", "paid"]);
    const secondRow = rows.find((p) => p.providerSessionId === "test_cs_second_of_the_same_booking")!;
    expect(await refundsOf([b.outboundId])).toMatchObject([{ paymentId: secondRow.id, amountCents: 12_000, percent: 100 }]);
    const events = await t.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, b.outboundId), eq(bookingEvents.kind, "refund")));
    expect(events.map((e) => e.data)).toEqual([expect.objectContaining({ reason: "paid_twice", amountCents: 12_000 })]);

    // The page offers the refund of what is kept: the first payment.
    const page = await managed(first.token);
    expect(page.cancellation).toEqual({ allowed: true, refundPercent: 100, refundCents: 12_000 });
    expect((await cancel(first.token, 12_000)).status).toBe(200);
    const all = await refundsOf([b.outboundId]);
    expect(all.map((r) => r.paymentId).sort()).toEqual(rows.map((p) => p.id).sort());
    expect(all.reduce((sum, r) => sum + r.amountCents, 0)).toBe(24_000);
  });
});

describe("refund every payment", () => {
  it("a cancellation refunds each paid payment of the booking and its return trip", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 5_000, withReturn: true });
    // Two payments kept from before (e.g. an older release let a pending-again booking be paid twice).
    for (const [bookingId, session] of [[b.outboundId, "test_cs_old_1"], [b.returnId!, "test_cs_old_2"]] as const) {
      await t.db.insert(payments).values({
        bookingId,
        provider: "test",
        testMode: true,
        providerSessionId: session,
        amountCents: 10_000,
        url: `http://localhost:3000/api/payments/test-checkout/${session}`,
        status: "paid",
        paidAt: new Date(),
      });
    }
    await t.db.update(bookings).set({ status: "confirmed" }).where(inArray(bookings.id, [b.outboundId, b.returnId!]));
    const { token } = await openCheckout(t, b.outboundId);
    const page = await managed(token);
    expect(page.payment).toMatchObject({ state: "paid", amountPaidCents: 20_000 });
    expect(page.cancellation).toEqual({ allowed: true, refundPercent: 100, refundCents: 20_000 });
    const response = await cancel(token, 20_000);
    expect(response.status).toBe(200);
    const rows = await refundsOf([b.outboundId, b.returnId!]);
    expect(rows.map((r) => r.amountCents)).toEqual([10_000, 10_000]);
    expect((await managed(token)).payment).toMatchObject({ state: "refunded", refundedCents: 20_000 });
  });
});

import os from "node:os";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, mailOutbox, payments, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";
import { insertTestTransfer } from "../../../../test-support/test-bookings.ts";
import { openCheckout } from "../../../../test-support/open-checkout.ts";

/** A transfer the demo catalogue prices (Faro airport → Albufeira). */
async function transferInput(t: TestApp) {
  const [economy] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1);
  return transferBookingBody(economy!);
}

describe("PAYMENTS=off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PAYMENTS: "off" } });
    await seedDemoCatalogue(t.db);
  });
  afterAll(() => t.close());

  it("the provider is of kind off", () => {
    expect(t.deps.payments.kind).toBe("off");
  });

  it("a transfer is created pending and the form is told not to open a checkout", async () => {
    const body = await transferInput(t);
    const response = await t.request("/api/bookings", { json: body });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({ booking: { id: body.id, status: "pending" }, payment: "none" });
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(stored?.status).toBe("pending");
  });

  it("the confirmation e-mail says the company arranges payment, never that a card payment follows", async () => {
    for (const [lang, arranges] of [
      ["pt", /entrará em contacto consigo para combinar o pagamento/],
      ["en", /contact you to arrange payment/],
    ] as const) {
      const body = await transferInput(t);
      expect((await t.request(`/api/bookings?lang=${lang}`, { json: body })).status).toBe(201);
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "booking_confirmation"), eq(mailOutbox.toAddress, body.customerEmail)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      expect(mail?.textBody).toMatch(arranges);
      expect(mail?.textBody).not.toMatch(/cart[ãa]o|card/i);
    }
  });

  it("the checkout refuses with a clear message and opens nothing", async () => {
    const b = await insertTestTransfer(t.db, { withReturn: true });
    for (const id of [b.outboundId, b.returnId!]) {
      const response = await openCheckout(t, id);
      expect(response.status).toBe(409);
      expect((await response.json()).error.code).toBe("payments_off");
      const inPortuguese = await t.request(`/api/manage/${response.token}/checkout?lang=pt`, { json: {} });
      expect((await inPortuguese.json()).error.message).toBe(
        "O pagamento online não está disponível. A empresa entrará em contacto consigo para combinar o pagamento.",
      );
    }
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, b.outboundId))).toEqual([]);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, b.outboundId)))[0]?.status).toBe("pending");
    // An unknown token is still unknown.
    const unknown = await t.request(`/api/manage/${"B".repeat(43)}/checkout`, { json: {} });
    expect(unknown.status).toBe(404);
  });

  it("there is no test checkout page and no Stripe webhook", async () => {
    expect((await t.request("/api/payments/test-checkout/test_cs_x")).status).toBe(404);
    const webhook = await t.app.request("/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(webhook.status).toBe(404);
  });
});

describe("links when PUBLIC_URL is not set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "" } });
  });
  afterAll(() => t.close());

  const checkoutAt = (origin: string, bookingId: string) => openCheckout(t, bookingId, { origin });
  /** An address of this machine's own network (a phone on the LAN opens the site there), if it has one. */
  const lanAddress = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
  const ownOrigins = ["http://127.0.0.1:3000", ...(lanAddress ? [`http://${lanAddress}:3000`] : [])];

  it("the test checkout opens on the address the visitor used when it is this machine's (127.0.0.1, its LAN address)", async () => {
    expect(t.deps.env.publicUrlSet).toBe(false);
    for (const origin of ownOrigins) {
      const b = await insertTestTransfer(t.db);
      const response = await checkoutAt(origin, b.outboundId);
      expect(response.status).toBe(200);
      const { url } = await response.json();
      expect(url).toMatch(new RegExp(`^${origin.replaceAll(".", "\\.")}/api/payments/test-checkout/test_cs_[0-9a-f]{32}\\?token=`));

      // The page's own Pagar, posted from that address, works.
      const paid = await t.app.request(`${url.split("?")[0]}/pay`, {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
      expect(paid.status).toBe(303);
      const [payment] = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, b.outboundId), eq(payments.status, "paid")));
      expect(payment?.testMode).toBe(true);
    }
  });

  it("a Host that is not this machine's gets links to http://localhost:PORT", async () => {
    for (const origin of ["http://evil.example", "http://192.0.2.200:3000"]) {
      const b = await insertTestTransfer(t.db);
      const response = await checkoutAt(origin, b.outboundId);
      expect(response.status).toBe(200);
      expect((await response.json()).url).toMatch(/^http:\/\/localhost:3000\/api\/payments\/test-checkout\//);
    }
  });

  it("an open checkout asked for again from another address is handed out on that address", async () => {
    const b = await insertTestTransfer(t.db);
    const first = await (await checkoutAt("http://127.0.0.1:3000", b.outboundId)).json();
    const second = await (await checkoutAt("http://localhost:3000", b.outboundId)).json();
    const sessionId = new URL(first.url).pathname.split("/").at(-1);
    expect(first.url.split("?")[0]).toBe(`http://127.0.0.1:3000/api/payments/test-checkout/${sessionId}`);
    expect(second.url.split("?")[0]).toBe(`http://localhost:3000/api/payments/test-checkout/${sessionId}`);
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, b.outboundId))).toHaveLength(1);
  });
});

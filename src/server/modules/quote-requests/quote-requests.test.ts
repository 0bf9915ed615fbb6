import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import { bookings, extras, mailOutbox, payments, quoteRequests, requestCounters, tours } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";

let t: TestApp;
let admin: TestUser;
let childSeat: { id: string; priceCents: number };
let faroTourId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
  await seedDemoCatalogue(t.db);
  admin = await t.createUser(["admin"], "Admin");
  const [seat] = await t.db.select().from(extras).where(eq(extras.name, "Child seat (9-18 kg)"));
  childSeat = { id: seat!.id, priceCents: seat!.priceCents };
  faroTourId = (await t.db.select().from(tours).where(eq(tours.slug, "faro")))[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(requestCounters);
});

const day = addDays(lisbonToday(), 12);
const returnDay = addDays(lisbonToday(), 15);
/** Faro airport → Bragança: no zone of the demo catalogue prices it. */
const request = {
  bookingType: "transfer",
  origin: "Aeroporto de Faro (FAO)",
  destination: "Bragança",
  bookingDate: day,
  bookingTime: "14:30",
  passengers: 3,
  luggage: 4,
  vehicleClass: "Van",
  extraIds: [] as string[],
  flightNumber: "TP1901",
  returnTrip: false,
  customerName: "Claire Martin",
  customerEmail: "claire@example.fr",
  customerPhone: "+33 6 12 34 56 78",
  specialRequests: "Deux sièges enfant",
};

let ip = 0;
const post = (json: unknown, lang = "fr") =>
  t.request(`/api/quote-requests?lang=${lang}`, { json, headers: { "x-forwarded-for": `198.51.100.${++ip % 250}` } });
const asAdmin = (path: string, json?: unknown) => t.request(path, { json, cookie: admin.cookie });
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
const rowFor = async (email: string) => (await t.db.select().from(quoteRequests).where(eq(quoteRequests.customerEmail, email)))[0]!;

/** The quote link of the latest "quote sent" e-mail to `to`: the token is only ever in it. */
async function quoteLinkOf(to: string): Promise<{ url: string; token: string }> {
  const mails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, "quote_sent")));
  const last = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
  const url = /https?:\/\/\S+\/quote\/[A-Za-z0-9_-]{43}\?lang=\w+/.exec(last.textBody ?? "")![0];
  return { url, token: new URL(url).pathname.split("/").at(-1)! };
}

async function requestAndQuote(email: string, more: Record<string, unknown> = {}, offer = { prices: [{ vehicleClass: "Van", priceCents: 31_000 }, { vehicleClass: "Premium Van", priceCents: 38_000 }], validHours: 48 }) {
  expect((await post({ ...request, customerEmail: email, ...more })).status).toBe(201);
  const row = await rowFor(email);
  const sent = await asAdmin(`/api/admin/quote-requests/${row.id}/quote`, offer);
  expect(sent.status, await sent.clone().text()).toBe(200);
  return { id: row.id, ...(await quoteLinkOf(email)) };
}

describe("a trip no zone prices becomes a paid booking through a quote (French)", () => {
  it("request → the admin quotes → the customer accepts → pending at the admin's price → the test checkout pays it", async () => {
    const email = "claire.e2e@example.fr";
    // The visitor asks: stored as new, a French acknowledgement and the company's notice queued.
    const wakes = t.mailWakes;
    const asked = await post({ ...request, customerEmail: email, extraIds: [childSeat.id] });
    expect(asked.status).toBe(201);
    expect(asked.headers.get("cache-control")).toBe("no-store");
    expect(t.mailWakes).toBe(wakes + 1);
    const row = await rowFor(email);
    expect(row).toMatchObject({ status: "new", language: "fr", luggage: 4, vehicleClass: "Van", passengers: 3, extraIds: [childSeat.id], tokenHash: null });
    const [ack] = await mailsTo(email);
    expect(ack).toMatchObject({ kind: "quote_request_received", subject: "Demande de devis reçue" });
    expect(ack!.textBody).toContain("Nous avons reçu votre demande de devis");
    expect(ack!.textBody).toContain("Bragança");
    const [notice] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "quote_request_notice"));
    expect(notice?.textBody).toContain("Bagagem: 4");

    // The admin's list shows it as new, with the count of its tab.
    const listed = await (await asAdmin("/api/admin/quote-requests?status=new")).json();
    expect(listed.items.map((i: { id: string }) => i.id)).toContain(row.id);
    expect(listed.counts.new).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(listed)).not.toContain("tokenHash");

    // The admin prices Van 310 € and Premium Van 380 €, valid 48 h; the customer gets it in French.
    const sentAt = Date.now();
    const sent = await asAdmin(`/api/admin/quote-requests/${row.id}/quote`, {
      prices: [{ vehicleClass: "Van", priceCents: 31_000 }, { vehicleClass: "Premium Van", priceCents: 38_000 }],
      validHours: 48,
    });
    expect(sent.status).toBe(200);
    const quoted = await rowFor(email);
    expect(quoted.status).toBe("quoted");
    expect(quoted.validUntil!.getTime() - sentAt).toBeGreaterThanOrEqual(48 * 3_600_000 - 60_000);
    expect(quoted.validUntil!.getTime() - sentAt).toBeLessThanOrEqual(48 * 3_600_000 + 60_000);
    const link = await quoteLinkOf(email);
    expect(link.url).toBe(`${TEST_ORIGIN}/quote/${link.token}?lang=fr`);
    const [quoteMail] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "quote_sent")));
    expect(quoteMail!.subject).toBe("Votre devis");
    expect(quoteMail!.textBody).toMatch(/310,00\s€ par trajet/);
    expect(quoteMail!.textBody).toContain("Ce devis est valable jusqu'au");
    // Only the token's hash is stored.
    expect(quoted.tokenHash).not.toContain(link.token);

    // The quote page, private.
    const page = await t.request(`/api/quote/${link.token}?lang=fr`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const view = await page.json();
    expect(view).toMatchObject({ status: "quoted", origin: "Aeroporto de Faro (FAO)", destination: "Bragança", passengers: 3, luggage: 4 });
    expect(view.prices).toEqual([{ vehicleClass: "Van", priceCents: 31_000 }, { vehicleClass: "Premium Van", priceCents: 38_000 }]);
    expect(JSON.stringify(view)).not.toMatch(/claire\.e2e|\+33/);

    // One click: a pending booking at the admin's price (plus the child seat at its catalogue price).
    const accepted = await t.request(`/api/quote/${link.token}/accept?lang=fr`, { json: { vehicleClass: "Van" } });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    expect(accepted.headers.get("cache-control")).toBe("no-store");
    const { manageToken, payment } = await accepted.json();
    expect(payment).toBe("checkout");
    const after = await rowFor(email);
    expect(after.status).toBe("accepted");
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, after.bookingId!));
    expect(booking).toMatchObject({
      status: "pending",
      totalPriceCents: 31_000 + childSeat.priceCents,
      vehicleClass: "Van",
      language: "fr",
      destination: "Bragança",
      customerEmail: email,
      passengers: 3,
    });
    const confirmations = (await mailsTo(email)).filter((m) => m.kind === "booking_confirmation");
    expect(confirmations).toHaveLength(1);

    // The checkout (PAYMENTS=test) charges the server's amount, whatever the browser sends.
    const opened = await t.request(`/api/manage/${manageToken}/checkout`, { json: {} });
    expect(opened.status).toBe(200);
    const { url } = await opened.json();
    const [open] = await t.db.select().from(payments).where(eq(payments.bookingId, booking!.id));
    expect(open?.amountCents).toBe(31_000 + childSeat.priceCents);
    const paid = await t.request(`${new URL(url).pathname}/pay${new URL(url).search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(paid.status).toBe(303);
    const [done] = await t.db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(done?.status).toBe("confirmed");
    const [settled] = await t.db.select().from(payments).where(eq(payments.bookingId, booking!.id));
    expect(settled).toMatchObject({ status: "paid", amountCents: 31_000 + childSeat.priceCents });
  });
});

describe("accepting a quote", () => {
  it("twice creates one booking (the second answers the same one)", async () => {
    const { id, token } = await requestAndQuote("twice@example.fr");
    const [first, second] = await Promise.all([
      t.request(`/api/quote/${token}/accept`, { json: { vehicleClass: "Van" } }),
      t.request(`/api/quote/${token}/accept`, { json: { vehicleClass: "Premium Van" } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const made = await t.db.select().from(bookings).where(eq(bookings.customerEmail, "twice@example.fr"));
    expect(made).toHaveLength(1);
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row?.bookingId).toBe(made[0]!.id);
    const third = await t.request(`/api/quote/${token}/accept`, { json: { vehicleClass: "Van" } });
    expect(third.status).toBe(200);
    expect(await t.db.select().from(bookings).where(eq(bookings.customerEmail, "twice@example.fr"))).toHaveLength(1);
    // Each answer opens the same booking page.
    const { manageToken } = await third.json();
    expect((await (await t.request(`/api/manage/${manageToken}`)).json()).booking.id).toBe(made[0]!.id);
  });

  it("refuses an expired quote in the customer's language and books nothing", async () => {
    const { id, token } = await requestAndQuote("late@example.fr");
    await t.db.update(quoteRequests).set({ validUntil: new Date(Date.now() - 1000) }).where(eq(quoteRequests.id, id));
    const response = await t.request(`/api/quote/${token}/accept?lang=fr`, { json: { vehicleClass: "Van" } });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({ code: "quote_expired", message: "Ce devis a expiré. Veuillez demander un nouveau devis." });
    expect((await (await t.request(`/api/quote/${token}`)).json()).status).toBe("expired");
    expect(await t.db.select().from(bookings).where(eq(bookings.customerEmail, "late@example.fr"))).toHaveLength(0);
    const list = await (await asAdmin("/api/admin/quote-requests?status=expired")).json();
    expect(list.items.map((i: { id: string }) => i.id)).toContain(id);
    expect(list.counts.expired).toBeGreaterThanOrEqual(1);
  });

  it("charges the price the admin set for the class chosen, never one the browser sends, and only a quoted class", async () => {
    const { token } = await requestAndQuote("price@example.fr");
    const tampered = await t.request(`/api/quote/${token}/accept`, { json: { vehicleClass: "Van", priceCents: 1 } });
    expect(tampered.status).toBe(400);
    const notQuoted = await t.request(`/api/quote/${token}/accept?lang=fr`, { json: { vehicleClass: "Executive" } });
    expect(notQuoted.status).toBe(400);
    expect((await notQuoted.json()).error.message).toBe("Veuillez choisir une des classes chiffrées.");
    const ok = await t.request(`/api/quote/${token}/accept`, { json: { vehicleClass: "Premium Van" } });
    expect(ok.status).toBe(201);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.customerEmail, "price@example.fr"));
    expect(booking?.totalPriceCents).toBe(38_000);
  });

  it("prices a return trip at the quoted price each way", async () => {
    const { token } = await requestAndQuote("return@example.fr", { returnTrip: true, returnDate: returnDay, returnTime: "10:00" });
    expect((await t.request(`/api/quote/${token}/accept`, { json: { vehicleClass: "Van" } })).status).toBe(201);
    const made = await t.db.select().from(bookings).where(eq(bookings.customerEmail, "return@example.fr"));
    expect(made.map((b) => b.totalPriceCents)).toEqual([31_000, 31_000]);
  });

  it("sends a tour for approval, as a booked tour (no checkout)", async () => {
    const { token } = await requestAndQuote("tour@example.fr", { bookingType: "tour", tourId: faroTourId, flightNumber: undefined, passengers: 12, vehicleClass: null });
    const response = await t.request(`/api/quote/${token}/accept`, { json: { vehicleClass: "Van" } });
    // 12 passengers do not fit a van: the booking's own rule refuses it, nothing is booked.
    expect(response.status).toBe(400);
    expect(await t.db.select().from(bookings).where(eq(bookings.customerEmail, "tour@example.fr"))).toHaveLength(0);
    const small = await requestAndQuote("tour2@example.fr", { bookingType: "tour", tourId: faroTourId, flightNumber: undefined, passengers: 2 });
    const ok = await t.request(`/api/quote/${small.token}/accept`, { json: { vehicleClass: "Van" } });
    expect(ok.status).toBe(201);
    expect((await ok.json()).payment).toBe("none");
    const [tour] = await t.db.select().from(bookings).where(eq(bookings.customerEmail, "tour2@example.fr"));
    expect(tour).toMatchObject({ bookingType: "tour", status: "pending", totalPriceCents: 31_000, tourId: faroTourId });
  });

  it("a declined quote books nothing; a booking's token opens no quote; an earlier link stops working once re-quoted", async () => {
    const { id, token } = await requestAndQuote("declined@example.fr");
    expect((await asAdmin(`/api/admin/quote-requests/${id}/decline`, {})).status).toBe(200);
    const refused = await t.request(`/api/quote/${token}/accept`, { json: { vehicleClass: "Van" } });
    expect(refused.status).toBe(409);
    expect((await asAdmin(`/api/admin/quote-requests/${id}/quote`, { prices: [{ vehicleClass: "Van", priceCents: 100 }], validHours: 1 })).status).toBe(409);

    const again = await requestAndQuote("requote@example.fr");
    expect((await asAdmin(`/api/admin/quote-requests/${again.id}/quote`, { prices: [{ vehicleClass: "Van", priceCents: 29_000 }], validHours: 24 })).status).toBe(200);
    expect((await t.request(`/api/quote/${again.token}`)).status).toBe(404);
    const fresh = await quoteLinkOf("requote@example.fr");
    expect((await (await t.request(`/api/quote/${fresh.token}`)).json()).prices).toEqual([{ vehicleClass: "Van", priceCents: 29_000 }]);
  });
});

describe("POST /api/quote-requests", () => {
  it("checks the trip like a booking and answers in the request's language, storing nothing", async () => {
    const before = (await t.db.select().from(quoteRequests)).length;
    const fr = await post({ ...request, customerEmail: "not-an-email" }, "fr");
    expect(fr.status).toBe(400);
    expect((await fr.json()).error.message).toBe("Adresse e-mail non valide");
    for (const bad of [{ bookingDate: addDays(lisbonToday(), -1) }, { bookingTime: undefined }, { origin: "" }, { luggage: 99 }, { id: crypto.randomUUID() }, { totalPriceCents: 1 }]) {
      const response = await post({ ...request, ...bad }, "zh");
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await t.db.select().from(quoteRequests)).toHaveLength(before);
  });

  it("is rate limited like the contact form (5 per 10 minutes per address), in the request's language", async () => {
    const send = () => t.request("/api/quote-requests?lang=es", { json: request, headers: { "x-forwarded-for": "203.0.113.9" } });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toBe("Demasiadas solicitudes. Vuelva a intentarlo dentro de unos minutos.");
  });
});

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import {
  bookingExtras,
  bookingTokens,
  bookings,
  extras,
  mailOutbox,
  siteContent,
  tours,
  vehicles,
  zonePrices,
  zones,
} from "../../db/schema.ts";
import { hashBookingToken } from "../manage-booking/tokens.ts";
import { renderQueuedMails } from "../../../../test-support/rendered-mails.ts";
import { catalogueChanged } from "../../lib/catalogue-cache.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";

let t: TestApp;
let economy: typeof vehicles.$inferSelect | undefined;
let van: typeof vehicles.$inferSelect | undefined;
let childSeat: typeof extras.$inferSelect | undefined;
let albufeiraEconomyCents: number;

const inDays = (days: number) => addDays(lisbonToday(), days);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  [economy] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1);
  [van] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Van")).limit(1);
  [childSeat] = await t.db.select().from(extras).limit(1);
  const [row] = await t.db
    .select({ price: zonePrices.priceCents })
    .from(zonePrices)
    .innerJoin(zones, eq(zones.id, zonePrices.zoneId))
    .where(and(eq(zones.destination, "Albufeira"), eq(zonePrices.vehicleClass, "Economy")));
  albufeiraEconomyCents = row!.price;
});
afterAll(() => t.close());

const count = async (table: typeof bookings | typeof bookingExtras | typeof mailOutbox) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const transfer = (overrides: Record<string, unknown> = {}) =>
  transferBookingBody(economy!, { extraIds: [childSeat!.id], ...overrides });

describe("POST /api/bookings", () => {
  let before: { bookings: number; extras: number; mail: number };
  beforeEach(async () => {
    before = { bookings: await count(bookings), extras: await count(bookingExtras), mail: await count(mailOutbox) };
  });
  const unchanged = async () => {
    expect(await count(bookings)).toBe(before.bookings);
    expect(await count(bookingExtras)).toBe(before.extras);
    expect(await count(mailOutbox)).toBe(before.mail);
  };

  it("creates a pending transfer with the server's price, its extras and both e-mails", async () => {
    const body = transfer();
    const response = await t.request("/api/bookings", { json: body });
    expect(response.status).toBe(201);
    const answer = await response.json();
    const expected = albufeiraEconomyCents + childSeat!.priceCents;
    expect(answer).toMatchObject({
      booking: { id: body.id, reference: body.id.slice(0, 8), status: "pending", totalPriceCents: expected },
      returnBooking: null,
      paymentRequired: true,
      paymentAmountCents: expected,
      payment: "checkout",
    });
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(stored).toMatchObject({ totalPriceCents: expected, status: "pending", tourId: null, vehicleClass: "Economy" });
    expect(await t.db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, body.id))).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
    const fresh = mails.slice(before.mail);
    expect(fresh.map((m) => m.kind).sort()).toEqual(["booking_admin_notification", "booking_confirmation"]);
    expect(fresh.find((m) => m.kind === "booking_confirmation")!.toAddress).toBe("joana@example.com");
    expect(fresh.find((m) => m.kind === "booking_admin_notification")!.toAddress).toContain("@");
  });

  it("answers before any e-mail is rendered: the request queues what they say, the worker renders them", async () => {
    const body = transfer();
    // Straight to the app: the test app's request() would render the queue as the worker does.
    const response = await t.app.request("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const queued = (await t.db.select().from(mailOutbox)).filter((m) => m.subject.includes(body.id.slice(0, 8)));
    expect(queued.map((m) => m.kind).sort()).toEqual(["booking_admin_notification", "booking_confirmation"]);
    for (const mail of queued) expect(mail).toMatchObject({ textBody: null, htmlBody: null, content: { branded: expect.any(Object) } });
    await renderQueuedMails(t.db);
    const rendered = (await t.db.select().from(mailOutbox)).filter((m) => m.subject.includes(body.id.slice(0, 8)));
    const confirmation = rendered.find((m) => m.kind === "booking_confirmation")!;
    expect(confirmation.textBody).toContain("Joana");
    expect(confirmation.htmlBody).toContain("<!DOCTYPE html");
    expect(confirmation.attachments?.map((a) => a.filename)).toEqual([`booking-${body.id.slice(0, 8)}.ics`]);
  });

  it.each([
    ["a tampered price", { totalPriceCents: 1 }],
    ["__proto__", JSON.parse('{"__proto__":{"x":1}}')],
    ["constructor", JSON.parse('{"constructor":{"prototype":{"x":1}}}')],
  ])("refuses a body with an unknown key (%s) with the general message and stores nothing", async (_, extra) => {
    const response = await t.request("/api/bookings", { json: { ...transfer(), ...extra } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) },
    });
    await unchanged();
  });

  it("creates the return trip as a second booking: swapped places, own date, time and flight, same price", async () => {
    const body = transfer({
      returnTrip: true,
      returnDate: inDays(17),
      returnTime: "09:15",
      destination: "Albufeira",
      returnFlightNumber: "",
    });
    const response = await t.request("/api/bookings", { json: body });
    expect(response.status).toBe(201);
    const answer = await response.json();
    const single = albufeiraEconomyCents + childSeat!.priceCents;
    expect(answer.paymentAmountCents).toBe(single * 2);
    const [back] = await t.db.select().from(bookings).where(eq(bookings.outboundBookingId, body.id));
    // Both trips keep the zone that priced them (the seeded Aeroporto de Faro → Albufeira zone,
    // whose names are not the places' as the visitor chose them).
    const [albufeira] = await t.db.select({ id: zones.id }).from(zones).where(eq(zones.destination, "Albufeira"));
    const [outbound] = await t.db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(outbound!.zoneId).toBe(albufeira!.id);
    expect(back).toMatchObject({
      zoneId: albufeira!.id,
      origin: "Albufeira",
      destination: "Aeroporto de Faro (FAO)",
      bookingDate: inDays(17),
      bookingTime: "09:15:00",
      flightNumber: null,
      passengers: 2,
      vehicleId: economy!.id,
      totalPriceCents: single,
      status: "pending",
      tourId: null,
    });
    expect(await t.db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, back!.id))).toHaveLength(1);
    expect((await count(mailOutbox)) - before.mail).toBe(3);
  });

  it("requires the return flight number when the destination is an airport", async () => {
    const body = transfer({
      origin: "Albufeira",
      destination: "Aeroporto de Faro (FAO)",
      flightNumber: "",
      returnTrip: true,
      returnDate: inDays(12),
      returnTime: "10:00",
    });
    const response = await t.request("/api/bookings", { json: body });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      "Número de voo de retorno obrigatório quando o destino é um aeroporto",
    );
    await unchanged();
  });

  it.each([
    [{ flightNumber: "" }, "Número de voo obrigatório quando a origem é um aeroporto"],
    [{ customerName: "J" }, "Nome deve ter pelo menos 2 caracteres"],
    [{ bookingDate: "2020-01-01" }, "Data não pode ser no passado"],
    [{ passengers: 5 }, "Veículo selecionado não tem capacidade para 5 passageiros. Capacidade máxima: 4"],
    [{ origin: "Atlantis Lost City", flightNumber: "" }, "Não foi possível calcular o preço. Por favor, verifique os endereços ou entre em contato conosco."],
  ])("answers 400 %o with the first message and writes nothing", async (overrides, message) => {
    const response = await t.request("/api/bookings", { json: transfer(overrides) });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    await unchanged();
  });

  it("creates one booking for a repeated submission, also when sent at once", async () => {
    const body = transfer();
    const first = await t.request("/api/bookings", { json: body });
    expect(first.status).toBe(201);
    const again = await t.request("/api/bookings", { json: body });
    expect(again.status).toBe(200);
    expect((await again.json()).booking.id).toBe(body.id);

    const burst = transfer();
    const responses = await Promise.all(Array.from({ length: 5 }, () => t.request("/api/bookings", { json: burst })));
    expect(responses.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(await t.db.select().from(bookings).where(eq(bookings.id, burst.id))).toHaveLength(1);
    expect((await count(mailOutbox)) - before.mail).toBe(4);
  });

  it("leaves nothing behind when the second insert fails", async () => {
    await t.db.execute(sql`create function fail_return_booking() returns trigger language plpgsql as $$
      begin raise exception 'return booking refused'; end $$`);
    await t.db.execute(sql`create trigger fail_return before insert on bookings for each row
      when (new.outbound_booking_id is not null) execute function fail_return_booking()`);
    try {
      const body = transfer({ returnTrip: true, returnDate: inDays(20), returnTime: "11:00" });
      const response = await t.request("/api/bookings", { json: body });
      expect(response.status).toBe(500);
      await unchanged();
    } finally {
      await t.db.execute(sql`drop trigger fail_return on bookings`);
      await t.db.execute(sql`drop function fail_return_booking()`);
    }
  });

  it("answers a manage token (only its hash stored) that both confirmation e-mails link to, and none for a repeated submission", async () => {
    const body = transfer({ returnTrip: true, returnDate: inDays(20), returnTime: "11:00" });
    const response = await t.request("/api/bookings?lang=fr", { json: body });
    expect(response.status).toBe(201);
    const { manageToken } = (await response.json()) as { manageToken: string };
    expect(manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tokens = await t.db.select().from(bookingTokens).where(eq(bookingTokens.bookingId, body.id));
    expect(tokens.map((r) => r.tokenHash)).toEqual([hashBookingToken(manageToken)]);
    // Both confirmation e-mails (the trip and its return) carry the link, in the booking's language.
    const link = `http://localhost:3000/booking/${manageToken}?lang=fr`;
    const withLink = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "booking_confirmation"))).filter((m) =>
      m.textBody!.includes(link),
    );
    expect(withLink.map((m) => m.toAddress)).toEqual(["joana@example.com", "joana@example.com"]);
    const notice = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "booking_admin_notification"))).at(-1)!;
    expect(notice.textBody).not.toContain(manageToken);
    // A repeated submission answers the same booking with no token: replaying a body proves nothing.
    const again = (await (await t.request("/api/bookings?lang=fr", { json: body })).json()) as { manageToken?: string };
    expect(again.manageToken).toBeUndefined();
    expect(await t.db.select().from(bookingTokens).where(eq(bookingTokens.bookingId, body.id))).toHaveLength(1);
  });

  it("refuses a pickup earlier than now in Lisbon, and one sooner than the minimum notice", async () => {
    const past = await t.request("/api/bookings", { json: transfer({ bookingDate: lisbonToday(), bookingTime: "00:00" }) });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ error: { code: "invalid_input", message: "A hora de recolha já passou", requestId: expect.any(String) } });
    await unchanged();

    // Written past the admin API: the catalogue cache is told, as an admin write tells it.
    const setNotice = async (value: string) => {
      await t.db.update(siteContent).set({ contentValue: value }).where(and(eq(siteContent.section, "booking"), eq(siteContent.contentKey, "min_notice_hours")));
      await catalogueChanged(t.db);
    };
    await setNotice("168");
    try {
      const soon = await t.request("/api/bookings", { json: transfer({ bookingDate: inDays(3) }) });
      expect(soon.status).toBe(400);
      expect(await soon.json()).toEqual({
        error: {
          code: "invalid_input",
          message: "Reservas com menos de 168 horas de antecedência: contacte-nos por telefone ou WhatsApp",
          requestId: expect.any(String),
        },
      });
      await unchanged();
      // Not a number: the default 24 hours (three days ahead is accepted).
      await setNotice("muitas");
      expect((await t.request("/api/bookings", { json: transfer({ bookingDate: inDays(3) }) })).status).toBe(201);
    } finally {
      await setNotice("24");
    }
  });

  it("books a tour at its price row, pending, without payment", async () => {
    const [tour] = await t.db.select().from(tours).where(eq(tours.slug, "faro"));
    const body = transfer({
      bookingType: "tour",
      tourId: tour!.id,
      origin: "Hotel Faro, Praça D. Francisco Gomes",
      destination: "Hotel Faro, Praça D. Francisco Gomes",
      flightNumber: "",
      passengers: 6,
      vehicleId: van!.id,
      vehicleClass: "Van",
      extraIds: [],
    });
    const response = await t.request("/api/bookings", { json: body });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer.paymentRequired).toBe(false);
    // A tour waits for the admin's approval: the form opens no checkout.
    expect(answer.payment).toBe("none");
    expect(answer.booking.totalPriceCents).toBeGreaterThan(0);
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(stored).toMatchObject({ bookingType: "tour", tourId: tour!.id, status: "pending" });
  });
});

describe("POST /api/quotes", () => {
  const ask = async (body: Record<string, unknown>) => (await t.request("/api/quotes", { json: body })).json();

  it("prices a zone in both directions, doubles a return trip and adds extras once", async () => {
    const base = { bookingType: "transfer", vehicleClass: "Economy", passengers: 2 };
    const there = await ask({ ...base, origin: { address: "Faro Airport" }, destination: { address: "Albufeira" } });
    const back = await ask({ ...base, origin: { address: "Albufeira" }, destination: { address: "Aeroporto de Faro" } });
    expect(there).toMatchObject({ available: true, tripCents: albufeiraEconomyCents, totalCents: albufeiraEconomyCents });
    expect(back.tripCents).toBe(albufeiraEconomyCents);
    const withExtras = await ask({
      ...base,
      origin: { address: "Faro Airport" },
      destination: { address: "Albufeira" },
      extraIds: [childSeat!.id],
      returnTrip: true,
    });
    expect(withExtras.totalCents).toBe((albufeiraEconomyCents + childSeat!.priceCents) * 2);
  });

  it("answers no price for places outside every zone", async () => {
    const answer = await ask({
      bookingType: "transfer",
      vehicleClass: "Economy",
      origin: { address: "Bragança" },
      destination: { address: "Albufeira" },
    });
    expect(answer).toMatchObject({ available: false, totalCents: 0 });
  });
});

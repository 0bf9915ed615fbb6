import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, extras, mailOutbox, requestCounters, tours, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";

let t: TestApp;
let childSeatId: string;
let extraLuggageId: string;
let faroTourId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
  await seedDemoCatalogue(t.db);
  childSeatId = (await t.db.select().from(extras).where(eq(extras.name, "Child seat (9-18 kg)")))[0]!.id;
  extraLuggageId = (await t.db.select().from(extras).where(eq(extras.name, "Extra luggage")))[0]!.id;
  faroTourId = (await t.db.select().from(tours).where(eq(tours.slug, "faro")))[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(requestCounters);
});

const transfer = (destination: string, more: Record<string, unknown> = {}) => ({
  bookingType: "transfer",
  origin: { address: "Aeroporto de Faro" },
  destination: { address: destination },
  passengers: 2,
  ...more,
});

interface ClassRow {
  vehicleClass: string;
  vehicleId: string;
  vehicleName: string;
  capacity: number;
  luggage: number;
  available: boolean;
  tripCents: number;
  totalCents: number;
  extrasCents: number;
  reason?: string;
}

async function classes(body: unknown, lang = "en") {
  const response = await t.request(`/api/quotes/classes?lang=${lang}`, { json: body });
  expect(response.status).toBe(200);
  return ((await response.json()) as { classes: ClassRow[] }).classes;
}

describe("POST /api/quotes/classes", () => {
  it("prices every class of the fleet for Faro airport → Albufeira, in the product's class order", async () => {
    const rows = await classes(transfer("Albufeira"));
    // Seed zone Faro airport → Albufeira: Economy 55 €, Van 75 €, Premium 85 €, Premium Van 110 €, Executive 140 €.
    expect(rows.map((r) => [r.vehicleClass, r.tripCents, r.totalCents, r.available])).toEqual([
      ["Economy", 5500, 5500, true],
      ["Van", 7500, 7500, true],
      ["Premium", 8500, 8500, true],
      ["Premium Van", 11000, 11000, true],
      ["Executive", 14000, 14000, true],
    ]);
    // Seats of the class's biggest vehicle, one suitcase per seat.
    expect(rows.map((r) => [r.capacity, r.luggage])).toEqual([
      [4, 4],
      [8, 8],
      [3, 3],
      [7, 7],
      [3, 3],
    ]);
    const premium = rows.find((r) => r.vehicleClass === "Premium")!;
    const [eClass] = await t.db.select().from(vehicles).where(eq(vehicles.name, "Mercedes-Benz E-Class"));
    expect(premium.vehicleId).toBe(eClass!.id);
  });

  it("adds the extras once per trip and doubles the total for a return trip", async () => {
    const rows = await classes(transfer("Albufeira", { extraIds: [childSeatId, extraLuggageId], returnTrip: true }));
    const economy = rows.find((r) => r.vehicleClass === "Economy")!;
    // 55 € + 8 € + 10 € = 73 € a trip; 146 € there and back.
    expect(economy).toMatchObject({ tripCents: 7300, extrasCents: 1800, totalCents: 14600 });
  });

  it("disables the classes too small for the passengers, with the reason", async () => {
    const rows = await classes(transfer("Albufeira", { passengers: 5 }));
    expect(rows.map((r) => [r.vehicleClass, r.available, r.reason ?? null])).toEqual([
      ["Economy", false, "too_small"],
      ["Van", true, null],
      ["Premium", false, "too_small"],
      ["Premium Van", true, null],
      ["Executive", false, "too_small"],
    ]);
  });

  it("answers every class unavailable (no price) for a route without a zone", async () => {
    const rows = await classes(transfer("Bragança"));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => !r.available && r.tripCents === 0 && r.totalCents === 0 && r.reason === undefined)).toBe(true);
  });

  it("prices a tour per class from its tour prices and the passengers' band", async () => {
    const rows = await classes({ bookingType: "tour", tourId: faroTourId, passengers: 6 });
    // Faro City Half Day: Van 5-8 pax 220 €, Premium Van 5-7 pax 290 €; the others seat fewer than 6.
    expect(rows.map((r) => [r.vehicleClass, r.available, r.tripCents])).toEqual([
      ["Economy", false, 15000],
      ["Van", true, 22000],
      ["Premium", false, 21000],
      ["Premium Van", true, 29000],
      ["Executive", false, expect.any(Number)],
    ]);
  });

  it("refuses a body without the trip", async () => {
    const response = await t.request("/api/quotes/classes", { json: { bookingType: "transfer", passengers: 2 } });
    expect(response.status).toBe(400);
  });
});

describe("POST /api/quotes", () => {
  it("gives the breakdown of a round trip: the trip, each extra in the visitor's language, the return trip", async () => {
    const response = await t.request("/api/quotes?lang=fr", {
      json: transfer("Albufeira", { vehicleClass: "Premium", extraIds: [childSeatId], returnTrip: true }),
    });
    expect(response.status).toBe(200);
    // Premium 85 € + child seat 8 € = 93 € a trip; 186 € in all.
    expect(await response.json()).toEqual({
      available: true,
      tripCents: 9300,
      totalCents: 18600,
      extrasCents: 800,
      baseCents: 8500,
      extras: [{ id: childSeatId, name: "Siège enfant (9-18 kg)", priceCents: 800 }],
      returnCents: 9300,
    });
  });
});

describe("unknown keys in a quote", () => {
  it.each(["/api/quotes", "/api/quotes/classes"])("%s refuses one, at the top or in a place, with the general message", async (path) => {
    for (const body of [
      transfer("Albufeira", { vehicleClass: "Van", totalCents: 1 }),
      transfer("Albufeira", JSON.parse('{"__proto__":{"x":1}}')),
      transfer("Albufeira", { origin: { address: "Aeroporto de Faro", constructor: 1 } }),
    ]) {
      const response = await t.request(`${path}?lang=pt`, { json: body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) },
      });
    }
  });
});

describe("POST /api/quote-requests", () => {
  beforeEach(async () => {
    await t.db.delete(contactMessages);
    await t.db.delete(mailOutbox);
  });

  let ip = 0;
  const post = (json: unknown, lang = "fr") =>
    t.request(`/api/quote-requests?lang=${lang}`, { json, headers: { "x-forwarded-for": `198.51.100.${++ip}` } });

  const request = {
    bookingType: "transfer",
    origin: "Aeroporto de Faro",
    destination: "Bragança",
    bookingDate: "2026-12-15",
    bookingTime: "14:30",
    passengers: 3,
    vehicleClass: "Van",
    extraIds: [] as string[],
    returnTrip: true,
    returnDate: "2026-12-20",
    returnTime: "09:05",
    customerName: "Claire Martin",
    customerEmail: "claire@example.fr",
    customerPhone: "+33 6 12 34 56 78",
  };

  it("stores the trip as a new contact message with the customer's details and e-mails the company", async () => {
    const wakes = t.mailWakes;
    const response = await post({ ...request, extraIds: [childSeatId] });
    expect(response.status).toBe(201);
    const [row] = await t.db.select().from(contactMessages);
    expect(row).toMatchObject({
      name: "Claire Martin",
      email: "claire@example.fr",
      phone: "+33 6 12 34 56 78",
      subject: "Pedido de orçamento — Aeroporto de Faro → Bragança",
      status: "new",
    });
    for (const line of [
      "Origem: Aeroporto de Faro",
      "Destino: Bragança",
      "Data e hora: 15/12/2026 14:30",
      "Passageiros: 3",
      "Classe de veículo: Van",
      "Extras: Cadeira de criança (9-18 kg)",
      "Ida e volta: Sim — regresso 20/12/2026 09:05",
      "Idioma do cliente: Francês",
    ]) {
      expect(row!.message).toContain(line);
    }
    const mails = await t.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "contact", toAddress: "info@lusitania-chauffeur.pt" });
    expect(t.mailWakes).toBe(wakes + 1);
  });

  it("refuses missing customer details in the request's language and stores nothing", async () => {
    const fr = await post({ ...request, customerEmail: "not-an-email" }, "fr");
    expect(fr.status).toBe(400);
    expect(await fr.json()).toEqual({ error: { code: "invalid_input", message: "Adresse e-mail non valide", requestId: expect.any(String) } });
    const pt = await post({ ...request, customerName: "A" }, "pt");
    expect((await pt.json()).error.message).toBe("Nome deve ter pelo menos 2 caracteres");
    const zh = await post({ ...request, passengers: "three" }, "zh");
    expect((await zh.json()).error.message).toBe("请检查表单信息。");
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("refuses a body with an unknown key with the general message and stores nothing", async () => {
    const messages = (await t.db.select().from(contactMessages)).length;
    const mails = (await t.db.select().from(mailOutbox)).length;
    for (const extra of [{ totalPriceCents: 1 }, JSON.parse('{"__proto__":{"x":1}}'), { constructor: 1 }]) {
      const pt = await post({ ...request, ...extra }, "pt");
      expect(pt.status).toBe(400);
      expect(await pt.json()).toEqual({ error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) } });
    }
    expect((await (await post({ ...request, status: "read" }, "zh")).json()).error.message).toBe("请检查表单信息。");
    expect(await t.db.select().from(contactMessages)).toHaveLength(messages);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(mails);
  });

  it("is rate limited like the contact form (5 per 10 minutes per address), in the request's language", async () => {
    const send = () =>
      t.request("/api/quote-requests?lang=es", { json: request, headers: { "x-forwarded-for": "203.0.113.9" } });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toBe("Demasiadas solicitudes. Vuelva a intentarlo dentro de unos minutos.");
  });
});

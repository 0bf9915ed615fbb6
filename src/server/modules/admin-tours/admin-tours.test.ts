import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, tourPrices, tours } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  admin = await t.createUser(["admin"], "Ana Admin");
});
afterAll(() => t.close());

interface Tour {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  durationHours: number;
  priceCents: number;
  extraHourPriceCents: number | null;
  capacity: number;
  highlights: string[];
  additionalImages: string[];
  imageUrl: string | null;
  translations: Record<string, Record<string, unknown>>;
  missingLanguages: string[];
}

const valid = { name: "Évora Wine Day", durationHours: 8, priceCents: 45000, capacity: 7 };

const create = (json: unknown) => t.request("/api/admin/tours", { cookie: admin.cookie, json });
const createTour = async (json: unknown): Promise<Tour> => {
  const response = await create(json);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { tour: Tour }).tour;
};
const update = (id: string, json: unknown) => t.request(`/api/admin/tours/${id}`, { method: "PUT", cookie: admin.cookie, json });
const list = async () => ((await (await t.request("/api/admin/tours", { cookie: admin.cookie })).json()) as { tours: Tour[] }).tours;

describe("GET /api/admin/tours", () => {
  it("lists every tour by name with its raw texts, translations and missing languages", async () => {
    const tours = await list();
    const names = tours.map((tour) => tour.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(["Algarve Coast Full Day", "Fátima Pilgrimage Full Day", "Faro City Half Day"]));
    const algarve = tours.find((tour) => tour.slug === "algarve")!;
    expect(algarve).toMatchObject({ name: "Algarve Coast Full Day", durationHours: 8, capacity: 8 });
    expect(algarve.translations).toEqual(expect.any(Object));
    expect(Array.isArray(algarve.missingLanguages)).toBe(true);
  });
});

describe("POST /api/admin/tours", () => {
  it("creates a tour with its texts in five languages, prices in cents and photos", async () => {
    const tour = await createTour({
      ...valid,
      description: "Vineyards and the Roman temple.",
      highlights: ["Roman temple", "Chapel of Bones"],
      extraHourPriceCents: 5500,
      imageUrl: "/photos/evora-1.jpg",
      additionalImages: ["/photos/evora-2.jpg", "", "/photos/evora-3.webp"],
      translations: {
        pt: { name: "Dia de Vinhos em Évora", description: "Vinhas e o templo romano.", highlights: ["Templo romano", "Capela dos Ossos"] },
        fr: { name: "Journée des vins à Évora" },
      },
    });
    expect(tour).toMatchObject({
      slug: "evora-wine-day",
      name: "Évora Wine Day",
      durationHours: 8,
      priceCents: 45000,
      extraHourPriceCents: 5500,
      capacity: 7,
      imageUrl: "/photos/evora-1.jpg",
      additionalImages: ["/photos/evora-2.jpg", "/photos/evora-3.webp"],
      missingLanguages: ["fr", "es", "zh"],
    });
    const [row] = await t.db.select().from(tours).where(eq(tours.id, tour.id));
    expect(row!.translations).toEqual({
      pt: { name: "Dia de Vinhos em Évora", description: "Vinhas e o templo romano.", highlights: ["Templo romano", "Capela dos Ossos"] },
      fr: { name: "Journée des vins à Évora" },
    });
    expect((await list()).find((x) => x.id === tour.id)?.missingLanguages).toEqual(["fr", "es", "zh"]);
  });

  it.each([
    [{ name: "" }, "Nome é obrigatório"],
    [{ durationHours: 0 }, "A duração deve ser maior que 0 horas"],
    [{ durationHours: 25 }, "A duração máxima é de 24 horas"],
    [{ priceCents: -1 }, "O preço não pode ser negativo"],
    [{ priceCents: undefined }, "Preço é obrigatório"],
    [{ capacity: 0 }, "A capacidade deve ser um número inteiro igual ou maior que 1"],
    [{ additionalImages: ["/a.jpg", "/b.jpg", "/c.jpg", "/d.jpg", "/e.jpg"] }, "Máximo de 4 fotos adicionais"],
    [{ translations: { fr: { name: "x".repeat(201) } } }, "Texto demasiado longo (máximo 200 caracteres)"],
  ])("refuses %j with 400 and the message", async (change, message) => {
    const before = (await t.db.select().from(tours)).length;
    const response = await create({ ...valid, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_input", message, requestId: expect.any(String) } });
    expect(await t.db.select().from(tours)).toHaveLength(before);
  });
});

describe("tour bodies with an unknown key", () => {
  it("POST and PUT answer 400 with the general message and store nothing", async () => {
    const tour = await createTour({ ...valid, name: "Monsaraz Evening" });
    const rowsBefore = await t.db.select().from(tours);
    for (const extra of [{ slugHistory: ["x"] }, JSON.parse('{"__proto__":{"x":1}}'), { constructor: 1 }]) {
      for (const response of [await create({ ...valid, ...extra }), await update(tour.id, { ...valid, name: "Changed", ...extra })]) {
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) } });
      }
    }
    expect(await t.db.select().from(tours)).toEqual(rowsBefore);
  });
});

describe("tour slugs", () => {
  it("derives from the name, normalises a given slug and appends -1, -2 when taken", async () => {
    const first = await createTour({ ...valid, name: "Fátima & Óbidos" });
    const second = await createTour({ ...valid, name: "Fátima & Óbidos" });
    const third = await createTour({ ...valid, name: "Another name", slug: "  FÁTIMA -- Óbidos! " });
    expect([first.slug, second.slug, third.slug]).toEqual(["fatima-obidos", "fatima-obidos-1", "fatima-obidos-2"]);
  });

  it("falls back to 'tour' when neither the slug nor the name leaves a letter", async () => {
    const tour = await createTour({ ...valid, name: "???", slug: "!!!" });
    expect(tour.slug).toBe("tour");
  });

  it("keeps a tour's own slug on edit and never takes another tour's", async () => {
    const a = await createTour({ ...valid, name: "Sintra Palaces" });
    const b = await createTour({ ...valid, name: "Cascais Coast" });
    const kept = await update(a.id, { ...valid, name: "Sintra Palaces", slug: "sintra-palaces" });
    expect(((await kept.json()) as { tour: Tour }).tour.slug).toBe("sintra-palaces");
    const moved = await update(b.id, { ...valid, name: "Cascais Coast", slug: "Sintra Palaces" });
    expect(((await moved.json()) as { tour: Tour }).tour.slug).toBe("sintra-palaces-1");
    const derived = await update(b.id, { ...valid, name: "Cascais & Guincho" });
    expect(((await derived.json()) as { tour: Tour }).tour.slug).toBe("cascais-guincho");
  });

  it("stays unique when tours with the same name are created at once", async () => {
    const created = await Promise.all(Array.from({ length: 6 }, () => createTour({ ...valid, name: "Lisboa Noturna" })));
    expect(created.map((tour) => tour.slug).sort()).toEqual([
      "lisboa-noturna",
      "lisboa-noturna-1",
      "lisboa-noturna-2",
      "lisboa-noturna-3",
      "lisboa-noturna-4",
      "lisboa-noturna-5",
    ]);
  });
});

describe("PUT /api/admin/tours/:id", () => {
  it("replaces the fields and translations, then the site serves them by language", async () => {
    const tour = await createTour({ ...valid, name: "Douro Valley", description: "Terraced vineyards." });
    const response = await update(tour.id, {
      ...valid,
      name: "Douro Valley Wine Tour",
      slug: tour.slug,
      description: "Terraced vineyards and port wine.",
      durationHours: 9.5,
      priceCents: 52050,
      capacity: 6,
      highlights: ["Pinhão", "Régua"],
      translations: {
        fr: { name: "Vallée du Douro", description: "Vignobles en terrasses et vin de Porto.", highlights: ["Pinhão (gare)", "Régua"] },
        es: { name: "Valle del Duero" },
      },
    });
    expect(response.status).toBe(200);
    const { tour: updated } = (await response.json()) as { tour: Tour };
    expect(updated).toMatchObject({ id: tour.id, slug: "douro-valley", name: "Douro Valley Wine Tour", durationHours: 9.5, priceCents: 52050 });

    const fr = (await (await t.request("/api/tours/douro-valley?lang=fr")).json()) as { tour: Tour };
    expect(fr.tour).toMatchObject({
      name: "Vallée du Douro",
      description: "Vignobles en terrasses et vin de Porto.",
      highlights: ["Pinhão (gare)", "Régua"],
    });
    const es = (await (await t.request("/api/tours/douro-valley?lang=es")).json()) as { tour: Tour };
    expect(es.tour).toMatchObject({ name: "Valle del Duero", description: "Terraced vineyards and port wine.", highlights: ["Pinhão", "Régua"] });
    const en = (await (await t.request("/api/tours/douro-valley")).json()) as { tour: Tour };
    expect(en.tour.name).toBe("Douro Valley Wine Tour");
  });

  it("answers 404 for an unknown or malformed id, and 400 for a bad body", async () => {
    for (const id of [randomUUID(), "not-a-uuid"]) {
      const response = await update(id, valid);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Tour não encontrado", requestId: expect.any(String) } });
    }
    const tour = await createTour({ ...valid, name: "Bad edit" });
    const response = await update(tour.id, { ...valid, capacity: 2.5 });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("A capacidade deve ser um número inteiro igual ou maior que 1");
  });
});

describe("DELETE /api/admin/tours/:id", () => {
  it("deletes the tour and its prices; its bookings stay, without the tour", async () => {
    const tour = await createTour({ ...valid, name: "Tour to delete" });
    await t.db.insert(tourPrices).values({ tourId: tour.id, vehicleClass: "Van", minPassengers: 1, maxPassengers: 4, priceCents: 100 });
    const bookingId = randomUUID();
    await t.db.insert(bookings).values({
      id: bookingId,
      bookingType: "tour",
      origin: "Hotel Évora",
      destination: "Évora",
      bookingDate: "2026-09-01",
      bookingTime: "09:00",
      passengers: 2,
      vehicleClass: "Van",
      tourId: tour.id,
      customerName: "Maria Silva",
      customerPhone: "+351912345678",
      customerEmail: "maria@example.com",
      totalPriceCents: 45000,
    });

    const response = await t.request(`/api/admin/tours/${tour.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(await t.db.select().from(tours).where(eq(tours.id, tour.id))).toHaveLength(0);
    expect(await t.db.select().from(tourPrices).where(eq(tourPrices.tourId, tour.id))).toHaveLength(0);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ tourId: null, customerName: "Maria Silva", totalPriceCents: 45000 });

    for (const id of [tour.id, "nope"]) {
      const again = await t.request(`/api/admin/tours/${id}`, { method: "DELETE", cookie: admin.cookie });
      expect(again.status).toBe(404);
      expect((await again.json()).error.message).toBe("Tour não encontrado");
    }
  });
});

import { describe, expect, it } from "vitest";
import { ADMIN_TOUR_MESSAGES, tourBodySchema, tourPriceBodySchema } from "./admin-tour-schemas.ts";

const validTour = { name: "Douro Valley", durationHours: 8, priceCents: 45000, capacity: 7 };
/** Keys no request body may hold: a tampered price, and prototype-like keys as JSON.parse makes them (own keys). */
const UNKNOWN_KEYS: [string, Record<string, unknown>][] = [
  ["totalPriceCents", { totalPriceCents: 1 }],
  ["__proto__", JSON.parse('{"__proto__":{"x":1}}')],
  ["constructor", JSON.parse('{"constructor":{"prototype":{"x":1}}}')],
];

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe("tourBodySchema", () => {
  it("accepts the required English fields alone and fills the rest", () => {
    expect(tourBodySchema.parse(validTour)).toEqual({
      ...validTour,
      slug: null,
      description: null,
      itinerary: null,
      highlights: [],
      inclusions: [],
      exclusions: [],
      extraHourPriceCents: null,
      imageUrl: null,
      additionalImages: [],
      translations: {},
    });
  });

  it("trims texts, drops empty list items, empty photos and empty translations", () => {
    const parsed = tourBodySchema.parse({
      ...validTour,
      name: "  Douro Valley ",
      slug: "  ",
      description: " Vinhas\nem socalcos ",
      highlights: [" Pinhão ", "", "Régua"],
      durationHours: 4.5,
      extraHourPriceCents: 5000,
      imageUrl: "/photos/abc-123.jpg",
      additionalImages: ["", "/photos/b.webp", "  ", "https://cdn.example.com/c.jpg"],
      translations: { fr: { name: "Vallée du Douro", highlights: [] }, es: { name: " " } },
    });
    expect(parsed).toMatchObject({
      name: "Douro Valley",
      slug: null,
      description: "Vinhas\nem socalcos",
      highlights: ["Pinhão", "Régua"],
      durationHours: 4.5,
      extraHourPriceCents: 5000,
      imageUrl: "/photos/abc-123.jpg",
      additionalImages: ["/photos/b.webp", "https://cdn.example.com/c.jpg"],
      translations: { fr: { name: "Vallée du Douro" } },
    });
  });

  it.each([
    [{ name: undefined }, "Nome é obrigatório"],
    [{ name: "   " }, "Nome é obrigatório"],
    [{ name: "x".repeat(201) }, "Texto demasiado longo (máximo 200 caracteres)"],
    [{ durationHours: undefined }, "Duração é obrigatória"],
    [{ durationHours: "8" }, "Duração é obrigatória"],
    [{ durationHours: 0 }, "A duração deve ser maior que 0 horas"],
    [{ durationHours: -2 }, "A duração deve ser maior que 0 horas"],
    [{ durationHours: 24.5 }, "A duração máxima é de 24 horas"],
    [{ priceCents: undefined }, "Preço é obrigatório"],
    [{ priceCents: -1 }, "O preço não pode ser negativo"],
    [{ priceCents: 10.5 }, "Preço inválido"],
    [{ extraHourPriceCents: -100 }, "O preço não pode ser negativo"],
    [{ extraHourPriceCents: "x" }, "Preço por hora extra inválido"],
    [{ capacity: undefined }, "Capacidade é obrigatória"],
    [{ capacity: 0 }, "A capacidade deve ser um número inteiro igual ou maior que 1"],
    [{ capacity: 2.5 }, "A capacidade deve ser um número inteiro igual ou maior que 1"],
    [{ capacity: 51 }, "Capacidade máxima de 50 pessoas"],
    [{ slug: "x".repeat(201) }, "Slug demasiado longo (máximo 200 caracteres)"],
    [{ imageUrl: "javascript:alert(1)" }, "Foto inválida"],
    [{ imageUrl: "//evil.example/x.jpg" }, "Foto inválida"],
    [{ additionalImages: ["/a.jpg", "/b.jpg", "/c.jpg", "/d.jpg", "/e.jpg"] }, "Máximo de 4 fotos adicionais"],
    [{ translations: { de: { name: "Dourotal" } } }, "Idioma desconhecido"],
    [{ description: "a\u0000b" }, "O texto contém caracteres inválidos"],
  ])("refuses %j", (change, message) => {
    expect(firstMessage(tourBodySchema.safeParse({ ...validTour, ...change }))).toBe(message);
  });

  it("takes at most 4 additional photos once the empty ones are dropped", () => {
    const parsed = tourBodySchema.parse({ ...validTour, additionalImages: ["/a.jpg", "", "/b.jpg", "/c.jpg", " ", "/d.jpg"] });
    expect(parsed.additionalImages).toEqual(["/a.jpg", "/b.jpg", "/c.jpg", "/d.jpg"]);
  });

  it("accepts the longest tour", () => {
    expect(tourBodySchema.safeParse({ ...validTour, durationHours: 24 }).success).toBe(true);
  });
});

describe("tourPriceBodySchema", () => {
  const validPrice = { tourId: "6f1c8f5e-2b1a-4c59-9c2e-3d5f0a7b8c9d", vehicleClass: "Van", minPassengers: 1, maxPassengers: 4 };

  it("defaults the price to 0", () => {
    expect(tourPriceBodySchema.parse(validPrice)).toEqual({ ...validPrice, priceCents: 0 });
  });

  it("accepts min equal to max", () => {
    expect(tourPriceBodySchema.safeParse({ ...validPrice, minPassengers: 4, priceCents: 12000 }).success).toBe(true);
  });

  it.each([
    [{ tourId: undefined }, "Selecione um tour"],
    [{ tourId: "" }, "Selecione um tour"],
    [{ tourId: "abc" }, "Tour não encontrado"],
    [{ vehicleClass: "" }, "Classe de veículo é obrigatória"],
    [{ vehicleClass: undefined }, "Classe de veículo é obrigatória"],
    [{ minPassengers: 0 }, "O mínimo de passageiros deve ser um número inteiro igual ou maior que 1"],
    [{ maxPassengers: 0 }, "O máximo de passageiros deve ser um número inteiro igual ou maior que 1"],
    [{ maxPassengers: 1.5 }, "O máximo de passageiros deve ser um número inteiro igual ou maior que 1"],
    [{ maxPassengers: 51 }, "Máximo de 50 passageiros"],
    [{ minPassengers: 5, maxPassengers: 4 }, "O mínimo de passageiros não pode ser maior que o máximo"],
    [{ priceCents: -1 }, "O preço não pode ser negativo"],
  ])("refuses %j", (change, message) => {
    expect(firstMessage(tourPriceBodySchema.safeParse({ ...validPrice, ...change }))).toBe(message);
  });
});

describe("tour bodies: unknown keys", () => {
  const validPrice = { tourId: "6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f", vehicleClass: "Van", minPassengers: 1, maxPassengers: 4 };
  it.each(UNKNOWN_KEYS)("refuses %s with the general message", (key, extra) => {
    expect(Object.keys({ ...validTour, ...extra })).toContain(key);
    expect(firstMessage(tourBodySchema.safeParse({ ...validTour, ...extra }))).toBe(ADMIN_TOUR_MESSAGES.invalidBody);
    expect(firstMessage(tourPriceBodySchema.safeParse({ ...validPrice, ...extra }))).toBe(ADMIN_TOUR_MESSAGES.invalidBody);
    expect(ADMIN_TOUR_MESSAGES.invalidBody).toBe("Por favor, verifique os dados do formulário.");
  });
});

describe("tour photo addresses", () => {
  it("refuses a control character in a photo address (the pattern takes anything but a space)", () => {
    for (const url of ["/photos/a\u0001b.jpg", "https://example.pt/a\u007fb.jpg", "/photos/a\u0085b.jpg", "https://example.pt/\u001b[31m.jpg"]) {
      expect(firstMessage(tourBodySchema.safeParse({ ...validTour, imageUrl: url })), JSON.stringify(url)).toBe(ADMIN_TOUR_MESSAGES.photoInvalid);
      expect(firstMessage(tourBodySchema.safeParse({ ...validTour, additionalImages: [url] })), JSON.stringify(url)).toBe(ADMIN_TOUR_MESSAGES.photoInvalid);
    }
    expect(tourBodySchema.parse({ ...validTour, imageUrl: "/photos/a-b.jpg", additionalImages: ["https://example.pt/çé.jpg"] }).imageUrl).toBe("/photos/a-b.jpg");
  });
});

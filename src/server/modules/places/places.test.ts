import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { listDeclaredRoutes } from "../../http/access.ts";
import type { Places } from "../../integrations/places/places.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { PLACE_NOT_FOUND } from "./routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const response = await t.request(path);
  return { status: response.status, headers: response.headers, body: await response.json() };
};

describe("GET /api/places/search", () => {
  it("is public", () => {
    const places = listDeclaredRoutes(t.app).filter((r) => r.path.startsWith("/api/places"));
    expect(places.map((r) => `${r.method} ${r.path} ${r.access}`)).toEqual([
      "GET /api/places/search public",
      "GET /api/places/geocode public",
      "GET /api/places/:id public",
    ]);
  });

  it("suggests places from the built-in gazetteer, airports first, with coordinates and a public cache", async () => {
    const { status, headers, body } = await get(`/api/places/search?q=${encodeURIComponent("Fáro")}&lang=en`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=3600");
    expect(body.suggestions[0]).toEqual({
      id: "aeroporto-faro",
      label: "Aeroporto de Faro (FAO)",
      secondary: "Faro, Algarve, Portugal",
      lat: 37.0144,
      lng: -7.9659,
    });
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
  });

  it("trims the query and answers no suggestions under 2 characters", async () => {
    expect((await get("/api/places/search?q=%20%20albuf%20")).body.suggestions[0].id).toBe("albufeira");
    for (const q of ["", "a", "%20a%20", "%20%20%20"]) {
      const { status, body } = await get(`/api/places/search?q=${q}`);
      expect(status).toBe(200);
      expect(body).toEqual({ suggestions: [] });
    }
    expect((await get("/api/places/search")).body).toEqual({ suggestions: [] });
  });

  it("refuses a query over 200 characters with a message", async () => {
    const { status, headers, body } = await get(`/api/places/search?q=${"a".repeat(201)}`);
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: "invalid_input", message: "A pesquisa não pode ter mais de 200 caracteres.", requestId: expect.any(String) });
    // Not the suggestions' public caching: an /api answer without its own says no-store (decision 0031).
    expect(headers.get("cache-control")).toBe("no-store");
    expect((await get(`/api/places/search?q=${"a".repeat(200)}`)).status).toBe(200);
  });

  it("ignores a language it does not understand", async () => {
    const { status, body } = await get("/api/places/search?q=lisbon%20airport&lang=%3Cscript%3E");
    expect(status).toBe(200);
    expect(body.suggestions[0].id).toBe("aeroporto-lisboa");
  });
});

describe("GET /api/places/geocode", () => {
  it("geocodes a typed address that was not picked", async () => {
    const { status, body } = await get(`/api/places/geocode?address=${encodeURIComponent("Rua X, 8200 Albufeira")}`);
    expect(status).toBe(200);
    expect(body).toEqual({ place: { lat: 37.0891, lng: -8.2479, formattedAddress: "Albufeira, Algarve, Portugal" } });
  });

  it("answers 404 with the spec's message for an address it cannot find", async () => {
    const { status, body } = await get(`/api/places/geocode?address=${encodeURIComponent("Rua Inexistente, Atlântida")}`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: "not_found", message: PLACE_NOT_FOUND, requestId: expect.any(String) } });
    expect(PLACE_NOT_FOUND).toBe("Não foi possível encontrar a morada. Verifique se está correta.");
  });

  it("refuses a missing, blank or too long address", async () => {
    for (const query of ["", "?address=", "?address=%20%20", `?address=${"a".repeat(201)}`]) {
      const { status, body } = await get(`/api/places/geocode${query}`);
      expect(status, query).toBe(400);
      expect(body.error.code).toBe("invalid_input");
      expect(body.error.message).toMatch(/morada/);
    }
  });
});

describe("GET /api/places/:id", () => {
  it("gives the coordinates of a picked suggestion", async () => {
    const { status, headers, body } = await get("/api/places/santuario-de-fatima");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=3600");
    expect(body.place).toEqual({ lat: 39.6317, lng: -8.6725, formattedAddress: "Santuário de Fátima, Fátima, Ourém, Portugal" });
  });

  it("answers 404 for an unknown id", async () => {
    const { status, body } = await get("/api/places/atlantis");
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: "not_found", message: PLACE_NOT_FOUND, requestId: expect.any(String) });
  });
});

describe("places answered by Google", () => {
  it("are not cached publicly, and a failure of the service reads as not found", async () => {
    const google: Places = {
      source: "google",
      describe: "fake Google",
      search: async () => [{ id: "ChIJabc", label: "Aeroporto de Faro", secondary: "Faro, Portugal" }],
      geocode: async () => null,
      resolve: async () => ({ lat: 37.0175, lng: -7.9719, formattedAddress: "8006-901 Faro, Portugal" }),
    };
    const app = createApp({ ...t.deps, places: google }, { ping: async () => true });
    const search = await app.request("/api/places/search?q=faro");
    expect(search.headers.get("cache-control")).toBe("no-store");
    expect((await search.json()).suggestions).toEqual([{ id: "ChIJabc", label: "Aeroporto de Faro", secondary: "Faro, Portugal" }]);
    const resolved = await app.request("/api/places/ChIJabc");
    expect((await resolved.json()).place.lat).toBe(37.0175);
    const geocoded = await app.request("/api/places/geocode?address=Faro");
    expect(geocoded.status).toBe(404);
    expect(geocoded.headers.get("cache-control")).toBe("no-store");
  });
});

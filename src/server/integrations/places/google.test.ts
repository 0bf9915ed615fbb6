import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlaces } from "./create-places.ts";
import { AUTOCOMPLETE_URL, GEOCODE_URL, PLACE_DETAILS_URL, createGooglePlaces } from "./google.ts";

const KEY = "test-key-AIza123";

interface Call {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fetch that records each request and answers with the given JSON (or throws). */
function fakeFetch(answer: (call: Call) => { status?: number; json: unknown } | Error) {
  const calls: Call[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const call: Call = {
      url: new URL(String(input)),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    expect(init?.signal, "every call has a time limit").toBeInstanceOf(AbortSignal);
    calls.push(call);
    const result = answer(call);
    if (result instanceof Error) throw result;
    return new Response(JSON.stringify(result.json), {
      status: result.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return { fetch: fetchFn, calls };
}

/** A logger whose lines are kept for assertions. */
function captureLogger() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines, errors: () => lines.filter((l) => l.level >= 50) };
}

// Shaped like real answers of the Places API (New) and the Geocoding API.
const AUTOCOMPLETE_ANSWER = {
  suggestions: [
    {
      placePrediction: {
        place: "places/ChIJ7fK0F3KtGg0RlFS7aPd2M6k",
        placeId: "ChIJ7fK0F3KtGg0RlFS7aPd2M6k",
        text: { text: "Aeroporto de Faro, Faro, Portugal", matches: [{ endOffset: 9 }] },
        structuredFormat: {
          mainText: { text: "Aeroporto de Faro", matches: [{ endOffset: 9 }] },
          secondaryText: { text: "Faro, Portugal" },
        },
        types: ["airport", "point_of_interest", "establishment"],
      },
    },
    {
      placePrediction: {
        place: "places/ChIJn8cQkiatGg0RVn4kXZUVHuM",
        placeId: "ChIJn8cQkiatGg0RVn4kXZUVHuM",
        text: { text: "Faro, Portugal" },
        structuredFormat: { mainText: { text: "Faro" } },
        types: ["locality", "political"],
      },
    },
    { queryPrediction: { text: { text: "faro restaurantes" } } },
  ],
};

const GEOCODE_ANSWER = {
  results: [
    {
      address_components: [{ long_name: "Albufeira", short_name: "Albufeira", types: ["locality", "political"] }],
      formatted_address: "R. da Oliveira 12, 8200-100 Albufeira, Portugal",
      geometry: {
        location: { lat: 37.0887, lng: -8.2503 },
        location_type: "ROOFTOP",
        viewport: { northeast: { lat: 37.09, lng: -8.249 }, southwest: { lat: 37.087, lng: -8.251 } },
      },
      place_id: "ChIJexample",
      types: ["street_address"],
    },
  ],
  status: "OK",
};

const DETAILS_ANSWER = {
  formattedAddress: "8006-901 Faro, Portugal",
  location: { latitude: 37.0175, longitude: -7.9719 },
};

describe("Google Places adapter: requests and answers", () => {
  it("asks Places Autocomplete (New) for places in Portugal with the key in a header", async () => {
    const { fetch, calls } = fakeFetch(() => ({ json: AUTOCOMPLETE_ANSWER }));
    const places = createGooglePlaces({ apiKey: KEY, logger: pino({ level: "silent" }), fetch });
    const suggestions = await places.search("  aeroporto faro ", { language: "en" });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe("POST");
    expect(call?.url.href).toBe(AUTOCOMPLETE_URL);
    expect(call?.url.href).toBe("https://places.googleapis.com/v1/places:autocomplete");
    expect(call?.headers.get("x-goog-api-key")).toBe(KEY);
    expect(call?.headers.get("content-type")).toBe("application/json");
    expect(call?.body).toMatchObject({ input: "aeroporto faro", includedRegionCodes: ["pt"], languageCode: "en" });
    expect(call?.url.search).not.toContain(KEY);

    expect(suggestions).toEqual([
      { id: "ChIJ7fK0F3KtGg0RlFS7aPd2M6k", label: "Aeroporto de Faro", secondary: "Faro, Portugal" },
      { id: "ChIJn8cQkiatGg0RVn4kXZUVHuM", label: "Faro" },
    ]);
  });

  it("asks in Portuguese by default, answers at most the limit, and sends nothing for an empty query", async () => {
    const { fetch, calls } = fakeFetch(() => ({ json: AUTOCOMPLETE_ANSWER }));
    const places = createGooglePlaces({ apiKey: KEY, logger: pino({ level: "silent" }), fetch });
    expect(await places.search("faro", { limit: 1 })).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ languageCode: "pt" });
    expect(await places.search("   ")).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it("geocodes with the Geocoding API restricted to Portugal, in Portuguese, reading the first result", async () => {
    const { fetch, calls } = fakeFetch(() => ({ json: GEOCODE_ANSWER }));
    const places = createGooglePlaces({ apiKey: KEY, logger: pino({ level: "silent" }), fetch });
    const point = await places.geocode("Rua da Oliveira 12, Albufeira");

    const url = calls[0]?.url;
    expect(calls[0]?.method).toBe("GET");
    expect(`${url?.origin}${url?.pathname}`).toBe(GEOCODE_URL);
    expect(`${url?.origin}${url?.pathname}`).toBe("https://maps.googleapis.com/maps/api/geocode/json");
    expect(url?.searchParams.get("address")).toBe("Rua da Oliveira 12, Albufeira");
    expect(url?.searchParams.get("components")).toBe("country:PT");
    expect(url?.searchParams.get("language")).toBe("pt");
    expect(url?.searchParams.get("key")).toBe(KEY);
    expect(point).toEqual({ lat: 37.0887, lng: -8.2503, formattedAddress: "R. da Oliveira 12, 8200-100 Albufeira, Portugal" });
  });

  it("answers null without an error log when Google finds no such address", async () => {
    const { logger, errors } = captureLogger();
    const { fetch } = fakeFetch(() => ({ json: { results: [], status: "ZERO_RESULTS" } }));
    const places = createGooglePlaces({ apiKey: KEY, logger, fetch });
    expect(await places.geocode("Rua Inexistente, Atlântida")).toBeNull();
    expect(errors()).toEqual([]);
  });

  it("resolves a picked suggestion with Place Details (New), asking only for location and address", async () => {
    const { fetch, calls } = fakeFetch(() => ({ json: DETAILS_ANSWER }));
    const places = createGooglePlaces({ apiKey: KEY, logger: pino({ level: "silent" }), fetch });
    const point = await places.resolve("ChIJ7fK0F3KtGg0RlFS7aPd2M6k");

    const url = calls[0]?.url;
    expect(`${url?.origin}${url?.pathname}`).toBe(`${PLACE_DETAILS_URL}/ChIJ7fK0F3KtGg0RlFS7aPd2M6k`);
    expect(calls[0]?.method).toBe("GET");
    expect(calls[0]?.headers.get("x-goog-api-key")).toBe(KEY);
    expect(calls[0]?.headers.get("x-goog-fieldmask")).toBe("location,formattedAddress");
    expect(point).toEqual({ lat: 37.0175, lng: -7.9719, formattedAddress: "8006-901 Faro, Portugal" });
  });

  it("does not send an id that is not a Google place id", async () => {
    const { fetch, calls } = fakeFetch(() => ({ json: DETAILS_ANSWER }));
    const places = createGooglePlaces({ apiKey: KEY, logger: pino({ level: "silent" }), fetch });
    expect(await places.resolve("../places:autocomplete")).toBeNull();
    expect(await places.resolve("a b")).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe("Google Places adapter: failures are logged and answer [] or null", () => {
  const failures: [string, (call: Call) => { status?: number; json: unknown } | Error][] = [
    ["the network fails", () => new TypeError("fetch failed", { cause: new Error("getaddrinfo ENOTFOUND") })],
    ["the key is refused", () => ({ status: 403, json: { error: { code: 403, message: "API key not valid.", status: "PERMISSION_DENIED" } } })],
    ["Google fails", () => ({ status: 500, json: { error: { code: 500, message: "Internal error", status: "INTERNAL" } } })],
    ["the answer has another shape", () => ({ json: { suggestions: "nope", formattedAddress: 1, status: 7 } })],
  ];

  it.each(failures)("when %s", async (_name, answer) => {
    const { logger, errors } = captureLogger();
    const { fetch } = fakeFetch(answer);
    const places = createGooglePlaces({ apiKey: KEY, logger, fetch });
    await expect(places.search("faro")).resolves.toEqual([]);
    await expect(places.geocode("Faro")).resolves.toBeNull();
    await expect(places.resolve("ChIJ7fK0F3KtGg0RlFS7aPd2M6k")).resolves.toBeNull();
    expect(errors()).toHaveLength(3);
    for (const line of errors()) {
      expect(line.service).toMatch(/^(places-autocomplete|geocoding|place-details)$/);
      expect(JSON.stringify(line)).not.toContain(KEY);
    }
  });

  it("when the Geocoding API refuses the request (200 with an error status)", async () => {
    const { logger, errors } = captureLogger();
    const { fetch } = fakeFetch(() => ({
      json: { error_message: `The provided API key is invalid: ${KEY}`, results: [], status: "REQUEST_DENIED" },
    }));
    const places = createGooglePlaces({ apiKey: KEY, logger, fetch });
    expect(await places.geocode("Faro")).toBeNull();
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ service: "geocoding", status: "REQUEST_DENIED" });
    expect(JSON.stringify(errors())).not.toContain(KEY);
  });

  it("when Google does not answer in time", async () => {
    const { logger, errors } = captureLogger();
    const hanging = ((_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as typeof fetch;
    const places = createGooglePlaces({ apiKey: KEY, logger, fetch: hanging, timeoutMs: 30 });
    expect(await places.search("faro")).toEqual([]);
    expect(await places.geocode("Faro")).toBeNull();
    expect(errors()).toHaveLength(2);
    expect(String(errors()[0]?.error)).toContain("TimeoutError");
  });
});

describe("Google Places adapter over HTTP", () => {
  // A local stand-in for Google: the real fetch sends the request, only the host is swapped.
  const received: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(req.url?.startsWith("/v1/places:autocomplete") ? AUTOCOMPLETE_ANSWER : DETAILS_ANSWER));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the JSON body and the headers with the real fetch", async () => {
    const viaLocal = ((input: string | URL | Request, init?: RequestInit) =>
      fetch(String(input).replace("https://places.googleapis.com", base), init)) as typeof fetch;
    const places = createPlaces({ googleMapsApiKey: KEY, logger: pino({ level: "silent" }), fetch: viaLocal });
    expect(places.source).toBe("google");
    expect((await places.search("faro"))[0]?.label).toBe("Aeroporto de Faro");
    expect(await places.resolve("ChIJ7fK0F3KtGg0RlFS7aPd2M6k")).toMatchObject({ lat: 37.0175 });

    expect(received[0]).toMatchObject({ method: "POST", url: "/v1/places:autocomplete" });
    expect(received[0]?.headers["x-goog-api-key"]).toBe(KEY);
    expect(JSON.parse(received[0]?.body ?? "")).toMatchObject({ input: "faro", includedRegionCodes: ["pt"] });
    expect(received[1]).toMatchObject({ method: "GET", url: "/v1/places/ChIJ7fK0F3KtGg0RlFS7aPd2M6k?languageCode=pt" });
    expect(received[1]?.headers["x-goog-fieldmask"]).toBe("location,formattedAddress");
  });
});

describe("createPlaces", () => {
  it("uses Google with a key and the gazetteer without one (or with a blank one)", async () => {
    const logger = pino({ level: "silent" });
    expect(createPlaces({ googleMapsApiKey: KEY, logger }).source).toBe("google");
    expect(createPlaces({ logger }).source).toBe("gazetteer");
    expect(createPlaces({ googleMapsApiKey: "  ", logger }).source).toBe("gazetteer");
    const { fetch, calls } = fakeFetch(() => ({ json: {} }));
    const offline = createPlaces({ logger, fetch });
    expect((await offline.search("faro"))[0]?.id).toBe("aeroporto-faro");
    expect(calls).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { isAirport } from "../../../domain/airports.ts";
import { createGazetteer, createGazetteerPlaces, toSearchText } from "./gazetteer.ts";
import { GAZETTEER } from "./gazetteer-data.ts";

const gazetteer = createGazetteer();
const ids = (query: string, limit?: number) => gazetteer.search(query, limit).map((e) => e.id);
const located = (address: string) => gazetteer.locate(address)?.id ?? null;

describe("the built-in gazetteer data", () => {
  it("has at least 120 places with unique slug ids", () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(120);
    const all = GAZETTEER.map((e) => e.id);
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("puts every place inside Portugal: the mainland, Madeira or the Azores", () => {
    const boxes = [
      { name: "mainland", lat: [36.9, 42.2], lng: [-9.6, -6.1] },
      { name: "Madeira", lat: [32.3, 33.2], lng: [-17.4, -16.2] },
      { name: "Azores", lat: [36.8, 39.8], lng: [-31.4, -24.9] },
    ] as const;
    for (const e of GAZETTEER) {
      const inside = boxes.some((b) => e.lat >= b.lat[0] && e.lat <= b.lat[1] && e.lng >= b.lng[0] && e.lng <= b.lng[1]);
      expect(inside, `${e.id} (${e.lat}, ${e.lng})`).toBe(true);
      expect(Math.round(e.lat * 1e4) / 1e4, e.id).toBe(e.lat);
      expect(Math.round(e.lng * 1e4) / 1e4, e.id).toBe(e.lng);
    }
  });

  it("names every airport so that the flight-number rule sees an airport, with its IATA code", () => {
    const airports = GAZETTEER.filter((e) => e.kind === "airport");
    expect(airports.length).toBeGreaterThanOrEqual(15);
    for (const a of airports) {
      expect(isAirport(a.label), a.label).toBe(true);
      const code = /\(([A-Z]{3})\)$/.exec(a.label)?.[1];
      expect(code, a.label).toBeDefined();
      expect(a.aliases).toContain(code);
    }
    const codes = airports.map((a) => a.aliases.at(-1));
    expect(codes).toEqual(
      expect.arrayContaining(["LIS", "OPO", "FAO", "BYJ", "FNC", "PXO", "PDL", "TER", "HOR", "SMA", "FLW", "CAT"]),
    );
  });

  it("has the Algarve towns and resorts, Fátima, Lisbon, Porto and the other places tours and transfers go to", () => {
    const known = new Set(GAZETTEER.map((e) => toSearchText(e.label)));
    const expected = [
      "Albufeira", "Vilamoura", "Quarteira", "Lagos", "Portimão", "Praia da Rocha", "Alvor", "Tavira",
      "Armação de Pêra", "Carvoeiro", "Lagoa", "Loulé", "Almancil", "Quinta do Lago", "Vale do Lobo", "Olhão",
      "Faro", "Monte Gordo", "Vila Real de Santo António", "Sagres", "Praia da Luz", "Salema", "Burgau",
      "Silves", "Monchique", "Aljezur", "Castro Marim", "Cabanas de Tavira", "Santa Luzia", "Manta Rota",
      "Altura", "Olhos de Água", "Galé", "Guia", "Ferragudo", "Porches", "Benagil", "São Brás de Alportel",
      "Estoi", "Fuzeta", "Marina de Vilamoura", "Salgados", "Praia da Falésia", "Alte", "Paderne",
      "Vila do Bispo", "Alcoutim", "Fátima", "Santuário de Fátima", "Batalha", "Nazaré", "Óbidos", "Leiria",
      "Tomar", "Coimbra", "Aveiro", "Porto", "Braga", "Guimarães", "Lisboa", "Baixa Pombalina", "Belém",
      "Parque das Nações", "Estação de Santa Apolónia", "Gare do Oriente", "Sintra", "Cascais", "Estoril",
      "Setúbal", "Comporta", "Évora", "Beja", "Sines", "Vila Nova de Milfontes", "Zambujeira do Mar",
      "Odeceixe", "Elvas", "Funchal", "Ponta Delgada",
    ];
    const missing = expected.filter((name) => !known.has(toSearchText(name)));
    expect(missing).toEqual([]);
  });
});

describe("gazetteer search", () => {
  it.each(["faro", "Fáro", "FARO", "aeroporto faro", "aeroporto de faro", "FAO", "fao", "faro airport", "Aeropuerto de Faro"])(
    "ranks Faro Airport first for %j",
    (query) => {
      expect(ids(query)[0]).toBe("aeroporto-faro");
    },
  );

  it("lists Faro the city right after its airport", () => {
    expect(ids("faro").slice(0, 2)).toEqual(["aeroporto-faro", "faro"]);
  });

  it.each(["aeroporto de lisboa", "lisbon airport", "Aeroporto Humberto Delgado", "LIS", "flughafen lissabon"])(
    "finds Lisbon Airport first for %j",
    (query) => {
      expect(ids(query)[0]).toBe("aeroporto-lisboa");
    },
  );

  it("finds Porto Airport by its Portuguese and English names", () => {
    expect(ids("aeroporto do porto")[0]).toBe("aeroporto-porto");
    expect(ids("oporto airport")[0]).toBe("aeroporto-porto");
    expect(ids("sá carneiro")[0]).toBe("aeroporto-porto");
  });

  it("completes a partly typed name", () => {
    expect(ids("albuf")[0]).toBe("albufeira");
    expect(ids("vilam").slice(0, 2)).toEqual(["vilamoura", "marina-de-vilamoura"]);
    expect(ids("quinta do l")[0]).toBe("quinta-do-lago");
  });

  it("ignores accents in the query and in the names", () => {
    expect(ids("fatima").slice(0, 2)).toEqual(["fatima", "santuario-de-fatima"]);
    expect(ids("evora")[0]).toBe("evora");
    expect(ids("armacao de pera")[0]).toBe("armacao-de-pera");
    expect(ids("PORTIMAO")).toContain("portimao");
    expect(ids("Olhão")[0]).toBe("olhao");
  });

  it("finds both Vila Real and Vila Real de Santo António", () => {
    const found = ids("vila real");
    expect(found).toEqual(expect.arrayContaining(["vila-real", "vila-real-de-santo-antonio"]));
    expect(found.indexOf("vila-real")).toBeLessThan(found.indexOf("vila-real-de-santo-antonio"));
    expect(ids("vila real de santo")).toEqual(["vila-real-de-santo-antonio"]);
    expect(ids("VRSA")[0]).toBe("vila-real-de-santo-antonio");
  });

  it("matches every word as the start of a word, in any order and leaving out small words", () => {
    expect(ids("praia luz")[0]).toBe("praia-da-luz");
    expect(ids("luz praia")[0]).toBe("praia-da-luz");
    expect(ids("santuario fatima")[0]).toBe("santuario-de-fatima");
    expect(ids("belem tower")[0]).toBe("torre-de-belem");
    expect(ids("faro xyz")).toEqual([]);
  });

  it("puts airports first when places match equally well, the busiest airports first", () => {
    expect(ids("aeroporto").slice(0, 5).sort()).toEqual(
      ["aeroporto-faro", "aeroporto-lisboa", "aeroporto-madeira", "aeroporto-ponta-delgada", "aeroporto-porto"],
    );
    expect(ids("porto")[0]).toBe("aeroporto-porto");
    expect(ids("porto")).toContain("porto");
  });

  it("answers at most 8 suggestions unless asked for another number", () => {
    expect(ids("a")).toHaveLength(8);
    expect(ids("a", 3)).toHaveLength(3);
    expect(ids("a", 1000)).toHaveLength(20);
    expect(ids("")).toEqual([]);
    expect(ids("  ,. ")).toEqual([]);
  });
});

describe("gazetteer geocoding", () => {
  it("finds a place by its name, preferring the place so named over an airport", () => {
    expect(located("Faro")).toBe("faro");
    expect(located("faro airport")).toBe("aeroporto-faro");
    expect(located("Aeroporto de Faro")).toBe("aeroporto-faro");
    expect(located("Fátima")).toBe("fatima");
  });

  it("finds the town of a free-text address by the longest known name inside it", () => {
    expect(located("Rua X, 8200 Albufeira")).toBe("albufeira");
    expect(located("Rua da Oliveira 12, 8200-100 Albufeira, Portugal")).toBe("albufeira");
    expect(located("Hotel Tivoli Marina Vilamoura")).toBe("marina-de-vilamoura");
    expect(located("Aeroporto de Lisboa, 1700-111 Lisboa")).toBe("aeroporto-lisboa");
    expect(located("Casa 12, Quinta do Lago, 8135-024 Almancil")).toBe("quinta-do-lago");
  });

  it("prefers a place inside a town named too over the town", () => {
    expect(located("Alvor, Portimão")).toBe("alvor");
    expect(located("Estrada de Alvor, 8500-000 Alvor, Portimão, Portugal")).toBe("alvor");
    expect(located("Praia da Falésia, 8200 Albufeira")).toBe("praia-da-falesia");
    expect(located("Sintra, Lisboa")).toBe("sintra");
  });

  it("finds every place again from its label and from the address it gives", () => {
    for (const e of GAZETTEER) {
      expect(located(e.label), e.label).toBe(e.id);
      expect(located(`${e.label}, ${e.region}`), `${e.label}, ${e.region}`).toBe(e.id);
    }
  });

  it("does not take a street named after a town for the town", () => {
    expect(located("Avenida de Lisboa 25, Faro")).toBe("faro");
    expect(located("Rua de Sintra 3, 2750 Cascais")).toBe("cascais");
    expect(located("Estrada da Quinta do Lago, 8135-024 Almancil")).toBe("almancil");
  });

  it("finds nothing for an address outside the gazetteer", () => {
    expect(located("Rua Inexistente 1, Atlântida")).toBeNull();
    expect(located("   ")).toBeNull();
  });
});

describe("the gazetteer as Places", () => {
  const places = createGazetteerPlaces();

  it("suggests with the region as second line and always with coordinates", async () => {
    const [first] = await places.search("faro");
    expect(first).toEqual({ id: "aeroporto-faro", label: "Aeroporto de Faro (FAO)", secondary: "Faro, Algarve, Portugal", lat: 37.0144, lng: -7.9659 });
    for (const s of await places.search("santa", { limit: 20 })) {
      expect(typeof s.lat).toBe("number");
      expect(typeof s.lng).toBe("number");
    }
    expect(await places.search("al", { limit: 2 })).toHaveLength(2);
  });

  it("geocodes and resolves ids to coordinates with a readable address", async () => {
    expect(await places.geocode("Rua X, 8200 Albufeira")).toEqual({ lat: 37.0891, lng: -8.2479, formattedAddress: "Albufeira, Algarve, Portugal" });
    expect(await places.geocode("Atlântida")).toBeNull();
    expect(await places.resolve("santuario-de-fatima")).toMatchObject({ lat: 39.6317, lng: -8.6725 });
    expect(await places.resolve("nowhere")).toBeNull();
    expect(places.source).toBe("gazetteer");
  });
});

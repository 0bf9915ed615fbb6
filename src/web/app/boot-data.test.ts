// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { seedQueryCache } from "./boot-data.ts";

function documentWith(bootJson: string): Document {
  const doc = document.implementation.createHTMLDocument("page");
  const script = doc.createElement("script");
  script.type = "application/json";
  script.id = "boot-data";
  script.textContent = bootJson;
  doc.head.appendChild(script);
  return doc;
}

describe("the page's embedded answers go into the query cache", () => {
  it("under the keys the catalogue and content hooks read, the tour page's as its tour", () => {
    const client = new QueryClient();
    const content = { items: [{ section: "hero", key: "title", value: "Bem-vindo" }], payments: "test" };
    const tours = { tours: [{ slug: "algarve" }] };
    const tour = { tour: { slug: "são-brás", name: "São Brás" } };
    seedQueryCache(
      client,
      documentWith(
        JSON.stringify({
          lang: "pt",
          data: {
            "/api/content?lang=pt": content,
            "/api/tours?lang=pt": tours,
            "/api/tours/s%C3%A3o-br%C3%A1s?lang=pt": tour,
            "/api/vehicles?lang=fr": { vehicles: [] },
          },
        }),
      ),
    );
    expect(client.getQueryData(["site-content", "pt"])).toEqual(content);
    expect(client.getQueryData(["tours", "pt"])).toEqual(tours);
    expect(client.getQueryData(["tour", "pt", "são-brás"])).toEqual(tour.tour);
    expect(client.getQueryData(["vehicles", "fr"])).toEqual({ vehicles: [] });
  });

  it("ignores unknown paths, unsupported languages and a broken element", () => {
    const client = new QueryClient();
    seedQueryCache(client, documentWith(JSON.stringify({ data: { "/api/me?lang=pt": {}, "/api/tours?lang=xx": {} } })));
    seedQueryCache(client, documentWith("{not json"));
    seedQueryCache(client, document.implementation.createHTMLDocument("no boot data"));
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

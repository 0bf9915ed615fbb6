// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeVehicle } from "../../test/catalogue-fixtures.ts";
import { jsonResponse, mockFetch, pendingResponse, renderWithProviders } from "../../test/render-with-providers.tsx";
import { FleetPage } from "./fleet-page.tsx";

afterEach(cleanup);

const content = (items: { section: string; key: string; value: string }[] = []) => () => jsonResponse({ items });

describe("fleet", () => {
  it("shows the four feature cards and the loading state", () => {
    mockFetch({ "/api/vehicles": pendingResponse, "/api/content": pendingResponse });
    renderWithProviders(<FleetPage />, { route: "/fleet" });
    for (const title of ["Safety", "Air conditioning", "Wi-Fi", "USB charging"]) {
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    }
    expect(screen.getByText("Loading vehicles...")).toBeTruthy();
  });

  it("says so when there is no vehicle", async () => {
    mockFetch({ "/api/vehicles": () => jsonResponse({ vehicles: [] }), "/api/content": content() });
    renderWithProviders(<FleetPage />, { route: "/fleet" });
    expect(await screen.findByText("No vehicles available.")).toBeTruthy();
  });

  it("shows a loading failure with its message", async () => {
    mockFetch({
      "/api/vehicles": () => jsonResponse({ error: { code: "internal", message: "Indisponível" } }, 500),
      "/api/content": content(),
    });
    renderWithProviders(<FleetPage />, { route: "/fleet" });
    expect(await screen.findByText("Error loading vehicles: Indisponível")).toBeTruthy();
  });

  it("shows one section per vehicle in the API's order, with only 3 features and +N", async () => {
    mockFetch({
      "/api/vehicles": () =>
        jsonResponse({
          vehicles: [
            makeVehicle(),
            makeVehicle({
              id: "v2",
              name: "Mercedes-Benz Vito Tourer",
              class: "Van",
              capacity: 8,
              features: ["Air conditioning", "Sliding doors"],
              imageUrl: "/photos/tour-photos/vito.jpg",
            }),
          ],
        }),
      "/api/content": content([{ section: "fleet", key: "description", value: "Our own fleet description." }]),
    });
    renderWithProviders(<FleetPage />, { route: "/fleet" });

    const skoda = within(await screen.findByRole("region", { name: "Skoda Octavia Combi" }));
    expect(skoda.getByText("Economy")).toBeTruthy();
    expect(skoda.getByText("A spacious and comfortable estate car.")).toBeTruthy();
    expect(skoda.getByText("Up to 4 passengers")).toBeTruthy();
    const features = skoda.getAllByRole("listitem").map((li) => li.textContent);
    expect(features).toEqual(["Air conditioning", "Room for 4 suitcases", "USB chargers", "+2and 2 more features"]);
    expect(skoda.queryByText("Bottled water")).toBeNull();
    expect(skoda.getByText("+2")).toBeTruthy();
    // No photo: the drawing of its class, not an empty placeholder.
    const drawing = skoda.getByRole("img", { name: "Skoda Octavia Combi: illustration of the vehicle class" });
    expect(drawing.tagName).toBe("IMG");
    expect(drawing.getAttribute("src")).toBe("/artwork/vehicles/saloon.svg");

    const vito = within(screen.getByRole("region", { name: "Mercedes-Benz Vito Tourer" }));
    expect(vito.getAllByRole("listitem")).toHaveLength(2);
    expect(vito.queryByText(/^\+/)).toBeNull();
    const photo = vito.getByRole("img", { name: "Mercedes-Benz Vito Tourer" });
    expect(photo.getAttribute("src")).toBe("/photos/tour-photos/vito.jpg");
    expect(photo.getAttribute("loading")).toBe("lazy");

    const names = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(names.indexOf("Skoda Octavia Combi")).toBeLessThan(names.indexOf("Mercedes-Benz Vito Tourer"));

    expect(await screen.findByText("Our own fleet description.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Book a transfer/ }).getAttribute("href")).toBe("/transfers#book");
  });

  it("shows the drawing of the vehicle's class when its image is empty, with its size and lazily", async () => {
    mockFetch({
      "/api/vehicles": () =>
        jsonResponse({
          vehicles: [
            makeVehicle({ id: "v1", name: "Mercedes-Benz V-Class", class: "Premium Van", capacity: 7, imageUrl: "" }),
            makeVehicle({ id: "v2", name: "Mercedes-Benz S-Class", class: "Executive", capacity: 3, imageUrl: null }),
          ],
        }),
      "/api/content": content(),
    });
    renderWithProviders(<FleetPage />, { route: "/fleet" });

    const van = within(await screen.findByRole("region", { name: "Mercedes-Benz V-Class" }));
    const vanImage = van.getByRole("img");
    expect(vanImage.getAttribute("src")).toBe("/artwork/vehicles/luxury-van.svg");
    expect(vanImage.getAttribute("alt")).toBe("Mercedes-Benz V-Class: illustration of the vehicle class");
    expect(vanImage.getAttribute("width")).toBe("960");
    expect(vanImage.getAttribute("height")).toBe("640");
    expect(vanImage.getAttribute("loading")).toBe("lazy");
    expect(vanImage.getAttribute("decoding")).toBe("async");

    const limousine = within(screen.getByRole("region", { name: "Mercedes-Benz S-Class" }));
    expect(limousine.getByRole("img").getAttribute("src")).toBe("/artwork/vehicles/executive-saloon.svg");
    expect(document.querySelector("[data-placeholder]")).toBeNull();
  });
});

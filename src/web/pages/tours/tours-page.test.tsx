// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeTour } from "../../test/catalogue-fixtures.ts";
import { jsonResponse, mockFetch, pendingResponse, renderWithProviders } from "../../test/render-with-providers.tsx";
import { ToursPage } from "./tours-page.tsx";

afterEach(cleanup);

describe("Portugal Tours", () => {
  it("shows the loading state while the tours load", () => {
    mockFetch({ "/api/tours": pendingResponse });
    renderWithProviders(<ToursPage />, { route: "/tours" });
    expect(screen.getByText("Loading tours...")).toBeTruthy();
  });

  it("shows the error with the server's message", async () => {
    mockFetch({ "/api/tours": () => jsonResponse({ error: { code: "internal", message: "Base de dados indisponível" } }, 500) });
    renderWithProviders(<ToursPage />, { route: "/tours" });
    expect(await screen.findByText("Error loading tours: Base de dados indisponível")).toBeTruthy();
  });

  it("says so when there is no tour", async () => {
    mockFetch({ "/api/tours": () => jsonResponse({ tours: [] }) });
    renderWithProviders(<ToursPage />, { route: "/tours" });
    expect(await screen.findByText("No tours available.")).toBeTruthy();
  });

  it("shows one card per tour with its details, 'from' price and links to its page", async () => {
    const fetchMock = mockFetch({
      "/api/tours": () =>
        jsonResponse({
          tours: [
            makeTour(),
            makeTour({
              id: "t2",
              slug: "faro",
              name: "Faro City Half Day",
              durationHours: 4,
              capacity: 1,
              highlights: ["Old town walls"],
              minPriceCents: 12000,
            }),
          ],
        }),
    });
    renderWithProviders(<ToursPage />, { route: "/tours" });

    const algarve = await screen.findByRole("article", { name: "Algarve Coast Full Day" });
    const card = within(algarve);
    expect(card.getByText("Discover the most spectacular stretch of the Algarve coast.")).toBeTruthy();
    expect(card.getByText("8 hours")).toBeTruthy();
    expect(card.getByText("8 people")).toBeTruthy();
    expect(card.getByText("Benagil sea cave")).toBeTruthy();
    expect(card.getByText("Ponta da Piedade")).toBeTruthy();
    expect(card.getByText("€320.50")).toBeTruthy();
    expect(card.getByRole("link", { name: /^Book Now/ }).getAttribute("href")).toBe("/tours/algarve");
    expect(card.getByRole("link", { name: /^Learn More/ }).getAttribute("href")).toBe("/tours/algarve");
    // No photo: the tour's drawing, never an empty placeholder; the first card's picture loads at once.
    const cover = algarve.querySelector("img")!;
    expect(cover.getAttribute("src")).toBe("/artwork/tours/algarve-benagil.svg");
    expect(cover.getAttribute("width")).toBe("800");
    expect(cover.getAttribute("height")).toBe("500");
    expect(cover.getAttribute("loading")).toBe("eager");
    expect(algarve.querySelector("[data-placeholder]")).toBeNull();

    const faro = within(screen.getByRole("article", { name: "Faro City Half Day" }));
    expect(faro.getByText("1 person")).toBeTruthy();
    expect(faro.getByText("€120.00")).toBeTruthy();
    expect(faro.getByRole("link", { name: /^Book Now/ }).getAttribute("href")).toBe("/tours/faro");
    const faroCover = screen.getByRole("article", { name: "Faro City Half Day" }).querySelector("img")!;
    expect(faroCover.getAttribute("src")).toBe("/artwork/tours/faro-old-town.svg");
    expect(faroCover.getAttribute("loading")).toBe("lazy");
    expect(faroCover.getAttribute("decoding")).toBe("async");

    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith("/api/tours?lang=en", expect.anything());
  });
});

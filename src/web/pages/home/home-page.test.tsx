// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingFormProps } from "../../features/booking/booking-form.tsx";
import { makeTour } from "../../test/catalogue-fixtures.ts";
import { jsonResponse, mockFetch, pendingResponse, renderWithProviders } from "../../test/render-with-providers.tsx";
import { HomePage } from "./home-page.tsx";

vi.mock("../../features/booking/booking-form.tsx", () => ({
  BookingForm: ({ defaultType }: BookingFormProps) => <form data-testid="booking-form" data-type={defaultType ?? ""} />,
}));

afterEach(cleanup);

const content = () => jsonResponse({ items: [] });

describe("home", () => {
  it("has the booking form under #book-journey and skeletons while the tours load", async () => {
    mockFetch({ "/api/tours": pendingResponse, "/api/content": content });
    renderWithProviders(<HomePage />);
    const form = await screen.findByTestId("booking-form");
    expect(form.closest("section")?.id).toBe("book-journey");
    expect(screen.getByRole("heading", { name: "Book Your Journey" })).toBeTruthy();
    expect(screen.getAllByTestId("featured-tour-skeleton")).toHaveLength(3);
  });

  it("features the first three tours with 1-8 passengers, duration, 'from' price and a link", async () => {
    mockFetch({
      "/api/content": content,
      "/api/tours": () =>
        jsonResponse({
          tours: [
            makeTour(),
            makeTour({ id: "t2", slug: "fatima", name: "Fátima Pilgrimage Full Day", minPriceCents: 28000 }),
            makeTour({ id: "t3", slug: "faro", name: "Faro City Half Day", durationHours: 4, minPriceCents: 12000 }),
            makeTour({ id: "t4", slug: "lisbon", name: "Lisbon Day" }),
          ],
        }),
    });
    renderWithProviders(<HomePage />);

    const section = (await screen.findByRole("heading", { name: "Discover Portugal" })).closest("section")!;
    await within(section).findByRole("link", { name: "Algarve Coast Full Day" });
    const links = within(section).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Algarve Coast Full Day", "/tours/algarve"],
      ["Fátima Pilgrimage Full Day", "/tours/fatima"],
      ["Faro City Half Day", "/tours/faro"],
      ["View All Tours", "/tours"],
    ]);
    expect(within(section).getAllByText("1-8 passengers")).toHaveLength(3);
    expect(within(section).getByText("4 hours")).toBeTruthy();
    expect(within(section).getByText("€120.00")).toBeTruthy();
    expect(within(section).queryByText("Lisbon Day")).toBeNull();
    // Tours without a photo show their drawings, lazily, with their size.
    const covers = [...section.querySelectorAll("img")];
    expect(covers.map((img) => img.getAttribute("src"))).toEqual([
      "/artwork/tours/algarve-benagil.svg",
      "/artwork/tours/fatima-sanctuary.svg",
      "/artwork/tours/faro-old-town.svg",
    ]);
    for (const img of covers) {
      expect(img.getAttribute("loading")).toBe("lazy");
      expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["800", "600"]);
    }
    expect(section.querySelector("[data-placeholder]")).toBeNull();

    // The hero: the coast at dusk, at once, with an alt text.
    const hero = screen.getByRole("img", { name: /^The Algarve coast at dusk/ });
    expect(hero.getAttribute("src")).toBe("/artwork/hero-algarve-dusk.svg");
    expect(hero.getAttribute("loading")).toBeNull();
    expect(hero.getAttribute("width")).toBe("1600");
  });

  it("hides Discover Portugal when the tours cannot be loaded", async () => {
    const fetchMock = mockFetch({
      "/api/content": content,
      "/api/tours": () => jsonResponse({ error: { code: "internal", message: "Indisponível" } }, 500),
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByTestId("booking-form")).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/tours?lang=en", expect.anything()));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Discover Portugal" })).toBeNull());
  });
});

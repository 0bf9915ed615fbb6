// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingFormProps } from "../../features/booking/booking-form.tsx";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { TransfersPage } from "./transfers-page.tsx";
import { vehicleClassCards } from "./vehicle-class-cards.ts";

vi.mock("../../features/booking/booking-form.tsx", () => ({
  BookingForm: ({ defaultType }: BookingFormProps) => (
    <form data-testid="booking-form" data-type={defaultType}>
      <label>
        Tipo de reserva
        <select defaultValue="transfer">
          <option value="transfer">Transfer</option>
        </select>
      </label>
      <label>
        Origem
        <input />
      </label>
    </form>
  ),
}));

const vehicle = (name: string, vehicleClass: string, capacity: number, imageUrl: string | null = null) => ({
  id: name,
  name,
  class: vehicleClass,
  description: null,
  capacity,
  features: [],
  imageUrl,
});

beforeEach(() => {
  mockFetch({
    "/api/vehicles": () =>
      jsonResponse({
        vehicles: [
          vehicle("Skoda Octavia", "Economy", 4),
          vehicle("Ford Tourneo", "Van", 6),
          vehicle("Mercedes Vito", "Van", 9),
          vehicle("Mercedes E-Class", "Premium", 3, "/photos/e-class-960.webp"),
          vehicle("Mercedes V-Class", "Premium Van", 7),
        ],
      }),
  });
});
afterEach(cleanup);

describe("transfers", () => {
  it("has the transfer booking form in #book, four benefits and one card per vehicle class of the product", async () => {
    renderWithProviders(<TransfersPage />, { route: "/transfers" });

    expect(screen.getByRole("heading", { level: 1, name: "Airport & Private Transfers" })).toBeTruthy();
    const form = await screen.findByTestId("booking-form");
    expect(form.dataset.type).toBe("transfer");
    expect(form.closest("section")?.id).toBe("book");

    for (const title of ["Always on time", "Professional drivers", "Modern fleet", "Transparent prices"]) {
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    }

    // The fleet's biggest vehicle per class gives the seats: the Van class has a 6- and a 9-seater.
    await waitFor(() => expect(screen.getAllByTestId("vehicle-class-card")[1]!.textContent).toContain("9 passengers"));
    const cards = screen.getAllByTestId("vehicle-class-card");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Economy",
      "Van",
      "Premium",
      "Premium Van",
      "Executive",
    ]);
    expect(within(cards[1]!).getByText("9 suitcases")).toBeTruthy();
    // A class without a vehicle in the fleet keeps its typical seats.
    expect(within(cards[4]!).getByText("3 passengers")).toBeTruthy();
    // The drawing of the class, or the admin's photo of one of its vehicles.
    expect(cards[0]!.querySelector("img")?.getAttribute("src")).toBe("/artwork/vehicles/saloon.svg");
    expect(cards[3]!.querySelector("img")?.getAttribute("src")).toBe("/artwork/vehicles/luxury-van.svg");
    expect(cards[2]!.querySelector("img")?.getAttribute("src")).toBe("/photos/e-class-960.webp");
    expect(screen.queryByText(/per km/)).toBeNull();
  });

  it("Book on a class card opens the form with that class chosen (?class= in the URL)", () => {
    renderWithProviders(<TransfersPage />, { route: "/transfers" });
    const links = screen.getAllByRole("link", { name: /^Book/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/transfers?class=Economy#book",
      "/transfers?class=Van#book",
      "/transfers?class=Premium#book",
      "/transfers?class=Premium%20Van#book",
      "/transfers?class=Executive#book",
    ]);
  });

  it("gives each class the seats of its biggest vehicle and a suitcase per seat", () => {
    const cards = vehicleClassCards([
      { class: "Economy", capacity: 4, imageUrl: null },
      { class: "Van", capacity: 6, imageUrl: null },
      { class: "Van", capacity: 9, imageUrl: "/photos/van.webp" },
      { class: "Limousine", capacity: 2, imageUrl: null },
    ]);
    expect(cards.map((c) => [c.vehicleClass, c.passengers, c.luggage, c.imageUrl])).toEqual([
      ["Economy", 4, 4, null],
      ["Van", 9, 9, "/photos/van.webp"],
      ["Premium", 3, 3, null],
      ["Premium Van", 7, 7, null],
      ["Executive", 3, 3, null],
    ]);
  });

  it("opens the form when the URL hash is #book: scrolls to it and focuses its first field", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<TransfersPage />, { route: "/transfers#book" });
    await act(async () => {});
    expect(scrollIntoView).toHaveBeenCalled();
    // The form is downloaded when its place nears the screen: its first field is focused when it appears.
    const firstField = await screen.findByRole("combobox", { name: "Tipo de reserva" });
    await waitFor(() => expect(document.activeElement).toBe(firstField));
  });

  it("does not move the focus without the hash", async () => {
    renderWithProviders(<TransfersPage />, { route: "/transfers" });
    await act(async () => {});
    expect(document.activeElement).toBe(document.body);
  });

  it("opens the form again when a class card's Book link sets the hash", async () => {
    Element.prototype.scrollIntoView = vi.fn();
    renderWithProviders(<TransfersPage />, { route: "/transfers" });
    const [economy] = screen.getAllByRole("link", { name: /^Book/ });
    await act(async () => economy!.click());
    const firstField = await screen.findByRole("combobox", { name: "Tipo de reserva" });
    await waitFor(() => expect(document.activeElement).toBe(firstField));
  });
});

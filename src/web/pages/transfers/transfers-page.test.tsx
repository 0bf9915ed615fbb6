// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingFormProps } from "../../features/booking/booking-form.tsx";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { TransfersPage } from "./transfers-page.tsx";
import { VEHICLE_CLASS_CARDS } from "./vehicle-class-cards.ts";

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

afterEach(cleanup);

describe("transfers", () => {
  it("has the transfer booking form in #book, four benefits and the six class cards of the spec", () => {
    renderWithProviders(<TransfersPage />, { route: "/transfers" });

    expect(screen.getByRole("heading", { level: 1, name: "Airport & Private Transfers" })).toBeTruthy();
    const form = screen.getByTestId("booking-form");
    expect(form.dataset.type).toBe("transfer");
    expect(form.closest("section")?.id).toBe("book");

    for (const title of ["Always on time", "Professional drivers", "Modern fleet", "Transparent prices"]) {
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    }

    const cards = screen.getAllByTestId("vehicle-class-card");
    expect(cards).toHaveLength(6);
    const summary = cards.map((card) => {
      const c = within(card);
      return [c.getByRole("heading").textContent, card.textContent?.match(/€\d+\.\d{2}/)?.[0]];
    });
    expect(summary).toEqual([
      ["Economy", "€0.80"],
      ["Premium", "€1.20"],
      ["Van", "€1.50"],
      ["Premium Van", "€1.80"],
      ["First Class", "€2.00"],
      ["First Class Van", "€2.50"],
    ]);
    expect(within(cards[2]!).getByText("8 passengers")).toBeTruthy();
    expect(within(cards[2]!).getByText("8 suitcases")).toBeTruthy();
    expect(within(cards[3]!).getByText("7 passengers")).toBeTruthy();
  });

  it("keeps the spec's class constants", () => {
    expect(VEHICLE_CLASS_CARDS.map((c) => [c.name, c.pricePerKmCents, c.passengers, c.luggage])).toEqual([
      ["Económico", 80, 4, 4],
      ["Premium", 120, 3, 3],
      ["Van", 150, 8, 8],
      ["Premium Van", 180, 7, 7],
      ["First Class", 200, 3, 3],
      ["First Class Van", 250, 6, 6],
    ]);
  });

  it("opens the form when the URL hash is #book: scrolls to it and focuses its first field", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<TransfersPage />, { route: "/transfers#book" });
    await act(async () => {});
    expect(scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Tipo de reserva" }));
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
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Tipo de reserva" }));
  });
});

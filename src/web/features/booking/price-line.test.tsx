// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n.ts";
import "../../test/render-with-providers.tsx"; // loads the English texts
import ptBooking from "../../locales/pt/booking.json";
import { PriceLine } from "./price-line.tsx";
import type { useQuote } from "./use-quote.ts";

/*
 * What a customer reads on the price line of a round trip, from a quote whose trip and total
 * differ: the outbound trip's own price on its line, the return trip on its line, and the total of
 * both trips (with the extra) as the total. The expected texts are written out here from the
 * numbers given to the quote, not computed with the app's money helpers.
 */

const BASE_CENTS = 4500; // the transfer, each way: 45,00 €
const SEAT_CENTS = 800; // a child seat, on each trip: 8,00 €
const TRIP_CENTS = BASE_CENTS + SEAT_CENTS; // one way with the seat: 53,00 €
const TOTAL_CENTS = 2 * TRIP_CENTS; // both ways: 106,00 €

type Quote = ReturnType<typeof useQuote>;

function priced(answer: NonNullable<Quote["quote"]>): Quote {
  return { enabled: true, isFetching: false, isPending: false, isError: false, quote: answer };
}

const roundTrip = priced({
  available: true,
  baseCents: BASE_CENTS,
  extrasCents: SEAT_CENTS,
  extras: [{ id: "seat", name: "Child seat", priceCents: SEAT_CENTS }],
  tripCents: TRIP_CENTS,
  returnCents: TRIP_CENTS,
  totalCents: TOTAL_CENTS,
});

const noExtras = priced({
  available: true,
  baseCents: BASE_CENTS,
  extrasCents: 0,
  extras: [],
  tripCents: BASE_CENTS,
  returnCents: BASE_CENTS,
  totalCents: 2 * BASE_CENTS,
});

/** Euros as each language writes them, by hand: "€45.00" in English, "45,00 €" in Portuguese. */
const EUROS: Record<"en" | "pt", (cents: number) => string> = {
  en: (cents) => `€${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`,
  pt: (cents) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")} €`,
};

/** The text as read, with any kind of space (Intl puts a no-break space before "€") as a plain one. */
const read = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim();

/** [label, amount] of each line of the breakdown, then [total label, total]. */
function shownLines() {
  const breakdown = screen.getByTestId("price-breakdown");
  const lines = within(breakdown)
    .getAllByRole("term")
    .map((term) => [read(term), read(term.nextElementSibling)]);
  const total = screen.getByTestId("booking-price");
  return { lines, total: [read(total.previousElementSibling), read(total)] };
}

beforeAll(() => {
  i18n.addResourceBundle("pt", "booking", ptBooking, true, true);
});
afterEach(cleanup);
afterAll(async () => {
  await i18n.changeLanguage("en");
});

describe("price line of a round trip", () => {
  it("in English: each trip on its line, the total of both trips as the total", async () => {
    await i18n.changeLanguage("en");
    const euros = EUROS.en;
    render(<PriceLine quote={roundTrip} returnTrip locale="en" />);
    expect(shownLines()).toEqual({
      lines: [
        ["Outbound trip", euros(BASE_CENTS)],
        ["Child seat", `+${euros(SEAT_CENTS)}`],
        ["Return trip", `+${euros(TRIP_CENTS)}`],
      ],
      total: ["Total for both trips", euros(TOTAL_CENTS)],
    });
    expect([euros(BASE_CENTS), euros(TRIP_CENTS), euros(TOTAL_CENTS)]).toEqual(["€45.00", "€53.00", "€106.00"]);
    expect(screen.getByText("VAT included")).toBeTruthy();
  });

  it("in Portuguese: the same amounts written 45,00 €, with the Portuguese labels", async () => {
    await i18n.changeLanguage("pt");
    const euros = EUROS.pt;
    render(<PriceLine quote={roundTrip} returnTrip locale="pt" />);
    expect(shownLines()).toEqual({
      lines: [
        ["Viagem de ida", euros(BASE_CENTS)],
        ["Child seat", `+${euros(SEAT_CENTS)}`],
        ["Viagem de regresso", `+${euros(TRIP_CENTS)}`],
      ],
      total: ["Total das duas viagens", euros(TOTAL_CENTS)],
    });
    expect([euros(BASE_CENTS), euros(TRIP_CENTS), euros(TOTAL_CENTS)]).toEqual(["45,00 €", "53,00 €", "106,00 €"]);
    expect(screen.getByText("IVA incluído")).toBeTruthy();
  });

  it("without extras: 45,00 € each way, 90,00 € in all", async () => {
    await i18n.changeLanguage("pt");
    render(<PriceLine quote={noExtras} returnTrip locale="pt" />);
    expect(shownLines()).toEqual({
      lines: [
        ["Viagem de ida", "45,00 €"],
        ["Viagem de regresso", "+45,00 €"],
      ],
      total: ["Total das duas viagens", "90,00 €"],
    });
  });

  it("one way, the same quote shows the trip and its total without a return line", async () => {
    await i18n.changeLanguage("en");
    const oneWay = priced({ ...roundTrip.quote!, returnCents: 0, totalCents: TRIP_CENTS });
    render(<PriceLine quote={oneWay} returnTrip={false} locale="en" />);
    expect(shownLines()).toEqual({
      lines: [
        ["Trip", "€45.00"],
        ["Child seat", "+€8.00"],
      ],
      total: ["Total", "€53.00"],
    });
  });
});

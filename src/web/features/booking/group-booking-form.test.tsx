// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ClassQuote, GroupProposal } from "../../../domain/quote-schema.ts";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { BookingForm } from "./booking-form.tsx";
import { QUOTE_DEBOUNCE_MS } from "./use-quote.ts";

/**
 * A group in several vehicles in the booking form (decision 0045): the proposal under the class
 * cards, its price line by line, and the passengers field's own messages.
 */
const VAN_ID = "33333333-3333-4333-8333-333333333333";
const VAN_CENTS = 7500;
const EXTRA = { id: "22222222-2222-4222-8222-222222222222", name: "Child seat", priceCents: 800, description: null, imageUrl: null };

const classRow = (vehicleClass: string, vehicleId: string, capacity: number, tripCents: number, passengers: number): ClassQuote => ({
  vehicleClass,
  vehicleId,
  vehicleName: `${vehicleClass} car`,
  imageUrl: null,
  capacity,
  luggage: capacity,
  available: capacity >= passengers,
  tripCents,
  totalCents: tripCents,
  extrasCents: 0,
  ...(capacity < passengers ? { reason: "too_small" as const } : {}),
});

/** Two Vans for more than 8 passengers (7 + 7 for 14). */
function groupFor(passengers: number): GroupProposal | null {
  if (passengers <= 8) return null;
  const first = Math.ceil(passengers / 2);
  return {
    vehicles: [
      { vehicleClass: "Van", vehicleId: VAN_ID, vehicleName: "Van car", capacity: 8, passengers: first, priceCents: VAN_CENTS },
      { vehicleClass: "Van", vehicleId: VAN_ID, vehicleName: "Van car", capacity: 8, passengers: passengers - first, priceCents: VAN_CENTS },
    ],
    tripCents: 2 * VAN_CENTS,
    extrasCents: 0,
    totalCents: 2 * VAN_CENTS,
  };
}

let fetchMock: ReturnType<typeof mockFetch>;
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), "http://x").pathname === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body ?? "{}")) as Record<string, unknown>);

beforeEach(() => {
  fetchMock = mockFetch({
    "/api/vehicles": () => jsonResponse({ vehicles: [] }),
    "/api/extras": () => jsonResponse({ extras: [EXTRA] }),
    "/api/tours": () => jsonResponse({ tours: [] }),
    "/api/places/search": () => jsonResponse({ suggestions: [] }),
    "/api/content": () => jsonResponse({ items: [{ section: "booking", key: "min_notice_hours", value: "24" }], payments: "test" }),
    "/api/quotes/classes": (init) => {
      const { passengers } = JSON.parse(String(init?.body)) as { passengers: number };
      // The server refuses what the schema refuses: the form must not ask.
      if (!Number.isInteger(passengers) || passengers > 50) return jsonResponse({ error: { message: "Máximo 50 passageiros" } }, 400);
      return jsonResponse({
        classes: [classRow("Economy", "11111111-1111-4111-8111-111111111111", 4, 5500, passengers), classRow("Van", VAN_ID, 8, VAN_CENTS, passengers)],
        group: groupFor(passengers),
      });
    },
    "/api/quotes": (init) => {
      const body = JSON.parse(String(init?.body)) as { vehicleClasses?: string[]; passengers: number };
      const group = body.vehicleClasses ? groupFor(body.passengers) : null;
      const base = group ? group.tripCents : 5500;
      return jsonResponse({
        available: true,
        tripCents: base,
        totalCents: base,
        extrasCents: 0,
        baseCents: base,
        extras: [],
        returnCents: 0,
        ...(group ? { vehicles: group.vehicles.map((v) => ({ vehicleClass: v.vehicleClass, passengers: v.passengers, priceCents: v.priceCents })) } : {}),
      });
    },
    "/api/bookings": () => jsonResponse({ error: { message: "stop here" } }, 400),
  });
});
afterEach(cleanup);
beforeAll(async () => void (await import("./calendar.tsx")));

const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderForm() {
  return renderWithProviders(
    <>
      <BookingForm />
      <Toaster />
    </>,
    { route: "/" },
  );
}

describe("a group in several vehicles", () => {
  it("proposes two Vans for 14 passengers, prices them line by line, and books them as one", async () => {
    renderForm();
    set("Pickup location", "Aeroporto de Faro (FAO)");
    set("Destination", "Albufeira");
    set("Passengers", "14");
    const proposal = await screen.findByTestId("group-proposal");
    expect(proposal.textContent).toContain("14 passengers need more than one vehicle. We propose 2 vehicles:");
    const lines = within(proposal).getAllByTestId("group-vehicle").map((li) => li.textContent);
    expect(lines).toEqual(["Vehicle 1 · Van (7 passengers)€75.00", "Vehicle 2 · Van (7 passengers)€75.00"]);

    fireEvent.click(within(proposal).getByRole("button", { name: "Book these vehicles · €150.00" }));
    expect(await within(proposal).findByRole("button", { name: "These vehicles are chosen" })).toBeTruthy();
    const breakdown = await screen.findByTestId("price-breakdown");
    await waitFor(() =>
      expect(within(breakdown).getAllByTestId("price-vehicle").map((row) => row.textContent)).toEqual([
        "Vehicle 1 · Van (7 passengers)€75.00",
        "Vehicle 2 · Van (7 passengers)€75.00",
      ]),
    );
    expect(screen.getByTestId("booking-price").textContent).toBe("€150.00");
    expect(bodiesOf("/api/quotes").at(-1)).toMatchObject({ passengers: 14, vehicleClasses: ["Van", "Van"] });
    // No class card is chosen: the group is.
    expect(screen.getAllByTestId("class-card").map((card) => card.getAttribute("aria-checked"))).toEqual(["false", "false"]);
  });

  it("says a group is booked one way when a return trip is asked", async () => {
    renderForm();
    set("Pickup location", "Aeroporto de Faro (FAO)");
    set("Destination", "Albufeira");
    set("Passengers", "14");
    await screen.findByTestId("group-proposal");
    // By its label: a role query over the whole form, repeated while the form mounts its last
    // steps, can starve those steps on a busy machine.
    await act(async () => void fireEvent.click(await screen.findByLabelText("Add a return trip")));
    expect(
      await within(screen.getByTestId("group-proposal")).findByText("A group in several vehicles is booked one way. Please book the return trip separately."),
    ).toBeTruthy();
  });
});

describe("the passengers field", () => {
  it.each([
    ["51", "At most 50 passengers"],
    ["2.5", "The number of passengers must be a whole number"],
    ["0", "At least 1 passenger"],
  ])("shows its message at the field for %s and keeps the classes of the last good count", async (typed, message) => {
    renderForm();
    set("Pickup location", "Aeroporto de Faro (FAO)");
    set("Destination", "Albufeira");
    set("Passengers", "6");
    await waitFor(() => expect(screen.getByRole("radio", { name: /Economy/ }).getAttribute("aria-disabled")).toBe("true"));
    const asked = bodiesOf("/api/quotes/classes").length;
    set("Passengers", typed);
    const field = screen.getByLabelText("Passengers");
    await waitFor(() => expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(message));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    // Nothing the server would refuse is asked, no network-style error, the cards stay as they were.
    // Past the form's debounce: a request for the bad count would have gone by now.
    await new Promise((resolve) => setTimeout(resolve, QUOTE_DEBOUNCE_MS * 2));
    expect(bodiesOf("/api/quotes/classes").slice(asked).every((b) => b.passengers === 6)).toBe(true);
    expect(screen.queryByText(/could not be loaded/i)).toBeNull();
    expect(screen.getByRole("radio", { name: /Economy/ }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("radio", { name: /Van/ }).getAttribute("aria-disabled")).toBeNull();
  });
});

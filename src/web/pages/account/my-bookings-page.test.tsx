// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CustomerBookingItem, CustomerBookings } from "../../../domain/customer-area.ts";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { makeTrip } from "../manage-booking/manage-booking-fixtures.ts";
import { MyBookingsPage } from "./my-bookings-page.tsx";

afterEach(cleanup);

const lucia = { id: "u1", email: "lucia.garcia@example.com", name: "Lucía García" };

function item(overrides: Partial<CustomerBookingItem>): CustomerBookingItem {
  return {
    booking: makeTrip(),
    returnBooking: null,
    customer: { name: lucia.name, email: lucia.email, phone: "+34 612 345 678" },
    language: "es",
    payment: { state: "paid", amountDueCents: 0, amountPaidCents: 9000, refundedCents: 0, testMode: true },
    cancellation: { allowed: true, refundPercent: 100, refundCents: 9000 },
    changeRequest: { allowed: true },
    upcoming: true,
    rebook: {
      bookingType: "transfer",
      tourSlug: null,
      origin: "Aeroporto de Faro (FAO)",
      destination: "Hotel Vila Joya, Albufeira",
      passengers: 3,
      vehicleClass: "Premium",
      returnTrip: false,
    },
    ...overrides,
  };
}

const past = item({
  booking: makeTrip({ id: "0f0f0f0f-0000-4000-8000-000000000003", reference: "0f0f0f0f", bookingDate: "2025-08-02", status: "completed" }),
  upcoming: false,
  payment: { state: "paid", amountDueCents: 0, amountPaidCents: 9000, refundedCents: 0, testMode: true },
});
const list: CustomerBookings = { customer: past.customer, bookings: [item({}), past], company: null };

describe("My bookings", () => {
  it("shows an unverified account the verification notice only, and sends the link again", async () => {
    const fetch = mockFetch({
      "/api/me": () => jsonResponse({ user: { ...lucia, emailVerified: false }, isAdmin: false, isDriver: false }),
      "/api/account/verification-email": () => jsonResponse({ ok: true }),
    });
    renderWithProviders(<MyBookingsPage />, { route: "/account" });
    expect(await screen.findByText("Confirm your e-mail")).toBeTruthy();
    expect(screen.queryByTestId("customer-booking")).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Send the link again" })));
    await waitFor(() => expect(fetch.mock.calls.some(([input]) => String(input).includes("/api/account/verification-email"))).toBe(true));
    // The bookings are never asked for before the e-mail is verified.
    expect(fetch.mock.calls.some(([input]) => String(input).includes("/api/account/bookings"))).toBe(false);
  });

  it("lists a verified customer's upcoming and past bookings with status, payment and the way to book again", async () => {
    mockFetch({
      "/api/me": () => jsonResponse({ user: { ...lucia, emailVerified: true }, isAdmin: false, isDriver: false }),
      "/api/account/bookings": () => jsonResponse(list),
    });
    renderWithProviders(<MyBookingsPage />, { route: "/account" });
    const cards = await screen.findAllByTestId("customer-booking");
    expect(cards).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Upcoming" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Past and cancelled" })).toBeTruthy();
    expect(screen.getAllByText("Paid")).toHaveLength(2);
    expect(screen.getByText("Completed")).toBeTruthy();
    const rebook = screen.getAllByRole("link", { name: "Book again" })[1]!;
    expect(rebook.getAttribute("href")).toBe("/transfers?rebook=0f0f0f0f-0000-4000-8000-000000000003#book");
    const manage = screen.getAllByRole("link", { name: "View and manage" })[1]!;
    expect(manage.getAttribute("href")).toBe("/account/bookings/0f0f0f0f-0000-4000-8000-000000000003");
  });
});

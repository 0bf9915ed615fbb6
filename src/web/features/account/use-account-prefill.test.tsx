// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { useForm, useWatch } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { bookingFormDefaults } from "../../../domain/booking-rules.ts";
import type { BookingFormValues } from "../../../domain/booking-schema.ts";
import type { CustomerBookings } from "../../../domain/customer-area.ts";
import { makeManagedBooking } from "../../pages/manage-booking/manage-booking-fixtures.ts";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { useAccountPrefill } from "./use-account-prefill.ts";

afterEach(cleanup);

const PAST_ID = "0f0f0f0f-0000-4000-8000-000000000003";
const { company: _company, ...managed } = makeManagedBooking();
const list: CustomerBookings = {
  customer: { name: "Lucía García", email: "lucia.garcia@example.com", phone: "+34 612 345 678" },
  bookings: [
    {
      ...managed,
      booking: { ...managed.booking, id: PAST_ID },
      upcoming: false,
      rebook: {
        bookingType: "transfer",
        tourSlug: null,
        origin: "Aeroporto de Faro (FAO)",
        destination: "Vilamoura",
        passengers: 5,
        vehicleClass: "Van",
        returnTrip: true,
      },
    },
  ],
  company: null,
};

/** The form's values as the hook leaves them, printed for the test to read. */
function Form({ typed = "" }: { typed?: string }) {
  const form = useForm<BookingFormValues>({ defaultValues: bookingFormDefaults({ customerName: typed }) });
  useAccountPrefill(form);
  const v = useWatch({ control: form.control });
  return <pre data-testid="values">{JSON.stringify({ ...v, id: undefined })}</pre>;
}

const values = () => JSON.parse(screen.getByTestId("values").textContent ?? "{}") as Record<string, unknown>;

function signedIn(emailVerified: boolean) {
  return mockFetch({
    "/api/me": () => jsonResponse({ user: { id: "u1", email: list.customer.email, name: list.customer.name, emailVerified }, isAdmin: false, isDriver: false }),
    "/api/account/bookings": () => jsonResponse(list),
  });
}

describe("the booking form of a signed-in customer (decision 0046)", () => {
  it("fills the trip of ?rebook= and the customer's contact, leaving date, time and flight empty", async () => {
    signedIn(true);
    renderWithProviders(<Form />, { route: `/transfers?rebook=${PAST_ID}` });
    await waitFor(() => expect(values().origin).toBe("Aeroporto de Faro (FAO)"));
    expect(values()).toMatchObject({
      destination: "Vilamoura",
      passengers: 5,
      vehicleClass: "Van",
      returnTrip: true,
      customerName: "Lucía García",
      customerPhone: "+34 612 345 678",
      customerEmail: "lucia.garcia@example.com",
      bookingDate: "",
      bookingTime: "",
      flightNumber: "",
    });
  });

  it("keeps what the visitor typed", async () => {
    signedIn(true);
    renderWithProviders(<Form typed="Outra Pessoa" />, { route: "/transfers" });
    await waitFor(() => expect(values().customerPhone).toBe("+34 612 345 678"));
    expect(values().customerName).toBe("Outra Pessoa");
    expect(values().origin).toBe("");
  });

  it("asks nothing and fills nothing before the e-mail is verified", async () => {
    const fetch = signedIn(false);
    renderWithProviders(<Form />, { route: `/transfers?rebook=${PAST_ID}` });
    await waitFor(() => expect(fetch.mock.calls.some(([input]) => String(input).includes("/api/me"))).toBe(true));
    expect(fetch.mock.calls.some(([input]) => String(input).includes("/api/account/bookings"))).toBe(false);
    expect(values().customerName).toBe("");
  });
});

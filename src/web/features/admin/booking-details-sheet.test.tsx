// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeDatePopover, openDatePopover, pickAdminDate } from "../../test/pick-admin-date.ts";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import type { AdminBookingDetail, PaymentState } from "./admin-booking.ts";
import { BookingDetailsSheet } from "./booking-details-sheet.tsx";

const BOOKING: AdminBookingDetail = {
  id: "aaaaaaaa-0000-4000-8000-000000000001",
  reference: "aaaaaaaa",
  bookingType: "transfer",
  origin: "Aeroporto de Faro (FAO)",
  destination: "Albufeira",
  bookingDate: "2026-12-05",
  bookingTime: "14:30",
  passengers: 2,
  vehicleId: "v1",
  vehicleName: "Mercedes-Benz Vito",
  vehicleClass: "Van",
  tourId: null,
  tourName: null,
  customerName: "Joana Costa",
  customerPhone: "+351 912 345 678",
  customerEmail: "joana@example.com",
  totalPriceCents: 12_000,
  status: "confirmed",
  assignedDriverId: null,
  assignedDriverName: null,
  outboundBookingId: null,
  outboundReference: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  flightNumber: null,
  specialRequests: null,
  extras: [],
  paymentState: "paid",
  paid: true,
  returnTrip: null,
  outbound: null,
  history: [],
  changeRequests: [],
};

function openSheet(paymentState: PaymentState) {
  mockFetch({
    [`/api/admin/bookings/${BOOKING.id}`]: () => jsonResponse({ booking: { ...BOOKING, paymentState } }),
    "/api/admin/drivers": () => jsonResponse({ drivers: [] }),
  });
  renderWithProviders(<BookingDetailsSheet bookingId={BOOKING.id} onClose={() => {}} />);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Recibo (PDF) in the booking's sheet", () => {
  it.each(["paid", "test_paid"] as const)("links to the receipt of a booking whose payment state is %s", async (state) => {
    openSheet(state);
    const sheet = await screen.findByRole("dialog");
    const link = await within(sheet).findByRole("link", { name: "Recibo (PDF) da reserva aaaaaaaa" });
    expect(link.getAttribute("href")).toBe(`/api/admin/bookings/${BOOKING.id}/receipt`);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.textContent).toBe("Recibo (PDF)");
  });

  it.each(["none", "open", "refunded"] as const)("offers no receipt when the payment state is %s", async (state) => {
    openSheet(state);
    const sheet = await screen.findByRole("dialog");
    await within(sheet).findByText("Joana Costa");
    expect(within(sheet).queryByRole("link", { name: /Recibo/ })).toBeNull();
    expect(within(sheet).queryByText("Recibo (PDF)")).toBeNull();
  });
});

const PENDING_REQUEST = {
  id: "cccccccc-0000-4000-8000-000000000003",
  bookingId: BOOKING.id,
  requestedText: "Podemos mudar a recolha para as 16:00?",
  status: "pending" as const,
  adminMessage: null,
  decidedAt: null,
  decidedByName: null,
  priceBeforeCents: null,
  priceAfterCents: null,
  differenceCents: null,
  differencePaid: false,
  refundedCents: null,
  createdAt: "2026-11-20T10:00:00.000Z",
};

describe("Pedidos de alteração in the booking's sheet", () => {
  it("applies a change with the new date picked in the product's picker (dd/mm/yyyy, no past day offered)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T12:00:00Z"));
    const fetchMock = mockFetch({
      [`/api/admin/bookings/${BOOKING.id}`]: () => jsonResponse({ booking: { ...BOOKING, changeRequests: [PENDING_REQUEST] } }),
      "/api/admin/drivers": () => jsonResponse({ drivers: [] }),
      [`/api/admin/change-requests/${PENDING_REQUEST.id}/apply`]: () => jsonResponse({ message: "Alteração aplicada" }),
    });
    renderWithProviders(<BookingDetailsSheet bookingId={BOOKING.id} onClose={() => {}} />);
    const sheet = await screen.findByRole("dialog");
    const list = await within(sheet).findByRole("list", { name: "Pedidos de alteração" });
    fireEvent.click(within(list).getByRole("button", { name: "Aplicar alteração" }));
    const form = within(list).getByRole("form", { name: "Aplicar alteração" });
    expect(within(form).getByLabelText("Data").textContent).toBe("05/12/2026");

    // The grid opens on the trip's month; its year select starts at this year, its month select
    // and grid refuse the days before today.
    const popover = await openDatePopover("Data");
    expect(within(popover).getByRole("grid").getAttribute("aria-label")).toBe("dezembro 2026");
    const years = within(popover).getByRole("combobox", { name: "Escolha o ano" }) as HTMLSelectElement;
    expect(years.options[0]!.value).toBe("2026");
    const months = within(popover).getByRole("combobox", { name: "Escolha o mês" }) as HTMLSelectElement;
    expect(months.options[9]!.disabled).toBe(true);
    fireEvent.change(months, { target: { value: "10" } });
    expect(popover.querySelector<HTMLButtonElement>('[data-day="2026-11-19"] button')!.disabled).toBe(true);
    expect(popover.querySelector<HTMLButtonElement>('[data-day="2026-11-20"] button')!.disabled).toBe(false);
    await closeDatePopover("Data");
    await pickAdminDate("Data", "2027-01-08");
    expect(within(form).getByLabelText("Data").textContent).toBe("08/01/2027");

    fireEvent.click(within(form).getByRole("button", { name: "Aplicar e notificar cliente" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/apply"))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/apply"))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ bookingDate: "2027-01-08", bookingTime: "14:30", passengers: 2 });
  });

  it("shows the customer's text and, for a pending request, checks the decline message with the domain schema", async () => {
    const request = {
      id: "cccccccc-0000-4000-8000-000000000003",
      bookingId: BOOKING.id,
      requestedText: "Podemos mudar a recolha para as 16:00?",
      status: "pending" as const,
      adminMessage: null,
      decidedAt: null,
      decidedByName: null,
      priceBeforeCents: null,
      priceAfterCents: null,
      differenceCents: null,
      differencePaid: false,
      refundedCents: null,
      createdAt: "2026-11-20T10:00:00.000Z",
    };
    mockFetch({
      [`/api/admin/bookings/${BOOKING.id}`]: () => jsonResponse({ booking: { ...BOOKING, changeRequests: [request] } }),
      "/api/admin/drivers": () => jsonResponse({ drivers: [] }),
    });
    renderWithProviders(<BookingDetailsSheet bookingId={BOOKING.id} onClose={() => {}} />);
    const sheet = await screen.findByRole("dialog");
    const list = await within(sheet).findByRole("list", { name: "Pedidos de alteração" });
    expect(within(list).getByText("Podemos mudar a recolha para as 16:00?")).toBeTruthy();
    expect(within(list).getByText("Por tratar")).toBeTruthy();
    fireEvent.click(within(list).getByRole("button", { name: "Recusar" }));
    fireEvent.click(within(list).getByRole("button", { name: "Recusar e notificar cliente" }));
    expect((await within(list).findByRole("alert")).textContent).toBe("Escreva a mensagem ao cliente (mínimo 10 caracteres)");
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { capacityMessage } from "../../../domain/booking-messages.ts";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { BookingForm } from "./booking-form.tsx";

const VEHICLE = { id: "11111111-1111-4111-8111-111111111111", name: "Skoda Octavia", class: "Economy", capacity: 4 };
const EXTRA = { id: "22222222-2222-4222-8222-222222222222", name: "Child seat", priceCents: 800, description: null, imageUrl: null };

let quote: { available: boolean; tripCents: number; totalCents: number; extrasCents: number };
let bookingAnswer: () => Response;
let checkoutAnswer: () => Response;
let fetchMock: ReturnType<typeof mockFetch>;
const assign = vi.fn();
const SUCCESS = "Booking created successfully! Please check your e-mail.";

beforeEach(() => {
  quote = { available: true, tripCents: 5500, totalCents: 5500, extrasCents: 0 };
  bookingAnswer = () =>
    jsonResponse(
      {
        booking: { id: "x", reference: "x", totalPriceCents: 5500, status: "pending" },
        returnBooking: null,
        paymentRequired: true,
        paymentAmountCents: 5500,
        payment: "checkout",
      },
      201,
    );
  checkoutAnswer = () => jsonResponse({ url: "https://checkout.example/session" });
  fetchMock = mockFetch({
    "/api/vehicles": () => jsonResponse({ vehicles: [VEHICLE] }),
    "/api/extras": () => jsonResponse({ extras: [EXTRA] }),
    "/api/tours": () => jsonResponse({ tours: [] }),
    "/api/places/search": () => jsonResponse({ suggestions: [] }),
    "/api/quotes": () => jsonResponse(quote),
    "/api/bookings": () => bookingAnswer(),
    "/api/payments/checkout": () => checkoutAnswer(),
  });
  Object.defineProperty(window, "location", { value: { ...window.location, assign }, writable: true });
  assign.mockReset();
});
afterEach(cleanup);

function renderForm() {
  return renderWithProviders(
    <>
      <BookingForm />
      <Toaster />
    </>,
  );
}

const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole("button", { name: "Book now" })));
const posts = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(path));
const toast = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });
const toastCount = (text: string) => screen.queryAllByText(text, { selector: "[data-sonner-toast] *" }).length;
/** Waits for one more toast with this text than `before` (an earlier test's toast may linger). */
const newToast = (text: string, before: number) => waitFor(() => expect(toastCount(text)).toBe(before + 1), { timeout: 3000 });
const inDays = (days: number) => addDays(lisbonToday(), days);

async function fillTrip() {
  await screen.findByRole("option", { name: /Economy · Skoda Octavia/ });
  set("Pickup location", "Aeroporto de Faro (FAO)");
  set("Destination", "Albufeira");
  set("Date", inDays(5));
  set("Time", "14:30");
  set("Vehicle", VEHICLE.id);
  set("Flight number", "TP1901");
  set("Full name", "Joana Costa");
  set("Phone", "+351 912 345 678");
  set("E-mail", "joana@example.com");
}

describe("booking form", () => {
  it("shows only the first failing message and sends nothing", async () => {
    renderForm();
    await submit();
    expect(await toast("Pickup location is required")).toBeTruthy();
    expect(screen.queryByText("Destination is required", { selector: "[data-sonner-toast] *" })).toBeNull();
    expect(posts("/api/bookings")).toHaveLength(0);
  });

  it("asks for a flight number when the pickup is an airport", async () => {
    renderForm();
    await fillTrip();
    set("Flight number", "");
    await submit();
    expect(await toast("A flight number is required when the pickup is an airport")).toBeTruthy();
    expect(posts("/api/bookings")).toHaveLength(0);
  });

  it("shows the server's price in euros with 2 decimals, or the contact-us notice", async () => {
    renderForm();
    await fillTrip();
    expect(await screen.findByText("€55.00", {}, { timeout: 3000 })).toBeTruthy();
    quote = { available: false, tripCents: 0, totalCents: 0, extrasCents: 0 };
    set("Destination", "Bragança");
    expect(
      await screen.findByText("Price not available. Please contact the company for a personalised quote.", {}, { timeout: 3000 }),
    ).toBeTruthy();
    await submit();
    expect(await toast("The price could not be calculated. Please check the addresses or contact us.")).toBeTruthy();
    expect(posts("/api/bookings")).toHaveLength(0);
  });

  it("books without sending a price, then goes to the checkout url", async () => {
    renderForm();
    await fillTrip();
    await screen.findByText("€55.00", {}, { timeout: 3000 });
    await submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/session"));
    const body = JSON.parse(String(posts("/api/bookings")[0]![1]!.body));
    expect(body).toMatchObject({ bookingType: "transfer", origin: "Aeroporto de Faro (FAO)", passengers: 1, vehicleClass: "Economy" });
    expect(Object.keys(body).some((key) => /price|total|amount/i.test(key))).toBe(false);
    expect(await toast("Booking created successfully! Please check your e-mail.")).toBeTruthy();
    expect((screen.getByLabelText("Pickup location") as HTMLInputElement).value).toBe("");
  });

  it("when the server says no online payment (payments off, or a tour), shows the success toast and opens no checkout", async () => {
    bookingAnswer = () =>
      jsonResponse(
        {
          booking: { id: "x", reference: "x", totalPriceCents: 5500, status: "pending" },
          returnBooking: null,
          paymentRequired: true,
          paymentAmountCents: 5500,
          payment: "none",
        },
        201,
      );
    renderForm();
    await fillTrip();
    await screen.findByText("€55.00", {}, { timeout: 3000 });
    const before = toastCount(SUCCESS);
    await submit();
    await newToast(SUCCESS, before);
    expect(posts("/api/bookings")).toHaveLength(1);
    expect(posts("/api/payments/checkout")).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Pickup location") as HTMLInputElement).value).toBe("");
  });

  it("says how transfers are paid: by card, or arranged after booking when online payment is off", async () => {
    const CARD = /Transfers are paid securely by card after booking/;
    const LATER = /our team will contact you to arrange payment/;
    let mode = "stripe";
    fetchMock = mockFetch({
      ...Object.fromEntries(["/api/vehicles", "/api/extras", "/api/tours"].map((p) => [p, () => jsonResponse({ [p.slice(5)]: [] })])),
      "/api/content": () => jsonResponse({ items: [], payments: mode }),
    });
    renderForm();
    expect(await screen.findByText(CARD)).toBeTruthy();
    cleanup();
    mode = "off";
    renderForm();
    expect(await screen.findByText(LATER)).toBeTruthy();
    expect(screen.queryByText(CARD)).toBeNull();
  });

  it("shows the server's refusal of a checkout (online payment off) in the reader's language", async () => {
    checkoutAnswer = () =>
      jsonResponse(
        {
          error: {
            code: "payments_off",
            message:
              "O pagamento online não está disponível. A empresa entrará em contacto consigo para combinar o pagamento.",
          },
        },
        409,
      );
    renderForm();
    await fillTrip();
    await screen.findByText("€55.00", {}, { timeout: 3000 });
    const before = toastCount(SUCCESS);
    await submit();
    await newToast(SUCCESS, before);
    expect(await toast("Online payment is not available. The company will contact you to arrange payment.")).toBeTruthy();
    expect(posts("/api/payments/checkout")).toHaveLength(1);
    expect(screen.queryByText("Error starting the payment", { selector: "[data-sonner-toast] *" })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows a server message in the reader's language", async () => {
    bookingAnswer = () => jsonResponse({ error: { code: "invalid_input", message: capacityMessage(5, 4) } }, 400);
    renderForm();
    await fillTrip();
    await screen.findByText("€55.00", {}, { timeout: 3000 });
    set("Passengers", "3");
    await screen.findByText("€55.00", {}, { timeout: 3000 });
    await submit();
    expect(await toast("The selected vehicle cannot carry 5 passengers. Maximum capacity: 4")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

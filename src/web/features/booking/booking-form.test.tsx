// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { capacityMessage } from "../../../domain/booking-messages.ts";
import type { ClassQuote } from "../../../domain/quote-schema.ts";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { BookingForm } from "./booking-form.tsx";

const ECONOMY_ID = "11111111-1111-4111-8111-111111111111";
const EXTRA = {
  id: "22222222-2222-4222-8222-222222222222",
  name: "Child seat",
  priceCents: 800,
  description: null,
  imageUrl: null,
};

const classRow = (
  vehicleClass: string,
  vehicleId: string,
  capacity: number,
  tripCents: number,
  passengers = 1,
): ClassQuote => ({
  vehicleClass,
  vehicleId,
  vehicleName: `${vehicleClass} car`,
  imageUrl: null,
  capacity,
  luggage: capacity,
  available: capacity >= passengers && tripCents > 0,
  tripCents,
  totalCents: tripCents,
  extrasCents: 0,
  ...(capacity < passengers ? { reason: "too_small" as const } : {}),
});

/** What /api/quotes/classes answers for the passengers asked. */
const classesFor = (passengers: number) => [
  classRow("Economy", ECONOMY_ID, 4, 5500, passengers),
  classRow("Van", "33333333-3333-4333-8333-333333333333", 8, 7500, passengers),
  classRow("Premium", "44444444-4444-4444-8444-444444444444", 3, 8500, passengers),
];

let quote: Record<string, unknown>;
let quoteAnswer: () => Response | Promise<Response>;
let bookingAnswer: () => Response;
let checkoutAnswer: () => Response;
let fetchMock: ReturnType<typeof mockFetch>;
const assign = vi.fn();
const SUCCESS = "Booking created successfully! Please check your e-mail.";

function bookingCreated(payment: "checkout" | "none") {
  return jsonResponse(
    {
      booking: { id: "x", reference: "x", totalPriceCents: 5500, status: "pending" },
      returnBooking: null,
      paymentRequired: true,
      paymentAmountCents: 5500,
      payment,
      manageToken: "tok_abc",
    },
    201,
  );
}

beforeEach(() => {
  quote = {
    available: true,
    tripCents: 5500,
    totalCents: 5500,
    extrasCents: 0,
    baseCents: 5500,
    extras: [],
    returnCents: 0,
  };
  quoteAnswer = () => jsonResponse(quote);
  bookingAnswer = () => bookingCreated("checkout");
  checkoutAnswer = () => jsonResponse({ url: "https://checkout.example/session" });
  fetchMock = mockFetch({
    "/api/vehicles": () => jsonResponse({ vehicles: [] }),
    "/api/extras": () => jsonResponse({ extras: [EXTRA] }),
    "/api/tours": () =>
      jsonResponse({ tours: [{ id: "55555555-5555-4555-8555-555555555555", name: "Faro City", slug: "faro" }] }),
    "/api/places/search": () => jsonResponse({ suggestions: [] }),
    "/api/content": () =>
      jsonResponse({
        items: [
          { section: "company", key: "phone", value: "+351 289 111 222" },
          { section: "company", key: "whatsapp", value: "+351 912 000 111" },
          { section: "booking", key: "min_notice_hours", value: "24" },
        ],
        payments: "test",
      }),
    "/api/quotes": () => quoteAnswer(),
    "/api/quotes/classes": (init) => jsonResponse({ classes: classesFor(JSON.parse(String(init?.body)).passengers) }),
    "/api/bookings": () => bookingAnswer(),
    // The checkout opens with the booking's own token (its answer's), never with its id.
    "/api/manage/tok_abc/checkout": () => checkoutAnswer(),
  });
  Object.defineProperty(window, "location", { value: { ...window.location, assign }, writable: true });
  assign.mockReset();
});
afterEach(cleanup);
// The month grid is loaded on demand: load it once up front so opening it is quick.
beforeAll(async () => void (await import("./calendar.tsx")));

function renderForm(route = "/") {
  return renderWithProviders(
    <>
      <BookingForm />
      <Toaster />
      <LocationProbe />
    </>,
    { route },
  );
}

/** Shows the router's current path, to see where the form navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submitButton = () => screen.getByRole("button", { name: /Book now|Calculating price…|Processing/ });
/** Clicks "Book now" (the form's lower part mounts a task after its first screen). */
const submit = async () => {
  const button = await screen.findByRole("button", { name: "Book now" });
  await act(async () => void fireEvent.click(button));
};
const posts = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), "http://x").pathname === path);
const toast = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });
const toastCount = (text: string) => screen.queryAllByText(text, { selector: "[data-sonner-toast] *" }).length;
/** Waits for one more toast with this text than `before` (an earlier test's toast may linger). */
const newToast = (text: string, before: number) =>
  waitFor(() => expect(toastCount(text)).toBe(before + 1));

/** The 10th of next month: always more than the minimum notice ahead. */
async function pickDate(label = "Date") {
  fireEvent.click(screen.getByRole("button", { name: label }));
  fireEvent.click(await screen.findByRole("button", { name: "Go to the Next Month" }));
  const grid = await screen.findByRole("grid");
  fireEvent.click(within(grid).getByText("10", { selector: "button" }));
}

async function pickTime(hour: string, minute: string) {
  set("Time", hour);
  fireEvent.change(screen.getAllByLabelText("Minutes")[0]!, { target: { value: minute } });
}

async function fillTrip() {
  set("Pickup location", "Aeroporto de Faro (FAO)");
  set("Destination", "Albufeira");
  await pickDate();
  await pickTime("14", "30");
  fireEvent.click(await screen.findByRole("radio", { name: /Economy/ }));
  set("Flight number", "TP1901");
  set("Full name", "Joana Costa");
  set("Phone", "+351 912 345 678");
  set("E-mail", "joana@example.com");
}

const waitForPrice = (text = "€55.00") =>
  screen.findByTestId("booking-price").then(async (el) => {
    await waitFor(() => expect(el.textContent).toBe(text));
    await waitFor(() => expect(submitButton().textContent).toBe("Book now"));
  });

describe("booking form", () => {
  it("mounts its first screen, then the rest in later tasks, keeping its placeholder's room meanwhile", async () => {
    renderForm();
    const form = screen.getByRole("form");
    expect(screen.getByLabelText("Pickup location")).toBeTruthy();
    expect(screen.queryByLabelText("Full name")).toBeNull();
    expect(form.className).toContain("min-h-[46rem]");
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(await screen.findByLabelText("Full name")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Book now" })).toBeTruthy();
    expect(screen.getByLabelText("Flight number")).toBeTruthy();
    expect(form.className).not.toContain("min-h-[46rem]");
  });

  it("shows only the first failing message and sends nothing", async () => {
    renderForm();
    await submit();
    expect(await toast("Pickup location is required")).toBeTruthy();
    expect(screen.queryByText("Destination is required", { selector: "[data-sonner-toast] *" })).toBeNull();
    expect(posts("/api/bookings")).toHaveLength(0);
  });

  it("offers one card per class with the route's price, and disables the classes too small for the passengers", async () => {
    renderForm();
    set("Pickup location", "Aeroporto de Faro (FAO)");
    set("Destination", "Albufeira");
    const economy = await screen.findByRole("radio", { name: /Economy/ });
    await waitFor(() => expect(economy.textContent).toContain("€55.00"));
    const cards = screen.getAllByTestId("class-card");
    expect(cards.map((c) => c.getAttribute("data-class"))).toEqual(["Economy", "Van", "Premium"]);
    expect(cards[1]!.textContent).toContain("€75.00");
    expect(cards[1]!.textContent).toContain("8 passengers");
    expect(cards[1]!.textContent).toContain("8 suitcases");

    set("Passengers", "5");
    await waitFor(
      () => expect(screen.getByRole("radio", { name: /Premium/ }).getAttribute("aria-disabled")).toBe("true"),
    );
    const premium = screen.getByRole("radio", { name: /Premium/ });
    expect(premium.textContent).toContain("Up to 3 passengers");
    expect(screen.getByRole("radio", { name: /Economy/ }).textContent).toContain("Up to 4 passengers");
    fireEvent.click(premium);
    expect(premium.getAttribute("aria-checked")).toBe("false");
    const van = screen.getByRole("radio", { name: /Van/ });
    expect(van.getAttribute("aria-disabled")).toBeNull();
  });

  it("moves through the class cards with the arrow keys, skipping a disabled one", async () => {
    renderForm();
    set("Passengers", "4");
    const economy = await screen.findByRole("radio", { name: /Economy/ });
    await waitFor(
      () => expect(screen.getByRole("radio", { name: /Premium/ }).getAttribute("aria-disabled")).toBe("true"),
    );
    fireEvent.click(economy);
    expect(economy.getAttribute("aria-checked")).toBe("true");
    fireEvent.keyDown(economy, { key: "ArrowRight" });
    const van = screen.getByRole("radio", { name: /Van/ });
    expect(van.getAttribute("aria-checked")).toBe("true");
    expect(document.activeElement).toBe(van);
    fireEvent.keyDown(van, { key: "ArrowRight" });
    // Premium seats 3: skipped, back to Economy.
    expect(screen.getByRole("radio", { name: /Economy/ }).getAttribute("aria-checked")).toBe("true");
    expect(economy.tabIndex).toBe(0);
    expect(van.tabIndex).toBe(-1);
  });

  it("says it is calculating and cannot submit while the price loads, then enables", async () => {
    let release: () => void = () => {};
    quoteAnswer = () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(quote))));
    renderForm();
    await fillTrip();
    await waitFor(() => expect(posts("/api/quotes")).toHaveLength(1));
    const button = submitButton();
    expect(button.textContent).toBe("Calculating price…");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(posts("/api/bookings")).toHaveLength(0);
    expect(
      screen.queryByText("The price could not be calculated. Please check the addresses or contact us."),
    ).toBeNull();
    await act(async () => release());
    await waitForPrice();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("breaks the price down: trip, each extra, return trip, total with VAT included", async () => {
    quote = {
      available: true,
      tripCents: 9300,
      totalCents: 18600,
      extrasCents: 800,
      baseCents: 8500,
      extras: [{ id: EXTRA.id, name: "Child seat", priceCents: 800 }],
      returnCents: 9300,
    };
    renderForm();
    await fillTrip();
    fireEvent.click(screen.getByLabelText("Add a return trip"));
    await waitForPrice("€186.00");
    const breakdown = screen.getByTestId("price-breakdown");
    const lines = within(breakdown)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(lines).toEqual([
      ["Outbound trip", "€85.00"],
      ["Child seat", "+€8.00"],
      ["Return trip", "+€93.00"],
    ]);
    expect(screen.getByText("Total for both trips")).toBeTruthy();
    expect(screen.getByText("VAT included")).toBeTruthy();
  });

  it("asks for a flight number when the pickup is an airport", async () => {
    renderForm();
    await fillTrip();
    set("Flight number", "");
    await waitForPrice();
    await submit();
    expect(await toast("A flight number is required when the pickup is an airport")).toBeTruthy();
    expect(posts("/api/bookings")).toHaveLength(0);
  });

  it("has no flight number field for a tour", async () => {
    renderForm();
    expect(await screen.findByLabelText("Flight number")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Tour" }));
    await waitFor(() => expect(screen.queryByLabelText("Flight number")).toBeNull());
  });

  it("shows the contact-us notice without a price, and sends a quote request with the trip in one click", async () => {
    renderForm();
    await fillTrip();
    await waitForPrice();
    quote = { available: false, tripCents: 0, totalCents: 0, extrasCents: 0, baseCents: 0, extras: [], returnCents: 0 };
    set("Destination", "Bragança");
    expect(
      await screen.findByText(
        "Price not available. Please contact the company for a personalised quote.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(submitButton().textContent).toBe("Book now"));
    await submit();
    expect(await toast("The price could not be calculated. Please check the addresses or contact us.")).toBeTruthy();
    expect(posts("/api/bookings")).toHaveLength(0);

    fetchMock.mockImplementationOnce(async () => jsonResponse({ ok: true }, 201));
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Request a quote" })));
    expect(
      await screen.findByText("Thank you! Your request has been sent and a confirmation is on its way to your e-mail. We will reply with our price."),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe("/api/quote-requests?lang=en");
    expect(JSON.parse(String(init!.body))).toMatchObject({
      bookingType: "transfer",
      origin: "Aeroporto de Faro (FAO)",
      destination: "Bragança",
      bookingTime: "14:30",
      vehicleClass: "Economy",
      customerName: "Joana Costa",
      customerEmail: "joana@example.com",
      customerPhone: "+351 912 345 678",
    });
  });

  it("books without sending a price, then goes to the checkout url", async () => {
    renderForm();
    await fillTrip();
    await waitForPrice();
    await submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/session"));
    const body = JSON.parse(String(posts("/api/bookings")[0]![1]!.body));
    expect(body).toMatchObject({
      bookingType: "transfer",
      origin: "Aeroporto de Faro (FAO)",
      passengers: 1,
      vehicleClass: "Economy",
      vehicleId: ECONOMY_ID,
      bookingTime: "14:30",
    });
    expect(body.bookingDate).toMatch(/^\d{4}-\d{2}-10$/);
    expect(Object.keys(body).some((key) => /price|total|amount/i.test(key))).toBe(false);
    expect(await toast(SUCCESS)).toBeTruthy();
  });

  it("without online payment, opens the booking page of the new booking", async () => {
    bookingAnswer = () => bookingCreated("none");
    renderForm();
    await fillTrip();
    await waitForPrice();
    const before = toastCount(SUCCESS);
    await submit();
    await newToast(SUCCESS, before);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/booking/tok_abc?created=1"));
    expect(posts("/api/manage/tok_abc/checkout")).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it("when the checkout cannot open, says so and opens the booking page (to pay from there)", async () => {
    checkoutAnswer = () => jsonResponse({ error: { code: "provider_error", message: "boom" } }, 502);
    renderForm();
    await fillTrip();
    await waitForPrice();
    await submit();
    expect(await toast("Error starting the payment")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/booking/tok_abc"));
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a checkout (online payment off) in the reader's language", async () => {
    checkoutAnswer = () =>
      jsonResponse(
        {
          error: {
            code: "payments_off",
            // The booking page's routes answer in the language the request asks for (?lang=).
            message: "Online payment is not available. The company will contact you to arrange payment.",
          },
        },
        409,
      );
    renderForm();
    await fillTrip();
    await waitForPrice();
    const errorsBefore = toastCount("Error starting the payment");
    await submit();
    expect(
      await toast("Online payment is not available. The company will contact you to arrange payment."),
    ).toBeTruthy();
    expect(posts("/api/manage/tok_abc/checkout")).toHaveLength(1);
    expect(new URL(String(posts("/api/manage/tok_abc/checkout")[0]![0]), "http://x").searchParams.get("lang")).toBe("en");
    expect(toastCount("Error starting the payment")).toBe(errorsBefore);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/booking/tok_abc?created=1"));
    expect(assign).not.toHaveBeenCalled();
  });

  it("a repeated submission (answered without a token) confirms the booking and opens no checkout", async () => {
    bookingAnswer = () => {
      const answer = { booking: { id: "x", reference: "x", totalPriceCents: 5500, status: "pending" }, returnBooking: null, paymentRequired: true, paymentAmountCents: 5500, payment: "none" };
      return jsonResponse(answer, 200);
    };
    renderForm();
    await fillTrip();
    await waitForPrice();
    const before = toastCount(SUCCESS);
    await submit();
    await newToast(SUCCESS, before);
    expect(posts("/api/manage/tok_abc/checkout")).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByTestId("location").textContent).toBe("/");
  });

  it("an id already taken by another submission (409) is said in the reader's language", async () => {
    bookingAnswer = () => jsonResponse({ error: { code: "booking_exists", message: "Esta reserva já foi registada. Verifique o seu email." } }, 409);
    renderForm();
    await fillTrip();
    await waitForPrice();
    await submit();
    expect(await toast("This booking has already been made. Please check your e-mail.")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows a server message in the reader's language", async () => {
    bookingAnswer = () => jsonResponse({ error: { code: "invalid_input", message: capacityMessage(5, 4) } }, 400);
    renderForm();
    await fillTrip();
    await waitForPrice();
    await submit();
    expect(await toast("The selected vehicle cannot carry 5 passengers. Maximum capacity: 4")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it("preselects the class named in the page's URL", async () => {
    renderForm("/transfers?class=Van");
    const van = await screen.findByRole("radio", { name: /Van/ });
    expect(van.getAttribute("aria-checked")).toBe("true");
  });

  it("says how transfers are paid: by card, or arranged after booking when online payment is off", async () => {
    const CARD = /Transfers are paid securely by card after booking/;
    const LATER = /our team will contact you to arrange payment/;
    let mode = "stripe";
    fetchMock = mockFetch({
      ...Object.fromEntries(
        ["/api/vehicles", "/api/extras", "/api/tours"].map((p) => [p, () => jsonResponse({ [p.slice(5)]: [] })]),
      ),
      "/api/quotes/classes": () => jsonResponse({ classes: [] }),
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
});

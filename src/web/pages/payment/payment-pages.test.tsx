// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { makeManagedBooking } from "../manage-booking/manage-booking-fixtures.ts";
import { PaymentCancelledPage } from "./payment-cancelled-page.tsx";
import { PaymentSuccessPage } from "./payment-success-page.tsx";

afterEach(cleanup);

const ID = "a1b2c3d4-0000-4000-8000-000000000001";
const TOKEN = "tok_0123456789abcdefghijklmnopqrstuvwxyzABCDE";
const plain = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ");

describe("/payment-success", () => {
  it("without a token: the spec's page (reference, home and contact), no booking asked for", () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<PaymentSuccessPage />, { route: `/payment-success?booking_id=${ID}` });
    expect(screen.getByRole("heading", { level: 1, name: "Payment confirmed" })).toBeTruthy();
    expect(screen.getByTestId("booking-reference").textContent).toBe("a1b2c3d4");
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
    expect(screen.queryByRole("link", { name: "View my booking" })).toBeNull();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith("/api/manage"))).toEqual([]);
  });

  it("with a token: the booking's summary, amount paid, what happens next and a link to its page", async () => {
    const fetchMock = mockFetch({ [`/api/manage/${TOKEN}`]: () => jsonResponse(makeManagedBooking()) });
    renderWithProviders(<PaymentSuccessPage />, { route: `/payment-success?booking_id=${ID}&token=${TOKEN}` });

    const summary = await screen.findByRole("region", { name: "Your booking" });
    const outbound = within(summary).getByTestId(`summary-${ID}`);
    expect(within(outbound).getAllByText("Aeroporto de Faro (FAO)")).toHaveLength(1);
    expect(within(outbound).getByText("Hotel Vila Joya, Albufeira")).toBeTruthy();
    expect(plain(within(outbound).getByText(/December 2026/).textContent)).toBe("Saturday, 12 December 2026 · 14:30");
    expect(within(outbound).getByText(/3 passengers · Premium \(Mercedes-Benz Classe E\) · Flight TP1901/)).toBeTruthy();
    expect(within(outbound).getByText(/Siège enfant/).textContent).toBe("+ Siège enfant (€10.00)");
    expect(within(summary).getByText("Return trip")).toBeTruthy();
    expect(within(summary).getByText("Paid")).toBeTruthy();
    expect(within(summary).getByTestId("summary-amount").textContent).toBe("€100.00");
    expect(screen.getByRole("heading", { name: "What happens next" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View my booking" }).getAttribute("href")).toBe(`/booking/${TOKEN}`);
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(`/api/manage/${TOKEN}?lang=en`);
  });
});

describe("/payment-cancelled", () => {
  it("without a token: Try again goes home as the spec says", () => {
    mockFetch({});
    renderWithProviders(<PaymentCancelledPage />, { route: `/payment-cancelled?booking_id=${ID}` });
    expect(screen.getByRole("heading", { level: 1, name: "Payment cancelled" })).toBeTruthy();
    expect(screen.getByTestId("booking-reference").textContent).toBe("a1b2c3d4");
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
  });

  it("with a token: Try again opens the booking's page (to pay the same booking) and the summary shows the total", async () => {
    mockFetch({
      [`/api/manage/${TOKEN}`]: () =>
        jsonResponse(
          makeManagedBooking({
            payment: { state: "pending", amountDueCents: 10000, amountPaidCents: 0, refundedCents: 0, testMode: true },
          }),
        ),
    });
    renderWithProviders(<PaymentCancelledPage />, { route: `/payment-cancelled?booking_id=${ID}&token=${TOKEN}` });
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe(`/booking/${TOKEN}`);
    const summary = await screen.findByRole("region", { name: "Your booking" });
    expect(within(summary).getByText("Total")).toBeTruthy();
    expect(within(summary).getByTestId("summary-amount").textContent).toBe("€100.00");
  });
});

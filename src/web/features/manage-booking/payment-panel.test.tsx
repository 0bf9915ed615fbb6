// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { makeManagedBooking, makeTrip } from "../../pages/manage-booking/manage-booking-fixtures.ts";
import { PaymentPanel } from "./payment-panel.tsx";

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF";
const CHECKOUT = `/api/manage/${TOKEN}/checkout`;
const assign = vi.fn();

beforeEach(() => {
  Object.defineProperty(window, "location", { value: { ...window.location, assign }, writable: true });
  assign.mockReset();
});
afterEach(cleanup);

const pending = makeManagedBooking({
  booking: makeTrip({ status: "pending" }),
  payment: { state: "pending", amountDueCents: 10000, amountPaidCents: 0, refundedCents: 0, testMode: false },
});

describe("Pay now on the booking page when the payment provider is down", () => {
  it("shows the server's message, keeps the button usable, and a second try opens the checkout of the same booking", async () => {
    let stripeBack = false;
    const fetchMock = mockFetch({
      [CHECKOUT]: () =>
        stripeBack
          ? jsonResponse({ url: "https://checkout.stripe.test/c/pay/cs_1" })
          : jsonResponse(
              { error: { code: "payment_unavailable", message: "Payment is not available right now. Please try again in a few minutes." } },
              502,
            ),
    });
    renderWithProviders(<PaymentPanel data={pending} token={TOKEN} />);

    fireEvent.click(screen.getByRole("button", { name: /^Pay now/ }));
    expect((await screen.findByRole("alert")).textContent).toBe("Payment is not available right now. Please try again in a few minutes.");
    expect(assign).not.toHaveBeenCalled();

    stripeBack = true;
    const button = screen.getByRole("button", { name: /^Pay now/ });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.stripe.test/c/pay/cs_1"));
    // Both tries were for this booking's private link; nothing else was asked.
    expect(fetchMock.mock.calls.map(([input]) => String(input).split("?")[0])).toEqual([CHECKOUT, CHECKOUT]);
  });

  it("a network failure (no answer) also shows a message and lets the customer try again", async () => {
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    renderWithProviders(<PaymentPanel data={pending} token={TOKEN} />);
    fireEvent.click(screen.getByRole("button", { name: /^Pay now/ }));
    expect((await screen.findByRole("alert")).textContent).not.toBe("");
    expect((screen.getByRole("button", { name: /^Pay now/ }) as HTMLButtonElement).disabled).toBe(false);
  });
});

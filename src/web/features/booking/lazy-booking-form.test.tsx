// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { LazyBookingForm } from "./lazy-booking-form.tsx";

vi.mock("./booking-form.tsx", () => ({
  BookingForm: ({ defaultType }: { defaultType?: string }) => <form data-testid="booking-form" data-type={defaultType} />,
}));

/** A stand-in for the browser's IntersectionObserver that the test drives by hand. */
let observed: { callback: IntersectionObserverCallback; margin?: string }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observed.push({ callback, margin: options?.rootMargin });
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the booking form further down a page", () => {
  it("keeps its place (a loading status) and does not download the form until it nears the screen", async () => {
    renderWithProviders(<LazyBookingForm defaultType="tour" />);
    await act(async () => {});
    expect(screen.queryByTestId("booking-form")).toBeNull();
    expect(screen.getByRole("status").className).toContain("min-h-");
    expect(observed).toHaveLength(1);
    expect(observed[0]!.margin).toMatch(/^\d+px/);
  });

  it("shows the form once its place comes near the screen", async () => {
    renderWithProviders(<LazyBookingForm defaultType="tour" />);
    await act(async () => {
      observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect((await screen.findByTestId("booking-form")).dataset.type).toBe("tour");
  });
});

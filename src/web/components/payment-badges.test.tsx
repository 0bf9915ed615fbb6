// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../test/render-with-providers.tsx"; // English texts loaded
import { PaymentBadges } from "./payment-badges.tsx";

afterEach(cleanup);

describe("PaymentBadges", () => {
  it("lists the accepted payment methods as marks with accessible names", () => {
    render(<PaymentBadges />);
    const list = screen.getByRole("list", { name: "Accepted payment methods" });
    const marks = within(list).getAllByRole("img");
    expect(marks.map((svg) => svg.getAttribute("aria-label"))).toEqual([
      "Visa",
      "Mastercard",
      "American Express",
      "Apple Pay",
      "Google Pay",
      "Stripe",
    ]);
    for (const svg of marks) {
      // A drawn mark (a path in a viewBox), never a word standing in for a logo.
      expect(svg.tagName.toLowerCase()).toBe("svg");
      expect(svg.getAttribute("viewBox")).toMatch(/^[\d.]+ [\d.]+ [\d.]+ [\d.]+$/);
      expect(svg.querySelector("path")?.getAttribute("d")?.length ?? 0).toBeGreaterThan(20);
      expect(Number(svg.getAttribute("height"))).toBeGreaterThan(0);
    }
    expect(within(list).getByText("Secure payment via")).toBeTruthy();
  });

  it("has no visible text in the card brands' badges", () => {
    render(<PaymentBadges showStripe={false} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    for (const item of items) {
      // The only text is the SVG's <title> (its name for assistive technology).
      expect(item.textContent).toBe(item.querySelector("title")?.textContent);
    }
    expect(screen.queryByRole("img", { name: "Stripe" })).toBeNull();
  });

  it("takes its name from a visible heading when given one", () => {
    render(
      <>
        <h2 id="pay">Secure payment</h2>
        <PaymentBadges labelledBy="pay" size="sm" />
      </>,
    );
    expect(screen.getByRole("list", { name: "Secure payment" })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { TermsPage } from "./terms-page.tsx";

beforeEach(() => {
  mockFetch({
    "/api/content": () =>
      jsonResponse({ items: [{ section: "company", key: "email", value: "privacy@example.pt" }] }),
  });
});
afterEach(cleanup);

const sectionText = (name: RegExp) =>
  screen.getByRole("heading", { level: 2, name }).closest("section")?.textContent ?? "";

describe("terms and privacy", () => {
  it("shows the title and the localised last-updated date", () => {
    renderWithProviders(<TermsPage />, { route: "/terms" });
    expect(screen.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeTruthy();
    const updated = screen.getByText("Last updated: 23 October 2025");
    expect(updated.getAttribute("datetime")).toBe("2025-10-23");
    expect(document.title).toBe("Terms and Conditions & Privacy Policy | Lusitania Chauffeur");
  });

  it("states every policy of the spec", () => {
    renderWithProviders(<TermsPage />, { route: "/terms" });
    const cancellation = sectionText(/Cancellations and refunds/);
    expect(cancellation).toContain("More than 48 hours before the service: 100% refund.");
    expect(cancellation).toContain("Between 24 and 48 hours before: 50% refund.");
    expect(cancellation).toMatch(/Less than 24 hours before, or if the passenger does not show up \(no-show\): no refund/);
    expect(sectionText(/Changes to a booking/)).toContain("up to 24 hours before the service");
    const pickup = sectionText(/Pickup, waiting time/);
    expect(pickup).toContain("up to 15 minutes after the booked time");
    expect(pickup).toContain("up to 60 minutes after landing at no charge");
    expect(sectionText(/Lost property/)).toContain("kept for 30 days");
    expect(sectionText(/^2\. Bookings/)).toContain("at least 24 hours before the service");
    const prices = sectionText(/Prices and payment/);
    expect(prices).toContain("include VAT");
    for (const method of ["Credit or debit card", "An online wallet", "Bank transfer", "Cash, paid to the driver"]) {
      expect(prices).toContain(method);
    }
  });

  it("has a privacy policy with the data kept, retention, GDPR rights and the company e-mail", async () => {
    renderWithProviders(<TermsPage />, { route: "/terms" });
    const privacy = screen.getByRole("heading", { level: 2, name: /Privacy policy/ }).closest("section")!;
    for (const heading of ["What we collect", "Why we use it", "Who receives it", "How long we keep it", "Your rights"]) {
      expect(within(privacy).getByRole("heading", { level: 3, name: heading })).toBeTruthy();
    }
    expect(privacy.textContent).toContain("GDPR");
    // The chauffeur's positions during a job (decision 0050): taken only then, deleted after 30 days.
    expect(privacy.textContent).toContain("never taken outside a job");
    expect(privacy.textContent).toContain("deleted 30 days after they were taken");
    const email = await screen.findByRole("link", { name: "privacy@example.pt" });
    expect(email.getAttribute("href")).toBe("mailto:privacy@example.pt");
    expect(screen.getByRole("link", { name: "Go to the contact page" }).getAttribute("href")).toBe("/contact");
  });
});

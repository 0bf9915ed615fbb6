// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingFormProps } from "../../features/booking/booking-form.tsx";
import { makeTourDetail } from "../../test/catalogue-fixtures.ts";
import { jsonResponse, mockFetch, pendingResponse, renderWithProviders } from "../../test/render-with-providers.tsx";
import { useLocation } from "react-router";
import { TourDetailPage } from "./tour-detail-page.tsx";

vi.mock("../../features/booking/booking-form.tsx", () => ({
  BookingForm: ({ defaultType, tourId }: BookingFormProps) => (
    <form data-testid="booking-form" data-type={defaultType} data-tour-id={tourId} />
  ),
}));

afterEach(cleanup);

/** Shows the router's address, to see where the page sent it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

const renderAt = (slug: string) =>
  renderWithProviders(<TourDetailPage />, { route: `/tours/${slug}`, path: "/tours/:slug" });

describe("tour detail", () => {
  it("moves the address to the tour's current slug when the API answered an old one's redirect", async () => {
    // fetch follows the API's 301 (/api/tours/algarve → /api/tours/algarve-coast-full-day): the answer is the renamed tour.
    const fetchMock = mockFetch({ "/api/tours/algarve": () => jsonResponse({ tour: makeTourDetail({ slug: "algarve-coast-full-day" }) }) });
    renderWithProviders(
      <>
        <TourDetailPage />
        <Address />
      </>,
      { route: "/tours/algarve?lang=pt", path: "/tours/:slug" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Algarve Coast Full Day" })).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/tours/algarve-coast-full-day?lang=pt"));
    // The tour stays on screen under its new address, from the answer already had.
    expect(screen.getByRole("heading", { level: 1, name: "Algarve Coast Full Day" })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the loading state", () => {
    mockFetch({ "/api/tours/algarve": pendingResponse });
    renderAt("algarve");
    expect(screen.getByText("Loading tour...")).toBeTruthy();
  });

  it("shows the tour: name, duration, capacity, badge, photos, description, itinerary, lists and the tour booking form", async () => {
    mockFetch({
      "/api/tours/algarve": () =>
        jsonResponse({
          tour: makeTourDetail({
            imageUrl: "https://images.example.com/algarve.jpg",
            additionalImages: ["/photos/tour-photos/benagil.jpg", "https://images.example.com/lagos.jpg"],
          }),
        }),
    });
    renderAt("algarve");

    expect(await screen.findByRole("heading", { level: 1, name: "Algarve Coast Full Day" })).toBeTruthy();
    expect(screen.getByText("8 hours")).toBeTruthy();
    expect(screen.getByText("Up to 8 people")).toBeTruthy();
    expect(screen.getByText("Premium Experience")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "About This Tour" })).toBeTruthy();
    expect(screen.getByText("Discover the most spectacular stretch of the Algarve coast.")).toBeTruthy();

    // The itinerary keeps one line per step.
    const itinerary = screen.getByRole("heading", { name: "Itinerary" }).closest("section")!;
    const steps = within(itinerary).getAllByRole("listitem").map((li) => li.textContent);
    expect(steps).toEqual(["09:00Pickup at your hotel", "10:45Carvoeiro boardwalk", "Return in the evening"]);

    const included = screen.getByRole("heading", { name: "Included" }).closest("section")!;
    expect(within(included).getByText("Private vehicle")).toBeTruthy();
    const notIncluded = screen.getByRole("heading", { name: "Not Included" }).closest("section")!;
    expect(within(notIncluded).getByText("Boat trip")).toBeTruthy();

    // Hero at once, gallery lazily, our own photos with a srcset.
    const hero = document.querySelector('img[src="https://images.example.com/algarve.jpg"]')!;
    expect(hero.getAttribute("alt")).toBe(""); // decorative: the name is the heading over it
    expect(hero.getAttribute("loading")).toBe("eager");
    expect(hero.getAttribute("width")).toBe("1920");
    const benagil = screen.getByRole("img", { name: "Algarve Coast Full Day, photo 1" });
    expect(benagil.getAttribute("loading")).toBe("lazy");
    expect(benagil.getAttribute("decoding")).toBe("async");
    expect(benagil.getAttribute("srcset")).toContain("/photos/tour-photos/benagil.jpg?w=768 768w");
    expect(screen.getByRole("img", { name: "Algarve Coast Full Day, photo 2" }).getAttribute("srcset")).toBeNull();

    const form = await screen.findByTestId("booking-form");
    expect(form.dataset.type).toBe("tour");
    expect(form.dataset.tourId).toBe("7f9c0c9e-0000-4000-8000-000000000001");
    expect(screen.getByText("€320.50")).toBeTruthy();

    expect(document.title).toBe("Algarve Coast Full Day | Lusitania Chauffeur");
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
      "https://images.example.com/algarve.jpg",
    );
  });

  it("shows the tour's drawing as its cover when it has no photo, and its highlights", async () => {
    mockFetch({ "/api/tours/fatima": () => jsonResponse({ tour: makeTourDetail({ slug: "fatima", name: "Fátima Pilgrimage Full Day", imageUrl: null }) }) });
    renderAt("fatima");
    expect(await screen.findByRole("heading", { level: 1, name: "Fátima Pilgrimage Full Day" })).toBeTruthy();
    const cover = document.querySelector('img[src="/artwork/tours/fatima-sanctuary.svg"]')!;
    expect(cover.getAttribute("loading")).toBe("eager");
    expect(cover.getAttribute("width")).toBe("1920");
    expect(cover.getAttribute("height")).toBe("800");
    expect(document.querySelector("[data-placeholder]")).toBeNull();

    const highlights = screen.getByRole("heading", { name: "Highlights" }).closest("section")!;
    expect(within(highlights).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Benagil sea cave", "Ponta da Piedade"]);
  });

  it("says Tour Not Found for an unknown slug, with a link to every tour", async () => {
    mockFetch({
      "/api/tours/atlantis": () => jsonResponse({ error: { code: "not_found", message: "Tour Não Encontrado" } }, 404),
    });
    renderAt("atlantis");
    expect(await screen.findByRole("heading", { name: "Tour Not Found" })).toBeTruthy();
    expect(screen.getByText("The tour you are looking for does not exist.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View all tours" }).getAttribute("href")).toBe("/tours");
    expect(screen.queryByTestId("booking-form")).toBeNull();
  });

  it("shows a loading failure with its message", async () => {
    mockFetch({ "/api/tours/algarve": () => jsonResponse({ error: { code: "internal", message: "Indisponível" } }, 500) });
    renderAt("algarve");
    expect(await screen.findByText("Error loading the tour: Indisponível")).toBeTruthy();
  });
});

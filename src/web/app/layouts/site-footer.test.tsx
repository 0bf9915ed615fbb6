// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeTour } from "../../test/catalogue-fixtures.ts";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { FOOTER_TOUR_LINKS, SiteFooter } from "./site-footer.tsx";

afterEach(cleanup);

describe("the footer's tour links", () => {
  it("link each tour of the catalogue by its current slug and name, none hard-coded", async () => {
    mockFetch({
      "/api/content": () => jsonResponse({ items: [] }),
      "/api/tours": () =>
        jsonResponse({
          tours: [
            makeTour({ id: "t1", slug: "algarve-coast-full-day", name: "Algarve Coast Full Day" }),
            makeTour({ id: "t2", slug: "fatima-pilgrimage-full-day", name: "Fátima Pilgrimage Full Day" }),
          ],
        }),
    });
    renderWithProviders(<SiteFooter />);
    const nav = within(screen.getByRole("navigation", { name: "Tours" }));
    expect(await nav.findByRole("link", { name: "Algarve Coast Full Day" })).toBeTruthy();
    const links = nav.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Algarve Coast Full Day", "/tours/algarve-coast-full-day"],
      ["Fátima Pilgrimage Full Day", "/tours/fatima-pilgrimage-full-day"],
    ]);
    expect(document.querySelector('a[href="/tours/algarve"], a[href="/tours/fatima"], a[href="/tours/faro"]')).toBeNull();
  });

  it(`shows at most ${FOOTER_TOUR_LINKS}, in the catalogue's order`, async () => {
    const tours = Array.from({ length: FOOTER_TOUR_LINKS + 2 }, (_, i) => makeTour({ id: `t${i}`, slug: `tour-${i}`, name: `Tour ${i}` }));
    mockFetch({ "/api/content": () => jsonResponse({ items: [] }), "/api/tours": () => jsonResponse({ tours }) });
    renderWithProviders(<SiteFooter />);
    const nav = within(screen.getByRole("navigation", { name: "Tours" }));
    await nav.findByRole("link", { name: "Tour 0" });
    expect(nav.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(
      tours.slice(0, FOOTER_TOUR_LINKS).map((t) => `/tours/${t.slug}`),
    );
  });
});

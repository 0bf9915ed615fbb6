// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { AboutPage } from "./about-page.tsx";

afterEach(cleanup);

describe("about", () => {
  it("shows the mission, four values, the 2020–2024 timeline and the stated figures", () => {
    renderWithProviders(<AboutPage />, { route: "/about" });
    expect(screen.getByRole("heading", { level: 2, name: /Every journey calm/ })).toBeTruthy();

    const values = screen.getByRole("heading", { level: 2, name: "Our values" }).closest("section")!;
    expect(within(values).getAllByRole("heading", { level: 3 })).toHaveLength(4);

    const timeline = screen.getByRole("heading", { level: 2, name: "Our story" }).closest("section")!;
    expect(within(timeline).getAllByRole("listitem").map((li) => li.textContent?.slice(0, 4))).toEqual([
      "2020",
      "2021",
      "2022",
      "2023",
      "2024",
    ]);

    const stats = [...document.querySelectorAll("dl > div")].map((d) => [
      d.querySelector("dt")?.textContent,
      d.querySelector("dd")?.textContent,
    ]);
    expect(stats).toEqual([
      ["Founded", "2020"],
      ["Years of experience", "5+"],
      ["Vehicles", "20+"],
      ["Happy customers", "10,000+"],
    ]);
    expect(document.title).toBe("About Us | Lusitania Chauffeur");
  });
});

// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { useEffect } from "react";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollRestoration } from "./scroll-restoration.tsx";

afterEach(cleanup);

const router: { navigate?: NavigateFunction } = {};
function Navigator() {
  const navigateTo = useNavigate();
  useEffect(() => {
    router.navigate = navigateTo;
  }, [navigateTo]);
  return null;
}
const navigate = (to: string | number) => (typeof to === "number" ? router.navigate!(to) : router.navigate!(to));

/** jsdom does not scroll: window.scrollTo records the position and raises a scroll event. */
let scrollCalls: number[];
beforeEach(() => {
  scrollCalls = [];
  vi.spyOn(window, "scrollTo").mockImplementation(((x: number, y: number) => {
    scrollCalls.push(y);
    userScroll(y);
  }) as typeof window.scrollTo);
});

function userScroll(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("ScrollRestoration", () => {
  it("opens a new page at its top and brings Back to where the page was left", async () => {
    render(
      <MemoryRouter initialEntries={["/tours"]}>
        <ScrollRestoration />
        <Navigator />
      </MemoryRouter>,
    );
    act(() => userScroll(1200));
    await act(async () => navigate("/tours/algarve"));
    expect(scrollCalls.at(-1)).toBe(0);
    act(() => userScroll(300));
    await act(async () => navigate(-1));
    expect(scrollCalls.at(-1)).toBe(1200);
    await act(async () => navigate(1));
    expect(scrollCalls.at(-1)).toBe(300);
  });

  it("scrolls to the section a #hash names", async () => {
    const section = document.createElement("section");
    section.id = "airport";
    section.scrollIntoView = vi.fn();
    document.body.append(section);
    render(
      <MemoryRouter initialEntries={["/"]}>
        <ScrollRestoration />
        <Navigator />
      </MemoryRouter>,
    );
    await act(async () => navigate("/transfers#airport"));
    expect(section.scrollIntoView).toHaveBeenCalled();
    section.remove();
  });
});

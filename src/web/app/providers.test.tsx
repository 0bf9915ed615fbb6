// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "../lib/toast.ts";
import { AppProviders, TOASTER_PROPS } from "./providers.tsx";

afterEach(cleanup);

describe("the toaster", () => {
  it("sits at the bottom, away from the sticky header at the top, on phones and wide screens", () => {
    expect(TOASTER_PROPS.position).toBe("bottom-right");
    expect(TOASTER_PROPS.offset).toEqual({ bottom: 24, right: 24 });
    expect(TOASTER_PROPS.mobileOffset).toEqual({ bottom: "calc(16px + env(safe-area-inset-bottom))", left: 16, right: 16 });
  });

  it("mounts no toaster (nor downloads it) until a toast is shown", () => {
    render(<AppProviders>page</AppProviders>);
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();
  });

  it("shows a toast at the bottom of the screen", async () => {
    render(<AppProviders>page</AppProviders>);
    act(() => {
      toast.success("Reserva guardada");
    });
    expect(await screen.findByText("Reserva guardada")).toBeTruthy();
    const list = document.querySelector("[data-sonner-toaster]")!;
    expect(list.getAttribute("data-y-position")).toBe("bottom");
    expect(list.getAttribute("data-x-position")).toBe("right");
    const style = (list as HTMLElement).style;
    expect(style.getPropertyValue("--offset-bottom")).toBe("24px");
    expect(style.getPropertyValue("--mobile-offset-bottom")).toBe("calc(16px + env(safe-area-inset-bottom))");
  });
});

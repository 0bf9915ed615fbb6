// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lisbonInstant } from "../../../domain/lisbon-date.ts";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { WAIT_MS } from "../../../../test-support/test-limits.ts";
import { DispatchTab } from "./dispatch-tab.tsx";
import type { BoardDriver, BoardJob, DispatchBoard } from "./use-dispatch.ts";

/*
 * The dispatch board at the widths the admin uses it: a 1440-px screen and a 390-px phone, with a
 * day like the dispatch benchmark's (30 drivers, 60 transfers, 45 of them assigned), whose first
 * pickup is at 05:30 and last at 17:40.
 */
const DRIVERS = 30;
const JOBS = 60;

function minutesOf(i: number): number {
  if (i === 0) return 5 * 60 + 30;
  if (i === JOBS - 1) return 17 * 60 + 40;
  return 6 * 60 + ((i * 37) % (11 * 60));
}
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function boardOf(date: string): DispatchBoard {
  const drivers: BoardDriver[] = Array.from({ length: DRIVERS }, (_, d) => ({
    id: `driver-${d}`,
    name: `Motorista ${String(d + 1).padStart(2, "0")}`,
    vehicle: null,
    timeOff: [],
    jobs: [],
  }));
  const unassigned: BoardJob[] = [];
  for (let i = 0; i < JOBS; i++) {
    const minutes = minutesOf(i);
    const start = lisbonInstant(date, hhmm(minutes));
    const driver = i < 45 ? drivers[i % DRIVERS]! : null;
    const job: BoardJob = {
      id: `job-${i}`,
      reference: `LT-${1000 + i}`,
      bookingType: "transfer",
      group: null,
      status: driver ? "assigned" : "confirmed",
      date,
      time: hhmm(minutes),
      start: start.toISOString(),
      end: new Date(start.getTime() + 40 * 60_000).toISOString(),
      minutes: 40,
      durationSource: "zone",
      origin: i % 2 ? "Albufeira" : "Aeroporto de Faro (FAO)",
      destination: i % 2 ? "Aeroporto de Faro (FAO)" : "Albufeira",
      passengers: 1 + (i % 3),
      vehicleClass: "sedan",
      flightNumber: i % 2 ? null : `FR${8000 + i * 7}`,
      tourName: null,
      customerName: `Cliente ${String(i).padStart(2, "0")}`,
      driverId: driver?.id ?? null,
      conflicts: [],
    };
    if (driver) driver.jobs.push(job);
    else unassigned.push(job);
  }
  return { from: date, to: date, travelBufferMinutes: 15, drivers, unassigned };
}

/** Lays the board out at `width` px: jsdom has no layout, so the width comes from ResizeObserver. */
function atWidth(width: number) {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [
            {
              target,
              contentRect: { width } as DOMRectReadOnly,
            } as ResizeObserverEntry,
          ],
          this as unknown as ResizeObserver,
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

let assigned: unknown[] = [];
beforeEach(() => {
  assigned = [];
  mockFetch({
    "/api/admin/dispatch": (_init, url) => jsonResponse(boardOf(url.searchParams.get("from")!)),
    "/api/admin/bookings/job-50/assign": (init) => {
      assigned.push(JSON.parse(String(init?.body)));
      return jsonResponse({ warnings: [] });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const percent = (value: string) => Number(value.replace("%", ""));
/** A block's left edge in percent of the timeline, whether it is placed from the left or (late in the day) the right. */
const leftOf = (block: HTMLElement) =>
  block.style.left === "auto" ? 100 - percent(block.style.right) - percent(block.style.width) : percent(block.style.left);
const flightOf = (i: number) => `FR${8000 + i * 7}`;

describe("the dispatch board at 1440 px", () => {
  it("fits the day's span from the first to the last job without horizontal scroll, each block with its whole flight number", async () => {
    atWidth(1440);
    renderWithProviders(<DispatchTab />, {
      route: "/admin?tab=dispatch",
      path: "/admin",
    });
    const table = await screen.findByRole("table", undefined, {
      timeout: WAIT_MS,
    });
    // No wider than its box: nothing to scroll sideways at the default zoom.
    expect(Number.parseFloat(table.style.width)).toBeLessThanOrEqual(1440);
    const blocks = await screen.findAllByTestId("dispatch-job");
    expect(blocks).toHaveLength(JOBS);
    for (const block of blocks) {
      const left = leftOf(block);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + percent(block.style.width)).toBeLessThanOrEqual(100.0001);
    }
    // The 05:30 and 17:40 pickups are both on screen, at the two ends of the span.
    const first = blocks.find((b) => b.dataset.bookingId === "job-0")!;
    const last = blocks.find((b) => b.dataset.bookingId === `job-${JOBS - 1}`)!;
    expect(leftOf(first)).toBeLessThan(leftOf(last));
    // Time, customer and the whole flight number, never cut by an ellipsis.
    for (let i = 0; i < JOBS; i += 2) {
      const block = blocks.find((b) => b.dataset.bookingId === `job-${i}`)!;
      expect(block.textContent).toContain(hhmm(minutesOf(i)));
      expect(block.textContent).toContain(`Cliente ${String(i).padStart(2, "0")}`);
      const flight = within(block).getByText(flightOf(i));
      expect(flight.closest(".truncate")).toBeNull();
    }
  });

  it("zooms in with labelled buttons, and the wider day then scrolls", async () => {
    atWidth(1440);
    renderWithProviders(<DispatchTab />, {
      route: "/admin?tab=dispatch",
      path: "/admin",
    });
    const table = await screen.findByRole("table", undefined, {
      timeout: WAIT_MS,
    });
    const fitted = Number.parseFloat(table.style.width);
    fireEvent.click(screen.getByRole("button", { name: "Aumentar zoom" }));
    await waitFor(() => expect(Number.parseFloat(table.style.width)).toBeGreaterThan(fitted));
    fireEvent.click(screen.getByRole("button", { name: "Ajustar o dia ao ecrã" }));
    await waitFor(() => expect(Number.parseFloat(table.style.width)).toBe(fitted));
  });
});

describe("the dispatch board at 390 px", () => {
  it("lists each driver's jobs as an agenda, each job with the assign menu", async () => {
    atWidth(390);
    renderWithProviders(<DispatchTab />, {
      route: "/admin?tab=dispatch",
      path: "/admin",
    });
    const agenda = await screen.findByRole("list", { name: /^Agenda/ }, { timeout: WAIT_MS });
    expect(screen.queryByRole("table")).toBeNull();
    const board = boardOf("2026-12-11");
    for (const driver of board.drivers.filter((d) => d.jobs.length > 0)) {
      const item = within(agenda).getByRole("listitem", { name: driver.name });
      const jobs = within(item).getAllByTestId("dispatch-job");
      expect(jobs.map((j) => j.dataset.bookingId).sort()).toEqual(driver.jobs.map((j) => j.id).sort());
      for (const job of jobs) expect(within(job).getByRole("button", { name: /^Ações da reserva/ })).toBeTruthy();
    }
    const waiting = within(agenda).getByRole("listitem", {
      name: "Por atribuir",
    });
    expect(within(waiting).getAllByTestId("dispatch-job")).toHaveLength(board.unassigned.length);

    // The same menu assigns: job-50 (unassigned) to Motorista 03.
    const job = within(waiting)
      .getAllByTestId("dispatch-job")
      .find((j) => j.dataset.bookingId === "job-50")!;
    const trigger = within(job).getByRole("button", {
      name: /^Ações da reserva/,
    });
    fireEvent.pointerDown(trigger, {
      button: 0,
      ctrlKey: false,
      pointerType: "mouse",
    });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Motorista 03" }));
    await waitFor(() => expect(assigned).toEqual([{ driverId: "driver-2" }]));
  });
});

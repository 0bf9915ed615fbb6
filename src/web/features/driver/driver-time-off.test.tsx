// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DriverPortal } from "../../pages/driver/driver-portal.tsx";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { formatTimeOff, type DriverTimeOff } from "./driver-time-off-format.ts";

const USER = { id: "driver-1", email: "carlos@example.com", name: "Carlos Motorista" };

function mockPortal(timeOff: () => Response) {
  return mockFetch({
    "/api/me": () => jsonResponse({ user: USER, isAdmin: false, isDriver: true }),
    "/api/driver/bookings": () => jsonResponse({ today: "2026-12-05", bookings: [] }),
    "/api/driver/notifications": () => jsonResponse({ items: [], unreadCount: 0 }),
    "/api/driver/time-off": timeOff,
  });
}
afterEach(cleanup);

const ENTRIES: DriverTimeOff[] = [
  // Winter: Lisbon is UTC. Hours within one day.
  { id: "t1", start: "2026-12-05T09:00:00.000Z", end: "2026-12-05T13:00:00.000Z", note: "Consulta médica" },
  // Summer: Lisbon is UTC+1, so whole days start at 23:00 UTC the day before.
  { id: "t2", start: "2027-07-09T23:00:00.000Z", end: "2027-07-12T23:00:00.000Z", note: null },
];

describe("formatTimeOff (Lisbon time, pt-PT)", () => {
  it("names hours within a day, whole days and stretches over midnight, in Lisbon time in summer and winter", () => {
    expect(formatTimeOff(ENTRIES[0]!)).toBe("sáb., 05/12/2026, 09:00–13:00");
    expect(formatTimeOff(ENTRIES[1]!)).toBe("sáb., 10/07/2027 a seg., 12/07/2027 (dias inteiros)");
    expect(formatTimeOff({ start: "2026-12-05T00:00:00.000Z", end: "2026-12-06T00:00:00.000Z" })).toBe("sáb., 05/12/2026 (dia inteiro)");
    expect(formatTimeOff({ start: "2027-07-01T21:00:00.000Z", end: "2027-07-02T05:00:00.000Z" })).toBe(
      "qui., 01/07/2027 22:00 – sex., 02/07/2027 06:00",
    );
    expect(formatTimeOff({ start: "x", end: "2026-12-05T00:00:00.000Z" })).toBe("—");
  });
});

describe("Ausências in the driver portal", () => {
  it("lists the driver's upcoming time off with its note", async () => {
    const fetchMock = mockPortal(() => jsonResponse({ timeOff: ENTRIES }));
    renderWithProviders(<DriverPortal />, { route: "/driver" });
    const section = within(await screen.findByRole("region", { name: "Ausências" }));
    const items = section.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([
      "sáb., 05/12/2026, 09:00–13:00 · Consulta médica",
      "sáb., 10/07/2027 a seg., 12/07/2027 (dias inteiros)",
    ]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/driver/time-off"))).toBe(true);
  });

  it("shows nothing when there is no time off, or when it cannot be read", async () => {
    for (const timeOff of [() => jsonResponse({ timeOff: [] }), () => jsonResponse({ error: { code: "x", message: "Erro" } }, 500)]) {
      const fetchMock = mockPortal(timeOff);
      renderWithProviders(<DriverPortal />, { route: "/driver" });
      await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/driver/time-off"))).toBe(true));
      await screen.findByRole("tablist");
      expect(screen.queryByRole("region", { name: "Ausências" })).toBeNull();
      expect(screen.queryByText("Ausências")).toBeNull();
      cleanup();
    }
  });
});

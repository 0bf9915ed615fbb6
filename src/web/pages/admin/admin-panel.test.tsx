// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import * as lazyCharts from "../../features/reports/lazy-charts.tsx";
import { presetDates } from "../../features/reports/report-period.ts";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { AdminPanel } from "./admin-panel.tsx";

const { preloadCharts } = lazyCharts;

// The chart library's download is watched, not made: Recharts is heavy for a component test.
vi.mock("../../features/reports/lazy-charts.tsx", async (importOriginal) => ({
  ...(await importOriginal<typeof lazyCharts>()),
  preloadCharts: vi.fn(),
}));

let fetchMock: ReturnType<typeof mockFetch>;

const me = { user: { id: "a1", email: "ana@example.com", name: "Ana" }, isAdmin: true, isDriver: false };

beforeEach(() => {
  vi.mocked(preloadCharts).mockClear();
  fetchMock = mockFetch({
    "/api/me": () => jsonResponse(me),
    "/api/admin/messages": () => jsonResponse({ items: [], total: 0, newCount: 3 }),
    "/api/admin/notifications": () => jsonResponse({ items: [], total: 0 }),
    "/api/admin/reports": (_init, url) => jsonResponse(emptyReport(url.searchParams.get("from")!, url.searchParams.get("to")!)),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noFigures = { bookings: 0, revenueCents: 0, allBookings: 0, cancelled: 0, cancellationRate: 0, refunds: 0, refundedCents: 0, refundRate: 0, averageLeadTimeHours: null };
const emptyReport = (from: string, to: string) => ({
  period: { from, to, days: 30 },
  previousPeriod: { from: "2026-10-02", to: "2026-10-31" },
  granularity: "day",
  summary: { current: noFigures, previous: noFigures },
  series: { current: [], previous: [] },
  byType: [],
  byZone: [],
  byTour: [],
  byVehicleClass: [],
  byDriver: [],
  topPickups: [],
});

const renderPanel = (route: string) => renderWithProviders(<AdminPanel />, { route, path: "/admin" });
const tabBar = () => screen.getByRole("tablist", { name: "Secções do painel" });
const tab = (name: RegExp | string) => within(tabBar()).getByRole("tab", { name });
const reportCalls = () =>
  (fetchMock.mock.calls as [string][]).map(([url]) => new URL(url, "http://x")).filter((u) => u.pathname === "/api/admin/reports");

describe("admin panel shell", () => {
  it("opens Reservas on /admin, with the spec's twelve tabs in its order, Despacho and Relatórios after Reservas", async () => {
    renderPanel("/admin");
    expect(screen.getByRole("heading", { name: "Painel Administrativo" })).toBeTruthy();
    expect(tab("Reservas").getAttribute("aria-selected")).toBe("true");
    expect(within(tabBar()).getAllByRole("tab").map((t) => t.textContent?.replace(/\d+$/, ""))).toEqual([
      "Reservas",
      "Despacho",
      "Relatórios",
      "Veículos",
      "Zonas",
      "Extras",
      "Tours",
      "Preços Tours",
      "Fotos",
      "Utilizadores",
      "Notificações",
      "Mensagens",
      "Conteúdo",
      "Configurações",
    ]);
    expect(screen.getByRole("heading", { name: "Gestão de Reservas" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Download App/ }).getAttribute("href")).toBe("/download-app");
    expect(screen.getByRole("button", { name: /Compartilhar App/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Sair/ })).toBeTruthy();
  });

  it("opens the tab named in the URL, so a reload or a shared link lands on it", async () => {
    renderPanel("/admin?tab=notifications");
    expect(tab("Notificações").getAttribute("aria-selected")).toBe("true");
    expect(tab("Reservas").getAttribute("aria-selected")).toBe("false");
    expect(await screen.findByRole("heading", { name: "Gestão de Notificações" })).toBeTruthy();
  });

  it("opens Relatórios (loaded on demand) with the period of the address", async () => {
    renderPanel("/admin?tab=reports&from=2026-11-01&to=2026-11-30&g=day");
    expect(tab("Relatórios").getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("heading", { name: "Relatórios" })).toBeTruthy();
    // The tab's code (and its chart library) is a chunk of its own, fetched now.
    expect(await screen.findByText("Sem reservas neste período")).toBeTruthy();
    expect((screen.getByLabelText("De") as HTMLInputElement).value).toBe("2026-11-01");
    expect((screen.getByLabelText("Até") as HTMLInputElement).value).toBe("2026-11-30");
  });

  it("falls back to Reservas for an unknown tab", async () => {
    renderPanel("/admin?tab=nonsense");
    expect(await screen.findByRole("heading", { name: "Gestão de Reservas" })).toBeTruthy();
    expect(tab("Reservas").getAttribute("aria-selected")).toBe("true");
  });

  it.each([
    ["vehicles", "Veículos"],
    ["zones", "Zonas"],
    ["extras", "Extras"],
    ["tours", "Tours"],
    ["tour-prices", "Preços Tours"],
    ["photos", "Fotos"],
    ["content", "Conteúdo"],
    ["settings", "Configurações"],
  ])("opens the catalogue tab ?tab=%s (%s) from its link", async (id, name) => {
    renderPanel(`/admin?tab=${id}`);
    expect(tab(name).getAttribute("aria-selected")).toBe("true");
    expect(tab(name).getAttribute("aria-disabled")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Gestão de Reservas" })).toBeNull();
  });

  it("switches tabs through the URL and counts new messages on Mensagens", async () => {
    renderPanel("/admin?tab=users");
    expect(screen.getByRole("heading", { name: "Gestão de Utilizadores" })).toBeTruthy();
    await waitFor(() => expect(tab(/^Mensagens/).textContent).toBe("Mensagens3"));
    expect(within(tab(/^Mensagens/)).getByLabelText("3 novas")).toBeTruthy();
    fireEvent.mouseDown(tab(/^Mensagens/), { button: 0 });
    expect(await screen.findByRole("heading", { name: "Mensagens de Contacto" })).toBeTruthy();
    expect(tab(/^Mensagens/).getAttribute("aria-selected")).toBe("true");
  });

  describe("Relatórios before its click", () => {
    // The tab opens on this month per day: the report asked ahead is that one, under useReport's key.
    const thisMonth = () => presetDates("this-month", lisbonToday());
    const reportKey = () => ["admin", "reports", thisMonth().from, thisMonth().to, "day"];

    it.each([
      ["hovered", (el: HTMLElement) => fireEvent.pointerEnter(el)],
      ["focused", (el: HTMLElement) => fireEvent.focus(el)],
    ])("downloads its charts and asks for its report when its tab is %s", async (_how, approach) => {
      const { queryClient } = renderPanel("/admin");
      expect(reportCalls()).toEqual([]);
      expect(preloadCharts).not.toHaveBeenCalled();
      approach(tab("Relatórios"));
      expect(preloadCharts).toHaveBeenCalled();
      await waitFor(() => expect(queryClient.getQueryData(reportKey())).toBeTruthy());
      expect(reportCalls().map((u) => Object.fromEntries(u.searchParams))).toEqual([
        { from: thisMonth().from, to: thisMonth().to, granularity: "day" },
      ]);
      // The tab's own query finds the answer: opening it asks nothing more.
      fireEvent.mouseDown(tab("Relatórios"), { button: 0 });
      expect(await screen.findByText("Sem reservas neste período")).toBeTruthy();
      expect(reportCalls()).toHaveLength(1);
    });

    it("downloads its charts and asks for its report when the panel is idle", async () => {
      const idle: IdleRequestCallback[] = [];
      vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
      vi.stubGlobal("cancelIdleCallback", () => undefined);
      const { queryClient } = renderPanel("/admin");
      await waitFor(() => expect(idle.length).toBeGreaterThan(0));
      expect(preloadCharts).not.toHaveBeenCalled();
      for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      expect(preloadCharts).toHaveBeenCalled();
      await waitFor(() => expect(queryClient.getQueryData(reportKey())).toBeTruthy());
    });
  });
});

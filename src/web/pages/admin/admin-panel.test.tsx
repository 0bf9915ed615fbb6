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
const nav = () => screen.getByRole("navigation", { name: "Secções do painel" });
/** A section's link in the bar (Operação), or its group's menu button (Catálogo, Empresa). */
const link = (name: RegExp | string) => within(nav()).getByRole("link", { name });
const menuButton = (name: RegExp) => within(nav()).getByRole("button", { name });
const isCurrent = (element: HTMLElement) => element.getAttribute("aria-current") !== null;
const openMenu = async (name: RegExp) => {
  fireEvent.pointerDown(menuButton(name), { button: 0, ctrlKey: false, pointerType: "mouse" });
  return screen.findByRole("menu");
};
const reportCalls = () =>
  (fetchMock.mock.calls as [string][]).map(([url]) => new URL(url, "http://x")).filter((u) => u.pathname === "/api/admin/reports");

describe("admin panel shell", () => {
  it("opens Reservas on /admin, with the sections in three groups: Operação's as links, Catálogo and Empresa as menus", async () => {
    renderPanel("/admin");
    expect(screen.getByRole("heading", { name: "Painel Administrativo" })).toBeTruthy();
    expect(isCurrent(link("Reservas"))).toBe(true);
    const operation = within(nav()).getByRole("list", { name: "Operação" });
    expect(within(operation).getAllByRole("link").map((l) => l.textContent?.replace(/\d+$/, ""))).toEqual([
      "Reservas",
      "Orçamentos",
      "Despacho",
      "Relatórios",
      "Mensagens",
      "Notificações",
    ]);
    const names = (menu: HTMLElement) => within(menu).getAllByRole("menuitem").map((item) => item.textContent);
    expect(names(await openMenu(/^Catálogo/))).toEqual(["Veículos", "Zonas", "Extras", "Tours", "Preços Tours", "Fotos"]);
    // The open menu hides the rest of the page from assistive technology, its button included.
    expect(screen.getByRole("button", { name: /^Catálogo/, hidden: true }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(names(await openMenu(/^Empresa/))).toEqual(["Utilizadores", "Conteúdo", "Configurações", "Faturação"]);
    // Every section links to its own address.
    expect(within(screen.getByRole("menu")).getByRole("menuitem", { name: "Configurações" }).getAttribute("href")).toBe("/admin?tab=settings");
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(screen.getByRole("heading", { name: "Gestão de Reservas" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Download App/ }).getAttribute("href")).toBe("/download-app");
    expect(screen.getByRole("button", { name: /Compartilhar App/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Sair/ })).toBeTruthy();
  });

  it("opens the tab named in the URL, so a reload or a shared link lands on it", async () => {
    renderPanel("/admin?tab=notifications");
    expect(isCurrent(link("Notificações"))).toBe(true);
    expect(isCurrent(link("Reservas"))).toBe(false);
    expect(await screen.findByRole("heading", { name: "Gestão de Notificações" })).toBeTruthy();
  });

  it("opens Relatórios (loaded on demand) with the period of the address", async () => {
    renderPanel("/admin?tab=reports&from=2026-11-01&to=2026-11-30&g=day");
    expect(isCurrent(link("Relatórios"))).toBe(true);
    expect(await screen.findByRole("heading", { name: "Relatórios" })).toBeTruthy();
    // The tab's code (and its chart library) is a chunk of its own, fetched now.
    expect(await screen.findByText("Sem reservas neste período")).toBeTruthy();
    expect(screen.getByLabelText("De").textContent).toBe("01/11/2026");
    expect(screen.getByLabelText("Até").textContent).toBe("30/11/2026");
  });

  it("falls back to Reservas for an unknown tab", async () => {
    renderPanel("/admin?tab=nonsense");
    expect(await screen.findByRole("heading", { name: "Gestão de Reservas" })).toBeTruthy();
    expect(isCurrent(link("Reservas"))).toBe(true);
  });

  it.each([
    ["vehicles", "Catálogo", "Veículos"],
    ["zones", "Catálogo", "Zonas"],
    ["extras", "Catálogo", "Extras"],
    ["tours", "Catálogo", "Tours"],
    ["tour-prices", "Catálogo", "Preços Tours"],
    ["photos", "Catálogo", "Fotos"],
    ["content", "Empresa", "Conteúdo"],
    ["settings", "Empresa", "Configurações"],
  ])("opens the tab ?tab=%s from its link, its group's button naming it (%s · %s)", async (id, group, name) => {
    renderPanel(`/admin?tab=${id}`);
    const button = menuButton(new RegExp(`^${group}`));
    expect(button.textContent).toContain(name);
    expect(isCurrent(button)).toBe(true);
    expect(screen.queryByRole("heading", { name: "Gestão de Reservas" })).toBeNull();
    const menu = await openMenu(new RegExp(`^${group}`));
    expect(within(menu).getByRole("menuitem", { name }).getAttribute("aria-current")).toBe("page");
  });

  it("switches tabs through the URL and counts new messages on Mensagens", async () => {
    renderPanel("/admin?tab=users");
    expect(screen.getByRole("heading", { name: "Gestão de Utilizadores" })).toBeTruthy();
    await waitFor(() => expect(link(/^Mensagens/).textContent).toBe("Mensagens3"));
    expect(within(link(/^Mensagens/)).getByLabelText("3 novas")).toBeTruthy();
    fireEvent.click(link(/^Mensagens/), { button: 0 });
    expect(await screen.findByRole("heading", { name: "Mensagens de Contacto" })).toBeTruthy();
    expect(isCurrent(link(/^Mensagens/))).toBe(true);
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
      approach(link("Relatórios"));
      expect(preloadCharts).toHaveBeenCalled();
      await waitFor(() => expect(queryClient.getQueryData(reportKey())).toBeTruthy());
      expect(reportCalls().map((u) => Object.fromEntries(u.searchParams))).toEqual([
        { from: thisMonth().from, to: thisMonth().to, granularity: "day" },
      ]);
      // The tab's own query finds the answer: opening it asks nothing more.
      fireEvent.click(link("Relatórios"), { button: 0 });
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

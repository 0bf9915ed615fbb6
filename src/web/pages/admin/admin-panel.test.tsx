// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { AdminPanel } from "./admin-panel.tsx";

const me = { user: { id: "a1", email: "ana@example.com", name: "Ana" }, isAdmin: true, isDriver: false };

beforeEach(() => {
  mockFetch({
    "/api/me": () => jsonResponse(me),
    "/api/admin/messages": () => jsonResponse({ items: [], total: 0, newCount: 3 }),
    "/api/admin/notifications": () => jsonResponse({ items: [], total: 0 }),
    "/api/admin/reports": (_init, url) => jsonResponse(emptyReport(url.searchParams.get("from")!, url.searchParams.get("to")!)),
  });
});
afterEach(cleanup);

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
    expect(await screen.findByText("Sem reservas neste período", {}, { timeout: 15_000 })).toBeTruthy();
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
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BreakdownRow, Report, Summary } from "../../../domain/contracts/reports.ts";
import { pickAdminDate } from "../../test/pick-admin-date.ts";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { ReportsTab } from "./reports-tab.tsx";

/*
 * Expected texts are written out by hand as pt-PT prints them: a comma for decimals, a space
 * (a no-break space in Intl's output, made plain by `plain` below) between thousands and before
 * the euro sign, a percent sign with no space.
 */
const plain = (s: string | null | undefined) => (s ?? "").replace(/[\u00a0\u202f]/g, " ").trim();

const summary = (over: Partial<Summary>): Summary => ({
  bookings: 0,
  revenueCents: 0,
  collectedCents: 0,
  allBookings: 0,
  cancelled: 0,
  cancellationRate: 0,
  refunds: 0,
  refundedCents: 0,
  refundRate: 0,
  averageLeadTimeHours: null,
  ...over,
});

const row = (key: string | null, label: string, cur: [number, number], prev: [number, number]): BreakdownRow => ({
  key,
  label,
  current: { bookings: cur[0], revenueCents: cur[1] },
  previous: { bookings: prev[0], revenueCents: prev[1] },
});

const REPORT: Report = {
  period: { from: "2026-11-01", to: "2026-11-30", days: 30 },
  previousPeriod: { from: "2026-10-02", to: "2026-10-31" },
  granularity: "week",
  summary: {
    current: summary({
      bookings: 12,
      revenueCents: 123456,
      collectedCents: 15500,
      allBookings: 15,
      cancelled: 3,
      cancellationRate: 0.2,
      refunds: 1,
      refundedCents: 2500,
      refundRate: 0.0667,
      averageLeadTimeHours: 36.5,
    }),
    previous: summary({
      bookings: 10,
      revenueCents: 100000,
      collectedCents: 31000,
      allBookings: 10,
      cancelled: 1,
      cancellationRate: 0.1,
      refunds: 0,
      refundedCents: 0,
      refundRate: 0,
      averageLeadTimeHours: 72,
    }),
  },
  series: {
    current: [
      { bucket: "2026-11-01", bookings: 2, revenueCents: 20000, collectedCents: 0 },
      { bucket: "2026-11-02", bookings: 10, revenueCents: 103456, collectedCents: 15500 },
    ],
    previous: [
      { bucket: "2026-10-02", bookings: 4, revenueCents: 40000, collectedCents: 10000 },
      { bucket: "2026-10-05", bookings: 6, revenueCents: 60000, collectedCents: 21000 },
    ],
  },
  byType: [row("transfer", "Transfer", [8, 100000], [6, 70000]), row("tour", "Tour", [4, 23456], [4, 30000])],
  byZone: [row("z1", "Aeroporto de Faro – Albufeira", [8, 100000], [6, 70000])],
  byTour: [],
  byVehicleClass: [row("Van", "Van", [12, 123456], [10, 100000])],
  byDriver: [row("d1", "Rui Almeida", [5, 60000], [0, 0]), row(null, "Sem motorista", [7, 63456], [10, 100000])],
  topPickups: [row("aeroporto de faro (fao)", "Aeroporto de Faro (FAO)", [8, 100000], [6, 70000])],
};

let answer: () => Response;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  answer = () => jsonResponse(REPORT);
  fetchMock = mockFetch({ "/api/admin/reports": () => answer() });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ROUTE = "/admin?tab=reports&from=2026-11-01&to=2026-11-30&g=week";

/** The address the tab wrote, shown for the test to read. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.search}</p>;
}
const address = () => screen.getByTestId("address").textContent;

const renderTab = (route = ROUTE) =>
  renderWithProviders(
    <>
      <ReportsTab />
      <Address />
    </>,
    { route, path: "/admin" },
  );
const reportCalls = () =>
  (fetchMock.mock.calls as [string][]).map(([url]) => new URL(url, "http://x")).filter((u) => u.pathname === "/api/admin/reports");

/** A report's panel (a titled region) once the report is on screen (the charts come one after another). */
const panel = async (title: string) => screen.findByRole("region", { name: title });
const showTable = (region: HTMLElement) => fireEvent.click(within(region).getByRole("button", { name: "Ver tabela" }));
const cellsOf = (tr: HTMLElement) => [...tr.querySelectorAll("th, td")].map((c) => plain(c.textContent));

describe("Relatórios", () => {
  it("asks the server for the period in the address and shows the summary with the previous period and the change, in pt-PT", async () => {
    renderTab();
    const summaryRegion = await panel("Resumo do período");
    expect(reportCalls().map((u) => Object.fromEntries(u.searchParams))).toEqual([{ from: "2026-11-01", to: "2026-11-30", granularity: "week" }]);
    expect(plain(within(summaryRegion).getByText(/^01\/11\/2026 a 30\/11\/2026/).textContent)).toBe(
      "01/11/2026 a 30/11/2026 (30 dias), comparado com 02/10/2026 a 31/10/2026",
    );
    const figures = within(summaryRegion).getAllByTestId("report-figure").map((card) => plain(card.textContent));
    expect(figures).toEqual([
      "Reservas12Período anterior: 10Variação: +20%",
      "Valor reservadoconfirmadas, atribuídas ou concluídas, pagas ou não1 234,56 €Período anterior: 1 000,00 €Variação: +23,5%",
      "Valor recebidopagamentos recebidos menos reembolsos155,00 €Período anterior: 310,00 €Variação: -50%",
      "Antecedência média36,5 hPeríodo anterior: 3,0 diasVariação: -49,3%",
      "Taxa de cancelamento20%Período anterior: 10%Variação: +10 p.p.",
      "Taxa de reembolso6,7%Período anterior: 0%Variação: +6,7 p.p.",
      "Valor reembolsado25,00 €Período anterior: 0,00 €Variação: —",
    ]);
  });

  it("shows every chart as an image named by its figures, and its table view with a caption, in pt-PT", async () => {
    renderTab();
    const byType = await panel("Por tipo de serviço");
    const chart = within(byType).getByRole("img");
    expect(plain(chart.getAttribute("aria-label"))).toBe(
      "Gráfico de barras, por tipo de serviço, valor reservado. Transfer: 1 000,00 € (período anterior: 700,00 €); Tour: 234,56 € (período anterior: 300,00 €).",
    );
    fireEvent.click(within(within(byType).getByRole("group")).getByRole("button", { name: "Reservas" }));
    expect(plain(within(byType).getByRole("img").getAttribute("aria-label"))).toBe(
      "Gráfico de barras, por tipo de serviço, reservas. Transfer: 8 reservas (período anterior: 6 reservas); Tour: 4 reservas (período anterior: 4 reservas).",
    );
    showTable(byType);
    expect(within(byType).queryByRole("group")).toBeNull();
    const table = within(byType).getByRole("table");
    expect(within(byType).queryByRole("img")).toBeNull();
    expect(plain(within(table).getByText(/^Por tipo de serviço:/).textContent)).toBe(
      "Por tipo de serviço: 01/11/2026 a 30/11/2026, comparado com 02/10/2026 a 31/10/2026",
    );
    const rows = within(table).getAllByRole("row");
    expect(cellsOf(rows[0]!)).toEqual(["Tipo", "Reservas", "Reservas (anterior)", "Variação", "Valor reservado", "Valor reservado (anterior)", "Variação"]);
    expect(cellsOf(rows[1]!)).toEqual(["Transfer", "8", "6", "+33,3%", "1 000,00 €", "700,00 €", "+42,9%"]);
    expect(cellsOf(rows[2]!)).toEqual(["Tour", "4", "4", "0%", "234,56 €", "300,00 €", "-21,8%"]);
    fireEvent.click(within(byType).getByRole("button", { name: "Ver gráfico" }));
    expect(within(byType).getByRole("img")).toBeTruthy();

    const drivers = await panel("Valor reservado por motorista");
    showTable(drivers);
    expect(cellsOf(within(drivers).getAllByRole("row")[1]!)).toEqual(["Rui Almeida", "5", "0", "—", "600,00 €", "0,00 €", "—"]);

    const revenue = await panel("Valor reservado por semana");
    expect(plain(within(revenue).getByRole("img").getAttribute("aria-label"))).toBe(
      "Gráfico de linhas, valor reservado por semana de 01/11/2026 a 30/11/2026: 1 234,56 € no total, contra 1 000,00 € de 02/10/2026 a 31/10/2026.",
    );
    const collected = await panel("Valor recebido por semana");
    expect(plain(within(collected).getByRole("img").getAttribute("aria-label"))).toBe(
      "Gráfico de linhas, valor recebido por semana de 01/11/2026 a 30/11/2026: 155,00 € no total, contra 310,00 € de 02/10/2026 a 31/10/2026.",
    );
    showTable(collected);
    expect(cellsOf(within(collected).getAllByRole("row")[2]!)).toEqual(["02/11/2026", "155,00 €", "05/10/2026", "210,00 €", "-26,2%"]);
    showTable(revenue);
    const series = within(revenue).getAllByRole("row");
    expect(cellsOf(series[0]!)).toEqual(["Semana de", "Valor reservado", "Semana de (anterior)", "Valor reservado (anterior)", "Variação"]);
    expect(cellsOf(series[1]!)).toEqual(["01/11/2026", "200,00 €", "02/10/2026", "400,00 €", "-50%"]);
    expect(cellsOf(series[2]!)).toEqual(["02/11/2026", "1 034,56 €", "05/10/2026", "600,00 €", "+72,4%"]);

    const tours = await panel("Por tour");
    expect(within(tours).getByText("Sem reservas neste período")).toBeTruthy();
    expect(within(tours).queryByRole("button", { name: "Ver tabela" })).toBeNull();
  });

  it("offers every report and the summary as CSV and XLSX links carrying the period", async () => {
    renderTab();
    const summaryRegion = await panel("Resumo do período");
    const query = "from=2026-11-01&to=2026-11-30&granularity=week";
    const csv = within(summaryRegion).getByRole("link", { name: "Descarregar o resumo do período em CSV" });
    expect(csv.getAttribute("href")).toBe(`/api/admin/reports/export?${query}&report=summary&format=csv`);
    expect(csv.hasAttribute("download")).toBe(true);
    expect(within(summaryRegion).getByRole("link", { name: "Descarregar o resumo do período em Excel (XLSX)" }).getAttribute("href")).toBe(
      `/api/admin/reports/export?${query}&report=summary&format=xlsx`,
    );
    // The charts come one after another: the last one's panel brings the last links.
    await panel("Locais de recolha mais frequentes");
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    for (const report of ["summary", "series", "type", "zone", "tour", "vehicle-class", "driver", "pickups"]) {
      for (const format of ["csv", "xlsx"]) expect(hrefs).toContain(`/api/admin/reports/export?${query}&report=${report}&format=${format}`);
    }
  });

  it("moves to a preset's period and another granularity, asking the server again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-15T12:00:00Z"));
    renderTab("/admin?tab=reports");
    await panel("Resumo do período");
    expect(Object.fromEntries(reportCalls()[0]!.searchParams)).toEqual({ from: "2026-03-01", to: "2026-03-31", granularity: "day" });
    expect(address()).toBe("?tab=reports&from=2026-03-01&to=2026-03-31&g=day");
    expect(screen.getByRole("button", { name: "Este mês" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Mês passado" }));
    await waitFor(() => expect(Object.fromEntries(reportCalls().at(-1)!.searchParams)).toEqual({ from: "2026-02-01", to: "2026-02-28", granularity: "day" }));
    expect(screen.getByLabelText("De").textContent).toBe("01/02/2026");
    expect(screen.getByLabelText("Até").textContent).toBe("28/02/2026");

    fireEvent.click(screen.getByRole("button", { name: "Este ano" }));
    await waitFor(() => expect(Object.fromEntries(reportCalls().at(-1)!.searchParams)).toEqual({ from: "2026-01-01", to: "2026-12-31", granularity: "month" }));

    fireEvent.click(screen.getByRole("button", { name: "Semana" }));
    await waitFor(() => expect(reportCalls().at(-1)!.searchParams.get("granularity")).toBe("week"));
    await pickAdminDate("De", "2026-01-05");
    await waitFor(() => expect(Object.fromEntries(reportCalls().at(-1)!.searchParams)).toEqual({ from: "2026-01-05", to: "2026-12-31", granularity: "week" }));
    expect(screen.getByRole("button", { name: "Este ano" }).getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(address()).toBe("?tab=reports&from=2026-01-05&to=2026-12-31&g=week"));

    // Both dates picked one right after the other: neither change is lost.
    await pickAdminDate("Até", "2026-06-30");
    await pickAdminDate("De", "2026-06-01");
    await waitFor(() => expect(Object.fromEntries(reportCalls().at(-1)!.searchParams)).toEqual({ from: "2026-06-01", to: "2026-06-30", granularity: "week" }));
    await waitFor(() => expect(address()).toBe("?tab=reports&from=2026-06-01&to=2026-06-30&g=week"));

    // A start after the end moves the end to it: a one-day period, not one the server refuses.
    await pickAdminDate("De", "2026-07-10");
    await waitFor(() => expect(Object.fromEntries(reportCalls().at(-1)!.searchParams)).toEqual({ from: "2026-07-10", to: "2026-07-10", granularity: "week" }));
    expect(screen.getByLabelText("Até").textContent).toBe("10/07/2026");
  });

  it("shows the server's message when it refuses the period, and asks again on Tentar novamente", async () => {
    answer = () => jsonResponse({ error: { code: "validation_error", message: "O período não pode ter mais de 366 dias" } }, 400);
    renderTab("/admin?tab=reports&from=2025-01-01&to=2026-12-31&g=month");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Erro ao carregar relatórios")).toBeTruthy();
    expect(within(alert).getByText("O período não pode ter mais de 366 dias")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Descarregar/ })).toBeNull();
    expect(reportCalls()).toHaveLength(1);

    answer = () => jsonResponse(REPORT);
    fireEvent.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    await panel("Resumo do período");
    expect(reportCalls()).toHaveLength(2);
  });

  it("says there are no bookings in an empty period, still beside the previous one", async () => {
    answer = () =>
      jsonResponse({
        ...REPORT,
        summary: { current: summary({}), previous: REPORT.summary.previous },
        series: { current: [], previous: [] },
        byType: [],
        byZone: [],
        byTour: [],
        byVehicleClass: [],
        byDriver: [],
        topPickups: [],
      });
    renderTab();
    expect(await screen.findByText("Sem reservas neste período")).toBeTruthy();
    expect(plain(screen.getAllByTestId("report-figure")[0]!.textContent)).toBe("Reservas0Período anterior: 10Variação: -100%");
    expect(screen.queryByRole("region", { name: "Por tipo de serviço" })).toBeNull();
  });

  it("shows a loading state until the report arrives", async () => {
    answer = () => new Promise<Response>(() => {}) as unknown as Response;
    renderTab();
    expect((await screen.findByRole("status")).textContent).toContain("Carregando");
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDatePopover, openDatePopover, pickAdminDate } from "../../test/pick-admin-date.ts";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import type { AdminBookingDetail, AdminBookingItem } from "./admin-booking.ts";
import { BookingsTab } from "./bookings-tab.tsx";

const item = (over: Partial<AdminBookingItem>): AdminBookingItem => ({
  id: "aaaaaaaa-0000-4000-8000-000000000001",
  reference: "aaaaaaaa",
  bookingType: "transfer",
  origin: "Aeroporto de Faro (FAO)",
  destination: "Albufeira",
  bookingDate: "2026-12-05",
  bookingTime: "14:30",
  passengers: 2,
  vehicleId: "v1",
  vehicleName: "Mercedes-Benz Vito",
  vehicleClass: "Van",
  tourId: null,
  tourName: null,
  customerName: "Joana Costa",
  customerPhone: "+351 912 345 678",
  customerEmail: "joana@example.com",
  totalPriceCents: 123456,
  status: "pending",
  assignedDriverId: null,
  assignedDriverName: null,
  outboundBookingId: null,
  outboundReference: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  paid: false,
  ...over,
});

const PENDING = item({});
const CONFIRMED_TOUR = item({
  id: "bbbbbbbb-0000-4000-8000-000000000002",
  reference: "bbbbbbbb",
  bookingType: "tour",
  tourId: "t1",
  tourName: "Fátima e Óbidos",
  status: "confirmed",
  customerName: "Li Wei",
  outboundBookingId: "cccccccc-0000-4000-8000-000000000003",
  outboundReference: "cccccccc",
});

const detailOf = (b: AdminBookingItem): AdminBookingDetail => ({
  ...b,
  changeRequests: [],
  flightNumber: "TP1901",
  specialRequests: "Cadeira de bebé",
  extras: [{ id: "e1", name: "Cadeira de bebé", priceCents: 800 }],
  paymentState: "open",
  returnTrip: null,
  outbound: null,
  history: [
    { id: "h0", kind: "created", actorName: null, data: {}, createdAt: "2026-11-20T10:00:00.000Z" },
    { id: "h1", kind: "status_changed", actorName: "Ana Admin", data: { from: "pending", to: "confirmed" }, createdAt: "2026-11-21T10:00:00.000Z" },
  ],
});

let fetchMock: ReturnType<typeof mockFetch>;
let listAnswer: () => Response;
let assignAnswer: () => Response;

beforeEach(() => {
  toast.dismiss();
  listAnswer = () =>
    jsonResponse({
      items: [PENDING, CONFIRMED_TOUR],
      total: 2,
      page: 1,
      pageSize: 50,
      counts: { pending: 1, confirmed: 1, assigned: 0, completed: 0, cancelled: 0 },
    });
  assignAnswer = () => jsonResponse({ booking: {}, warnings: [], message: "Motorista atribuído e notificado!" });
  fetchMock = mockFetch({
    "/api/admin/bookings": () => listAnswer(),
    [`/api/admin/bookings/${PENDING.id}`]: (init) =>
      init?.method === "DELETE" ? jsonResponse({ deleted: true }) : jsonResponse({ booking: detailOf(PENDING) }),
    [`/api/admin/bookings/${PENDING.id}/status`]: () => jsonResponse({ booking: {} }),
    [`/api/admin/bookings/${PENDING.id}/assign`]: () => assignAnswer(),
    [`/api/admin/bookings/${PENDING.id}/payment-link`]: () => jsonResponse({ url: "https://pay", amountCents: 1 }),
    "/api/admin/drivers": () =>
      jsonResponse({ drivers: [{ id: "d1", name: "Carlos Motorista", email: "c@example.com", phone: null }] }),
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderTab = (route?: string) =>
  renderWithProviders(
    <>
      <BookingsTab />
      <Toaster />
    </>,
    route ? { route, path: "/admin" } : undefined,
  );
const calls = (method: string, suffix = "") =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(
    ([url, init]) => (init?.method ?? "GET") === method && new URL(url, "http://x").pathname.endsWith(suffix),
  );
const lastListQuery = () => {
  const list = calls("GET").filter(([url]) => new URL(url, "http://x").pathname === "/api/admin/bookings");
  return new URL(list.at(-1)![0], "http://x").searchParams;
};
const toastText = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });
const table = () => screen.getByRole("table");

describe("Gestão de Reservas", () => {
  it("opens the booking named in the address (the company's new-booking e-mail links there)", async () => {
    renderTab(`/admin?tab=bookings&booking=${PENDING.id}`);
    const sheet = await screen.findByRole("dialog");
    await within(sheet).findByText("TP1901");
    expect(calls("GET", `/api/admin/bookings/${PENDING.id}`)).toHaveLength(1);
  });

  it("lists bookings with vehicle and class, pt-PT dates and money, counts and the outbound link", async () => {
    renderTab();
    const rows = await within(await screen.findByRole("table")).findAllByRole("row");
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText("aaaaaaaa")).toBeTruthy();
    expect(first.getByText("05/12/2026")).toBeTruthy();
    expect(first.getByText("Mercedes-Benz Vito")).toBeTruthy();
    expect(first.getByText("Van")).toBeTruthy();
    // pt-PT with the thousands grouped by a (narrow) no-break space.
    expect(first.getByText(/^1\s234,56\s€$/)).toBeTruthy();
    expect(within(rows[2]!).getByText("Tour: Fátima e Óbidos")).toBeTruthy();
    expect(within(rows[2]!).getByText("Regresso da reserva cccccccc")).toBeTruthy();
    const counts = screen.getByRole("group", { name: "Reservas por estado" });
    expect(within(counts).getByRole("button", { name: /Todas\s*2/ })).toBeTruthy();
    expect(within(counts).getByRole("button", { name: /Pendente\s*1/ })).toBeTruthy();
  });

  it("asks the server for filtered pages: status chip, type, dates, driver and a search", async () => {
    renderTab();
    await screen.findByRole("table");
    expect(lastListQuery().get("page")).toBe("1");
    fireEvent.click(within(screen.getByRole("group", { name: "Reservas por estado" })).getByRole("button", { name: /Pendente/ }));
    await waitFor(() => expect(lastListQuery().get("status")).toBe("pending"));
    fireEvent.change(screen.getByLabelText("Tipo"), { target: { value: "tour" } });
    await pickAdminDate("De", "2026-12-01");
    await pickAdminDate("Até", "2026-12-31");
    await screen.findByRole("option", { name: "Carlos Motorista" });
    fireEvent.change(screen.getByLabelText("Motorista"), { target: { value: "d1" } });
    fireEvent.change(screen.getByLabelText("Pesquisar"), { target: { value: "  aaaaaaaa " } });
    await waitFor(() => expect(lastListQuery().get("q")).toBe("aaaaaaaa"));
    const q = lastListQuery();
    expect(Object.fromEntries(q)).toMatchObject({ status: "pending", type: "tour", from: "2026-12-01", to: "2026-12-31", driverId: "d1" });
  });

  it("shows the De and Até filters in the product's picker whatever the browser's language: dd/mm/yyyy, weeks from Monday", async () => {
    // An English-language browser writes a native date input as mm/dd/yyyy, weeks from Sunday.
    vi.spyOn(navigator, "language", "get").mockReturnValue("en-US");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US", "en"]);
    renderTab();
    await screen.findByRole("table");
    const from = screen.getByLabelText("De");
    expect(from.textContent).toBe("dd/mm/aaaa");

    const popover = await openDatePopover("De");
    const weekdays = Array.from(within(popover).getByRole("grid").querySelectorAll("thead th"), (th) => th.textContent);
    expect(weekdays).toEqual(["seg", "ter", "qua", "qui", "sex", "sáb", "dom"]);
    await closeDatePopover("De");

    // A day years back, reached through the header's year and month selects.
    await pickAdminDate("De", "2019-03-15");
    expect(from.textContent).toBe("15/03/2019");
    await waitFor(() => expect(lastListQuery().get("from")).toBe("2019-03-15"));
  });

  it("keeps De no later than Até, and empties either date with its clear button", async () => {
    renderTab();
    await screen.findByRole("table");
    await pickAdminDate("De", "2026-03-10");
    await pickAdminDate("Até", "2026-03-20");
    await waitFor(() => expect(Object.fromEntries(lastListQuery())).toMatchObject({ from: "2026-03-10", to: "2026-03-20" }));

    // Até opens on De's month and refuses the days before it.
    const popover = await openDatePopover("Até");
    expect(within(popover).getByRole("grid").getAttribute("aria-label")).toBe("março 2026");
    expect(popover.querySelector<HTMLButtonElement>('[data-day="2026-03-09"] button')!.disabled).toBe(true);
    expect(popover.querySelector<HTMLButtonElement>('[data-day="2026-03-10"] button')!.disabled).toBe(false);
    await closeDatePopover("Até");

    // A De after Até moves Até to that same day.
    await pickAdminDate("De", "2026-04-02");
    await waitFor(() => expect(Object.fromEntries(lastListQuery())).toMatchObject({ from: "2026-04-02", to: "2026-04-02" }));
    expect(screen.getByLabelText("Até").textContent).toBe("02/04/2026");

    fireEvent.click(screen.getByRole("button", { name: "Limpar data inicial" }));
    await waitFor(() => expect(lastListQuery().get("from")).toBeNull());
    expect(screen.getByLabelText("De").textContent).toBe("dd/mm/aaaa");
    expect(lastListQuery().get("to")).toBe("2026-04-02");
    fireEvent.click(screen.getByRole("button", { name: "Limpar data final" }));
    await waitFor(() => expect(lastListQuery().get("to")).toBeNull());
  });

  it("exports the filtered list (every page) as CSV and Excel through plain download links", async () => {
    renderTab();
    await screen.findByRole("table");
    const link = (name: string) => screen.getByRole("link", { name });
    expect(link("Exportar CSV").getAttribute("href")).toBe("/api/admin/reports/bookings-export?format=csv");
    expect(link("Exportar Excel").getAttribute("href")).toBe("/api/admin/reports/bookings-export?format=xlsx");
    expect(link("Exportar CSV").hasAttribute("download")).toBe(true);

    fireEvent.click(within(screen.getByRole("group", { name: "Reservas por estado" })).getByRole("button", { name: /Pendente/ }));
    fireEvent.change(screen.getByLabelText("Tipo"), { target: { value: "transfer" } });
    await pickAdminDate("De", "2026-12-01");
    await pickAdminDate("Até", "2026-12-31");
    await screen.findByRole("option", { name: "Carlos Motorista" });
    fireEvent.change(screen.getByLabelText("Motorista"), { target: { value: "d1" } });
    fireEvent.change(screen.getByLabelText("Pesquisar"), { target: { value: "Joana Costa" } });
    await waitFor(() => expect(new URL(link("Exportar Excel").getAttribute("href")!, "http://x").searchParams.get("q")).toBe("Joana Costa"));
    for (const [name, format] of [["Exportar CSV", "csv"], ["Exportar Excel", "xlsx"]] as const) {
      const url = new URL(link(name).getAttribute("href")!, "http://x");
      expect(url.pathname).toBe("/api/admin/reports/bookings-export");
      expect(Object.fromEntries(url.searchParams)).toEqual({
        status: "pending",
        type: "transfer",
        from: "2026-12-01",
        to: "2026-12-31",
        driverId: "d1",
        q: "Joana Costa",
        format,
      });
    }
  });

  it("disables the exports, saying why, when the filters match more bookings than an export holds", async () => {
    listAnswer = () =>
      jsonResponse({
        items: [PENDING],
        total: 100_001,
        page: 1,
        pageSize: 50,
        counts: { pending: 100_001, confirmed: 0, assigned: 0, completed: 0, cancelled: 0 },
      });
    renderTab();
    await screen.findByRole("table");
    expect(screen.queryByRole("link", { name: "Exportar CSV" })).toBeNull();
    expect((screen.getByRole("button", { name: "Exportar Excel" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("A exportação está limitada a 100 000 reservas: restrinja os filtros (por exemplo, o período)")).toBeTruthy();
  });

  it("sets any status from the dropdown and says Status atualizado!", async () => {
    renderTab();
    await screen.findByRole("table");
    fireEvent.change(within(table()).getByLabelText("Estado da reserva aaaaaaaa"), { target: { value: "cancelled" } });
    await toastText("Status atualizado!");
    const [[, init]] = calls("PATCH", "/status") as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ status: "cancelled" });
  });

  it("offers a payment link only for a pending booking without money on it", async () => {
    renderTab();
    await screen.findByRole("table");
    const notPending = within(table()).getByRole("button", { name: "Enviar link de pagamento da reserva bbbbbbbb" });
    expect((notPending as HTMLButtonElement).disabled).toBe(true);
    expect(notPending.getAttribute("title")).toBe("Link de pagamento apenas disponível para reservas pendentes");
    fireEvent.click(notPending);
    expect(calls("POST", "/payment-link")).toHaveLength(0);

    fireEvent.click(within(table()).getByRole("button", { name: "Enviar link de pagamento da reserva aaaaaaaa" }));
    await toastText("Link de pagamento enviado por email!");
    expect(calls("POST", "/payment-link")).toHaveLength(1);
  });

  it("offers no payment link for a pending booking that was paid (its status set back by hand)", async () => {
    const paidPending = item({ paid: true });
    listAnswer = () =>
      jsonResponse({ items: [paidPending], total: 1, page: 1, pageSize: 50, counts: { pending: 1, confirmed: 0, assigned: 0, completed: 0, cancelled: 0 } });
    renderTab();
    await screen.findByRole("table");
    const link = within(table()).getByRole("button", { name: "Enviar link de pagamento da reserva aaaaaaaa" });
    expect((link as HTMLButtonElement).disabled).toBe(true);
    expect(link.getAttribute("title")).toMatch(/já está paga/);
  });

  it("deletes only after the confirm prompt", async () => {
    renderTab();
    await screen.findByRole("table");
    fireEvent.click(within(table()).getByRole("button", { name: "Apagar reserva aaaaaaaa" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(calls("DELETE")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Apagar" }));
    await toastText("Reserva apagada com sucesso!");
    expect(calls("DELETE")).toHaveLength(1);
  });

  it("opens the detail with extras, payment state and history, and assigns a driver with the 2-hour warning", async () => {
    assignAnswer = () =>
      jsonResponse({
        booking: {},
        warnings: [{ id: "x", reference: "dddddddd", bookingDate: "2026-12-05", bookingTime: "15:30", origin: "Faro", destination: "Lagos" }],
      });
    renderTab();
    await screen.findByRole("table");
    fireEvent.click(within(table()).getByRole("button", { name: "Ver detalhes da reserva aaaaaaaa" }));
    const sheet = await screen.findByRole("dialog");
    await within(sheet).findByText("TP1901");
    expect(within(sheet).getByText("Link de pagamento aberto")).toBeTruthy();
    expect(within(sheet).getAllByText("Cadeira de bebé").length).toBeGreaterThan(0);
    const history = within(sheet).getByRole("list", { name: "Histórico da reserva" });
    expect(within(history).getByText("Estado alterado de Pendente para Confirmada")).toBeTruthy();
    expect(within(history).getByText(/Ana Admin/)).toBeTruthy();

    await within(sheet).findByRole("option", { name: "Carlos Motorista" });
    fireEvent.change(within(sheet).getByLabelText("Escolher motorista"), { target: { value: "d1" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Atribuir motorista" }));
    await toastText("Motorista atribuído e notificado!");
    await toastText("Atenção: o motorista tem outra reserva a menos de 2 horas");
    const [[, init]] = calls("POST", "/assign") as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ driverId: "d1" });
  });

  it("shows the empty and the error states", async () => {
    listAnswer = () => jsonResponse({ items: [], total: 0, page: 1, pageSize: 50, counts: { pending: 0, confirmed: 0, assigned: 0, completed: 0, cancelled: 0 } });
    renderTab();
    await screen.findByText("Nenhuma reserva encontrada");
    cleanup();
    listAnswer = () => jsonResponse({ error: { code: "x", message: "Base de dados indisponível" } }, 500);
    renderTab();
    expect(await screen.findByRole("alert")).toBeTruthy();
    await toastText("Erro ao carregar reservas");
  });
});

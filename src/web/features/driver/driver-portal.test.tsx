// @vitest-environment jsdom
import { onlineManager } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DriverPortal } from "../../pages/driver/driver-portal.tsx";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import type { DriverBooking, DriverBookingsResponse } from "./driver-booking.ts";
import { readDriverBookings, saveDriverBookings } from "./driver-bookings-cache.ts";
import type { DriverNotification } from "./driver-notification.ts";
import { readDriverNotifications, saveDriverNotifications } from "./driver-notifications-cache.ts";

const USER = { id: "driver-1", email: "carlos@example.com", name: "Carlos Motorista" };

const booking = (over: Partial<DriverBooking>): DriverBooking => ({
  id: "aaaaaaaa-0000-4000-8000-000000000001",
  reference: "aaaaaaaa",
  bookingType: "transfer",
  tourName: null,
  bookingDate: "2026-12-05",
  bookingTime: "14:30",
  status: "confirmed",
  origin: "Aeroporto de Faro (FAO)",
  destination: "Albufeira, Rua da Praia 1",
  customerName: "Joana Costa",
  customerPhone: "+351 912 345 678",
  customerEmail: "joana@example.com",
  passengers: 3,
  vehicleClass: "Van",
  vehicleName: "Mercedes-Benz Vito",
  flightNumber: "TP1901",
  specialRequests: "Bagagem extra: 2 tacos de golfe",
  extras: [{ name: "Cadeira de bebé" }],
  outboundReference: null,
  ...over,
});

const TRANSFER = booking({});
const TOUR = booking({
  id: "bbbbbbbb-0000-4000-8000-000000000002",
  reference: "bbbbbbbb",
  bookingType: "tour",
  tourName: "Fátima e Óbidos",
  bookingDate: "2026-12-06",
  bookingTime: "09:00",
  status: "assigned",
  origin: "Lisboa",
  destination: "Fátima",
  customerName: "Li Wei",
  customerPhone: "912345678",
  flightNumber: null,
  specialRequests: null,
  extras: [],
  outboundReference: "cccccccc",
});
const DONE = booking({ id: "dddddddd-0000-4000-8000-000000000004", reference: "dddddddd", status: "completed", bookingDate: "2026-11-01" });
const CANCELLED = booking({ id: "eeeeeeee-0000-4000-8000-000000000005", reference: "eeeeeeee", status: "cancelled", bookingDate: "2026-11-02" });

const notification = (over: Partial<DriverNotification>): DriverNotification => ({
  id: "n1",
  type: "booking_assigned",
  title: "Nova reserva atribuída",
  message: "Transferência em 05/12/2026 às 14:30",
  bookingId: TRANSFER.id,
  read: false,
  createdAt: "2026-12-01T10:00:00.000Z",
  ...over,
});

let fetchMock: ReturnType<typeof mockFetch>;
let lists: Record<string, () => Response>;
let notifications: { items: DriverNotification[]; unreadCount: number };

const answer = (bookings: DriverBooking[]): DriverBookingsResponse => ({ today: "2026-12-05", bookings });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
  // TanStack Query's own flag (it only listens while a client is mounted).
  onlineManager.setOnline(online);
}

beforeEach(() => {
  toast.dismiss();
  localStorage.clear();
  setOnline(true);
  lists = {
    upcoming: () => jsonResponse(answer([TRANSFER, TOUR])),
    completed: () => jsonResponse(answer([DONE])),
    all: () => jsonResponse(answer([DONE, CANCELLED, TRANSFER, TOUR])),
  };
  notifications = {
    items: [
      notification({ id: "n-old", type: "info", title: "Bem-vindo", message: "Olá Carlos", read: true, createdAt: "2026-11-01T10:00:00.000Z" }),
      notification({ id: "n1" }),
      notification({ id: "n2", type: "warning", title: "Trânsito na A2", message: "Saia mais cedo", createdAt: "2026-12-02T10:00:00.000Z" }),
    ],
    unreadCount: 2,
  };
  fetchMock = mockFetch({
    "/api/me": () => jsonResponse({ user: USER, isAdmin: false, isDriver: true }),
    "/api/driver/bookings": (_init, url) => lists[url.searchParams.get("filter") ?? ""]!(),
    [`/api/driver/bookings/${TRANSFER.id}/status`]: () => jsonResponse({ booking: { ...TRANSFER, status: "in_progress" } }),
    "/api/driver/notifications": () => jsonResponse(notifications),
    "/api/driver/notifications/n1/read": () => jsonResponse({ ok: true }),
    "/api/driver/notifications/read-all": () => jsonResponse({ ok: true }),
    "/api/auth/sign-out": () => jsonResponse({ success: true }),
  });
});
afterEach(cleanup);

const renderPortal = (route = "/driver") =>
  renderWithProviders(
    <>
      <DriverPortal />
      <Toaster />
    </>,
    { route },
  );
const calls = (method: string, path: string) =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(
    ([url, init]) => (init?.method ?? "GET") === method && new URL(url, "http://x").pathname === path,
  );
const toastText = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });
const card = (reference: string) => screen.findByRole("article", { name: `Reserva ${reference}` });

describe("Portal do Motorista", () => {
  it("shows every field of a service with the maps, call, WhatsApp and e-mail links", async () => {
    renderPortal();
    const transfer = within(await card("aaaaaaaa"));
    expect(transfer.getByText("Transferência")).toBeTruthy();
    expect(transfer.getByText("Hoje")).toBeTruthy();
    expect(transfer.getByText("05/12/2026")).toBeTruthy();
    expect(transfer.getByText("14:30")).toBeTruthy();
    expect(transfer.getByText("Confirmada", { selector: "span" })).toBeTruthy();
    expect(transfer.getByText("TP1901")).toBeTruthy();
    expect(transfer.getByText(/Recolha no aeroporto/)).toBeTruthy();
    expect(transfer.getByText("Cadeira de bebé")).toBeTruthy();
    expect(transfer.getByText("Joana Costa")).toBeTruthy();
    expect(transfer.getByText(/3 passageiros/)).toBeTruthy();
    expect(transfer.getByText("Van · Mercedes-Benz Vito")).toBeTruthy();
    expect(transfer.getByText("Bagagem extra: 2 tacos de golfe")).toBeTruthy();
    const href = (name: RegExp | string) => transfer.getByRole("link", { name }).getAttribute("href");
    expect(href(/origem: Aeroporto de Faro/)).toBe(
      "https://www.google.com/maps/search/?api=1&query=Aeroporto%20de%20Faro%20(FAO)",
    );
    expect(href(/destino: Albufeira/)).toBe("https://www.google.com/maps/search/?api=1&query=Albufeira%2C%20Rua%20da%20Praia%201");
    expect(href("Ligar para +351 912 345 678")).toBe("tel:+351912345678");
    expect(href("WhatsApp para +351 912 345 678")).toBe("https://wa.me/351912345678");
    expect(href("joana@example.com")).toBe("mailto:joana@example.com");

    const tour = within(await card("bbbbbbbb"));
    expect(tour.getByText("Tour: Fátima e Óbidos")).toBeTruthy();
    expect(tour.getByText("Amanhã")).toBeTruthy();
    expect(tour.getByText("06/12/2026")).toBeTruthy();
    expect(tour.getByText("Atribuída", { selector: "span" })).toBeTruthy();
    expect(tour.getByText(/regresso da reserva cccccccc/)).toBeTruthy();
    expect(tour.getByRole("link", { name: "WhatsApp para 912345678" }).getAttribute("href")).toBe("https://wa.me/351912345678");
    expect(tour.queryByText(/voo/i)).toBeNull();
    expect(tour.queryByText("Pedidos especiais")).toBeNull();
    expect(calls("GET", "/api/driver/bookings").map(([url]) => new URL(url, "http://x").searchParams.get("filter"))).toContain("upcoming");
  });

  it("offers Pendente, Confirmada, Em Progresso and Concluída, never Cancelada, and no selector once closed", async () => {
    renderPortal("/driver?tab=all");
    await card("dddddddd");
    expect(screen.getByRole("tab", { name: "Todas", selected: true })).toBeTruthy();
    expect(within(await card("dddddddd")).queryByRole("combobox")).toBeNull();
    expect(within(await card("eeeeeeee")).queryByRole("combobox")).toBeNull();
    expect(within(await card("eeeeeeee")).getByText("Cancelada", { selector: "span" })).toBeTruthy();
    const select = within(await card("aaaaaaaa")).getByRole("combobox", { name: "Alterar status da reserva aaaaaaaa" });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Pendente",
      "Confirmada",
      "Em Progresso",
      "Concluída",
    ]);
    const assigned = within(await card("bbbbbbbb")).getByRole("combobox");
    const options = within(assigned).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ["Atribuída", true],
      ["Pendente", false],
      ["Confirmada", false],
      ["Em Progresso", false],
      ["Concluída", false],
    ]);
    expect(screen.queryByRole("option", { name: "Cancelada" })).toBeNull();
  });

  it("changes a status with a PATCH, says so and reloads the list", async () => {
    renderPortal();
    const select = within(await card("aaaaaaaa")).getByRole("combobox");
    const before = calls("GET", "/api/driver/bookings").length;
    lists.upcoming = () => jsonResponse(answer([{ ...TRANSFER, status: "in_progress" }, TOUR]));
    fireEvent.change(select, { target: { value: "in_progress" } });
    await toastText("Status atualizado");
    const [patch] = calls("PATCH", `/api/driver/bookings/${TRANSFER.id}/status`);
    expect(JSON.parse(patch![1]!.body as string)).toEqual({ status: "in_progress" });
    await waitFor(() => expect(calls("GET", "/api/driver/bookings").length).toBeGreaterThan(before));
    await waitFor(() => expect(within(screen.getByRole("article", { name: "Reserva aaaaaaaa" })).getByText("Em Progresso", { selector: "span" })).toBeTruthy());
  });

  it("says when the server refuses a change", async () => {
    fetchMock = mockFetch({
      "/api/me": () => jsonResponse({ user: USER, isAdmin: false, isDriver: true }),
      "/api/driver/bookings": () => jsonResponse(answer([TRANSFER])),
      "/api/driver/notifications": () => jsonResponse({ items: [], unreadCount: 0 }),
      [`/api/driver/bookings/${TRANSFER.id}/status`]: () =>
        jsonResponse({ error: { code: "conflict", message: "A reserva já foi concluída ou cancelada" } }, 409),
    });
    renderPortal();
    fireEvent.change(within(await card("aaaaaaaa")).getByRole("combobox"), { target: { value: "completed" } });
    await toastText("Não foi possível atualizar o status");
    await toastText("A reserva já foi concluída ou cancelada");
  });

  it("refuses a status change without a network instead of queueing it", async () => {
    renderPortal();
    const select = within(await card("aaaaaaaa")).getByRole("combobox");
    act(() => setOnline(false));
    fireEvent.change(select, { target: { value: "completed" } });
    await toastText("Sem ligação: não foi possível atualizar o status. Tente de novo quando tiver rede.");
    expect(calls("PATCH", `/api/driver/bookings/${TRANSFER.id}/status`)).toHaveLength(0);
    expect((select as HTMLSelectElement).value).toBe("confirmed");
  });

  it("keeps the last list per driver and shows it with a banner when loading fails", async () => {
    const savedAt = new Date(2026, 11, 5, 8, 7).getTime();
    saveDriverBookings(USER.id, "upcoming", answer([TRANSFER]), savedAt);
    saveDriverBookings("another-driver", "upcoming", answer([TOUR]), savedAt);
    lists.upcoming = () => jsonResponse({ error: { code: "internal", message: "Erro interno" } }, 500);
    renderPortal();
    await screen.findByText("Sem ligação — lista de 08:07, pode estar desatualizada");
    expect(await card("aaaaaaaa")).toBeTruthy();
    expect(screen.queryByRole("article", { name: "Reserva bbbbbbbb" })).toBeNull();
    await toastText("Não foi possível carregar as reservas");
  });

  it("shows the kept list offline without calling the server", async () => {
    saveDriverBookings(USER.id, "upcoming", answer([TOUR]), new Date(2026, 11, 5, 21, 30).getTime());
    // The session is known (the portal was open); only the phone's network is gone.
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    renderPortal();
    await screen.findByText("Sem ligação — lista de 21:30, pode estar desatualizada");
    expect(await card("bbbbbbbb")).toBeTruthy();
    expect(calls("GET", "/api/driver/bookings")).toHaveLength(0);
  });

  it("keeps the bell's last known unread count offline, with the stale-list notice", async () => {
    saveDriverNotifications(USER.id, notifications, new Date(2026, 11, 5, 21, 30).getTime());
    saveDriverBookings(USER.id, "upcoming", answer([TOUR]), new Date(2026, 11, 5, 21, 30).getTime());
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    renderPortal();
    const bell = await screen.findByRole("button", { name: "Notificações (2 não lidas)" });
    expect(within(bell).getByTestId("unread-count").textContent).toBe("2");
    expect(calls("GET", "/api/driver/notifications")).toHaveLength(0);
    fireEvent.click(bell);
    await screen.findByText("Sem ligação — notificações de 21:30, podem estar desatualizadas");
    const list = await screen.findByRole("list", { name: "Lista de notificações" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
  });

  it("keeps each notifications answer for this driver, and Sair forgets it", async () => {
    renderPortal();
    await screen.findByRole("button", { name: "Notificações (2 não lidas)" });
    await waitFor(() => expect(readDriverNotifications(USER.id)?.data.unreadCount).toBe(2));
    expect(readDriverNotifications("another-driver")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sair" }));
    await waitFor(() => expect(calls("POST", "/api/auth/sign-out")).toHaveLength(1));
    expect(readDriverNotifications(USER.id)).toBeNull();
  });

  it("shows an error with a retry when nothing is kept, and the empty state", async () => {
    lists.upcoming = () => jsonResponse({ error: { code: "internal", message: "Erro interno" } }, 500);
    renderPortal();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Não foi possível carregar as reservas")).toBeTruthy();
    lists.upcoming = () => jsonResponse(answer([]));
    fireEvent.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    await screen.findByText("Nenhuma reserva encontrada");
  });

  it("saves each answer and forgets every kept list on Sair", async () => {
    renderPortal();
    await card("aaaaaaaa");
    await waitFor(() => expect(readDriverBookings(USER.id, "upcoming")?.data.bookings).toHaveLength(2));
    saveDriverBookings("another-driver", "all", answer([TOUR]));
    localStorage.setItem("language", "pt");
    fireEvent.click(screen.getByRole("button", { name: "Sair" }));
    await waitFor(() => expect(calls("POST", "/api/auth/sign-out")).toHaveLength(1));
    expect(readDriverBookings(USER.id, "upcoming")).toBeNull();
    expect(readDriverBookings("another-driver", "all")).toBeNull();
    expect(localStorage.getItem("language")).toBe("pt");
  });

  it("switches tabs through the URL and asks for the completed list", async () => {
    renderPortal();
    await card("aaaaaaaa");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Concluídas" }));
    expect(within(await card("dddddddd")).queryByRole("combobox")).toBeNull();
    expect(calls("GET", "/api/driver/bookings").some(([url]) => url.endsWith("filter=completed"))).toBe(true);
  });

  it("counts unread notifications, lists them newest first and marks them read", async () => {
    renderPortal();
    const bell = await screen.findByRole("button", { name: "Notificações (2 não lidas)" });
    fireEvent.click(bell);
    const list = await screen.findByRole("list", { name: "Lista de notificações" });
    expect(within(list).getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual([
      "Não lida: Trânsito na A2",
      "Não lida: Nova reserva atribuída",
      "Bem-vindo",
    ]);
    notifications = { items: notifications.items.map((i) => (i.id === "n1" ? { ...i, read: true } : i)), unreadCount: 1 };
    fireEvent.click(within(within(list).getAllByRole("listitem")[1]!).getByRole("button", { name: "Marcar como lida" }));
    await waitFor(() => expect(calls("POST", "/api/driver/notifications/n1/read")).toHaveLength(1));
    await screen.findByText("1 por ler");
    expect(screen.getByRole("button", { name: "Notificações (1 não lidas)", hidden: true })).toBeTruthy();
    notifications = { items: notifications.items.map((i) => ({ ...i, read: true })), unreadCount: 0 };
    fireEvent.click(screen.getByRole("button", { name: "Marcar todas como lidas" }));
    await waitFor(() => expect(calls("POST", "/api/driver/notifications/read-all")).toHaveLength(1));
    await screen.findByText("Tudo lido");
    expect(screen.getByRole("button", { name: "Notificações", hidden: true })).toBeTruthy();
  });

  it("toasts a booking assigned since the last poll and reloads the lists", async () => {
    const { queryClient } = renderPortal();
    await screen.findByRole("button", { name: "Notificações (2 não lidas)" });
    expect(screen.queryByText("Nova reserva atribuída", { selector: "[data-sonner-toast] *" })).toBeNull();
    const before = calls("GET", "/api/driver/bookings").length;
    notifications = {
      items: [...notifications.items, notification({ id: "n3", title: "Nova reserva: Lisboa → Porto", createdAt: "2026-12-03T10:00:00.000Z" })],
      unreadCount: 3,
    };
    await act(() => queryClient.refetchQueries({ queryKey: ["driver", "notifications"] }));
    await toastText("Nova reserva: Lisboa → Porto");
    await screen.findByRole("button", { name: "Notificações (3 não lidas)" });
    await waitFor(() => expect(calls("GET", "/api/driver/bookings").length).toBeGreaterThan(before));
  });
});

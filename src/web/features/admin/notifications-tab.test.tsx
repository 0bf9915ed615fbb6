// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import type { AdminNotification } from "./admin-notification.ts";
import { NotificationsTab } from "./notifications-tab.tsx";

const SENT: AdminNotification[] = [
  {
    id: "n1",
    userId: null,
    recipientName: null,
    bookingId: null,
    type: "warning",
    title: "Obras na A22",
    message: "Trânsito lento perto de Loulé",
    read: false,
    createdAt: "2026-07-31T23:30:00.000Z",
  },
  {
    id: "n2",
    userId: "d1",
    recipientName: "João Motorista",
    bookingId: "b1",
    type: "booking_assigned",
    title: "Nova reserva atribuída",
    message: "Faro → Lagos",
    read: true,
    createdAt: "2026-01-05T09:07:00.000Z",
  },
];

let postAnswer: () => Response;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  toast.dismiss(); // sonner replays the previous test's toasts to a new Toaster
  postAnswer = () => jsonResponse({ notification: { ...SENT[0], id: "n3" } }, 201);
  fetchMock = mockFetch({
    "/api/admin/notifications": (init) =>
      init?.method === "POST" ? postAnswer() : jsonResponse({ items: SENT, total: SENT.length }),
    "/api/admin/notifications/n1": () => jsonResponse({ ok: true }),
    "/api/admin/drivers": () => jsonResponse({ drivers: [{ id: "d1", name: "João Motorista", email: "j@example.com", phone: null }] }),
  });
});
afterEach(cleanup);

const renderTab = () =>
  renderWithProviders(
    <>
      <NotificationsTab />
      <Toaster />
    </>,
  );
const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === method) as [string, RequestInit][];
const toastText = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });

describe("Gestão de Notificações", () => {
  it("lists type badges, recipient (Todos when null), date in Lisbon time and read state", async () => {
    renderTab();
    const rows = await screen.findAllByRole("row");
    const first = within(rows[1]!);
    expect(first.getByText("Aviso")).toBeTruthy();
    expect(first.getByText("Todos")).toBeTruthy();
    expect(first.getByText("01/08/2026 00:30")).toBeTruthy();
    expect(first.getByText("Não lida")).toBeTruthy();
    const second = within(rows[2]!);
    expect(second.getByText("Atribuição")).toBeTruthy();
    expect(second.getByText("João Motorista")).toBeTruthy();
    expect(second.getByText("Lida")).toBeTruthy();
    expect(String(calls("GET")[0]![0])).toBe("/api/admin/notifications?page=1&pageSize=50");
  });

  it("requires title and message, then posts to every driver as Info and says Notificação criada!", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Nova Notificação" }));
    const dialog = await screen.findByRole("dialog", { name: "Nova Notificação" });
    expect(within(dialog).getByLabelText("Motorista").textContent).toContain("Todos");
    expect(within(dialog).getByLabelText("Tipo").textContent).toContain("Info");
    expect((within(dialog).getByLabelText("Mensagem") as HTMLTextAreaElement).rows).toBe(4);

    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Criar Notificação" })));
    expect(await within(dialog).findByText("Título é obrigatório")).toBeTruthy();
    expect(within(dialog).getByText("Mensagem é obrigatória")).toBeTruthy();
    expect(calls("POST")).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Título"), { target: { value: "  Reunião de equipa " } });
    fireEvent.change(within(dialog).getByLabelText("Mensagem"), { target: { value: "Amanhã às 9h no escritório." } });
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Criar Notificação" })));

    expect(await toastText("Notificação criada!")).toBeTruthy();
    const [url, init] = calls("POST")[0]!;
    expect(url).toBe("/api/admin/notifications");
    expect(JSON.parse(String(init.body))).toEqual({
      userId: null,
      type: "info",
      title: "Reunião de equipa",
      message: "Amanhã às 9h no escritório.",
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Nova Notificação" })).toBeNull());
  });

  it("keeps the dialog open and says Erro ao criar notificação when the server refuses", async () => {
    postAnswer = () => jsonResponse({ error: { code: "invalid_input", message: "Destinatário inválido" } }, 400);
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Nova Notificação" }));
    const dialog = await screen.findByRole("dialog", { name: "Nova Notificação" });
    fireEvent.change(within(dialog).getByLabelText("Título"), { target: { value: "Olá" } });
    fireEvent.change(within(dialog).getByLabelText("Mensagem"), { target: { value: "Teste" } });
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Criar Notificação" })));
    expect(await toastText("Erro ao criar notificação")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Nova Notificação" })).toBeTruthy();
  });

  it("asks before deleting, then deletes and says Notificação eliminada!", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Eliminar notificação Obras na A22" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Eliminar notificação?" });
    expect(calls("DELETE")).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Eliminar" }));
    expect(await toastText("Notificação eliminada!")).toBeTruthy();
    expect(calls("DELETE").map(([url]) => url)).toEqual(["/api/admin/notifications/n1"]);
  });

  it("shows the error state with a retry and the toast when the list fails", async () => {
    mockFetch({ "/api/admin/notifications": () => jsonResponse({ error: { code: "x", message: "Falhou" } }, 500) });
    renderTab();
    expect(await toastText("Erro ao carregar notificações")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeTruthy();
  });
});

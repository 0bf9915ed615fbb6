// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import type { ContactMessage, ContactStatus } from "./contact-message.ts";
import { MessagesTab } from "./messages-tab.tsx";

let messages: ContactMessage[];
let fetchMock: ReturnType<typeof mockFetch>;

function answerMessage(id: string) {
  return (init: RequestInit | undefined) => {
    if (init?.method === "DELETE") {
      messages = messages.filter((m) => m.id !== id);
      return jsonResponse({ ok: true });
    }
    const { status } = JSON.parse(String(init?.body)) as { status: ContactStatus };
    messages = messages.map((m) => (m.id === id ? { ...m, status } : m));
    return jsonResponse({ message: messages.find((m) => m.id === id) });
  };
}

beforeEach(() => {
  toast.dismiss(); // sonner replays the previous test's toasts to a new Toaster
  messages = [
    {
      id: "m1",
      name: "Maria Silva",
      email: "maria@example.com",
      phone: "+351 912 345 678",
      subject: "Transfer para Lagos",
      message: "Olá,\nQual o preço para 4 pessoas?",
      status: "new",
      createdAt: "2026-07-31T23:30:00.000Z",
    },
    {
      id: "m2",
      name: "John Smith",
      email: "john@example.com",
      phone: null,
      subject: "Old question",
      message: "Answered long ago",
      status: "archived",
      createdAt: "2026-01-05T09:07:00.000Z",
    },
  ];
  fetchMock = mockFetch({
    "/api/admin/messages": () =>
      jsonResponse({ items: messages, total: messages.length, newCount: messages.filter((m) => m.status === "new").length }),
    "/api/admin/messages/m1": answerMessage("m1"),
    "/api/admin/messages/m2": answerMessage("m2"),
  });
});
afterEach(cleanup);

const renderTab = () =>
  renderWithProviders(
    <>
      <MessagesTab />
      <Toaster />
    </>,
  );
const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== "GET")
    .map(([url, init]) => [init!.method, url, init!.body ? JSON.parse(String(init!.body)) : undefined]);
const toastText = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });

async function openDetails(name: string) {
  fireEvent.click(await screen.findByRole("button", { name: `Ver mensagem de ${name}` }));
  return screen.findByRole("dialog", { name: `Mensagem de ${name}` });
}

describe("Mensagens de Contacto", () => {
  it("lists name, email, subject, status and date", async () => {
    renderTab();
    const rows = await screen.findAllByRole("row");
    const first = within(rows[1]!);
    for (const text of ["Maria Silva", "maria@example.com", "Transfer para Lagos", "Nova", "01/08/2026 00:30"]) {
      expect(first.getByText(text)).toBeTruthy();
    }
    expect(within(rows[2]!).getByText("Arquivada")).toBeTruthy();
    expect(within(rows[2]!).getByRole("button", { name: "Arquivar mensagem de John Smith" })).toHaveProperty("disabled", true);
  });

  it("shows Nenhuma mensagem encontrada when there are none", async () => {
    messages = [];
    renderTab();
    expect(await screen.findByText("Nenhuma mensagem encontrada")).toBeTruthy();
  });

  it("opening a new message shows it in full and marks it read, without a success toast", async () => {
    renderTab();
    const dialog = await openDetails("Maria Silva");
    expect(within(dialog).getByRole("link", { name: /maria@example.com/ }).getAttribute("href")).toBe(
      "mailto:maria@example.com",
    );
    expect(within(dialog).getByRole("link", { name: /\+351 912 345 678/ }).getAttribute("href")).toBe("tel:+351912345678");
    expect(within(dialog).getByText(/Qual o preço para 4 pessoas\?/).className).toContain("whitespace-pre-wrap");
    await waitFor(() => expect(writes()).toEqual([["PATCH", "/api/admin/messages/m1", { status: "read" }]]));
    expect(await within(dialog).findByText("Lida")).toBeTruthy();
    expect(screen.queryByText("Status atualizado", { selector: "[data-sonner-toast] *" })).toBeNull();
  });

  it("does not mark again a message already read, and shows no phone when there is none", async () => {
    renderTab();
    const dialog = await openDetails("John Smith");
    expect(within(dialog).queryByText("Telefone")).toBeNull();
    expect(writes()).toEqual([]);
  });

  it("Responder por Email opens the mail client with Re: subject and marks the message replied", async () => {
    renderTab();
    const dialog = await openDetails("Maria Silva");
    await waitFor(() => expect(writes()).toHaveLength(1));
    const reply = within(dialog).getByRole("link", { name: /Responder por Email/ });
    expect(decodeURIComponent(reply.getAttribute("href")!)).toBe("mailto:maria@example.com?subject=Re: Transfer para Lagos");
    reply.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot open a mail client
    fireEvent.click(reply);
    expect(await toastText("Status atualizado")).toBeTruthy();
    expect(writes()[1]).toEqual(["PATCH", "/api/admin/messages/m1", { status: "replied" }]);
    expect(await within(dialog).findByText("Respondida")).toBeTruthy();
  });

  it("Arquivar archives and is disabled once archived", async () => {
    renderTab();
    const dialog = await openDetails("Maria Silva");
    const archive = within(dialog).getByRole("button", { name: "Arquivar" });
    expect(archive).toHaveProperty("disabled", false);
    await act(async () => void fireEvent.click(archive));
    expect(await toastText("Status atualizado")).toBeTruthy();
    expect(writes()).toContainEqual(["PATCH", "/api/admin/messages/m1", { status: "archived" }]);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Arquivar" })).toHaveProperty("disabled", true));
    fireEvent.click(within(dialog).getByRole("button", { name: "Fechar" }));
    const second = await openDetails("John Smith");
    expect(within(second).getByRole("button", { name: "Arquivar" })).toHaveProperty("disabled", true);
  });

  it("asks before deleting: Cancelar keeps the message, Eliminar deletes it", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Eliminar mensagem de Maria Silva" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Eliminar mensagem?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Eliminar mensagem de Maria Silva" }));
    confirm = await screen.findByRole("alertdialog", { name: "Eliminar mensagem?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Eliminar" }));
    expect(await toastText("Mensagem eliminada")).toBeTruthy();
    expect(writes()).toEqual([["DELETE", "/api/admin/messages/m1", undefined]]);
    await waitFor(() => expect(screen.queryByText("Maria Silva")).toBeNull());
  });

  it("shows the error state and Erro ao carregar mensagens when the list fails, and retries", async () => {
    let fail = true;
    mockFetch({
      "/api/admin/messages": () =>
        fail ? jsonResponse({ error: { code: "x", message: "Falhou" } }, 500) : jsonResponse({ items: [], total: 0, newCount: 0 }),
    });
    renderTab();
    expect(await toastText("Erro ao carregar mensagens")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByText("Nenhuma mensagem encontrada")).toBeTruthy();
  });
});

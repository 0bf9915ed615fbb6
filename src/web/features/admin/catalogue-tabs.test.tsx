// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { ContentTab } from "./content-tab.tsx";
import { ExtrasTab } from "./extras-tab.tsx";
import type { AdminContentItem, AdminExtra, AdminVehicle } from "./use-admin-catalogue.ts";
import { VehiclesTab } from "./vehicles-tab.tsx";

const VITO: AdminVehicle = {
  id: "v1",
  name: "Mercedes-Benz Vito",
  class: "Van",
  capacity: 8,
  description: "Spacious van",
  features: ["Wi-Fi", "Air conditioning"],
  imageUrl: null,
  translations: { pt: { description: "Carrinha espaçosa" } },
  missingLanguages: ["fr", "es", "zh"],
};
const SEAT: AdminExtra = {
  id: "e1",
  name: "Baby seat",
  priceCents: 800,
  description: "For babies",
  imageUrl: null,
  translations: {},
  missingLanguages: ["pt", "fr", "es", "zh"],
};
const HERO: AdminContentItem = { section: "hero", key: "title", value: "Private transfers", translations: {}, missingLanguages: ["pt", "fr", "es", "zh"] };

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  toast.dismiss();
  fetchMock = mockFetch({
    "/api/admin/vehicles": (init) => (init?.method === "POST" ? jsonResponse({ vehicle: VITO }, 201) : jsonResponse({ vehicles: [VITO] })),
    "/api/admin/vehicles/v1": () => jsonResponse({ ok: true }),
    "/api/admin/extras": () => jsonResponse({ extras: [SEAT] }),
    "/api/admin/extras/e1": (init) =>
      init?.method === "DELETE"
        ? jsonResponse({ error: { code: "in_use", message: "Erro ao eliminar extra: já faz parte de reservas." } }, 409)
        : jsonResponse({ extra: SEAT }),
    "/api/admin/content": () => jsonResponse({ items: [HERO] }),
    "/api/admin/content/hero/title": () => jsonResponse({ item: HERO }),
    "/api/admin/content/company/email": () => jsonResponse({ item: HERO }),
    "/api/admin/content/company/nif": () => jsonResponse({ item: HERO }),
  });
});
afterEach(cleanup);

const render = (ui: React.ReactElement) =>
  renderWithProviders(
    <>
      {ui}
      <Toaster />
    </>,
  );
const bodyOf = (method: string, path: string) => {
  const call = (fetchMock.mock.calls as [string, RequestInit | undefined][]).find(
    ([url, init]) => new URL(url, "http://x").pathname === path && (init?.method ?? "GET") === method,
  );
  return call ? JSON.parse(String(call[1]!.body)) : undefined;
};
const toastText = (text: string | RegExp) => screen.findByText(text, { selector: "[data-sonner-toast] *" });

describe("Veículos", () => {
  it("lists the fleet with missing languages and creates a vehicle with its French texts", async () => {
    render(<VehiclesTab />);
    const row = within(await screen.findByRole("table")).getByText("Mercedes-Benz Vito").closest("tr")!;
    expect(within(row).getByText("fr")).toBeTruthy();
    expect(within(row).getByText("Wi-Fi, Air conditioning")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Novo veículo" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Nome"), { target: { value: "Mercedes-Benz Sprinter" } });
    fireEvent.change(within(dialog).getByLabelText("Classe"), { target: { value: "Van" } });
    fireEvent.change(within(dialog).getByLabelText("Capacidade"), { target: { value: "12" } });
    fireEvent.change(within(dialog).getByLabelText("Descrição"), { target: { value: "A minibus" } });
    fireEvent.change(within(dialog).getByLabelText("Características"), { target: { value: "Wi-Fi, , USB " } });
    fireEvent.click(within(dialog).getByRole("button", { name: /^Français/ }));
    expect(within(dialog).getByText("Em inglês: A minibus")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Descrição (FR)"), { target: { value: "Un minibus" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Criar veículo" }));
    await toastText("Veículo criado");
    expect(bodyOf("POST", "/api/admin/vehicles")).toEqual({
      name: "Mercedes-Benz Sprinter",
      class: "Van",
      capacity: 12,
      description: "A minibus",
      features: ["Wi-Fi", "USB"],
      imageUrl: null,
      translations: { fr: { description: "Un minibus" } },
    });
  });

  it("says what is wrong with the server's words and sends nothing", async () => {
    render(<VehiclesTab />);
    fireEvent.click(await screen.findByRole("button", { name: "Novo veículo" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Nome"), { target: { value: "Sprinter" } });
    fireEvent.change(within(dialog).getByLabelText("Classe"), { target: { value: "Van" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Criar veículo" }));
    expect(await within(dialog).findByText("Capacidade é obrigatória (número inteiro entre 1 e 50)")).toBeTruthy();
    expect(bodyOf("POST", "/api/admin/vehicles")).toBeUndefined();
  });
});

describe("Extras", () => {
  it("edits the price in euros and sends cents; a refused delete shows the server's reason", async () => {
    render(<ExtrasTab />);
    const row = within(await screen.findByRole("table")).getByText("Baby seat").closest("tr")!;
    expect(within(row).getByText(/^8,00\s€$/)).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Editar Baby seat" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Preço (€)"), { target: { value: "9.99" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Guardar" }));
    await toastText("Extra atualizado");
    expect(bodyOf("PUT", "/api/admin/extras/e1")).toMatchObject({ name: "Baby seat", priceCents: 999 });

    fireEvent.click(within(row).getByRole("button", { name: "Eliminar Baby seat" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Eliminar" }));
    await toastText("Erro ao eliminar extra");
    await toastText("Erro ao eliminar extra: já faz parte de reservas.");
  });
});

describe("Conteúdo", () => {
  it("saves one text in English and Chinese with its own button", async () => {
    render(<ContentTab />);
    const title = await screen.findByLabelText("Título principal");
    fireEvent.change(title, { target: { value: "Private transfers in Portugal" } });
    const form = title.closest("form")!;
    fireEvent.click(within(form).getByRole("button", { name: /^中文/ }));
    fireEvent.change(within(form).getByLabelText("Título principal (ZH)"), { target: { value: "葡萄牙私人接送" } });
    fireEvent.click(within(form).getByRole("button", { name: "Guardar título principal" }));
    await toastText("Conteúdo atualizado!");
    expect(bodyOf("PUT", "/api/admin/content/hero/title")).toEqual({
      value: "Private transfers in Portugal",
      translations: { zh: { value: "葡萄牙私人接送" } },
    });
    await waitFor(() => expect(bodyOf("PUT", "/api/admin/content/company/email")).toBeUndefined());
  });

  it("edits the company's NIF, which the receipts print", async () => {
    render(<ContentTab />);
    const nif = await screen.findByLabelText("NIF (número de contribuinte, impresso nos recibos)");
    fireEvent.change(nif, { target: { value: "509000002" } });
    fireEvent.click(within(nif.closest("form")!).getByRole("button", { name: "Guardar NIF" }));
    await toastText("Conteúdo atualizado!");
    expect(bodyOf("PUT", "/api/admin/content/company/nif")).toEqual({ value: "509000002", translations: {} });
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, pendingResponse, renderWithProviders } from "../../test/render-with-providers.tsx";
import { SettingsTab } from "./settings-tab.tsx";

const SAVED = {
  address: "Aeroporto de Faro, 8006-901 Faro",
  lat: 37.0144,
  lng: -7.9659,
  travelBufferMinutes: 30,
  vatTransferPercent: 6,
  vatTourPercent: 23,
  updatedAt: "2026-01-01T10:00:00.000Z",
};

let getAnswer: () => Response | Promise<Response>;
let putAnswer: (body: { address: string; travelBufferMinutes?: number; vatTransferPercent?: number; vatTourPercent?: number }) => Response;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  toast.dismiss();
  getAnswer = () => jsonResponse({ settings: SAVED });
  putAnswer = ({ address, travelBufferMinutes, vatTransferPercent, vatTourPercent }) =>
    jsonResponse({
      settings: {
        address,
        lat: 37.0891234,
        lng: -8.2479,
        travelBufferMinutes: travelBufferMinutes ?? 30,
        vatTransferPercent: vatTransferPercent ?? 6,
        vatTourPercent: vatTourPercent ?? 23,
        updatedAt: SAVED.updatedAt,
      },
      created: false,
    });
  fetchMock = mockFetch({
    "/api/admin/settings": (init) => (init?.method === "PUT" ? putAnswer(JSON.parse(String(init.body))) : getAnswer()),
    "/api/places/search": () => jsonResponse({ suggestions: [] }),
  });
});
afterEach(cleanup);

const renderTab = () =>
  renderWithProviders(
    <>
      <SettingsTab />
      <Toaster />
    </>,
  );
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT") as [string, RequestInit][];
const toastText = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });
const save = () => act(async () => void fireEvent.click(screen.getByRole("button", { name: "Guardar Configurações" })));

describe("Configurações da Empresa", () => {
  it("shows the address and its latitude and longitude at 6 decimals", async () => {
    renderTab();
    expect(screen.getByRole("heading", { name: "Configurações da Empresa" })).toBeTruthy();
    expect(((await screen.findByLabelText("Morada")) as HTMLInputElement).value).toBe(SAVED.address);
    expect(screen.getByText("37.014400")).toBeTruthy();
    expect(screen.getByText("-7.965900")).toBeTruthy();
  });

  it("saves the address, shows the new coordinates and says Configurações atualizadas com sucesso!", async () => {
    renderTab();
    fireEvent.change(await screen.findByLabelText("Morada"), { target: { value: "  Rua X, 8200 Albufeira " } });
    await save();
    expect(await toastText("Configurações atualizadas com sucesso!")).toBeTruthy();
    expect(JSON.parse(String(puts()[0]![1].body))).toEqual({
      address: "Rua X, 8200 Albufeira",
      travelBufferMinutes: 30,
      vatTransferPercent: 6,
      vatTourPercent: 23,
      driverContact: "company",
    });
    expect(await screen.findByText("37.089123")).toBeTruthy();
    expect(screen.getByText("-8.247900")).toBeTruthy();
  });

  it("says Configurações criadas com sucesso! the first time", async () => {
    getAnswer = () => jsonResponse({ settings: null });
    putAnswer = ({ address }) => jsonResponse({ settings: { ...SAVED, address }, created: true }, 201);
    renderTab();
    const field = (await screen.findByLabelText("Morada")) as HTMLInputElement;
    expect(field.value).toBe("");
    expect(screen.getAllByText("—")).toHaveLength(2);
    fireEvent.change(field, { target: { value: "Aeroporto de Faro" } });
    await save();
    expect(await toastText("Configurações criadas com sucesso!")).toBeTruthy();
    expect(await screen.findByText("37.014400")).toBeTruthy();
  });

  it("requires the address and sends nothing without it", async () => {
    renderTab();
    fireEvent.change(await screen.findByLabelText("Morada"), { target: { value: "   " } });
    await save();
    expect(await screen.findByText("Por favor, insira a morada.")).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it("says Erro ao guardar configurações: {reason} when the address is not found, keeping the old coordinates", async () => {
    putAnswer = () =>
      jsonResponse({ error: { code: "address_not_found", message: "Não foi possível encontrar a morada. Verifique se está correta." } }, 400);
    renderTab();
    fireEvent.change(await screen.findByLabelText("Morada"), { target: { value: "Rua Inexistente" } });
    await save();
    expect(
      await toastText("Erro ao guardar configurações: Não foi possível encontrar a morada. Verifique se está correta."),
    ).toBeTruthy();
    expect(screen.getByText("37.014400")).toBeTruthy();
    expect((screen.getByLabelText("Morada") as HTMLInputElement).value).toBe("Rua Inexistente");
  });

  it("shows the loading state, then the error state with a retry", async () => {
    getAnswer = () => pendingResponse();
    const { unmount } = renderTab();
    expect(screen.getByRole("status").textContent).toContain("Carregando...");
    unmount();
    getAnswer = () => jsonResponse({ error: { code: "x", message: "Falhou" } }, 500);
    renderTab();
    expect(await toastText("Erro ao carregar configurações")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeTruthy();
  });

  it("edits Intervalo mínimo entre serviços (minutos), refusing a value out of 0–240 without sending it", async () => {
    getAnswer = () => jsonResponse({ settings: { ...SAVED, travelBufferMinutes: 45 } });
    renderTab();
    const field = (await screen.findByLabelText("Intervalo mínimo entre serviços (minutos)")) as HTMLInputElement;
    expect(field.value).toBe("45");
    expect(screen.getByText(/o Despacho assinala intervalos mais curtos/)).toBeTruthy();
    fireEvent.change(field, { target: { value: "300" } });
    await save();
    expect(await screen.findByText("O intervalo mínimo entre serviços deve ser um número inteiro entre 0 e 240 minutos.")).toBeTruthy();
    expect(puts()).toHaveLength(0);
    fireEvent.change(field, { target: { value: "15" } });
    await save();
    expect(await toastText("Configurações atualizadas com sucesso!")).toBeTruthy();
    expect(JSON.parse(String(puts()[0]![1].body))).toEqual({
      address: SAVED.address,
      travelBufferMinutes: 15,
      vatTransferPercent: 6,
      vatTourPercent: 23,
      driverContact: "company",
    });
    expect(field.value).toBe("15");
  });

  it("shows Taxas de IVA with Transferências (%) and Tours (%), the saved rates and a help text", async () => {
    getAnswer = () => jsonResponse({ settings: { ...SAVED, vatTransferPercent: 13.5, vatTourPercent: 23 } });
    renderTab();
    const transfers = (await screen.findByLabelText("Transferências (%)")) as HTMLInputElement;
    const tours = screen.getByLabelText("Tours (%)") as HTMLInputElement;
    expect(screen.getByText("Taxas de IVA")).toBeTruthy();
    expect(transfers.value).toBe("13,5");
    expect(tours.value).toBe("23");
    expect(screen.getByText(/Os preços incluem IVA: o recibo em PDF de cada reserva paga separa o valor líquido e o IVA/)).toBeTruthy();
  });

  it("defaults to 6 % and 23 % before the settings were first saved", async () => {
    getAnswer = () => jsonResponse({ settings: null });
    renderTab();
    expect(((await screen.findByLabelText("Transferências (%)")) as HTMLInputElement).value).toBe("6");
    expect((screen.getByLabelText("Tours (%)") as HTMLInputElement).value).toBe("23");
  });

  it("sends rates typed with a comma as numbers and shows what the server saved", async () => {
    renderTab();
    fireEvent.change(await screen.findByLabelText("Transferências (%)"), { target: { value: "13,5" } });
    fireEvent.change(screen.getByLabelText("Tours (%)"), { target: { value: "12.25" } });
    await save();
    expect(await toastText("Configurações atualizadas com sucesso!")).toBeTruthy();
    expect(JSON.parse(String(puts()[0]![1].body))).toMatchObject({ vatTransferPercent: 13.5, vatTourPercent: 12.25 });
    expect((screen.getByLabelText("Transferências (%)") as HTMLInputElement).value).toBe("13,5");
    // The same value as typed keeps its text.
    expect((screen.getByLabelText("Tours (%)") as HTMLInputElement).value).toBe("12.25");
  });

  it("shows the rates the server answers after saving, the Portuguese way", async () => {
    putAnswer = ({ address }) => jsonResponse({ settings: { ...SAVED, address, vatTransferPercent: 13.5, vatTourPercent: 22 }, created: false });
    renderTab();
    await screen.findByLabelText("Transferências (%)");
    await save();
    expect(await toastText("Configurações atualizadas com sucesso!")).toBeTruthy();
    expect((screen.getByLabelText("Transferências (%)") as HTMLInputElement).value).toBe("13,5");
    expect((screen.getByLabelText("Tours (%)") as HTMLInputElement).value).toBe("22");
  });

  it.each([
    ["Transferências (%)", "seis", "A taxa de IVA das transferências deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 6 ou 13,5)."],
    ["Transferências (%)", "6,125", "A taxa de IVA das transferências deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 6 ou 13,5)."],
    ["Tours (%)", "120", "A taxa de IVA dos tours deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 23 ou 13,5)."],
    ["Tours (%)", "", "A taxa de IVA dos tours deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 23 ou 13,5)."],
  ])("refuses %s = %j with its message and sends nothing", async (label, value, message) => {
    renderTab();
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    await save();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(puts()).toHaveLength(0);
    expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(value);
  });
});

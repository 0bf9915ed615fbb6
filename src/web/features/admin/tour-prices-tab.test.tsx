// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import type { AdminTourPrice } from "./admin-tour.ts";
import { TourPricesTab } from "./tour-prices-tab.tsx";

const TOURS = [
  { id: "t1", slug: "algarve", name: "Algarve Coast", missingLanguages: [] },
  { id: "t2", slug: "faro", name: "Faro Old Town", missingLanguages: [] },
];
const PRICES: AdminTourPrice[] = [
  { id: "p1", tourId: "t1", vehicleId: null, vehicleClass: "Van", minPassengers: 1, maxPassengers: 4, priceCents: 12000, createdAt: "2026-01-01T00:00:00Z" },
  { id: "p2", tourId: "t1", vehicleId: null, vehicleClass: "Premium Van", minPassengers: 5, maxPassengers: 7, priceCents: 123456, createdAt: "2026-01-01T00:00:00Z" },
];

let answers: Record<string, () => Response>;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  toast.dismiss();
  answers = {
    classes: () => jsonResponse({ classes: ["Economy", "Van", "Premium"] }),
    prices: () => jsonResponse({ prices: PRICES }),
    create: () => jsonResponse({ price: { ...PRICES[0], id: "p3" } }, 201),
  };
  fetchMock = mockFetch({
    "/api/admin/tours": () => jsonResponse({ tours: TOURS }),
    "/api/admin/tours/t1/prices": () => answers.prices!(),
    "/api/admin/tours/t2/prices": () => jsonResponse({ prices: [] }),
    "/api/admin/vehicle-classes": () => answers.classes!(),
    "/api/admin/tour-prices": () => answers.create!(),
    "/api/admin/tour-prices/p1": () => jsonResponse({ ok: true }),
  });
});
afterEach(cleanup);

const renderTab = () =>
  renderWithProviders(
    <>
      <TourPricesTab />
      <Toaster />
    </>,
  );
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === method) as [string, RequestInit][];
const toastText = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const click = async (element: HTMLElement) => act(async () => void fireEvent.click(element));
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function chooseTour(name: string) {
  const select = screen.getByLabelText("Tour") as HTMLSelectElement;
  await screen.findByRole("option", { name });
  const option = within(select).getByRole("option", { name }) as HTMLOptionElement;
  await act(async () => void change(select, option.value));
}

describe("Gestão de Preços de Tours", () => {
  it("asks for a tour first, then lists its rows with class, passengers and price", async () => {
    renderTab();
    expect(await screen.findByText("Selecione um tour", { selector: "p" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Adicionar preço" })).toBeNull();
    await chooseTour("Algarve Coast");
    const rows = await screen.findAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(plain(rows[1]!.textContent)).toBe("Van1-4 pax120,00 €");
    expect(plain(rows[2]!.textContent)).toBe("Premium Van5-7 pax1 234,56 €");
    expect(calls("GET").map(([url]) => url)).toContain("/api/admin/tours/t1/prices");
  });

  it("says Nenhum preço definido para este tour for a tour without rows", async () => {
    renderTab();
    await chooseTour("Faro Old Town");
    expect(await screen.findByText("Nenhum preço definido para este tour")).toBeTruthy();
  });

  it("adds a row with the defaults min 1, max 4, price 0 and a class of the existing vehicles", async () => {
    renderTab();
    await chooseTour("Algarve Coast");
    const form = await screen.findByRole("form", { name: "Adicionar preço" });
    const vehicleClass = within(form).getByLabelText("Classe de veículo") as HTMLSelectElement;
    await within(form).findByRole("option", { name: "Premium" });
    expect([...vehicleClass.options].map((o) => o.value)).toEqual(["", "Economy", "Van", "Premium"]);
    expect((within(form).getByLabelText("Mínimo de passageiros") as HTMLInputElement).value).toBe("1");
    expect((within(form).getByLabelText("Máximo de passageiros") as HTMLInputElement).value).toBe("4");
    expect(Number((within(form).getByLabelText("Preço (€)") as HTMLInputElement).value)).toBe(0);

    await click(within(form).getByRole("button", { name: "Adicionar Preço" }));
    expect(await within(form).findByText("Classe de veículo é obrigatória")).toBeTruthy();

    change(vehicleClass, "Premium");
    change(within(form).getByLabelText("Mínimo de passageiros"), "5");
    await click(within(form).getByRole("button", { name: "Adicionar Preço" }));
    expect(await within(form).findByText("O mínimo de passageiros não pode ser maior que o máximo")).toBeTruthy();
    expect(calls("POST")).toHaveLength(0);

    change(within(form).getByLabelText("Mínimo de passageiros"), "2");
    change(within(form).getByLabelText("Máximo de passageiros"), "3");
    change(within(form).getByLabelText("Preço (€)"), "99.5");
    await click(within(form).getByRole("button", { name: "Adicionar Preço" }));
    expect(await toastText("Preço criado!")).toBeTruthy();
    const [post] = calls("POST");
    expect(post![0]).toBe("/api/admin/tour-prices");
    expect(JSON.parse(String(post![1].body))).toEqual({ tourId: "t1", vehicleClass: "Premium", minPassengers: 2, maxPassengers: 3, priceCents: 9950 });
    await waitFor(() => expect((within(form).getByLabelText("Mínimo de passageiros") as HTMLInputElement).value).toBe("1"));
  });

  it("says Erro ao criar preço when the server refuses", async () => {
    answers.create = () =>
      jsonResponse({ error: { code: "invalid_input", message: "Classe de veículo inválida: nenhum veículo tem esta classe" } }, 400);
    renderTab();
    await chooseTour("Algarve Coast");
    const form = await screen.findByRole("form", { name: "Adicionar preço" });
    await within(form).findByRole("option", { name: "Van" });
    change(within(form).getByLabelText("Classe de veículo"), "Van");
    await click(within(form).getByRole("button", { name: "Adicionar Preço" }));
    expect(await toastText("Erro ao criar preço")).toBeTruthy();
  });

  it("asks before deleting a row, then deletes it and says Preço eliminado!", async () => {
    renderTab();
    await chooseTour("Algarve Coast");
    await click(await screen.findByRole("button", { name: "Eliminar preço Van 1-4 pax" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Eliminar preço?" });
    expect(calls("DELETE")).toHaveLength(0);
    await click(within(confirm).getByRole("button", { name: "Eliminar" }));
    expect(await toastText("Preço eliminado!")).toBeTruthy();
    expect(calls("DELETE").map(([url]) => url)).toEqual(["/api/admin/tour-prices/p1"]);
  });

  it("says which list failed to load", async () => {
    answers.classes = () => jsonResponse({ error: { code: "x", message: "Falhou" } }, 500);
    answers.prices = () => jsonResponse({ error: { code: "x", message: "Falhou" } }, 500);
    renderTab();
    await chooseTour("Algarve Coast");
    expect(await toastText("Erro ao carregar classes de veículos")).toBeTruthy();
    expect(await toastText("Erro ao carregar preços do tour")).toBeTruthy();
  });

  it("says Erro ao carregar tours when the tours fail", async () => {
    mockFetch({ "/api/admin/tours": () => jsonResponse({ error: { code: "x", message: "Falhou" } }, 500) });
    renderTab();
    expect(await toastText("Erro ao carregar tours")).toBeTruthy();
  });
});

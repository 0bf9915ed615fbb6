// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import type { AdminTour } from "./admin-tour.ts";
import { ToursTab } from "./tours-tab.tsx";

const DOURO: AdminTour = {
  id: "t1",
  slug: "douro-valley",
  name: "Douro Valley",
  description: "Terraced vineyards.",
  itinerary: null,
  highlights: ["Pinhão", "Régua"],
  inclusions: [],
  exclusions: [],
  imageUrl: "/photos/douro.jpg",
  additionalImages: [],
  durationHours: 8,
  capacity: 7,
  priceCents: 123456,
  extraHourPriceCents: 5000,
  translations: { pt: { name: "Vale do Douro", description: "Vinhas em socalcos.", highlights: ["Pinhão", "Régua"] }, es: { name: "Valle del Duero" } },
  createdAt: "2026-01-01T00:00:00.000Z",
  missingLanguages: ["fr", "es", "zh"],
};
const FARO: AdminTour = {
  ...DOURO,
  id: "t2",
  slug: "faro",
  name: "Faro Old Town",
  durationHours: 4.5,
  capacity: 4,
  priceCents: 8000,
  translations: {},
  missingLanguages: [],
};
const PHOTOS = [
  { id: "p1", fileName: "benagil.jpg", url: "/photos/benagil.jpg" },
  { id: "p2", fileName: "lagos.jpg", url: "/photos/lagos.jpg", srcset: "/photos/lagos-400.webp 400w" },
  { id: "p3", fileName: "sagres.jpg", url: "/photos/sagres.jpg" },
];

let answers: Record<string, () => Response>;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  toast.dismiss();
  answers = {
    list: () => jsonResponse({ tours: [DOURO, FARO] }),
    create: () => jsonResponse({ tour: { ...FARO, id: "t3" } }, 201),
    update: () => jsonResponse({ tour: DOURO }),
    fix: () => jsonResponse({ fixed: 3 }),
  };
  fetchMock = mockFetch({
    "/api/admin/tours": (init) => (init?.method === "POST" ? answers.create!() : answers.list!()),
    "/api/admin/tours/t1": (init) => (init?.method === "PUT" ? answers.update!() : jsonResponse({ ok: true })),
    "/api/admin/tours/fix-slugs": () => answers.fix!(),
    "/api/admin/photos": () => jsonResponse({ items: PHOTOS, total: PHOTOS.length }),
  });
});
afterEach(cleanup);

const renderTab = () =>
  renderWithProviders(
    <>
      <ToursTab />
      <Toaster />
    </>,
  );
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === method) as [string, RequestInit][];
const bodyOf = (call: [string, RequestInit] | undefined) => JSON.parse(String(call![1].body)) as unknown;
const toastText = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });
/** Text with the no-break and narrow no-break spaces Intl puts in numbers read as plain spaces. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const click = async (element: HTMLElement) => act(async () => void fireEvent.click(element));
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function openNewTour() {
  renderTab();
  await click(await screen.findByRole("button", { name: "Novo Tour" }));
  return screen.findByRole("dialog", { name: "Novo Tour" });
}
async function choosePhoto(dialog: HTMLElement, buttonName: string, fileName: string) {
  await click(within(dialog).getByRole("button", { name: buttonName }));
  const library = await screen.findByRole("dialog", { name: "Biblioteca de Fotos" });
  await click(await within(library).findByRole("button", { name: `Escolher ${fileName}` }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Biblioteca de Fotos" })).toBeNull());
}

describe("Gestão de Tours", () => {
  it("lists name, duration in Portuguese, price in euros, capacity in people and missing languages", async () => {
    renderTab();
    const rows = await screen.findAllByRole("row");
    const douro = rows[1]!;
    expect(within(douro).getByText("Douro Valley")).toBeTruthy();
    expect(plain(douro.textContent)).toContain("8 horas");
    expect(plain(douro.textContent)).toContain("1 234,56 €");
    expect(plain(douro.textContent)).toContain("7 pessoas");
    // The badges (shown upper-case by CSS) name the languages still missing a text.
    expect(within(douro).getByTitle("Idiomas com textos em falta").textContent).toBe("Textos em falta:freszh");
    const faro = rows[2]!;
    expect(plain(faro.textContent)).toContain("4,5 horas");
    expect(plain(faro.textContent)).toContain("80,00 €");
    expect(plain(faro.textContent)).toContain("4 pessoas");
    expect(within(faro).queryByTitle("Idiomas com textos em falta")).toBeNull();
  });

  it("requires the English name, duration and price, then creates the tour with its texts, photos and translations", async () => {
    const dialog = await openNewTour();
    expect((within(dialog).getByLabelText("Capacidade (pessoas)") as HTMLInputElement).value).toBe("7");
    expect((within(dialog).getByLabelText("Duração (horas)") as HTMLInputElement).placeholder).toBe("8");
    await click(within(dialog).getByRole("button", { name: "Criar Tour" }));
    expect(await within(dialog).findByText("Nome é obrigatório")).toBeTruthy();
    expect(within(dialog).getByText("Duração é obrigatória")).toBeTruthy();
    expect(within(dialog).getByText("Preço é obrigatório")).toBeTruthy();
    expect(calls("POST")).toHaveLength(0);

    type(within(dialog).getByLabelText(/^Nome( \([A-Z]{2}\))?$/), "  Algarve Caves ");
    type(within(dialog).getByLabelText(/^Destaques( \([A-Z]{2}\))?$/), "Benagil, Lagos ,, Sagres");
    type(within(dialog).getByLabelText("Duração (horas)"), "4.5");
    type(within(dialog).getByLabelText("Preço (€)"), "1234.5");
    type(within(dialog).getByLabelText("Capacidade (pessoas)"), "6");
    type(within(dialog).getByLabelText("Slug (opcional)"), "Grutas do Algarve");

    await click(within(dialog).getByRole("button", { name: /Français/ }));
    expect(within(dialog).getByRole("button", { name: /Français/ }).getAttribute("aria-pressed")).toBe("true");
    const frName = within(dialog).getByLabelText(/^Nome( \([A-Z]{2}\))?$/) as HTMLInputElement;
    expect(frName.value).toBe("");
    expect(within(dialog).getByText("Em inglês: Algarve Caves")).toBeTruthy();
    type(frName, "Grottes de l'Algarve");
    type(within(dialog).getByLabelText(/^Destaques( \([A-Z]{2}\))?$/), "Benagil, Lagos");

    await choosePhoto(dialog, "Escolher foto", "benagil.jpg");
    await choosePhoto(dialog, "Adicionar foto", "lagos.jpg");
    await choosePhoto(dialog, "Adicionar foto", "sagres.jpg");
    await click(within(dialog).getByRole("button", { name: "Remover foto adicional 1" }));

    await click(within(dialog).getByRole("button", { name: "Criar Tour" }));
    expect(await toastText("Tour criado!")).toBeTruthy();
    const [post] = calls("POST");
    expect(post![0]).toBe("/api/admin/tours");
    expect(bodyOf(post)).toEqual({
      name: "Algarve Caves",
      description: "",
      itinerary: "",
      highlights: ["Benagil", "Lagos", "Sagres"],
      inclusions: [],
      exclusions: [],
      translations: { fr: { name: "Grottes de l'Algarve", highlights: ["Benagil", "Lagos"] } },
      slug: "Grutas do Algarve",
      durationHours: 4.5,
      priceCents: 123450,
      extraHourPriceCents: null,
      capacity: 6,
      imageUrl: "/photos/benagil.jpg",
      additionalImages: ["/photos/sagres.jpg"],
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Novo Tour" })).toBeNull());
  });

  it("shows the language whose text is refused", async () => {
    const dialog = await openNewTour();
    await click(within(dialog).getByRole("button", { name: /中文/ }));
    type(within(dialog).getByLabelText(/^Nome( \([A-Z]{2}\))?$/), "长".repeat(201));
    await click(within(dialog).getByRole("button", { name: /English/ }));
    type(within(dialog).getByLabelText(/^Nome( \([A-Z]{2}\))?$/), "Lisbon");
    type(within(dialog).getByLabelText("Duração (horas)"), "3");
    type(within(dialog).getByLabelText("Preço (€)"), "90");
    await click(within(dialog).getByRole("button", { name: "Criar Tour" }));
    expect(await within(dialog).findByText("Texto demasiado longo (máximo 200 caracteres)")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: /中文/ }).getAttribute("aria-pressed")).toBe("true");
    expect(calls("POST")).toHaveLength(0);
  });

  it("refuses a duration over 24 hours, a negative price and a price with more than 2 decimals", async () => {
    const dialog = await openNewTour();
    type(within(dialog).getByLabelText(/^Nome( \([A-Z]{2}\))?$/), "Lisbon");
    type(within(dialog).getByLabelText("Duração (horas)"), "25");
    type(within(dialog).getByLabelText("Preço (€)"), "-1");
    type(within(dialog).getByLabelText("Preço por hora extra (€)"), "10.005");
    await click(within(dialog).getByRole("button", { name: "Criar Tour" }));
    expect(await within(dialog).findByText("A duração máxima é de 24 horas")).toBeTruthy();
    expect(within(dialog).getByText("O preço não pode ser negativo")).toBeTruthy();
    expect(within(dialog).getByText("Preço por hora extra inválido")).toBeTruthy();
    expect(calls("POST")).toHaveLength(0);
  });

  it("edits a tour with its values and translations filled in, and says Tour atualizado!", async () => {
    renderTab();
    await click(await screen.findByRole("button", { name: "Editar tour Douro Valley" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar Tour" });
    expect((within(dialog).getByLabelText(/^Nome( \([A-Z]{2}\))?$/) as HTMLInputElement).value).toBe("Douro Valley");
    expect((within(dialog).getByLabelText(/^Destaques( \([A-Z]{2}\))?$/) as HTMLTextAreaElement).value).toBe("Pinhão, Régua");
    expect((within(dialog).getByLabelText("Preço (€)") as HTMLInputElement).value).toBe("1234.56");
    expect((within(dialog).getByLabelText("Preço por hora extra (€)") as HTMLInputElement).value).toBe("50.00");
    expect((within(dialog).getByLabelText("Slug (opcional)") as HTMLInputElement).value).toBe("douro-valley");
    expect(within(dialog).getByRole("button", { name: "Remover foto principal" })).toBeTruthy();
    // Français, Español and 中文 lack some text; Português has all of it.
    expect(within(dialog).getByRole("button", { name: /Français/ }).textContent).toContain("textos em falta");
    expect(within(dialog).getByRole("button", { name: /Português/ }).textContent).not.toContain("textos em falta");

    await click(within(dialog).getByRole("button", { name: /Español/ }));
    expect((within(dialog).getByLabelText(/^Nome( \([A-Z]{2}\))?$/) as HTMLInputElement).value).toBe("Valle del Duero");
    type(within(dialog).getByLabelText(/^Descrição( \([A-Z]{2}\))?$/), "Viñedos en terrazas.");
    await click(within(dialog).getByRole("button", { name: "Remover foto principal" }));
    type(within(dialog).getByLabelText("Preço (€)"), "1300");
    await click(within(dialog).getByRole("button", { name: "Guardar Tour" }));

    expect(await toastText("Tour atualizado!")).toBeTruthy();
    const [put] = calls("PUT");
    expect(put![0]).toBe("/api/admin/tours/t1");
    expect(bodyOf(put)).toMatchObject({
      name: "Douro Valley",
      slug: "douro-valley",
      priceCents: 130000,
      extraHourPriceCents: 5000,
      durationHours: 8,
      capacity: 7,
      imageUrl: null,
      translations: {
        pt: { name: "Vale do Douro", description: "Vinhas em socalcos.", highlights: ["Pinhão", "Régua"] },
        es: { name: "Valle del Duero", description: "Viñedos en terrazas." },
      },
    });
  });

  it("keeps the dialog open and says Erro ao atualizar tour when the server refuses", async () => {
    answers.update = () => jsonResponse({ error: { code: "invalid_input", message: "Foto inválida" } }, 400);
    renderTab();
    await click(await screen.findByRole("button", { name: "Editar tour Douro Valley" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar Tour" });
    await click(within(dialog).getByRole("button", { name: "Guardar Tour" }));
    expect(await toastText("Erro ao atualizar tour")).toBeTruthy();
    expect(await toastText("Foto inválida")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Editar Tour" })).toBeTruthy();
  });

  it("says Erro ao criar tour when creating fails", async () => {
    answers.create = () => jsonResponse({ error: { code: "internal_error", message: "Falhou" } }, 500);
    const dialog = await openNewTour();
    type(within(dialog).getByLabelText(/^Nome( \([A-Z]{2}\))?$/), "Lisbon");
    type(within(dialog).getByLabelText("Duração (horas)"), "3");
    type(within(dialog).getByLabelText("Preço (€)"), "90");
    await click(within(dialog).getByRole("button", { name: "Criar Tour" }));
    expect(await toastText("Erro ao criar tour")).toBeTruthy();
  });

  it("asks before deleting, then deletes and says Tour eliminado!", async () => {
    renderTab();
    await click(await screen.findByRole("button", { name: "Eliminar tour Douro Valley" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Eliminar tour?" });
    expect(calls("DELETE")).toHaveLength(0);
    await click(within(confirm).getByRole("button", { name: "Eliminar" }));
    expect(await toastText("Tour eliminado!")).toBeTruthy();
    expect(calls("DELETE").map(([url]) => url)).toEqual(["/api/admin/tours/t1"]);
  });

  it("asks before fixing slugs, then says how many were fixed", async () => {
    renderTab();
    await click(await screen.findByRole("button", { name: "Corrigir Slugs" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Corrigir slugs?" });
    expect(calls("POST")).toHaveLength(0);
    await click(within(confirm).getByRole("button", { name: "Corrigir" }));
    expect(await toastText("3 slugs corrigidos!")).toBeTruthy();
    expect(calls("POST").map(([url]) => url)).toEqual(["/api/admin/tours/fix-slugs"]);
  });

  it("says Erro ao corrigir alguns slugs when the fix fails", async () => {
    answers.fix = () => jsonResponse({ error: { code: "internal_error", message: "Ocorreu um erro" } }, 500);
    renderTab();
    await click(await screen.findByRole("button", { name: "Corrigir Slugs" }));
    await click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Corrigir" }));
    expect(await toastText("Erro ao corrigir alguns slugs")).toBeTruthy();
  });

  it("shows the error state with a retry and the toast when the list fails", async () => {
    answers.list = () => jsonResponse({ error: { code: "x", message: "Falhou" } }, 500);
    renderTab();
    expect(await toastText("Erro ao carregar tours")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import type { AdminZone, AdminZoneList } from "./admin-zone.ts";
import { ZonesTab } from "./zones-tab.tsx";

/*
 * Leaflet cannot draw in jsdom (no SVG geometry, no canvas): a stand-in records what the map is
 * asked to draw, and can fail like a map that does not load.
 */
const fakeLeaflet = vi.hoisted(() => {
  interface Layer {
    items: { kind: string; centre?: unknown; options?: Record<string, unknown>; tooltip?: string }[];
  }
  const state = {
    failMap: false,
    layers: [] as Layer[],
    tileUrls: [] as string[],
    tileErrorHandlers: [] as (() => void)[],
  };
  const bounds = { extend: () => bounds };
  const shape = (kind: string, centre?: unknown, options?: Record<string, unknown>) => {
    const item = { kind, centre, options, tooltip: undefined as string | undefined };
    const api = {
      bindTooltip: (text: string) => ((item.tooltip = text), api),
      addTo: (layer: Layer) => (layer.items.push(item), api),
      getBounds: () => bounds,
    };
    return api;
  };
  const L = {
    map: () => {
      if (state.failMap) throw new Error("no map here");
      const map = { setView: () => map, getSize: () => ({ x: 0, y: 0 }), fitBounds: () => map, remove: () => undefined };
      return map;
    },
    tileLayer: (url: string) => {
      state.tileUrls.push(url);
      const layer = {
        on: (event: string, handler: () => void) => (event === "tileerror" && state.tileErrorHandlers.push(handler), layer),
        addTo: () => layer,
      };
      return layer;
    },
    layerGroup: () => {
      const layer: Layer & { addTo(): unknown; clearLayers(): void } = {
        items: [],
        addTo: () => layer,
        clearLayers: () => void (layer.items = []),
      };
      state.layers.push(layer);
      return layer;
    },
    circle: (centre: unknown, options: Record<string, unknown>) => shape("circle", centre, options),
    polyline: (points: unknown, options: Record<string, unknown>) => shape("polyline", points, options),
  };
  return { state, L };
});
vi.mock("leaflet", () => ({ default: fakeLeaflet.L }));
vi.mock("leaflet/dist/leaflet.css", () => ({}));

const zone = (over: Partial<AdminZone>): AdminZone => ({
  id: "z1",
  name: "Aeroporto de Faro → Vilamoura",
  origin: "Aeroporto de Faro",
  destination: "Vilamoura",
  originLat: 37.0144,
  originLng: -7.9659,
  destinationLat: 37.082,
  destinationLng: -8.127,
  originRadiusKm: 3,
  destinationRadiusKm: 1.8,
  roadSpeedKmh: 80,
  createdAt: "2026-01-01T10:00:00.000Z",
  matchOrder: 2,
  prices: [
    { vehicleClass: "Economy", priceCents: 4500 },
    { vehicleClass: "Premium", priceCents: 123456 },
  ],
  overlaps: [],
  ...over,
});

const VILAMOURA = zone({});
const QUARTEIRA = zone({
  id: "z2",
  name: "Aeroporto de Faro → Quarteira",
  destination: "Quarteira",
  destinationLat: 37.0705,
  destinationLng: -8.093,
  destinationRadiusKm: 1.2,
  matchOrder: 1,
  prices: [{ vehicleClass: "Premium", priceCents: 6500 }],
});
const LIST: AdminZoneList = { zones: [QUARTEIRA, VILAMOURA], vehicleClasses: ["Economy", "Premium", "Premium Van"] };

let listAnswer: () => Response;
let saveAnswer: (body: Record<string, unknown>) => Response;
let zoneAnswer: () => Response;
let putAnswer: () => Response;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  toast.dismiss();
  fakeLeaflet.state.failMap = false;
  fakeLeaflet.state.layers = [];
  fakeLeaflet.state.tileUrls = [];
  fakeLeaflet.state.tileErrorHandlers = [];
  listAnswer = () => jsonResponse(LIST);
  saveAnswer = (body) => jsonResponse({ zone: { ...VILAMOURA, ...body, id: "z9" }, warnings: [] }, 201);
  zoneAnswer = () => jsonResponse({ zone: VILAMOURA });
  putAnswer = () => jsonResponse({ zone: VILAMOURA, warnings: [], pricesChanged: true });
  fetchMock = mockFetch({
    "/api/admin/zones": (init) => (init?.method === "POST" ? saveAnswer(JSON.parse(String(init.body))) : listAnswer()),
    "/api/admin/zones/z1": (init) =>
      init?.method === "PUT"
        ? putAnswer()
        : init?.method === "DELETE"
          ? jsonResponse({ ok: true })
          : zoneAnswer(),
    "/api/places/search": () => jsonResponse({ suggestions: [] }),
    "/api/places/geocode": (_init, url) => {
      const known: Record<string, { lat: number; lng: number }> = {
        "Aeroporto de Faro": { lat: 37.0144, lng: -7.9659 },
        Vilamoura: { lat: 37.0775, lng: -8.1171 },
        Lagos: { lat: 37.1028, lng: -8.6742 },
      };
      const place = known[url.searchParams.get("address") ?? ""];
      return place
        ? jsonResponse({ place: { ...place, formattedAddress: "x" } })
        : jsonResponse({ error: { code: "not_found", message: "Não foi possível encontrar a morada. Verifique se está correta." } }, 404);
    },
  });
});
afterEach(cleanup);

const renderTab = () =>
  renderWithProviders(
    <>
      <ZonesTab />
      <Toaster />
    </>,
  );
/** The tab once its list is there (Nova zona waits for the vehicle classes). */
const renderLoadedTab = async () => {
  renderTab();
  await screen.findAllByRole("row");
};
const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === method) as [string, RequestInit][];
const toastText = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });
const circles = () => fakeLeaflet.state.layers.flatMap((l) => l.items.filter((i) => i.kind === "circle"));
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe("Gestão de Zonas", () => {
  it("lists zones by name with order, route, radii and prices per class in the panel's money format", async () => {
    renderTab();
    const rows = await screen.findAllByRole("row");
    expect(within(rows[0]!).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Ordem",
      "Nome",
      "Origem → Destino",
      "Raios",
      "Economy",
      "Premium",
      "Premium Van",
      "Ações",
    ]);
    const vilamoura = within(rows[2]!);
    expect(vilamoura.getAllByText("Aeroporto de Faro → Vilamoura")).toHaveLength(2); // name, and origin → destination
    expect(vilamoura.getByText("3 km / 1,8 km")).toBeTruthy();
    expect(rows[2]!.textContent).toContain("1\u00a0234,56\u00a0€");
    expect(rows[2]!.textContent).toContain("45,00\u00a0€");
    expect(within(rows[1]!).getAllByText("—")).toHaveLength(2); // Quarteira: no Economy, no Premium Van
    expect(screen.getByText(/primeira zona que lhe corresponde/)).toBeTruthy();
  });

  it("draws each zone's origin and destination circles on OpenStreetMap, loaded only now", async () => {
    renderTab();
    await screen.findAllByRole("row");
    await waitFor(() => expect(circles()).toHaveLength(4));
    expect(fakeLeaflet.state.tileUrls).toEqual(["https://tile.openstreetmap.org/{z}/{x}/{y}.png"]);
    expect(circles().map((c) => c.tooltip)).toContain("Aeroporto de Faro → Vilamoura — destino");
    expect(circles().find((c) => c.tooltip === "Aeroporto de Faro → Vilamoura — destino")?.options?.radius).toBe(1800);

    fireEvent.click(screen.getByRole("button", { name: "Mostrar Aeroporto de Faro → Vilamoura no mapa" }));
    await waitFor(() =>
      expect(circles().filter((c) => c.options?.color === "#ea580c").map((c) => c.tooltip)).toEqual([
        "Aeroporto de Faro → Vilamoura — origem",
        "Aeroporto de Faro → Vilamoura — destino",
      ]),
    );
  });

  it("keeps the table and the form working when the map cannot load, and says so", async () => {
    fakeLeaflet.state.failMap = true;
    renderTab();
    expect(await screen.findByText(/Não foi possível carregar o mapa/)).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Nova zona" }));
    const dialog = await screen.findByRole("dialog", { name: "Nova zona" });
    expect(within(dialog).getByLabelText("Origem")).toBeTruthy();
    expect(await within(dialog).findByText(/Não foi possível carregar o mapa/)).toBeTruthy();
  });

  it("notes when the map tiles cannot load and still draws the zones", async () => {
    renderTab();
    await waitFor(() => expect(fakeLeaflet.state.tileErrorHandlers).toHaveLength(1));
    act(() => fakeLeaflet.state.tileErrorHandlers[0]!());
    expect(await screen.findByText("O mapa de fundo não carregou; as zonas continuam desenhadas.")).toBeTruthy();
    expect(circles()).toHaveLength(4);
  });

  it("requires name, origin and destination with the spec's messages and sends nothing", async () => {
    await renderLoadedTab();
    fireEvent.click(screen.getByRole("button", { name: "Nova zona" }));
    const dialog = await screen.findByRole("dialog", { name: "Nova zona" });
    expect((within(dialog).getByLabelText("Raio da origem (km)") as HTMLInputElement).value).toBe("5");
    expect(within(dialog).getByLabelText("Raio do destino (km)").getAttribute("step")).toBe("0.1");
    expect(within(dialog).getByLabelText("Premium").getAttribute("step")).toBe("0.01");
    type(within(dialog).getByLabelText("Raio do destino (km)"), "0");
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Criar zona" })));
    expect(await within(dialog).findByText("Por favor, insira o nome da zona")).toBeTruthy();
    expect(within(dialog).getByText("Por favor, insira a morada de origem")).toBeTruthy();
    expect(within(dialog).getByText("Por favor, insira a morada de destino")).toBeTruthy();
    expect(within(dialog).getByText("O raio deve ser um número de pelo menos 0,1 km")).toBeTruthy();
    expect(calls("POST")).toHaveLength(0);
  });

  it("creates a zone: prices in cents per class, places geocoded by the server, Zona criada", async () => {
    await renderLoadedTab();
    fireEvent.click(screen.getByRole("button", { name: "Nova zona" }));
    const dialog = await screen.findByRole("dialog", { name: "Nova zona" });
    type(within(dialog).getByLabelText("Nome"), " Faro → Lagos ");
    type(within(dialog).getByLabelText("Origem"), "Aeroporto de Faro");
    type(within(dialog).getByLabelText("Destino"), "Lagos");
    type(within(dialog).getByLabelText("Raio do destino (km)"), "2.5");
    type(within(dialog).getByLabelText("Economy"), "95");
    type(within(dialog).getByLabelText("Premium"), "1234.56");
    expect(await within(dialog).findByText("Coordenadas: 37.102800, -8.674200")).toBeTruthy();
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Criar zona" })));
    expect(await toastText("Zona criada")).toBeTruthy();
    expect(JSON.parse(String(calls("POST")[0]![1].body))).toEqual({
      name: "Faro → Lagos",
      origin: "Aeroporto de Faro",
      destination: "Lagos",
      originRadiusKm: 5,
      destinationRadiusKm: 2.5,
      roadSpeedKmh: 60,
      originLat: null,
      originLng: null,
      destinationLat: null,
      destinationLng: null,
      prices: [
        { vehicleClass: "Economy", priceCents: 9500 },
        { vehicleClass: "Premium", priceCents: 123456 },
        { vehicleClass: "Premium Van", priceCents: 0 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Nova zona" })).toBeNull());
  });

  it("warns before saving, then after saving in a toast and inline, when the zone overlaps another", async () => {
    saveAnswer = (body) =>
      jsonResponse(
        {
          zone: { ...VILAMOURA, ...body, id: "z9" },
          warnings: [{ zoneId: "z1", zoneName: "Aeroporto de Faro → Vilamoura", direction: "same", triedFirst: "other" }],
        },
        201,
      );
    await renderLoadedTab();
    fireEvent.click(screen.getByRole("button", { name: "Nova zona" }));
    const dialog = await screen.findByRole("dialog", { name: "Nova zona" });
    type(within(dialog).getByLabelText("Nome"), "Vilamoura (bis)");
    type(within(dialog).getByLabelText("Origem"), "Aeroporto de Faro");
    type(within(dialog).getByLabelText("Destino"), "Vilamoura");
    const before = await within(dialog).findByText(/Esta zona partilha viagens com/);
    expect(before.textContent).toContain("«Aeroporto de Faro → Vilamoura»");
    expect(before.textContent).toContain("primeira zona que corresponde");
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Criar zona" })));
    expect(await toastText("Zona sobreposta")).toBeTruthy();
    expect(await screen.findByText("«Vilamoura (bis)» sobrepõe-se a outras zonas")).toBeTruthy();
    expect(screen.getByText(/Partilha viagens com «Aeroporto de Faro → Vilamoura»/, { selector: "p" })).toBeTruthy();
  });

  it("says when a typed place cannot be geocoded", async () => {
    await renderLoadedTab();
    fireEvent.click(screen.getByRole("button", { name: "Nova zona" }));
    const dialog = await screen.findByRole("dialog", { name: "Nova zona" });
    type(within(dialog).getByLabelText("Origem"), "Rua Inexistente");
    expect(await within(dialog).findByText("Não foi possível geocodificar o endereço. Tente ajustar a morada.")).toBeTruthy();
  });

  it("edits a zone with its current prices, keeps the coordinates of unchanged places and says Preços atualizados!", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Editar Aeroporto de Faro → Vilamoura" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar zona" });
    const premium = (await within(dialog).findByLabelText("Premium")) as HTMLInputElement;
    expect(premium.value).toBe("1234.56");
    expect((within(dialog).getByLabelText("Premium Van") as HTMLInputElement).value).toBe("");
    expect(within(dialog).getByText("Coordenadas: 37.082000, -8.127000")).toBeTruthy();
    const speed = within(dialog).getByLabelText("Velocidade média (km/h)") as HTMLInputElement;
    expect(speed.value).toBe("80");
    expect(within(dialog).getByText(/define a duração estimada de cada serviço no Despacho/)).toBeTruthy();
    type(speed, "140");
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Guardar" })));
    expect(await within(dialog).findByText("A velocidade média deve ser um número inteiro entre 10 e 130 km/h")).toBeTruthy();
    expect(calls("PUT")).toHaveLength(0);
    type(speed, "95");
    type(premium, "70");
    type(within(dialog).getByLabelText("Economy"), "0");
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Guardar" })));
    expect(await toastText("Zona atualizada")).toBeTruthy();
    expect(await toastText("Preços atualizados!")).toBeTruthy();
    const [url, init] = calls("PUT")[0]!;
    expect(url).toBe("/api/admin/zones/z1");
    expect(JSON.parse(String(init.body))).toMatchObject({
      roadSpeedKmh: 95,
      originLat: 37.0144,
      originLng: -7.9659,
      destinationLat: 37.082,
      destinationLng: -8.127,
      prices: [
        { vehicleClass: "Economy", priceCents: 0 },
        { vehicleClass: "Premium", priceCents: 7000 },
        { vehicleClass: "Premium Van", priceCents: 0 },
      ],
    });
  });

  it("says Erro ao carregar preços da zona when the zone cannot be read for editing", async () => {
    zoneAnswer = () => jsonResponse({ error: { code: "x", message: "Sem ligação" } }, 500);
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Editar Aeroporto de Faro → Vilamoura" }));
    expect(await toastText("Erro ao carregar preços da zona")).toBeTruthy();
    const dialog = screen.getByRole("dialog", { name: "Editar zona" });
    expect(within(dialog).queryByRole("button", { name: "Guardar" })).toBeNull();
  });

  it("keeps the dialog open and says Erro ao atualizar zona with the server's reason", async () => {
    putAnswer = () => jsonResponse({ error: { code: "prices_failed", message: "Erro ao atualizar preços" } }, 500);
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Editar Aeroporto de Faro → Vilamoura" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar zona" });
    await within(dialog).findByLabelText("Premium");
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Guardar" })));
    expect(await toastText("Erro ao atualizar zona")).toBeTruthy();
    expect(await toastText("Erro ao atualizar preços")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Editar zona" })).toBeTruthy();
  });

  it("asks before deleting, then deletes and says Zona eliminada", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Eliminar Aeroporto de Faro → Vilamoura" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Eliminar zona?" });
    expect(calls("DELETE")).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Eliminar" }));
    expect(await toastText("Zona eliminada")).toBeTruthy();
    expect(calls("DELETE").map(([url]) => url)).toEqual(["/api/admin/zones/z1"]);
  });

  it("shows the empty state, and the error state with a retry and Erro ao carregar zonas", async () => {
    listAnswer = () => jsonResponse({ zones: [], vehicleClasses: [] });
    const { unmount } = renderTab();
    expect(await screen.findByText("Nenhuma zona encontrada")).toBeTruthy();
    unmount();
    listAnswer = () => jsonResponse({ error: { code: "x", message: "Falhou" } }, 500);
    renderTab();
    expect(await toastText("Erro ao carregar zonas")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeTruthy();
  });
});

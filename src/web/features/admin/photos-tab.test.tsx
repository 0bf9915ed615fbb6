// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, pendingResponse, renderWithProviders } from "../../test/render-with-providers.tsx";
import type { AdminPhoto } from "./admin-photo.ts";
import { PhotosTab } from "./photos-tab.tsx";

const photo = (id: string, base: string, extra: Partial<AdminPhoto> = {}): AdminPhoto => ({
  id,
  fileName: `${base}.jpg`,
  url: `/photos/${base}.jpg`,
  srcset: "",
  width: 2000,
  height: 1200,
  sizeBytes: 1_258_291,
  createdAt: "2026-07-31T23:30:00.000Z",
  ...extra,
});

const A = photo("p1", "k3j9x2ab4q-1732371234567");
const B = photo("p2", "zz99yy88xx-1732371200000", { width: 300, height: 200, sizeBytes: 20_480 });

let library: AdminPhoto[];
let total: number | undefined;
let postAnswer: (init: RequestInit | undefined) => Response | Promise<Response>;
let deleteAnswer: () => Response;
let fetchMock: ReturnType<typeof mockFetch>;
let uploads = 0;

beforeEach(() => {
  toast.dismiss(); // sonner replays the previous test's toasts to a new Toaster
  library = [A, B];
  total = undefined;
  postAnswer = (init) => {
    const files = (init?.body as FormData).getAll("files") as File[];
    const stored = files.map((f) => {
      uploads += 1;
      return photo(`new${uploads}`, `new${uploads}aaaaaa-1732371299999`, { sizeBytes: f.size });
    });
    library = [...stored, ...library];
    return jsonResponse({ stored, refused: [] }, 201);
  };
  deleteAnswer = () => jsonResponse({ ok: true });
  fetchMock = mockFetch({
    "/api/admin/photos": (init) => (init?.method === "POST" ? postAnswer(init) : jsonResponse({ items: library, total: total ?? library.length })),
    "/api/admin/photos/p1": () => deleteAnswer(),
  });
});
afterEach(cleanup);

const renderTab = () =>
  renderWithProviders(
    <>
      <PhotosTab />
      <Toaster />
    </>,
  );
const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === method) as [string, RequestInit][];
const toastText = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });
const toastType = async (text: string) => (await toastText(text)).closest("[data-sonner-toast]")?.getAttribute("data-type");
const jpegFile = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: "image/jpeg" });
const choose = async (files: File[]) => {
  const input = screen.getByLabelText("Ficheiros de fotos");
  await act(async () => void fireEvent.change(input, { target: { files } }));
};

describe("Biblioteca de Fotos", () => {
  it("shows a grid of the small copies, lazily, with srcset and the file name as alt text", async () => {
    renderTab();
    expect(await screen.findByRole("heading", { name: "Biblioteca de Fotos" })).toBeTruthy();
    const img = (await screen.findByAltText(`Foto ${A.fileName}`)) as HTMLImageElement;
    expect(img.getAttribute("src")).toBe("/photos/k3j9x2ab4q-1732371234567-w480.webp");
    expect(img.getAttribute("srcset")).toBe(
      "/photos/k3j9x2ab4q-1732371234567-w480.webp 480w, /photos/k3j9x2ab4q-1732371234567-w960.webp 960w, /photos/k3j9x2ab4q-1732371234567-w1600.webp 1600w",
    );
    expect(img.getAttribute("sizes")).toContain("50vw");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("width")).toBe("2000");
    // A small original: one candidate, at its real width.
    expect(screen.getByAltText(`Foto ${B.fileName}`).getAttribute("srcset")).toBe("/photos/zz99yy88xx-1732371200000-w480.webp 300w");
    expect(within(screen.getByRole("list", { name: "Fotos" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText(/1,2 MB · 2000×1200/)).toBeTruthy();
    expect(String(calls("GET")[0]![0])).toBe("/api/admin/photos?page=1");
  });

  it("says Nenhuma foto na biblioteca when there is none", async () => {
    library = [];
    renderTab();
    expect(await screen.findByText("Nenhuma foto na biblioteca")).toBeTruthy();
  });

  it("uploads several images, one multipart request each, and says N foto(s) carregada(s) com sucesso", async () => {
    renderTab();
    await screen.findByAltText(`Foto ${A.fileName}`);
    const input = screen.getByLabelText("Ficheiros de fotos") as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(input.accept).toBe("image/jpeg,image/png,image/webp");
    expect(input.multiple).toBe(true);
    expect(screen.getByRole("button", { name: "Carregar Fotos" })).toBeTruthy();

    await choose([jpegFile("praia.jpg"), jpegFile("torre.png")]);
    expect(await toastType("2 foto(s) carregada(s) com sucesso")).toBe("success");
    const [url, init] = calls("POST")[0]!;
    expect(url).toBe("/api/admin/photos");
    expect(init.credentials).toBe("same-origin");
    expect(new Headers(init.headers).get("content-type")).toBeNull(); // the browser sets multipart with its boundary
    expect(((init.body as FormData).getAll("files") as File[]).map((f) => f.name)).toEqual(["praia.jpg"]);
    expect(((calls("POST")[1]![1].body as FormData).getAll("files") as File[]).map((f) => f.name)).toEqual(["torre.png"]);
    // The list is loaded again and shows the new photos.
    expect(await screen.findByAltText(`Foto new${uploads}aaaaaa-1732371299999.jpg`)).toBeTruthy();
  });

  it("opens the file picker from the keyboard-reachable button and shows the uploading state", async () => {
    postAnswer = () => pendingResponse();
    renderTab();
    await screen.findByAltText(`Foto ${A.fileName}`);
    const input = screen.getByLabelText("Ficheiros de fotos") as HTMLInputElement;
    const click = vi.spyOn(input, "click");
    const button = screen.getByRole("button", { name: "Carregar Fotos" });
    expect(button.tagName).toBe("BUTTON");
    fireEvent.click(button);
    expect(click).toHaveBeenCalled();
    await choose([jpegFile("praia.jpg")]);
    const busy = await screen.findByRole("button", { name: "A carregar..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message in an error toast for each refused file", async () => {
    const refusal = { fileName: "x.jpg", message: "O ficheiro x.jpg não é uma imagem válida (apenas JPEG, PNG ou WebP)" };
    postAnswer = (init) =>
      ((init?.body as FormData).get("files") as File).name === "x.jpg"
        ? jsonResponse({ error: { code: "photo_refused", message: refusal.message }, stored: [], refused: [refusal] }, 400)
        : jsonResponse({ stored: [photo("n1", "abcdefgh12-1732371299999")], refused: [] }, 201);
    renderTab();
    await screen.findByAltText(`Foto ${A.fileName}`);
    await choose([jpegFile("boa.jpg"), jpegFile("x.jpg")]);
    expect(await toastType("1 foto(s) carregada(s) com sucesso")).toBe("success");
    expect(await toastType("O ficheiro x.jpg não é uma imagem válida (apenas JPEG, PNG ou WebP)")).toBe("error");
  });

  it("shows the message of an upload refused as a whole (all files refused, or no access)", async () => {
    const message = "A foto grande.jpg excede o tamanho máximo de 10 MB";
    postAnswer = () => jsonResponse({ error: { code: "photo_refused", message }, stored: [], refused: [{ fileName: "grande.jpg", message }] }, 400);
    renderTab();
    await screen.findByAltText(`Foto ${A.fileName}`);
    await choose([jpegFile("grande.jpg")]);
    expect(await toastType(message)).toBe("error");
    expect(screen.queryByText(/carregada\(s\) com sucesso/)).toBeNull();

    postAnswer = () => jsonResponse({ error: { code: "forbidden", message: "Acesso negado" } }, 403);
    await choose([jpegFile("outra.jpg")]);
    expect(await toastType("Acesso negado")).toBe("error");
  });

  it("refuses a file over 10 MB or of another type before sending, and sends the rest one photo a request", async () => {
    renderTab();
    await screen.findByAltText(`Foto ${A.fileName}`);
    const big = jpegFile("enorme.jpg", 10 * 1024 * 1024 + 1);
    const gif = new File([new Uint8Array(10)], "anim.gif", { type: "image/gif" });
    const twelve = Array.from({ length: 12 }, (_, i) => jpegFile(`f${i}.jpg`));
    await choose([big, gif, ...twelve]);
    expect(await toastType("12 foto(s) carregada(s) com sucesso")).toBe("success");
    expect(await toastType("A foto enorme.jpg excede o tamanho máximo de 10 MB")).toBe("error");
    expect(await toastType("O ficheiro anim.gif não é uma imagem válida (apenas JPEG, PNG ou WebP)")).toBe("error");
    const sent = calls("POST").map(([, init]) => ((init.body as FormData).getAll("files") as File[]).map((f) => f.name));
    expect(sent).toEqual(twelve.map((f) => [f.name]));
  });

  it("shows the upload's progress, A carregar N de M… with a progress bar, sending one photo at a time", async () => {
    const answers: ((response: Response) => void)[] = [];
    const storedAnswer = (init: RequestInit | undefined) => {
      const [file] = (init?.body as FormData).getAll("files") as File[];
      return jsonResponse({ stored: [photo(`up-${file!.name}`, `up${file!.name.slice(0, 1)}aaaaaaa-1732371299999`)], refused: [] }, 201);
    };
    postAnswer = (init) => new Promise<Response>((resolve) => answers.push(() => resolve(storedAnswer(init))));
    renderTab();
    await screen.findByAltText(`Foto ${A.fileName}`);
    await choose([jpegFile("a.jpg"), jpegFile("b.jpg"), jpegFile("c.jpg")]);

    const listReads = () => calls("GET").length;
    const readsBefore = listReads();
    for (let done = 0; done < 3; done++) {
      expect(await screen.findByText(`A carregar ${done + 1} de 3…`)).toBeTruthy();
      // The grid reloads as each photo arrives, not only at the end.
      if (done > 0) await waitFor(() => expect(listReads()).toBeGreaterThanOrEqual(readsBefore + done));
      const bar = screen.getByRole("progressbar", { name: "Progresso do carregamento" });
      expect(bar.getAttribute("aria-valuemin")).toBe("0");
      expect(bar.getAttribute("aria-valuemax")).toBe("3");
      expect(bar.getAttribute("aria-valuenow")).toBe(String(done));
      // One request at a time: the next photo goes only when the previous one is answered.
      await waitFor(() => expect(calls("POST")).toHaveLength(done + 1));
      expect(answers).toHaveLength(done + 1);
      await act(async () => answers[done]!(new Response()));
    }
    expect(await toastType("3 foto(s) carregada(s) com sucesso")).toBe("success");
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    expect(screen.queryByText(/A carregar \d+ de \d+/)).toBeNull();
    expect(calls("POST").map(([, init]) => ((init.body as FormData).getAll("files") as File[]).map((f) => f.name))).toEqual([
      ["a.jpg"],
      ["b.jpg"],
      ["c.jpg"],
    ]);
  });

  it("asks with the spec's dialog before deleting, then says Foto eliminada com sucesso", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: `Eliminar foto ${A.fileName}` }));
    const confirm = await screen.findByRole("alertdialog", { name: "Eliminar foto?" });
    expect(within(confirm).getByText("Esta ação não pode ser desfeita. A foto será permanentemente eliminada.")).toBeTruthy();
    expect(calls("DELETE")).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Eliminar" }));
    expect(await toastType("Foto eliminada com sucesso")).toBe("success");
    expect(calls("DELETE").map(([url]) => url)).toEqual(["/api/admin/photos/p1"]);
  });

  it("shows the server's message when a delete fails", async () => {
    deleteAnswer = () => jsonResponse({ error: { code: "not_found", message: "Foto não encontrada" } }, 404);
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: `Eliminar foto ${A.fileName}` }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Eliminar" }));
    expect(await toastType("Foto não encontrada")).toBe("error");
  });

  it("copies the photo's full link", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: `Copiar link da foto ${A.fileName}` }));
    expect(await toastText("Link copiado para área de transferência!")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/photos/${A.fileName}`);
  });

  it("pages by 100: Página 1 de 2 and the next page asks for page 2", async () => {
    total = 150;
    renderTab();
    expect(await screen.findByText(/Página 1 de 2/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Seguinte/ }));
    await waitFor(() => expect(calls("GET").map(([url]) => String(url))).toContain("/api/admin/photos?page=2"));
  });

  it("shows the error state with a retry when the list fails", async () => {
    mockFetch({ "/api/admin/photos": () => jsonResponse({ error: { code: "x", message: "Falhou" } }, 500) });
    renderTab();
    expect(await toastText("Erro ao carregar fotos")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeTruthy();
  });
});

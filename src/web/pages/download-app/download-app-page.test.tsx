// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { DownloadAppPage } from "./download-app-page.tsx";

const renderPage = () =>
  renderWithProviders(
    <>
      <DownloadAppPage />
      <Toaster />
    </>,
    { route: "/download-app" },
  );
const toastText = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });

function offerInstall(outcome: "accepted" | "dismissed") {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

beforeEach(() => {
  toast.dismiss();
  mockFetch({ "/api/me": () => jsonResponse({ user: { id: "a", email: "a@x.pt", name: "Ana" }, isAdmin: true, isDriver: false }) });
  window.matchMedia = vi.fn(() => ({ matches: false }) as MediaQueryList);
  Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
});
afterEach(() => {
  cleanup();
  document.head.querySelectorAll("link[rel=manifest]").forEach((l) => l.remove());
});

describe("/download-app", () => {
  it("shows the manual steps, the features and adds the manifest link while open", async () => {
    const { unmount } = renderPage();
    expect(screen.getAllByText(/Adicionar à tela inicial/)).toHaveLength(2);
    expect(screen.getByText("Android (Chrome)")).toBeTruthy();
    expect(screen.getByText("iPhone (Safari)")).toBeTruthy();
    for (const feature of ["Funciona offline", "Instalação rápida", "Atualizações automáticas", "Android e iOS"])
      expect(screen.getByText(feature)).toBeTruthy();
    expect(document.head.querySelector("link[rel=manifest]")?.getAttribute("href")).toBe("/manifest.webmanifest");
    expect(document.head.querySelector('link[rel=apple-touch-icon][sizes="180x180"]')).toBeTruthy();
    unmount();
    expect(document.head.querySelector("link[rel=manifest]")).toBeNull();
  });

  it("installs through the browser's prompt", async () => {
    renderPage();
    const event = offerInstall("accepted");
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole("button", { name: "Instalar no ecrã inicial" }));
    await toastText("App instalado com sucesso!");
    expect(event.prompt).toHaveBeenCalled();
    await screen.findByText("App já instalado!");
  });

  it("says when the install was cancelled", async () => {
    renderPage();
    offerInstall("dismissed");
    fireEvent.click(await screen.findByRole("button", { name: "Instalar no ecrã inicial" }));
    await toastText("Instalação cancelada");
    expect(screen.queryByRole("button", { name: "Instalar no ecrã inicial" })).toBeNull();
  });

  it("says App já instalado! when running from the home screen", () => {
    window.matchMedia = vi.fn(() => ({ matches: true }) as MediaQueryList);
    renderPage();
    expect(screen.getByText("App já instalado!")).toBeTruthy();
  });

  it("shares the driver link natively, or copies it", async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, "share", { configurable: true, value: share });
    const { unmount } = renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Compartilhar link" }));
    await toastText("Link compartilhado!");
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/driver` }));
    unmount();
    toast.dismiss();

    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Compartilhar link" }));
    await toastText("Link copiado para área de transferência!");
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/driver`);
  });
});

import { useCallback, useEffect, useState } from "react";
import { toast } from "../../lib/toast.ts";

/** Chrome's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

function runningStandalone() {
  const media = typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches;
  return media || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export type InstallState = "not-installable" | "installable" | "installed";

/** App install (spec section 4): not installable, installable (the browser offered it), installed. */
export function useInstallPrompt() {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(runningStandalone);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setDeferred(null);
      setInstalled(true);
      toast.success("App instalado com sucesso!", { id: "app-installed" });
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!deferred) {
      toast.error("Instalação não disponível neste momento");
      return;
    }
    await deferred.prompt();
    const { outcome } = await deferred.userChoice;
    setDeferred(null);
    if (outcome === "accepted") {
      setInstalled(true);
      toast.success("App instalado com sucesso!", { id: "app-installed" });
    } else {
      toast("Instalação cancelada");
    }
  }, [deferred]);

  const state: InstallState = installed ? "installed" : deferred ? "installable" : "not-installable";
  return { state, install };
}

/** Shares the driver portal's link: the phone's share sheet, else the clipboard. */
export async function shareDriverLink() {
  const url = `${window.location.origin}/driver`;
  const data = { title: "Portal Motorista", text: "Instale a app do Portal Motorista no seu telemóvel:", url };
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      toast.success("Link compartilhado!");
      return;
    } catch (error) {
      // The driver closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copiado para área de transferência!");
  } catch {
    toast.error("Não foi possível copiar o link", { description: url });
  }
}

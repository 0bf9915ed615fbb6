import type { ExternalToast } from "sonner";

/*
 * Toasts without sonner in the first download: sonner (and its Toaster) loads when the first
 * toast is shown. `toast.success(...)` and friends keep sonner's signatures; a toast asked for
 * before the Toaster has mounted is shown as soon as it does (sonner replays active toasts).
 */

type Kind = "message" | "success" | "error" | "info" | "warning";

let needed = false;
const listeners = new Set<() => void>();

/** Whether a toast has been asked for (the Toaster is mounted from then on). */
export function isToasterNeeded(): boolean {
  return needed;
}

/** Subscribes to the moment the first toast is asked for (for useSyncExternalStore). */
export function subscribeToasterNeeded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  void import("sonner").then(({ toast: sonner }) => {
    if (kind === "message") sonner(message, options);
    else sonner[kind](message, options);
  });
}

export const toast = Object.assign((message: string, options?: ExternalToast) => show("message", message, options), {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
});

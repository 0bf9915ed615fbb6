import { registerSW } from "virtual:pwa-register";

let registered = false;

/** The driver app's service worker (offline use, install to home screen), registered once. */
export function registerServiceWorker() {
  if (registered || !("serviceWorker" in navigator)) return;
  registered = true;
  registerSW({ immediate: true });
}

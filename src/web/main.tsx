import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { readBootLanguage } from "./app/boot-data.ts";
import { AppProviders } from "./app/providers.tsx";
import { AppRoutes, preloadRoutes } from "./app/routes.tsx";
import { formatEuros } from "../domain/money.ts";
import { cn } from "./lib/cn.ts";
import { i18n } from "./lib/i18n.ts";
import "./styles.css";

function whenI18nReady(): Promise<void> {
  return i18n.isInitialized ? Promise.resolve() : new Promise((resolve) => i18n.on("initialized", () => resolve()));
}

/** Marks <html data-ready> once the app has taken over the page (its buttons answer from then on). */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);
  return null;
}

/**
 * Work that the first render would otherwise do inside one long task, done beforehand in tasks
 * of its own: tailwind-merge builds its class tables on first use, and the first Intl formatter
 * loads the language's number data (each tens of milliseconds on a phone). A phone answers taps
 * between these tasks; inside one long render it could not.
 */
async function warmUp(): Promise<void> {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  // Not in the task that starts the route's and texts' downloads.
  await nextTask();
  cn("px-1", "px-2");
  await nextTask();
  formatEuros(0, i18n.language);
  await nextTask();
}

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
    <MarkReady />
  </StrictMode>
);

await whenI18nReady();
// The visitor's own choice (?lang=, else the stored one): i18n starts in it (lib/i18n.ts).
const rendered = readBootLanguage();
if (container.hasChildNodes() && rendered === i18n.language) {
  // The server rendered this page (src/server/modules/pages/) in the visitor's language: take it
  // over once its route and texts are loaded, so the first render matches the server's HTML.
  // A failed download is shown by the page's error boundary (app/route-error-boundary.tsx).
  await Promise.all([preloadRoutes(window.location.pathname), i18n.loadNamespaces("common"), warmUp()]).catch(() => undefined);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone would not answer a tap meanwhile).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Nothing rendered, or rendered in another language than the visitor chose (a choice stored
  // before the server could know it): render afresh; the server's HTML stays until then.
  createRoot(container).render(app);
}

import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from "react-router";
import { readBootLanguage } from "./app/boot-data.ts";
import { AppProviders } from "./app/providers.tsx";
import { routes } from "./app/routes.tsx";
import { i18n } from "./lib/i18n.ts";
import "./styles.css";

/** Loads the lazy routes that match this address, so the first render needs nothing more. */
async function loadMatchedRoutes(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

function whenI18nReady(): Promise<void> {
  return i18n.isInitialized ? Promise.resolve() : new Promise((resolve) => i18n.on("initialized", () => resolve()));
}

const container = document.getElementById("root")!;
const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (container.hasChildNodes()) {
  // The server rendered this page (src/server/modules/pages/): hydrate it in the language it was
  // rendered in, with its route and texts loaded first, then switch to the visitor's own choice.
  const chosen = i18n.language;
  const rendered = readBootLanguage() ?? chosen;
  await whenI18nReady();
  if (rendered !== i18n.language) await i18n.changeLanguage(rendered);
  await Promise.all([loadMatchedRoutes(routes), i18n.loadNamespaces("common")]);
  hydrateRoot(container, app(createBrowserRouter(routes)));
  if (chosen !== rendered) void i18n.changeLanguage(chosen);
} else {
  createRoot(container).render(app(createBrowserRouter(routes)));
}

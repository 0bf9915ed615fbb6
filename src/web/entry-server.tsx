/**
 * Renders a public page to HTML on the server (built by `vite build --ssr` into dist/ssr and
 * called by src/server/modules/pages/): the same routes, providers and components as the browser,
 * in the visitor's language, from the API answers the page embeds. The browser then hydrates it
 * (main.tsx). Every text of every language is loaded up front; rendering is synchronous, so the
 * shared i18next instance is switched to the page's language right before each render.
 */
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { cacheEntryFor } from "./app/boot-data.ts";
import { AppProviders } from "./app/providers.tsx";
import { AppRoutes, preloadRoutes } from "./app/routes.tsx";
import { i18n, isSupportedLanguage, type LanguageCode } from "./lib/i18n.ts";
import { PageMetaCollector, type PageMeta } from "./lib/use-page-meta.ts";

const bundles = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json", { eager: true });

const ready = (async () => {
  if (!i18n.isInitialized) await new Promise<void>((resolve) => i18n.on("initialized", () => resolve()));
  for (const [file, bundle] of Object.entries(bundles)) {
    const [, lang, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (lang && ns) i18n.addResourceBundle(lang, ns, bundle.default, true, true);
  }
})();

export interface RenderInput {
  /** The page's absolute URL (its path and query are what the router sees). */
  url: string;
  lang: LanguageCode;
  /** API answers by path ("/api/tours?lang=pt"), as embedded in the page. */
  data: Record<string, unknown>;
}

export interface RenderedPage {
  /** The markup for inside <div id="root">. */
  html: string;
  /** The title, description and picture the page states (usePageMeta), in its language. */
  meta: PageMeta;
}

/** The page rendered, or undefined when it cannot be rendered here. */
export async function renderPage({ url, lang, data }: RenderInput): Promise<RenderedPage | undefined> {
  await ready;
  if (!isSupportedLanguage(lang)) return undefined;
  const { pathname, search } = new URL(url);
  // The page and its texts are loaded before the (synchronous) render.
  await preloadRoutes(pathname);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [apiPath, body] of Object.entries(data)) {
    const entry = cacheEntryFor(apiPath, body);
    if (entry) queryClient.setQueryData(entry.key, entry.data);
  }
  // Every bundle is loaded, so the switch happens at once; nothing runs between it and the render.
  void i18n.changeLanguage(lang);
  if (i18n.language !== lang) return undefined;
  const meta: PageMeta = {};
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector value={meta}>
        <AppProviders client={queryClient}>
          <StaticRouter location={pathname + search}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PageMetaCollector>
    </StrictMode>,
  );
  return { html, meta };
}

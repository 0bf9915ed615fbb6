import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import { Suspense, type ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { vi } from "vitest";
import { i18n } from "../lib/i18n.ts";

/*
 * Component tests in English: every English namespace is loaded synchronously, so texts resolve
 * on the first render instead of suspending on the lazy JSON chunks.
 */
const englishBundles = import.meta.glob<{ default: Record<string, unknown> }>("../locales/en/*.json", {
  eager: true,
});
for (const [file, bundle] of Object.entries(englishBundles)) {
  const ns = file.replace(/^.*\/([^/]+)\.json$/, "$1");
  i18n.addResourceBundle("en", ns, bundle.default, true, true);
}
if (!i18n.isInitialized) {
  await new Promise<void>((resolve) => i18n.on("initialized", () => resolve()));
}
if (i18n.language !== "en") await i18n.changeLanguage("en");

export interface RenderOptions {
  /** The URL the router starts at, e.g. "/tours/algarve" or "/transfers#book". */
  route?: string;
  /** The route pattern the element is mounted on, e.g. "/tours/:slug"; by default every path. */
  path?: string;
}

/** A client per test: no retries (and no wait where a hook keeps its own), no shared cache between tests. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity } } });
}

/** Renders a page with a fresh QueryClient, English texts and a MemoryRouter at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = "/", path = "*" }: RenderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={<p>suspended</p>}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A JSON response as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** An answer that never comes: the page stays in its loading state. */
export function pendingResponse(): Promise<Response> {
  return new Promise<Response>(() => {});
}

/** Answers one request; receives the call's init (method, body) and URL when it needs them. */
type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/**
 * Replaces `globalThis.fetch` with a mock answering by path ("/api/tours"); any other path
 * answers 404 with the API's error shape. Returns the mock to inspect calls (`mock.calls[i]` is
 * `[input, init]`).
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const handler = handlers[url.pathname];
    return handler ? handler(init, url) : jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

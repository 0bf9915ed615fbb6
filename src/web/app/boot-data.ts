import type { QueryClient } from "@tanstack/react-query";
import { tourQueryKey, toursQueryKey, vehiclesQueryKey } from "../features/catalogue/use-catalogue.ts";
import { siteContentQueryKey } from "../features/content/use-site-content.ts";
import { isSupportedLanguage, type LanguageCode } from "../lib/i18n.ts";

/*
 * The server sends each public page with the API answers it renders from, embedded as JSON in
 * <script type="application/json" id="boot-data"> (src/server/modules/pages/page-boot.ts): they
 * go into the query cache before the first render, so the page paints without waiting for them.
 */

interface CacheEntry {
  key: readonly unknown[];
  data: unknown;
}

/** Where an embedded answer of `apiPath` ("/api/tours?lang=fr") goes in the query cache, if anywhere. */
export function cacheEntryFor(apiPath: string, body: unknown): CacheEntry | undefined {
  let url: URL;
  try {
    url = new URL(apiPath, "http://localhost");
  } catch {
    return undefined;
  }
  const lang = url.searchParams.get("lang");
  if (!isSupportedLanguage(lang)) return undefined;
  if (url.pathname === "/api/content") return { key: siteContentQueryKey(lang), data: body };
  if (url.pathname === "/api/tours") return { key: toursQueryKey(lang), data: body };
  if (url.pathname === "/api/vehicles") return { key: vehiclesQueryKey(lang), data: body };
  const tour = /^\/api\/tours\/([^/]+)$/.exec(url.pathname);
  if (tour?.[1] && body && typeof body === "object" && "tour" in body) {
    try {
      return { key: tourQueryKey(decodeURIComponent(tour[1]), lang), data: body.tour };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The language the server rendered this page in, if it did. */
export function readBootLanguage(doc: Document | undefined = globalThis.document): LanguageCode | undefined {
  const text = doc?.getElementById("boot-data")?.textContent;
  if (!text) return undefined;
  try {
    const lang = (JSON.parse(text) as { lang?: unknown }).lang;
    return isSupportedLanguage(lang) ? lang : undefined;
  } catch {
    return undefined;
  }
}

/** Puts the page's embedded answers into the query cache (nothing when the page has none). */
export function seedQueryCache(client: QueryClient, doc: Document | undefined = globalThis.document): void {
  const text = doc?.getElementById("boot-data")?.textContent;
  if (!text) return;
  let data: unknown;
  try {
    data = (JSON.parse(text) as { data?: unknown }).data;
  } catch {
    return;
  }
  if (!data || typeof data !== "object") return;
  for (const [apiPath, body] of Object.entries(data)) {
    const entry = cacheEntryFor(apiPath, body);
    if (entry) client.setQueryData(entry.key, entry.data);
  }
}

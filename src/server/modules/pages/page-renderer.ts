import { createHash } from "node:crypto";
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import type { Logger } from "pino";

/** A page rendered on the server: its markup and the words it states for its <head>. */
export interface RenderedPage {
  html: string;
  meta: { title?: string; description?: string; image?: string };
}

/** What dist/ssr/entry-server.js exports (src/web/entry-server.tsx). */
interface SsrModule {
  renderPage(input: { url: string; lang: string; data: Record<string, unknown> }): Promise<RenderedPage | undefined>;
}

export type RenderPage = (input: {
  url: string;
  lang: string;
  data: Record<string, unknown>;
}) => Promise<RenderedPage | undefined>;

/** Rendered pages kept in memory, by address, language and the data they were rendered from. */
const CACHE_LIMIT = 500;

/**
 * The server-side renderer of public pages from the build (`entryFile`, dist/ssr/entry-server.js),
 * with a bounded cache: a page is rendered again only when its address, language or data change
 * (an admin's edit changes the data). Undefined when there is no such build (tests, development):
 * pages are then painted by the browser alone. A failed render is logged and the page is sent
 * unrendered; the browser renders it.
 */
export function createPageRenderer(entryFile: string, logger: Logger): RenderPage | undefined {
  if (!fs.existsSync(entryFile)) return undefined;
  let loaded: Promise<SsrModule> | undefined;
  const cache = new Map<string, RenderedPage>();

  return async ({ url, lang, data }) => {
    const key = createHash("sha256").update(JSON.stringify([url, lang, data])).digest("base64url");
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    try {
      loaded ??= import(`${pathToFileURL(entryFile).href}`) as Promise<SsrModule>;
      const page = await (await loaded).renderPage({ url, lang, data });
      if (page === undefined) return undefined;
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(key, page);
      return page;
    } catch (err) {
      // Only the page's first path segment: the rest can be a private token (/booking/<token>).
      logger.error({ err, page: firstSegment(url) }, "server rendering failed; the page is sent for the browser to render");
      return undefined;
    }
  };
}

/** "/tours/algarve?lang=fr" → "/tours": what a log line may say of a page's address. */
function firstSegment(url: string): string {
  return `/${new URL(url, "http://page.invalid").pathname.split("/")[1] ?? ""}`;
}

import fs from "node:fs";
import path from "node:path";
import { getCookie } from "hono/cookie";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";

/*
 * What a public page needs before it can paint, sent with its HTML: the page's own scripts and
 * language files as <link rel="modulepreload"> (fetched in parallel with the main script instead
 * of after it), and the API answers it renders from (site content, the catalogue) embedded as
 * JSON, which the web app puts in its query cache (src/web/lib/boot-data.ts). Without a build
 * manifest (tests, a development server) pages get the data only.
 */

export const LANGUAGES = ["en", "pt", "fr", "es", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];

/** `<html lang>` per language, as the web app sets it (src/web/lib/i18n.ts). */
export const HTML_LANG: Record<Language, string> = { en: "en", pt: "pt-PT", fr: "fr", es: "es", zh: "zh-Hans" };

interface PageNeeds {
  /** The page's module as the build manifest names it (relative to src/web). */
  module: string;
  /** Its language files besides "common". */
  namespaces: string[];
  /** API paths it renders from (the language is added). */
  api: string[];
}

const SLUG = "([^/?#]{1,200})";
const PAGES: { pattern: RegExp; needs: (match: RegExpExecArray) => PageNeeds }[] = [
  { pattern: /^\/$/, needs: () => ({ module: "pages/home/home-page.tsx", namespaces: ["home"], api: ["/api/tours"] }) },
  { pattern: /^\/transfers\/?$/, needs: () => ({ module: "pages/transfers/transfers-page.tsx", namespaces: ["transfers"], api: ["/api/vehicles"] }) },
  { pattern: /^\/tours\/?$/, needs: () => ({ module: "pages/tours/tours-page.tsx", namespaces: ["tours"], api: ["/api/tours"] }) },
  {
    pattern: new RegExp(`^/tours/${SLUG}/?$`),
    needs: (m) => ({ module: "pages/tours/tour-detail-page.tsx", namespaces: ["tours"], api: [`/api/tours/${m[1]}`] }),
  },
  { pattern: /^\/fleet\/?$/, needs: () => ({ module: "pages/fleet/fleet-page.tsx", namespaces: ["fleet"], api: ["/api/vehicles"] }) },
  { pattern: /^\/about\/?$/, needs: () => ({ module: "pages/about/about-page.tsx", namespaces: ["about"], api: [] }) },
  { pattern: /^\/contact\/?$/, needs: () => ({ module: "pages/contact/contact-page.tsx", namespaces: ["contact"], api: [] }) },
  { pattern: /^\/terms\/?$/, needs: () => ({ module: "pages/terms/terms-page.tsx", namespaces: ["terms"], api: [] }) },
];

/**
 * Every public page renders the site content (company details, hero texts) and the footer's tour
 * links, from the catalogue (their current slugs, decision 0040).
 */
const EVERY_PAGE_API = ["/api/content", "/api/tours"];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The build's manifest (dist/web/.vite/manifest.json), or undefined when there is none. */
export function readBuildManifest(staticDir: string): BuildManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(staticDir, ".vite", "manifest.json"), "utf8")) as BuildManifest;
  } catch {
    return undefined;
  }
}

/** The visitor's language as the web app will start in: ?lang=, else the cookie it keeps, else English. */
export function pageLanguage(c: Context<AppEnv>): Language {
  const asked = c.req.query("lang")?.toLowerCase() ?? getCookie(c, "language");
  return LANGUAGES.find((l) => l === asked) ?? "en";
}

/** Script files of a chunk and of everything it imports statically, the entry's own excluded. */
function chunkFiles(manifest: BuildManifest, key: string, exclude: Set<string>, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || exclude.has(key) || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, exclude, into);
  return into;
}

function entryKeys(manifest: BuildManifest): Set<string> {
  const keys = new Set<string>();
  const walk = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk("index.html");
  return keys;
}

/** Escapes JSON for a <script> element: "</script>" and the like cannot end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export interface PageBoot {
  /** modulepreload links and the embedded answers, for the page's <head>. */
  tags: string;
  lang: Language;
  /** The embedded API answers by path. */
  data: Record<string, unknown>;
}

/**
 * What this page needs for this visitor: modulepreload links and the embedded API answers
 * (`<script type="application/json" id="boot-data">`); undefined for any path that is no public page.
 */
export async function pageBoot(
  c: Context<AppEnv>,
  app: Hono<AppEnv>,
  manifest: BuildManifest | undefined,
): Promise<PageBoot | undefined> {
  if (c.req.method !== "GET") return undefined;
  const page = PAGES.map(({ pattern, needs }) => {
    const match = pattern.exec(c.req.path);
    return match ? needs(match) : undefined;
  }).find((p) => p !== undefined);
  if (!page) return undefined;
  const lang = pageLanguage(c);

  const preloads = new Set<string>();
  if (manifest) {
    const entry = entryKeys(manifest);
    for (const key of [page.module, `locales/${lang}/common.json`, ...page.namespaces.map((ns) => `locales/${lang}/${ns}.json`)]) {
      for (const file of chunkFiles(manifest, key, entry)) preloads.add(file);
    }
  }

  const data: Record<string, unknown> = {};
  await Promise.all(
    [...new Set([...EVERY_PAGE_API, ...page.api])].map(async (apiPath) => {
      const pathWithLanguage = `${apiPath}?lang=${lang}`;
      try {
        const answer = await app.request(pathWithLanguage, {}, c.env);
        if (answer.status === 200) data[pathWithLanguage] = await answer.json();
      } catch {
        // the page fetches it itself
      }
    }),
  );

  const tags = [
    ...[...preloads].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    `<script type="application/json" id="boot-data">${scriptSafeJson({ lang, data })}</script>`,
  ].join("\n    ");
  return { tags, lang, data };
}

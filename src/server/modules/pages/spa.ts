import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { isSitePage } from "../../../domain/site-pages.ts";
import { middleware, route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { injectHeadTags, withTourMeta } from "../seo/tour-meta.ts";
import { redirectFromOldTourPage } from "../tours/slug-redirects.ts";
import { pageHeadTags } from "./page-head.ts";
import { HTML_LANG, pageBoot, readBuildManifest } from "./page-boot.ts";
import { createPageRenderer, type RenderPage } from "./page-renderer.ts";

/**
 * The built web app: hashed assets (immutable, precompressed), other files, and every other GET
 * answered with the app's page (no-cache; 404 for paths that are no page), public pages with
 * what they paint from (page-boot.ts).
 */
export function registerSpa(app: Hono<AppEnv>, staticDir: string) {
  const indexFile = path.join(staticDir, "index.html");
  // Hashed assets never change; everything else is revalidated.
  middleware(app, "/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("cache-control", "public, max-age=31536000, immutable");
  });
  const staticFiles = serveStatic<AppEnv>({ root: staticDir, precompressed: true });
  // A folder is never answered with its index.html here: "/" is a page like any other, answered
  // below with its own head tags and no-cache.
  middleware(app, "*", (c, next) => (c.req.path.endsWith("/") ? next() : staticFiles(c, next)));
  let indexHtml: string | undefined;
  let manifest: ReturnType<typeof readBuildManifest>;
  let renderPage: RenderPage | undefined;
  route(app, "GET", "*", "public", async (c) => {
    // A tour's earlier slug: 301 to its current page, built app or not (decision 0040).
    const moved = await redirectFromOldTourPage(c);
    if (moved) return moved;
    if (indexHtml === undefined && fs.existsSync(indexFile)) {
      indexHtml = fs.readFileSync(indexFile, "utf8");
      manifest = readBuildManifest(staticDir);
      // The renderer is built with the web app, beside it (dist/ssr next to dist/web).
      renderPage = createPageRenderer(path.join(staticDir, "..", "ssr", "entry-server.js"), c.get("deps").logger);
    }
    if (indexHtml === undefined) return c.text("The web app is not built: run npm run build.", 503);
    c.header("cache-control", "no-cache");
    // Unknown paths and unknown tours still get the app (it shows its 404 page), with status 404.
    const page = await withTourMeta(c, indexHtml);
    const status = isSitePage(c.req.path) ? page.status : 404;
    const boot = status === 200 ? await pageBoot(c, app, manifest) : undefined;
    if (!boot) return c.html(page.html, status);
    const rendered = await renderPage?.({ url: c.req.url, lang: boot.lang, data: boot.data });
    const headTags = rendered && pageHeadTags(rendered.meta, boot.lang, c.req.path, c.get("deps").env.publicUrl);
    // Function replacements: embedded texts may contain "$&" and the like.
    let html = (headTags ? injectHeadTags(page.html, headTags) : page.html)
      .replace(/<html lang="[^"]*"/i, `<html lang="${HTML_LANG[boot.lang]}"`)
      .replace(/<\/head>/i, () => `  ${boot.tags}\n  </head>`);
    if (rendered) {
      const body = rendered.html;
      // React puts the page's resource hints (the hero image's preload) first in its markup: they
      // go to the top of <head> (after the charset), ahead of the scripts, so the browser asks for them first.
      const hints = /^(?:<link [^>]*\/>)+/.exec(body)?.[0] ?? "";
      html = html
        // The page is painted from its HTML; its scripts (to hydrate it) start once it is on screen
        // (public/page-start.js), so they never compete with the stylesheet and the first screen's pictures.
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
        .replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_, main: string) => `<script src="/page-start.js" data-main="${main}" defer></script>`,
        )
        .replace(/<meta charset="[^"]*" \/>/i, (charset) => `${charset}\n    ${hints}`)
        .replace('<div id="root"></div>', () => `<div id="root">${body.slice(hints.length)}</div>`);
    }
    return c.html(html, status);
  });
}

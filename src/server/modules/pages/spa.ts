import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { isSitePage } from "../../../domain/site-pages.ts";
import { middleware, route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { withTourMeta } from "../seo/tour-meta.ts";
import { pageBootTags, readBuildManifest } from "./page-boot.ts";

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
  route(app, "GET", "*", "public", async (c) => {
    if (indexHtml === undefined && fs.existsSync(indexFile)) {
      indexHtml = fs.readFileSync(indexFile, "utf8");
      manifest = readBuildManifest(staticDir);
    }
    if (indexHtml === undefined) return c.text("The web app is not built: run npm run build.", 503);
    c.header("cache-control", "no-cache");
    // Unknown paths and unknown tours still get the app (it shows its 404 page), with status 404.
    const page = await withTourMeta(c, indexHtml);
    const status = isSitePage(c.req.path) ? page.status : 404;
    const bootTags = status === 200 ? await pageBootTags(c, app, manifest) : "";
    // A function replacement: embedded texts may contain "$&" and the like.
    const html = bootTags ? page.html.replace(/<\/head>/i, () => `  ${bootTags}\n  </head>`) : page.html;
    return c.html(html, status);
  });
}

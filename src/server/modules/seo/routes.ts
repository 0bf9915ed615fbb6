import type { Hono } from "hono";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { listTourSlugs } from "./service.ts";

/** Paths crawlers should leave alone: portals, the install page, the API, one-off links, payment results. */
const DISALLOWED = ["/admin", "/driver", "/download-app", "/api/", "/setup/", "/reset-password", "/payment-", "/booking/", "/quote/", "/account"];

/** The public pages, in sitemap order; tour pages follow /tours. */
const STATIC_PAGES_BEFORE_TOURS = ["/", "/transfers", "/tours"];
const STATIC_PAGES_AFTER_TOURS = ["/fleet", "/about", "/contact", "/terms"];

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export function sitemapXml(publicUrl: string, tourSlugs: string[]): string {
  const paths = [
    ...STATIC_PAGES_BEFORE_TOURS,
    ...tourSlugs.map((slug) => `/tours/${encodeURIComponent(slug)}`),
    ...STATIC_PAGES_AFTER_TOURS,
  ];
  const urls = paths.map((p) => `  <url><loc>${escapeHtml(publicUrl + p)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** GET /robots.txt and GET /sitemap.xml (public; registered before the SPA fallback). */
export function registerSeoRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/robots.txt", "public", (c) => {
    c.header("cache-control", "public, max-age=3600");
    return c.text(robotsTxt(c.get("deps").env.publicUrl));
  });
  route(app, "GET", "/sitemap.xml", "public", async (c) => {
    const { db, env } = c.get("deps");
    c.header("content-type", "application/xml; charset=utf-8");
    c.header("cache-control", "public, max-age=3600");
    return c.body(sitemapXml(env.publicUrl, await listTourSlugs(db)));
  });
}

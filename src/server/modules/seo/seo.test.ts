import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { tours } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../test-support/test-app.ts";
import { injectHeadTags, summarize } from "./tour-meta.ts";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Default description."
    />
    <title>Default title</title>
    <link rel="icon" href="/icons/favicon.svg" />
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let spa: Hono<AppEnv>;
let staticDir: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-spa-"));
  fs.writeFileSync(path.join(staticDir, "index.html"), INDEX_HTML);
  spa = createApp(t.deps, { ping: t.database.ping, staticDir });
});
afterAll(async () => {
  fs.rmSync(staticDir, { recursive: true, force: true });
  await t.close();
});

describe("GET /robots.txt", () => {
  it("allows the public site, keeps crawlers out of the portals and names the sitemap", async () => {
    const response = await t.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /"]));
    for (const p of ["/admin", "/driver", "/download-app", "/api/", "/setup/", "/reset-password", "/payment-", "/account"]) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it("is served before the SPA fallback", async () => {
    const response = await spa.request("/robots.txt");
    expect(await response.text()).toContain("Disallow: /admin");
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the public pages and every tour from the database", async () => {
    const response = await spa.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const slugs = (await t.db.select({ slug: tours.slug }).from(tours)).map((r) => r.slug);
    expect(slugs).toEqual(expect.arrayContaining(["algarve", "fatima", "faro"]));
    const expected = ["/", "/transfers", "/tours", "/fleet", "/about", "/contact", "/terms", ...slugs.map((s) => `/tours/${s}`)];
    expect([...locs].sort()).toEqual(expected.map((p) => `${TEST_ORIGIN}${p}`).sort());
  });
});

describe("tour pages served with their own head tags", () => {
  const head = async (pathname: string, status = 200) => {
    const response = await spa.request(pathname);
    expect(response.status, pathname).toBe(status);
    const html = await response.text();
    return html.slice(0, html.indexOf("</head>"));
  };
  const meta = (html: string, attr: string, key: string) =>
    new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

  it("injects title, description and Open Graph tags for /tours/algarve", async () => {
    const html = await head("/tours/algarve");
    const [tour] = await t.db.select().from(tours).where(eq(tours.slug, "algarve"));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Algarve Coast Full Day | Lusitania Chauffeur</title>");
    expect(html).not.toContain("Default");
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const description = meta(html, "name", "description")!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(tour!.description!.startsWith(description.replace(/…$/, ""))).toBe(true);
    expect(meta(html, "property", "og:title")).toBe("Algarve Coast Full Day | Lusitania Chauffeur");
    expect(meta(html, "property", "og:description")).toBe(description);
    expect(meta(html, "property", "og:type")).toBe("website");
    expect(meta(html, "property", "og:url")).toBe(`${TEST_ORIGIN}/tours/algarve`);
    expect(meta(html, "property", "og:image")).toBeUndefined(); // the seeded tour's drawing is an SVG, which link previews do not show
    expect(html).toContain('<link rel="icon" href="/icons/favicon.svg" />');
  });

  it("gives an absolute og:image and escapes the tour's texts", async () => {
    await t.db
      .update(tours)
      .set({ imageUrl: "/photos/algarve.jpg", name: `Algarve "Best" <Coast> & $& more` })
      .where(eq(tours.slug, "algarve"));
    const html = await head("/tours/algarve/");
    expect(meta(html, "property", "og:image")).toBe(`${TEST_ORIGIN}/photos/algarve.jpg`);
    expect(html).toContain("<title>Algarve &quot;Best&quot; &lt;Coast&gt; &amp; $&amp; more | Lusitania Chauffeur</title>");
    expect(html).not.toContain("<Coast>");
  });

  it("leaves other pages and unknown tours with the default tags; unknown ones answer 404", async () => {
    for (const [p, status] of [["/tours", 200], ["/tours/atlantis", 404], ["/contact", 200], ["/tours/algarve/extra", 404], ["/no-such-page", 404]] as const) {
      const html = await head(p, status);
      expect(html, p).toContain("<title>Default title</title>");
      expect(html, p).not.toContain("og:title");
    }
  });
});

describe("tour meta helpers", () => {
  it("summarize cuts long text at a word boundary", () => {
    expect(summarize("  short   text ")).toBe("short text");
    const long = "word ".repeat(60);
    const cut = summarize(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("word…")).toBe(true);
  });

  it("injectHeadTags replaces the defaults and keeps the rest of the page", () => {
    const out = injectHeadTags(INDEX_HTML, '<title>New</title>\n<meta property="og:title" content="New" />');
    expect(out).toContain("<title>New</title>");
    expect(out).not.toContain("Default");
    expect(out).toContain('<meta charset="UTF-8" />');
    expect(out).toContain('<div id="root"></div>');
  });
});

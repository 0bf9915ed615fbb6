import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { scriptSafeJson } from "./page-boot.ts";

// A built site in miniature: the shell and a manifest naming the home and tour pages' chunks.
const INDEX_HTML = `<!doctype html><html><head><title>Site</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  "index.html": { file: "assets/index-1.js", imports: ["_react-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_card-1.js": { file: "assets/card-1.js", imports: ["_react-1.js"] },
  "pages/home/home-page.tsx": { file: "assets/home-page-1.js", imports: ["index.html", "_react-1.js", "_card-1.js"] },
  "pages/tours/tour-detail-page.tsx": { file: "assets/tour-detail-page-1.js", imports: ["_card-1.js"] },
  "pages/admin/admin-route.tsx": { file: "assets/admin-route-1.js" },
  "locales/en/common.json": { file: "assets/locale-common-en.js" },
  "locales/en/home.json": { file: "assets/locale-home-en.js" },
  "locales/pt/common.json": { file: "assets/locale-common-pt.js" },
  "locales/pt/home.json": { file: "assets/locale-home-pt.js" },
  "locales/fr/common.json": { file: "assets/locale-common-fr.js" },
  "locales/fr/home.json": { file: "assets/locale-home-fr.js" },
  "locales/pt/tours.json": { file: "assets/locale-tours-pt.js" },
};

let t: TestApp;
let site: ReturnType<typeof createApp>;
let staticDir: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "boot-spa-"));
  fs.writeFileSync(path.join(staticDir, "index.html"), INDEX_HTML);
  fs.mkdirSync(path.join(staticDir, ".vite"));
  fs.writeFileSync(path.join(staticDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  site = createApp(t.deps, { ping: t.database.ping, staticDir });
});
afterAll(async () => {
  fs.rmSync(staticDir, { recursive: true, force: true });
  await t.close();
});

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await site.request(pathname, { headers });
  const html = await response.text();
  const json = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
  return { response, html, boot: json ? (JSON.parse(json) as { lang: string; data: Record<string, unknown> }) : undefined, preloads };
}

describe("a public page comes with what it paints from", () => {
  it("embeds the home page's API answers in the asked language, equal to what the API answers", async () => {
    const { response, boot } = await page("/?lang=pt");
    expect(response.status).toBe(200);
    expect(boot?.lang).toBe("pt");
    expect(Object.keys(boot!.data).sort()).toEqual(["/api/content?lang=pt", "/api/tours?lang=pt"]);
    expect(boot!.data["/api/tours?lang=pt"]).toEqual(await (await t.request("/api/tours?lang=pt")).json());
    expect(boot!.data["/api/content?lang=pt"]).toEqual(await (await t.request("/api/content?lang=pt")).json());
  });

  it("preloads the page's own chunks and its language files, not what the shell already loads", async () => {
    const { preloads } = await page("/?lang=pt");
    expect(preloads.sort()).toEqual(
      ["/assets/card-1.js", "/assets/home-page-1.js", "/assets/locale-common-pt.js", "/assets/locale-home-pt.js"].sort(),
    );
  });

  it("takes the language from the cookie the web app keeps when the address has none, else English", async () => {
    expect((await page("/", { cookie: "language=fr" })).boot?.lang).toBe("fr");
    expect((await page("/", { cookie: "language=xx" })).boot?.lang).toBe("en");
    expect((await page("/")).preloads).toContain("/assets/locale-home-en.js");
  });

  it("embeds a tour page's tour, and nothing for a tour that does not exist", async () => {
    const { boot, preloads } = await page("/tours/algarve?lang=pt");
    expect(boot!.data["/api/tours/algarve?lang=pt"]).toEqual(await (await t.request("/api/tours/algarve?lang=pt")).json());
    expect(preloads).toContain("/assets/tour-detail-page-1.js");
    const missing = await page("/tours/no-such-tour");
    expect(missing.response.status).toBe(404);
    expect(missing.boot).toBeUndefined();
  });

  it("embeds the catalogue's tours on every public page: the footer links them by their current slugs", async () => {
    for (const pathname of ["/contact", "/fleet", "/tours/algarve"]) {
      const { boot } = await page(`${pathname}?lang=fr`);
      expect(boot!.data["/api/tours?lang=fr"], pathname).toEqual(await (await t.request("/api/tours?lang=fr")).json());
    }
  });

  it("sends the portals and one-off pages as the plain shell", async () => {
    for (const pathname of ["/admin", "/driver", "/login", "/booking/abc"]) {
      const { boot, preloads } = await page(pathname);
      expect(boot, pathname).toBeUndefined();
      expect(preloads, pathname).toEqual([]);
    }
  });
});

describe("embedded JSON", () => {
  it("cannot end its script element early, and parses back to the same value", () => {
    const value = { text: "</script><script>alert(1)</script> \u2028 <!--" };
    const embedded = scriptSafeJson(value);
    expect(embedded).not.toMatch(/<\/script/i);
    expect(embedded).not.toContain("<!--");
    expect(JSON.parse(embedded)).toEqual(value);
  });
});

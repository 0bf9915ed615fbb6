/**
 * Public pages are rendered on the server: the HTML itself holds the page in the visitor's
 * language (what a phone paints before any script runs, and what a crawler reads), and the
 * browser takes it over without a hydration mismatch or a console error. Expected texts come from
 * the language files and the API, not from the renderer.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useJourney } from "./support/journey.ts";

const journey = useJourney();

function localeText(lang: string, ns: string, key: string): string {
  const file = path.resolve(import.meta.dirname, "..", "src", "web", "locales", lang, `${ns}.json`);
  let value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  for (const part of key.split(".")) value = (value as Record<string, unknown>)[part];
  if (typeof value !== "string") throw new Error(`no text ${lang}/${ns}:${key}`);
  return value;
}

/** Text of the HTML between <div id="root"> and the end of the body, tags removed. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'));
  return root
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

describe("server rendering", () => {
  it("sends each public page's content in the asked language inside the HTML, with <html lang>", async () => {
    const url = journey.server.url;
    const tours = (await (await fetch(`${url}/api/tours?lang=fr`)).json()) as { tours: { slug: string; name: string }[] };
    const tour = tours.tours[0]!;
    const cases: { path: string; htmlLang: string; texts: string[] }[] = [
      { path: "/transfers?lang=pt", htmlLang: "pt-PT", texts: [localeText("pt", "transfers", "book.title"), localeText("pt", "common", "nav.bookNow")] },
      { path: "/fleet?lang=zh", htmlLang: "zh-Hans", texts: [localeText("zh", "fleet", "hero.title")] },
      { path: `/tours/${tour.slug}?lang=fr`, htmlLang: "fr", texts: [tour.name, localeText("fr", "tours", "detail.bookTitle")] },
      { path: "/tours?lang=fr", htmlLang: "fr", texts: tours.tours.map((t) => t.name) },
      { path: "/about", htmlLang: "en", texts: [localeText("en", "common", "nav.skipToContent")] },
    ];
    for (const { path: pagePath, htmlLang, texts } of cases) {
      const response = await fetch(`${url}${pagePath}`);
      expect(response.status, pagePath).toBe(200);
      const html = await response.text();
      expect(html, pagePath).toContain(`<html lang="${htmlLang}"`);
      // The app starts once the page is on screen (page-start.js), not before its first paint.
      expect(html, pagePath).toMatch(/<script src="\/page-start\.js" data-main="\/assets\/index-[^"]+\.js" defer><\/script>/);
      expect(html, pagePath).not.toContain('rel="modulepreload"');
      const text = rootText(html);
      for (const expected of texts) expect(text, `${pagePath}: ${expected}`).toContain(expected);
    }
  });

  it("gives each page its own title, description, canonical and alternates in the asked language", async () => {
    const html = await (await fetch(`${journey.server.url}/fleet?lang=zh`)).text();
    const title = `${localeText("zh", "fleet", "meta.title")} | Lusitania Chauffeur`;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta name="description" content="${localeText("zh", "fleet", "meta.description")}" />`);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/fleet\?lang=zh" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="pt-PT" href="[^"]+\/fleet\?lang=pt" \/>/);
    const home = await (await fetch(`${journey.server.url}/?lang=fr`)).text();
    expect(home).toContain(`<title>${localeText("fr", "home", "meta.title")} | Lusitania Chauffeur</title>`);
  });

  it("uses the language the visitor chose earlier (the cookie the app keeps)", async () => {
    const html = await (await fetch(`${journey.server.url}/contact`, { headers: { cookie: "language=es" } })).text();
    expect(html).toContain('<html lang="es"');
    expect(rootText(html)).toContain(localeText("es", "common", "nav.bookNow"));
  });

  it("is taken over by the browser with no hydration error, on a phone and a desktop", async () => {
    for (const width of [390, 1440]) {
      const page = await journey.browser.newPage({ viewport: { width, height: 900 } });
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(String(error)));
      for (const pagePath of ["/?lang=pt", "/transfers?lang=fr", "/tours?lang=es", "/fleet?lang=zh", "/about", "/contact?lang=pt", "/terms"]) {
        await page.goto(`${journey.server.url}${pagePath}`, { waitUntil: "networkidle" });
        // The app is live: a client-side navigation works without reloading the page.
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
        await page.locator("header a[href='/']").first().click();
        await page.waitForURL((address) => address.pathname === "/" && address.search === "");
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker), pagePath).toBe(1);
      }
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});

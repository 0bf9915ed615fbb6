import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "../src/server/db/schema.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { SCREENSHOTS, useJourney } from "./support/journey.ts";

const ROUTES = ["/", "/transfers", "/tours", "/tours/algarve", "/fleet", "/about", "/contact", "/terms"];
const journey = useJourney();

async function openIn(language: "en" | "pt", width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await journey.browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The OpenStreetMap embed cannot load without a network here; nothing else may fail.
    if (message.type() === "error" && !/openstreetmap|ERR_NAME_NOT_RESOLVED|net::/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  await page.addInitScript((lang) => {
    if (window.top === window) localStorage.setItem("language", lang); // not in the map's frame
  }, language);
  return { page, errors };
}

describe("the public site in Chromium", () => {
  for (const language of ["en", "pt"] as const) {
    it(`shows every public route in ${language}, on a phone and a desktop`, async () => {
      for (const width of [390, 1440]) {
        const { page, errors } = await openIn(language, width);
        for (const route of ROUTES) {
          const response = await page.goto(`${journey.server.url}${route}`);
          expect(response?.status(), route).toBe(200);
          await page.locator("h1").first().waitFor();
          await page.waitForLoadState("networkidle");
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language === "pt" ? "pt-PT" : "en");
          expect(await page.title(), route).not.toBe("");
          const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
          await page.screenshot({ path: path.join(SCREENSHOTS, `${language}-${width}-${name}.png`), fullPage: true });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `horizontal scroll on ${route} at ${width}px`).toBeLessThanOrEqual(0);
          expect(await seriousAxeViolations(page), `accessibility of ${route} at ${width}px`).toEqual([]);
        }
        expect(errors).toEqual([]);
        const missing = await page.goto(`${journey.server.url}/no-such-page`);
        expect(missing?.status()).toBe(404);
        await page.getByText("Oops! Page not found").waitFor();
        await page.close();
      }
    });
  }

  it("switches language with the picker, keeps it after a reload and downloads only that language", async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${journey.server.url}/`);
    await page.getByRole("link", { name: "Tours", exact: true }).first().waitFor();
    // The page is painted from the server's HTML first: its buttons answer once the app has taken over.
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: /Language: English/ }).click();
    await page.getByRole("menuitemradio", { name: "Português" }).click();
    await page.getByRole("link", { name: "Início", exact: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("pt");

    const localeChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/locale-/.test(request.url())) localeChunks.push(request.url());
    });
    await page.reload();
    await page.getByRole("link", { name: "Início", exact: true }).first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("pt-PT");
    const commonChunks = localeChunks.filter((url) => /locale-common-/.test(url));
    expect(commonChunks).toHaveLength(1);
    await page.close();
  });

  it("sends a contact message that is stored with an e-mail to the company", async () => {
    const { page } = await openIn("pt", 1280);
    await page.goto(`${journey.server.url}/contact`);
    await page.getByLabel(/^Nome/).fill("Pedro Martins");
    await page.getByLabel(/^Email/).fill("pedro@example.com");
    await page.getByLabel(/^Assunto/).fill("Transfer para Vilamoura");
    await page.getByLabel(/^Mensagem/).fill("Olá, gostaria de reservar um transfer para 5 pessoas em março.");
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await page.getByText("Mensagem enviada com sucesso! Entraremos em contacto em breve.").first().waitFor();
    await page.close();

    const database = await journey.openStoppedDatabase();
    try {
      const [message] = await database.db.select().from(contactMessages);
      expect(message).toMatchObject({ name: "Pedro Martins", email: "pedro@example.com", status: "new" });
      const mails = await database.db.select().from(mailOutbox);
      expect(mails.filter((m) => m.kind === "contact")).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});

import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { chooseClass } from "./support/booking-form.ts";
import { SCREENSHOTS, useJourney } from "./support/journey.ts";
import { runCreateAdmin, startServer } from "./support/server.ts";

const admin = { email: "catalogo@example.com", password: "Lusitania-2026!", name: "Rita Catálogo" };
const journey = useJourney({ start: false });

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, name) });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor();

async function openAdmin(tab: string, width = 1440): Promise<Page> {
  const page = await journey.browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${journey.server.url}/login`);
  await page.getByLabel("E-mail").first().fill(admin.email);
  await page.getByLabel("Password", { exact: true }).first().fill(admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${journey.server.url}/admin`);
  await page.goto(`${journey.server.url}/admin?tab=${tab}`);
  return page;
}

/** A real photo: a 1800×1200 JPEG with a gradient (what a phone would upload, smaller). */
async function photoBytes(): Promise<Buffer> {
  const width = 1800;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((x / width) * 200) + 30;
      pixels[i + 1] = Math.round((y / height) * 120) + 60;
      pixels[i + 2] = 160;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

describe("the admin edits the catalogue and the public site follows, in Chromium", () => {
  it("starts with an admin", async () => {
    expect(runCreateAdmin(journey.dataDir, ["--email", admin.email, "--password", admin.password, "--name", admin.name]).status).toBe(0);
    journey.server = await startServer(journey.dataDir);
  });

  it("creates a zone Faro airport → Monchique with prices; the public booking form then gives that price", async () => {
    const page = await openAdmin("zones");
    await page.getByRole("button", { name: "Nova zona" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nome", { exact: true }).fill("Faro Aeroporto → Monchique");
    await dialog.getByLabel("Origem", { exact: true }).fill("aeroporto faro");
    await dialog.getByRole("option", { name: /Aeroporto de Faro/ }).first().click();
    await dialog.getByLabel("Destino", { exact: true }).fill("monchique");
    await dialog.getByRole("option", { name: /Monchique/ }).first().click();
    await dialog.getByLabel("Economy", { exact: true }).fill("97.50");
    await dialog.getByLabel("Van", { exact: true }).fill("140");
    await shot(page, "admin-zone-dialog.png");
    await dialog.getByRole("button", { name: "Criar zona" }).click();
    await toast(page, "Zona criada");
    await page.locator("table tbody tr", { hasText: "Faro Aeroporto → Monchique" }).waitFor();
    await shot(page, "admin-zones.png");
    await page.close();

    const visitor = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.addInitScript(() => localStorage.setItem("language", "pt"));
    await visitor.goto(`${journey.server.url}/transfers#book`);
    const form = visitor.getByRole("form", { name: "Reserve a sua viagem" });
    await form.getByLabel("Local de partida", { exact: true }).fill("aeroporto faro");
    await form.getByRole("option", { name: /Aeroporto de Faro/ }).first().click();
    await form.getByLabel("Local de destino", { exact: true }).fill("monchique");
    await form.getByRole("option", { name: /Monchique/ }).first().click();
    // The Economy card shows the new zone's price, and so does the total once it is chosen.
    await expect
      .poll(() => form.locator('[role="radio"][data-class="Economy"]').getByTestId("class-price").textContent())
      .toMatch(/^97,50\s€$/);
    await chooseClass(form, "Economy");
    await expect.poll(() => form.getByTestId("booking-price").textContent()).toMatch(/^97,50\s€$/);
    await visitor.close();
  });

  it("uploads a photo and creates a tour with it and its French texts; /tours/{slug} shows both in French", async () => {
    const page = await openAdmin("photos");
    await page.getByLabel("Ficheiros de fotos").setInputFiles({ name: "sintra.jpg", mimeType: "image/jpeg", buffer: await photoBytes() });
    await toast(page, "1 foto(s) carregada(s) com sucesso");
    await page.getByRole("list", { name: "Fotos" }).getByRole("img").first().waitFor();
    await shot(page, "admin-photos.png");

    await page.goto(`${journey.server.url}/admin?tab=tours`);
    await page.getByRole("button", { name: "Novo Tour" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nome", { exact: true }).fill("Sintra Palaces Day Trip");
    await dialog.getByLabel("Descrição", { exact: true }).fill("Fairy-tale palaces in the hills above Lisbon.");
    await dialog.getByLabel("Destaques", { exact: true }).fill("Pena Palace, Quinta da Regaleira");
    await dialog.getByLabel("Duração (horas)").fill("8");
    await dialog.getByLabel("Preço (€)", { exact: true }).fill("320");
    await dialog.getByLabel("Capacidade (pessoas)").fill("6");
    await dialog.getByRole("button", { name: "Escolher foto" }).first().click();
    await page.getByRole("dialog", { name: "Biblioteca de Fotos" }).getByRole("button", { name: /^Escolher / }).first().click();
    await dialog.getByRole("button", { name: /^Français/ }).click();
    await dialog.getByLabel("Nome (FR)").fill("Les palais de Sintra");
    await dialog.getByLabel("Descrição (FR)").fill("Des palais de conte de fées dans les collines au-dessus de Lisbonne.");
    await shot(page, "admin-tour-french.png");
    await dialog.getByRole("button", { name: "Criar Tour" }).click();
    await toast(page, "Tour criado!");
    await page.close();

    const visitor = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.addInitScript(() => localStorage.setItem("language", "fr"));
    await visitor.goto(`${journey.server.url}/tours/sintra-palaces-day-trip`);
    await visitor.getByRole("heading", { level: 1, name: "Les palais de Sintra" }).waitFor();
    await visitor.getByText("Des palais de conte de fées dans les collines au-dessus de Lisbonne.").first().waitFor();
    const photo = visitor.locator('img[src*="/photos/"]').first();
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(visitor, "tour-french-photo-390.png");

    // On the tours list, a field with no French text (the highlights) shows the English one.
    await visitor.goto(`${journey.server.url}/tours`);
    const card = visitor.locator("article", { hasText: "Les palais de Sintra" });
    await card.getByText("Pena Palace").waitFor();
    await visitor.close();
  });
});

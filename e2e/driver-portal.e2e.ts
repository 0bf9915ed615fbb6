import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../src/domain/lisbon-date.ts";
import { SCREENSHOTS, useJourney } from "./support/journey.ts";
import { runCreateAdmin, startServer } from "./support/server.ts";

const admin = { email: "gestao@example.com", password: "Lusitania-2026!", name: "Ana Gestora" };
const driver = { email: "rui.motorista@example.com", password: "Estrada-Algarve-7", name: "Rui Motorista", phone: "+351 913 000 222" };
const journey = useJourney({ start: false });
const ids: { transfer?: string } = {};

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor();

async function signIn(email: string, password: string, landing: string, width: number): Promise<Page> {
  const page = await journey.browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
  await page.goto(`${journey.server.url}/login`);
  await page.getByLabel("E-mail").first().fill(email);
  await page.getByLabel("Password", { exact: true }).first().fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${journey.server.url}${landing}`);
  return page;
}

describe("a driver works a service from the phone in Chromium", () => {
  it("the admin creates the driver and assigns a booking made through the API", async () => {
    expect(runCreateAdmin(journey.dataDir, ["--email", admin.email, "--password", admin.password, "--name", admin.name]).status).toBe(0);
    journey.server = await startServer(journey.dataDir);

    const api = (p: string) => fetch(`${journey.server.url}${p}`).then((r) => r.json());
    const { vehicles } = (await api("/api/vehicles")) as { vehicles: { id: string; class: string }[] };
    const vehicle = vehicles.find((v) => v.class === "Van")!;
    // A booking for tomorrow at 10:00 is sooner than the default 24 h minimum notice after 10:00:
    // the admin lowers the notice to 0 hours first (the setting the Conteúdo tab edits).
    const signedIn = await fetch(`${journey.server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: journey.server.url },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const adminCookie = signedIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const notice = await fetch(`${journey.server.url}/api/admin/content/booking/min_notice_hours`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: journey.server.url, cookie: adminCookie },
      body: JSON.stringify({ value: "0" }),
    });
    expect(notice.status).toBe(200);
    const response = await fetch(`${journey.server.url}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: journey.server.url },
      body: JSON.stringify({
        id: crypto.randomUUID(),
        bookingType: "transfer",
        origin: "Aeroporto de Faro (FAO)",
        destination: "Albufeira",
        bookingDate: addDays(lisbonToday(), 1),
        bookingTime: "10:00",
        passengers: 3,
        vehicleId: vehicle.id,
        vehicleClass: vehicle.class,
        extraIds: [],
        flightNumber: "FR1234",
        customerName: "Marta Ribeiro",
        customerPhone: "+351 912 345 678",
        customerEmail: "marta@example.com",
        specialRequests: "Duas malas grandes",
      }),
    });
    expect(response.status).toBe(201);
    ids.transfer = ((await response.json()) as { booking: { id: string } }).booking.id;

    const page = await signIn(admin.email, admin.password, "/admin", 1440);
    // Utilizadores is in the Empresa group's menu.
    await page.getByRole("button", { name: /^Empresa/ }).click();
    await page.getByRole("menuitem", { name: "Utilizadores" }).click();
    await page.waitForURL(/tab=users/);
    await page.getByRole("button", { name: "Adicionar Utilizador" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(driver.email);
    await dialog.getByLabel("Password", { exact: true }).fill(driver.password);
    await dialog.getByLabel("Nome", { exact: true }).fill(driver.name);
    await dialog.getByLabel(/Telefone/).fill(driver.phone);
    await dialog.getByRole("button", { name: "Criar Utilizador" }).click();
    await toast(page, "Utilizador criado com sucesso!");

    const reference = ids.transfer.slice(0, 8);
    await page.goto(`${journey.server.url}/admin?tab=bookings`);
    await page.getByLabel("Pesquisar").fill(reference);
    await page.locator("table tbody tr").filter({ hasText: reference }).first().waitFor();
    await page.getByRole("button", { name: `Ver detalhes da reserva ${reference}` }).click();
    const sheet = page.getByRole("dialog");
    await sheet.getByLabel("Escolher motorista").selectOption({ label: driver.name });
    await sheet.getByRole("button", { name: "Atribuir motorista" }).click();
    await toast(page, "Motorista atribuído e notificado!");
    await page.close();
  });

  it("the driver signs in on a phone, sees the service under Próximas and completes it", async () => {
    // As the installed app does: open /driver, be sent to sign in, and come back to the portal.
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${journey.server.url}/driver`);
    await page.waitForURL(`${journey.server.url}/login`);
    await page.getByLabel("E-mail").first().fill(driver.email);
    await page.getByLabel("Password", { exact: true }).first().fill(driver.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${journey.server.url}/driver`);
    const reference = ids.transfer!.slice(0, 8);
    expect(await page.getByRole("tab", { name: "Próximas" }).getAttribute("aria-selected")).toBe("true");
    const card = page.getByRole("article", { name: `Reserva ${reference}` });
    await card.waitFor();
    await card.getByText("Transferência").waitFor();
    await card.getByText("Amanhã").waitFor();
    await card.getByText("FR1234").waitFor();
    await card.getByText("Duas malas grandes").waitFor();
    await card.getByText("Atribuída", { exact: true }).first().waitFor();
    expect(await card.getByRole("link", { name: "Ligar para +351 912 345 678" }).getAttribute("href")).toBe("tel:+351912345678");
    expect(await card.getByRole("link", { name: "WhatsApp para +351 912 345 678" }).getAttribute("href")).toBe("https://wa.me/351912345678");
    expect(await card.getByRole("link", { name: /origem: Aeroporto de Faro/ }).getAttribute("href")).toContain(
      "https://www.google.com/maps/search/?api=1&query=",
    );
    await page.getByRole("button", { name: "Notificações (1 não lidas)" }).waitFor();
    expect(await page.evaluate(() => document.querySelector("link[rel=manifest]") !== null)).toBe(true);
    await shot(page, "driver-portal-390.png");

    const select = card.getByLabel(`Alterar status da reserva ${reference}`);
    await select.selectOption("in_progress");
    await toast(page, "Status atualizado");
    await card.getByText("Em Progresso", { exact: true }).first().waitFor();
    await expect.poll(() => select.inputValue()).toBe("in_progress");
    await select.selectOption("completed");
    await toast(page, "Status atualizado");
    // Próximas lists open services only: the completed one leaves it.
    await card.waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "Concluídas" }).click();
    await page.waitForURL(/tab=completed/);
    const done = page.getByRole("article", { name: `Reserva ${reference}` });
    await done.getByText("Concluída", { exact: true }).first().waitFor();
    expect(await done.getByRole("combobox").count()).toBe(0);

    await page.getByRole("button", { name: "Notificações (1 não lidas)" }).click();
    await page.getByRole("button", { name: "Marcar todas como lidas" }).click();
    await page.getByText("Tudo lido").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Notificações", exact: true }).waitFor();

    await page.getByRole("button", { name: "Sair" }).click();
    await page.waitForURL(`${journey.server.url}/login`);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("driver-bookings:")))).toEqual([]);
    await page.close();
  });

  it("the admin sees the booking completed, and public pages carry no manifest", async () => {
    const page = await signIn(admin.email, admin.password, "/admin", 1440);
    const reference = ids.transfer!.slice(0, 8);
    await page.getByLabel("Pesquisar").fill(reference);
    const row = page.locator("table tbody tr").filter({ hasText: reference }).first();
    await row.waitFor();
    await expect.poll(() => row.getByLabel(`Estado da reserva ${reference}`).inputValue()).toBe("completed");

    await page.goto(`${journey.server.url}/`);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.querySelector("link[rel=manifest]"))).toBeNull();
    const manifest = (await (await fetch(`${journey.server.url}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: "Portal Motorista", scope: "/driver", start_url: "/driver" });
    await page.close();
  });
});

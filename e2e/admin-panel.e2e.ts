import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseClass, pickDate, pickPlace, pickTime } from "./support/booking-form.ts";
import { addDays, lisbonToday } from "../src/domain/lisbon-date.ts";
import { bookingEvents, bookings, contactMessages, mailOutbox, notifications, users } from "../src/server/db/schema.ts";
import { SCREENSHOTS, useJourney } from "./support/journey.ts";
import { runCreateAdmin, startServer } from "./support/server.ts";

const admin = { email: "gestao@example.com", password: "Lusitania-2026!", name: "Ana Gestora" };
const driver = { email: "carlos.motorista@example.com", password: "Estrada-Algarve-7", name: "Carlos Motorista", phone: "+351 913 000 111" };
const journey = useJourney({ start: false });
const ids: { transfer?: string; tour?: string; doomed?: string } = {};

const inDays = (days: number) => addDays(lisbonToday(), days);
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, name) });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor();

/** A booking as the public booking form posts it (the API the form calls). */
async function postBooking(body: Record<string, unknown>): Promise<string> {
  const api = (p: string) => fetch(`${journey.server.url}${p}`).then((r) => r.json());
  const { vehicles } = (await api("/api/vehicles")) as { vehicles: { id: string; class: string }[] };
  const vehicle = vehicles.find((v) => v.class === "Van")!;
  const response = await fetch(`${journey.server.url}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: journey.server.url },
    body: JSON.stringify({
      id: crypto.randomUUID(),
      bookingType: "transfer",
      origin: "Aeroporto de Faro (FAO)",
      destination: "Albufeira",
      bookingDate: inDays(30),
      bookingTime: "10:00",
      passengers: 2,
      vehicleId: vehicle.id,
      vehicleClass: vehicle.class,
      extraIds: [],
      flightNumber: "FR1234",
      customerName: "Cliente Para Apagar",
      customerPhone: "+351 910 000 000",
      customerEmail: "apagar@example.com",
      specialRequests: "",
      ...body,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { booking: { id: string } }).booking.id;
}

async function openAdmin(width: number): Promise<Page> {
  const page = await journey.browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${journey.server.url}/login`);
  await page.getByLabel("E-mail").first().fill(admin.email);
  await page.getByLabel("Password", { exact: true }).first().fill(admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${journey.server.url}/admin`);
  return page;
}

/** Types a reference into the bookings search and waits for the list to show only that booking. */
async function search(page: Page, reference: string) {
  await page.getByLabel("Pesquisar").fill(reference);
  await page.locator("table tbody tr").filter({ hasText: reference }).first().waitFor();
  await expect.poll(() => page.locator("table tbody tr").count()).toBe(1);
}

describe("the admin runs the day's work in Chromium", () => {
  it("a visitor books through the public form and writes through /contact", async () => {
    expect(runCreateAdmin(journey.dataDir, ["--email", admin.email, "--password", admin.password, "--name", admin.name]).status).toBe(0);
    journey.server = await startServer(journey.dataDir);

    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => localStorage.setItem("language", "pt"));
    await page.goto(`${journey.server.url}/transfers#book`);
    const form = page.getByRole("form", { name: "Reserve a sua viagem" });
    await pickPlace(form, "Local de partida", "aeroporto faro", "Aeroporto de Faro");
    await pickPlace(form, "Local de destino", "albuf", "Albufeira");
    await pickDate(page, form, "Data", inDays(20));
    await pickTime(form, "Hora", "Minutos", "11:15");
    await form.getByLabel("Passageiros").fill("2");
    await chooseClass(form, "Economy");
    await form.getByLabel("Número de voo", { exact: true }).fill("TP1901");
    await form.getByLabel("Nome completo").fill("Marta Ribeiro");
    await form.getByLabel("Telefone").fill("+351 912 345 678");
    await form.getByLabel("Email").fill("marta@example.com");
    await form.getByTestId("booking-price").waitFor();
    // The booking's id is the one the form sends (the page leaves for the checkout at once).
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/bookings" && r.method() === "POST");
    await form.getByRole("button", { name: "Reservar agora" }).click();
    ids.transfer = ((await sent).postDataJSON() as { id: string }).id;
    // The visitor leaves the test checkout without paying: the booking stays pending.
    await page.waitForURL(/\/api\/payments\/test-checkout\//);

    await page.goto(`${journey.server.url}/contact`);
    await page.getByLabel(/^Nome/).fill("Pedro Martins");
    await page.getByLabel(/^Email/).fill("pedro@example.com");
    await page.getByLabel(/^Assunto/).fill("Transfer para Vilamoura");
    await page.getByLabel(/^Mensagem/).fill("Olá, gostaria de reservar um transfer para 5 pessoas em março.");
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await page.getByText("Mensagem enviada com sucesso! Entraremos em contacto em breve.").first().waitFor();
    await page.close();

    const { tours } = (await (await fetch(`${journey.server.url}/api/tours`)).json()) as { tours: { id: string }[] };
    ids.tour = await postBooking({
      bookingType: "tour",
      tourId: tours[0]!.id,
      origin: "Albufeira",
      destination: "Fátima",
      flightNumber: "",
      bookingDate: inDays(40),
      customerName: "Li Wei",
      customerEmail: "li.wei@example.cn",
    });
    ids.doomed = await postBooking({});
  });

  it("creates a driver in Utilizadores", async () => {
    const page = await openAdmin(1440);
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
    await shot(page, "admin-users-create.png");
    await dialog.getByRole("button", { name: "Criar Utilizador" }).click();
    await toast(page, "Utilizador criado com sucesso!");
    const row = page.locator("table tbody tr", { hasText: driver.email });
    await row.getByText("Motorista").first().waitFor();
    await shot(page, "admin-users.png");
    await page.close();
  });

  it("finds the form's booking by its reference, assigns the driver, and sees it Atribuída with its history", async () => {
    const page = await openAdmin(1440);
    const reference = ids.transfer!.slice(0, 8);
    await search(page, reference);
    await page.getByRole("button", { name: `Ver detalhes da reserva ${reference}` }).click();
    const sheet = page.getByRole("dialog");
    await sheet.getByText("Marta Ribeiro").waitFor();
    await sheet.getByText("TP1901").waitFor();
    await sheet.getByLabel("Escolher motorista").selectOption({ label: driver.name });
    await sheet.getByRole("button", { name: "Atribuir motorista" }).click();
    await toast(page, "Motorista atribuído e notificado!");
    await sheet.getByText(`Motorista atribuído: ${driver.name}`).waitFor();
    await expect.poll(() => sheet.getByLabel(`Estado da reserva ${reference}`).inputValue()).toBe("assigned");
    await shot(page, "admin-booking-detail.png");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("table tbody tr").first().getByLabel(`Estado da reserva ${reference}`).inputValue()).toBe("assigned");
    await page.close();
  });

  it("sends a payment link for the pending tour and deletes another booking after confirming", async () => {
    const page = await openAdmin(1440);
    const tourRef = ids.tour!.slice(0, 8);
    await search(page, tourRef);
    await page.getByRole("button", { name: `Enviar link de pagamento da reserva ${tourRef}` }).click();
    await toast(page, "Link de pagamento enviado por email!");

    const doomedRef = ids.doomed!.slice(0, 8);
    await search(page, doomedRef);
    await page.getByRole("button", { name: `Apagar reserva ${doomedRef}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Apagar" }).click();
    await toast(page, "Reserva apagada com sucesso!");
    await page.getByText("Nenhuma reserva encontrada").waitFor();
    await page.close();
  });

  it("reads and archives the contact message, on a phone", async () => {
    const page = await openAdmin(390);
    await page.goto(`${journey.server.url}/admin?tab=messages`);
    await page.getByRole("button", { name: "Ver mensagem de Pedro Martins" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Olá, gostaria de reservar um transfer para 5 pessoas em março.").waitFor();
    await dialog.getByRole("button", { name: "Arquivar" }).click();
    await toast(page, "Status atualizado");
    await expect.poll(() => dialog.getByRole("button", { name: "Arquivar" }).isDisabled()).toBe(true);
    await shot(page, "admin-message-390.png");
    await page.close();
  });

  it("ships the admin code only to /admin", async () => {
    const scriptsOf = async (url: string) => {
      const page = await journey.browser.newPage();
      const bodies: string[] = [];
      page.on("response", async (r) => {
        if (r.request().resourceType() === "script") bodies.push(await r.text().catch(() => ""));
      });
      await page.goto(url, { waitUntil: "networkidle" });
      await page.close();
      return bodies.join("\n");
    };
    const publicScripts = await scriptsOf(`${journey.server.url}/`);
    expect(publicScripts.length).toBeGreaterThan(0);
    // The markers are in the build (a chunk of its own), so their absence below means something.
    const assets = path.resolve(import.meta.dirname, "../dist/web/assets");
    const built = fs.readdirSync(assets).filter((f) => f.endsWith(".js")).map((f) => fs.readFileSync(path.join(assets, f), "utf8"));
    expect(built.some((code) => code.includes("Gestão de Reservas") && code.includes("Atribuir motorista"))).toBe(true);
    for (const marker of ["Gestão de Reservas", "Atribuir motorista", "Gestão de Utilizadores"]) {
      expect(publicScripts.includes(marker), marker).toBe(false);
    }
  });

  it("stored it all: the assignment with its notification and history, the link e-mail, the deletion", async () => {
    const database = await journey.openStoppedDatabase();
    try {
      const { db } = database;
      const [account] = await db.select().from(users).where(eq(users.email, driver.email));
      const [transfer] = await db.select().from(bookings).where(eq(bookings.id, ids.transfer!));
      expect(transfer).toMatchObject({ status: "assigned", assignedDriverId: account!.id });
      const sent = await db.select().from(notifications).where(eq(notifications.bookingId, ids.transfer!));
      expect(sent).toEqual([expect.objectContaining({ userId: account!.id, type: "booking_assigned" })]);
      const history = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, ids.transfer!));
      expect(history.map((e) => [e.kind, e.actorName])).toEqual([["driver_assigned", admin.name]]);

      const [tour] = await db.select().from(bookings).where(eq(bookings.id, ids.tour!));
      expect(tour!.paymentLinkSentAt).not.toBeNull();
      const mails = await db.select().from(mailOutbox);
      expect(mails.filter((m) => m.kind === "payment_link").map((m) => m.toAddress)).toEqual(["li.wei@example.cn"]);
      expect(mails.filter((m) => m.kind === "booking_deleted")).toHaveLength(1);
      expect(await db.select().from(bookings).where(eq(bookings.id, ids.doomed!))).toEqual([]);

      const [message] = await db.select().from(contactMessages);
      expect(message).toMatchObject({ name: "Pedro Martins", status: "archived" });
    } finally {
      await database.close();
    }
  });
});

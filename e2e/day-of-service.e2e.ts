import path from "node:path";
import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { lisbonWallClockParts } from "../src/domain/lisbon-date.ts";
import { bookings } from "../src/server/db/schema.ts";
import { SCREENSHOTS, useJourney } from "./support/journey.ts";
import { runCreateAdmin, startServer } from "./support/server.ts";

const admin = { email: "gestao@example.com", password: "Lusitania-2026!", name: "Ana Gestora" };
const driver = { email: "rui.motorista@example.com", password: "Estrada-Algarve-7", name: "Rui Motorista", phone: "+351 913 000 222" };
const car = { make: "Mercedes-Benz", model: "E-Class", colour: "Black", plate: "AA-00-BB" };
const FARO = { latitude: 37.0194, longitude: -7.9322 };
const journey = useJourney({ start: false });
const ids: { onTime?: string; noShow?: string; tokenOnTime?: string } = {};
let adminCookie = "";

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor();

/** The Lisbon date and time `minutes` from now. */
function lisbonAt(minutes: number) {
  const p = lisbonWallClockParts(new Date(Date.now() + minutes * 60_000));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

async function api(method: string, pathname: string, json?: unknown) {
  const response = await fetch(`${journey.server.url}${pathname}`, {
    method,
    headers: { "content-type": "application/json", origin: journey.server.url, cookie: adminCookie },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
}

async function signInAdmin() {
  const signedIn = await fetch(`${journey.server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: journey.server.url },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  adminCookie = signedIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

async function book(minutesFromNow: number, customerName: string) {
  const { vehicles } = (await api("GET", "/api/vehicles")).body as { vehicles: { id: string; class: string }[] };
  const vehicle = vehicles.find((v) => v.class === "Van")!;
  const { date, time } = lisbonAt(minutesFromNow);
  // In English: the booking's language is the page's (?lang=).
  const created = await api("POST", "/api/bookings?lang=en", {
    id: crypto.randomUUID(),
    bookingType: "transfer",
    origin: "Aeroporto de Faro (FAO)",
    destination: "Albufeira",
    flightNumber: "FR1234",
    bookingDate: date,
    bookingTime: time,
    passengers: 2,
    vehicleId: vehicle.id,
    vehicleClass: vehicle.class,
    extraIds: [],
    customerName,
    customerPhone: "+351 912 345 678",
    customerEmail: `${customerName.split(" ")[0]!.toLowerCase()}@example.com`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { booking: { id: string }; manageToken: string };
}

describe("the day of service in Chromium at 390 px", () => {
  it("the office sets up a driver with a car, and two bookings; one's pickup time has passed", async () => {
    expect(runCreateAdmin(journey.dataDir, ["--email", admin.email, "--password", admin.password, "--name", admin.name]).status).toBe(0);
    journey.server = await startServer(journey.dataDir);
    await signInAdmin();
    expect((await api("PUT", "/api/admin/content/booking/min_notice_hours", { value: "0" })).status).toBe(200);
    const onTime = await book(120, "Marta Ribeiro");
    const noShow = await book(130, "Nuno Ausente");
    ids.onTime = onTime.booking.id;
    ids.tokenOnTime = onTime.manageToken;
    ids.noShow = noShow.booking.id;

    // The second pickup was 70 minutes ago: its free airport waiting time (60 minutes) is over.
    const db = await journey.openStoppedDatabase();
    await db.db.update(bookings).set(lisbonTimeFields(-70)).where(eq(bookings.id, ids.noShow));
    await db.close();
    journey.server = await startServer(journey.dataDir);
    await signInAdmin();

    const created = await api("POST", "/api/users", { ...driver, role: "driver" });
    expect(created.status).toBe(201);
    const driverId = (created.body.user as { id: string }).id;
    expect((await api("PATCH", `/api/users/${driverId}`, { car })).status).toBe(200);
    for (const id of [ids.onTime, ids.noShow]) expect((await api("POST", `/api/admin/bookings/${id}/assign`, { driverId })).status).toBe(200);
  });

  it("the customer's page in English names the driver, the car and its plate", async () => {
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${journey.server.url}/booking/${ids.tokenOnTime}?lang=en`);
    const panel = page.locator("[aria-labelledby=day-of-service-heading]");
    await panel.getByText("Rui", { exact: true }).waitFor();
    await panel.getByText("Mercedes-Benz E-Class, Black").waitFor();
    await panel.getByText("AA-00-BB").waitFor();
    await panel.getByText("Aeroporto de Faro (FAO): arrivals hall").waitFor();
    await panel.getByText("Your driver will set off in good time for your pickup.").waitFor();
    await shot(page, "day-of-service-customer-assigned-390.png");
    await page.close();
  });

  let context: BrowserContext;
  let phone: Page;
  it("the driver allows the position once and sets off: the customer sees 'on the way' with a map", async () => {
    context = await journey.browser.newContext({
      viewport: { width: 390, height: 844 },
      geolocation: FARO,
      permissions: ["geolocation"],
    });
    phone = await context.newPage();
    // As the installed app does: open /driver, sign in, and come back to the portal.
    await phone.goto(`${journey.server.url}/driver`);
    await phone.waitForURL(`${journey.server.url}/login`);
    await phone.getByLabel("E-mail").first().fill(driver.email);
    await phone.getByLabel("Password", { exact: true }).first().fill(driver.password);
    await phone.getByRole("button", { name: "Sign in", exact: true }).click();
    await phone.waitForURL(`${journey.server.url}/driver`);
    await phone.getByRole("button", { name: "Permitir localização" }).click();
    const card = phone.getByRole("article", { name: `Reserva ${ids.onTime!.slice(0, 8)}` });
    await card.getByRole("button", { name: "A caminho" }).click();
    await toast(phone, "Passo registado");
    await card.getByText("Passo atual: A caminho").waitFor();
    await shot(phone, "day-of-service-driver-on-the-way-390.png");

    const customer = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    await customer.goto(`${journey.server.url}/booking/${ids.tokenOnTime}?lang=en`);
    // The phone shares its position as soon as the step is set; the page asks every 20 s.
    await customer.getByText("Your driver is on the way").waitFor();
    await customer.getByTestId("driver-map").waitFor({ timeout: 60_000 });
    await customer.locator(".leaflet-tile-pane").waitFor({ state: "attached" });
    await shot(customer, "day-of-service-customer-on-the-way-390.png");

    await card.getByRole("button", { name: "No local de recolha" }).click();
    await card.getByText("Passo atual: No local de recolha").waitFor();
    await card.getByRole("button", { name: "Passageiro a bordo" }).click();
    await card.getByText("Passo atual: Passageiro a bordo").waitFor();
    await card.getByRole("button", { name: "Concluída" }).click();
    // Próximas lists open services only: the completed one leaves it.
    await card.waitFor({ state: "detached" });

    await customer.reload();
    await customer.getByText("Completed: thank you for travelling with us").waitFor();
    expect(await customer.getByTestId("driver-map").count()).toBe(0);
    expect(await customer.getByText("AA-00-BB").count()).toBe(0);
    await shot(customer, "day-of-service-customer-completed-390.png");
    await customer.close();
  });

  it("another job is closed as a no-show after the waiting time, with its evidence in the admin's history", async () => {
    const reference = ids.noShow!.slice(0, 8);
    const card = phone.getByRole("article", { name: `Reserva ${reference}` });
    // The call made from the card is part of the evidence.
    await card.getByRole("link", { name: "Ligar para +351 912 345 678" }).dispatchEvent("click");
    await card.getByRole("button", { name: "A caminho" }).click();
    await card.getByText("Passo atual: A caminho").waitFor();
    await card.getByRole("button", { name: "No local de recolha" }).click();
    await card.getByText("Passo atual: No local de recolha").waitFor();
    await card.getByRole("button", { name: "Não compareceu" }).click();
    await toast(phone, "Passo registado");
    await card.waitFor({ state: "detached" });
    await context.close();

    // The office works on a computer.
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${journey.server.url}/login`);
    await page.getByLabel("E-mail").first().fill(admin.email);
    await page.getByLabel("Password", { exact: true }).first().fill(admin.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${journey.server.url}/admin`);
    await page.getByLabel("Pesquisar").fill(reference);
    await page.getByText("Passo: Não compareceu").first().waitFor();
    await page.getByRole("button", { name: `Ver detalhes da reserva ${reference}` }).first().click();
    const history = page.getByRole("dialog").getByRole("list", { name: "Histórico da reserva" });
    const noShow = history.getByText(/Passo do motorista: Não compareceu/);
    await noShow.waitFor();
    const text = (await noShow.textContent()) ?? "";
    expect(text).toMatch(/chegou ao local às \d\d:\d\d/);
    expect(text).toContain("posição à chegada 37.01940, -7.93220");
    expect(text).toMatch(/esperou \d+ min/);
    expect(text).toMatch(/chamadas ao cliente: \d\d:\d\d/);
    await history.getByText(/O motorista ligou ao cliente/).waitFor();
    await noShow.scrollIntoViewIfNeeded();
    await shot(page, "day-of-service-admin-no-show.png");
    await page.close();
  });
});

/** A booking's date and time `minutes` from now in Lisbon, as the table stores them. */
function lisbonTimeFields(minutes: number) {
  const { date, time } = lisbonAt(minutes);
  return { bookingDate: date, bookingTime: time };
}

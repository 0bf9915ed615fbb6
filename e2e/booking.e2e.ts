import path from "node:path";
import { eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../src/domain/lisbon-date.ts";
import { bookings, mailOutbox } from "../src/server/db/schema.ts";
import { chooseClass, pickDate, pickPlace, pickTime } from "./support/booking-form.ts";
import { SCREENSHOTS, useJourney } from "./support/journey.ts";

const journey = useJourney();
const references: { transfer?: string; tour?: string } = {};

const inDays = (days: number) => addDays(lisbonToday(), days);

async function portuguesePage(url: string): Promise<Page> {
  const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => localStorage.setItem("language", "pt"));
  await page.goto(url);
  return page;
}

async function fillCustomer(form: Locator) {
  await form.getByLabel("Nome completo").fill("Joana Costa");
  await form.getByLabel("Telefone").fill("+351 912 345 678");
  await form.getByLabel("Email").fill("joana@example.com");
}

describe("booking journeys in Chromium", () => {
  it("books Faro Airport → Albufeira for 2, pays on the test checkout and lands on /payment-success", async () => {
    const page = await portuguesePage(`${journey.server.url}/transfers#book`);
    const form = page.getByRole("form", { name: "Reserve a sua viagem" });
    await form.waitFor();
    await pickPlace(form, "Local de partida", "aeroporto faro", "Aeroporto de Faro");
    await pickPlace(form, "Local de destino", "albuf", "Albufeira");
    await pickDate(page, form, "Data", inDays(14));
    await pickTime(form, "Hora", "Minutos", "15:40");
    await form.getByLabel("Passageiros").fill("2");
    await chooseClass(form, "Economy");
    await fillCustomer(form);

    await form.getByRole("button", { name: "Reservar agora" }).click();
    await page.getByText("Número de voo obrigatório quando a origem é um aeroporto").first().waitFor();

    await form.getByLabel("Número de voo", { exact: true }).fill("TP1901");
    const price = form.getByTestId("booking-price");
    await price.waitFor();
    expect(await price.textContent()).toMatch(/^\d+,\d{2}\s?€$/);
    await page.screenshot({ path: path.join(SCREENSHOTS, "booking-transfer-form.png"), fullPage: true });

    await form.getByRole("button", { name: "Reservar agora" }).click();
    await page.waitForURL(/\/api\/payments\/test-checkout\//);
    await page.screenshot({ path: path.join(SCREENSHOTS, "test-checkout.png") });
    await page.getByRole("button", { name: "Pagar" }).click();
    await page.waitForURL(/\/payment-success\?booking_id=/);
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
    expect(reference).toMatch(/^[0-9a-f]{8}$/);
    expect(new URL(page.url()).searchParams.get("booking_id")!.startsWith(reference)).toBe(true);
    references.transfer = new URL(page.url()).searchParams.get("booking_id")!;
    await page.screenshot({ path: path.join(SCREENSHOTS, "payment-success.png") });
    await page.close();
  });

  it("books the Faro tour from its page; it stays pending for approval", async () => {
    const page = await portuguesePage(`${journey.server.url}/tours/faro`);
    const form = page.getByRole("form", { name: "Reserve a sua viagem" });
    await form.waitFor();
    await pickPlace(form, "Local de partida", "faro", "Faro");
    await pickPlace(form, "Local de destino", "faro", "Faro");
    await pickDate(page, form, "Data", inDays(21));
    await pickTime(form, "Hora", "Minutos", "09:00");
    await form.getByLabel("Passageiros").fill("3");
    await chooseClass(form, "Premium Van");
    await fillCustomer(form);
    await form.getByTestId("booking-price").waitFor();
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/bookings" && r.request().method() === "POST");
    await form.getByRole("button", { name: "Reservar agora" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    references.tour = (await response.json()).booking.id;
    await page.getByText("Reserva criada com sucesso! Verifique o seu email.").first().waitFor();
    // A tour waits for approval: no checkout, the customer lands on the booking's own page.
    await page.waitForURL(/\/booking\/[A-Za-z0-9_-]{43}\?created=1$/);
    await page.getByText("Reserva recebida").first().waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, "booking-page-tour-pending.png"), fullPage: true });
    await page.close();
  });

  it("stored the transfer confirmed, the tour pending, and queued both e-mails of each", async () => {
    const database = await journey.openStoppedDatabase();
    try {
      const [transfer] = await database.db.select().from(bookings).where(eq(bookings.id, references.transfer!));
      const [tour] = await database.db.select().from(bookings).where(eq(bookings.id, references.tour!));
      expect(transfer).toMatchObject({ status: "confirmed", bookingType: "transfer", passengers: 2, flightNumber: "TP1901" });
      expect(tour).toMatchObject({ status: "pending", bookingType: "tour" });
      const mails = await database.db.select().from(mailOutbox);
      const kinds = mails.map((m) => m.kind);
      expect(kinds.filter((k) => k === "booking_confirmation")).toHaveLength(2);
      expect(kinds.filter((k) => k === "booking_admin_notification")).toHaveLength(2);
    } finally {
      await database.close();
    }
  });
});

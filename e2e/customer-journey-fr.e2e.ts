import fs from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../src/domain/lisbon-date.ts";
import { readMail, type ParsedMail } from "../test-support/read-mail.ts";
import { pickDate, pickPlace, pickTime } from "./support/booking-form.ts";
import { SCREENSHOTS, useJourney } from "./support/journey.ts";
import { WAIT_MS } from "../test-support/test-limits.ts";

/**
 * A French visitor on a phone books a round trip, abandons the card payment, pays the same
 * booking from its page, receives the French e-mail with the .ics, and cancels more than 48 h
 * ahead for a full refund. The expected texts are the French ones a customer reads.
 */
const journey = useJourney();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const outboundDate = addDays(lisbonToday(), 14);
const returnDate = addDays(lisbonToday(), 21);
const state: { page?: Page; bookingId?: string; manageUrl?: string; paidCents?: number } = {};

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `fr-phone-${name}.png`), fullPage: true });

/** The customer's e-mails written so far (no SMTP in the journey: .eml files in DATA_DIR/mail). */
async function customerMails(): Promise<ParsedMail[]> {
  const dir = path.join(journey.dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  const names = fs.readdirSync(dir).filter((name) => name.endsWith(".eml")).sort();
  const mails = await Promise.all(names.map((name) => readMail(fs.readFileSync(path.join(dir, name), "utf8"))));
  return mails.filter((mail) => (mail.headers.get("to") ?? "").includes("camille@example.fr"));
}

async function waitForMail(match: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; ) {
    const found = (await customerMails()).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no such e-mail; subjects: ${(await customerMails()).map((m) => m.headers.get("subject")).join(" | ")}`);
}

const euros = (text: string | null) => Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));

describe("a French customer on a phone, from booking to cancellation", () => {
  it("books a round trip choosing the class by its card, with the price breakdown", async () => {
    const page = await journey.browser.newPage(PHONE);
    await page.addInitScript(() => localStorage.setItem("language", "fr"));
    await page.goto(`${journey.server.url}/transfers#book`);
    const form = page.getByRole("form", { name: "Réservez votre trajet" });
    await form.waitFor();
    await pickPlace(form, "Lieu de prise en charge", "aeroporto faro", "Aeroporto de Faro");
    await pickPlace(form, "Destination", "albuf", "Albufeira");
    await pickDate(page, form, "Date", outboundDate);
    await pickTime(form, "Heure", "Minutes", "15:40", 0);
    await form.getByLabel("Passagers").fill("2");
    await form.getByLabel("Numéro de vol", { exact: true }).fill("TP1901");
    await form.getByLabel("Ajouter un trajet retour").check();
    await pickDate(page, form, "Date du retour", returnDate);
    await pickTime(form, "Heure du retour", "Minutes", "10:15", 1);

    const premium = form.getByRole("radio", { name: /^Premium\b/ }).first();
    await expect.poll(async () => (await premium.getByTestId("class-price").textContent()) ?? "").toMatch(/\d+,\d{2}\s€/);
    await premium.click();
    expect(await premium.getAttribute("aria-checked")).toBe("true");

    const breakdown = form.getByTestId("price-breakdown");
    await expect.poll(async () => (await breakdown.textContent()) ?? "").toContain("Trajet retour");
    const lines = (await breakdown.textContent())!;
    expect(lines).toContain("Trajet aller");
    await form.getByText("TVA incluse").waitFor();
    const total = euros(await form.getByTestId("booking-price").textContent());
    const [outboundPrice, returnPrice] = (await breakdown.locator("dd").allTextContents()).map(euros);
    expect(outboundPrice).toBeGreaterThan(0);
    expect(returnPrice).toBe(outboundPrice); // the return trip costs the same (spec section 4)
    expect(total).toBe(outboundPrice! * 2);
    expect(euros(await premium.getByTestId("class-price").textContent())).toBe(total); // the card shows the round trip
    state.paidCents = Math.round(total * 100);

    await form.getByLabel("Nom complet").fill("Camille Durand");
    await form.getByLabel("Téléphone").fill("+33 6 12 34 56 78");
    await form.getByLabel("E-mail").fill("camille@example.fr");
    await shot(page, "1-form");

    const created = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/bookings" && r.method() === "POST");
    await form.getByRole("button", { name: "Réserver maintenant" }).click();
    state.bookingId = (await created).postDataJSON().id as string;
    await page.waitForURL(/\/api\/payments\/test-checkout\//);
    state.page = page;
  });

  it("cancels the card payment, then pays the same booking from its page", async () => {
    const page = state.page!;
    await page.getByRole("button", { name: "Annuler" }).click();
    await page.waitForURL(/\/payment-cancelled\?/);
    expect(new URL(page.url()).searchParams.get("booking_id")).toBe(state.bookingId);
    const retry = page.getByRole("link", { name: "Réessayer" }).or(page.getByRole("button", { name: "Réessayer" })).first();
    await retry.waitFor();
    await page.getByText(/Aeroporto de Faro/).first().waitFor(); // the booking's summary
    await shot(page, "2-payment-cancelled");
    await retry.click();
    await page.waitForURL(/\/booking\/[A-Za-z0-9_-]{43}/);
    await page.getByRole("heading", { name: "Votre réservation", exact: true }).waitFor();
    const pay = page.getByRole("button", { name: /^Payer maintenant/ });
    expect(euros((await pay.textContent())!.replace("Payer maintenant", ""))).toBe(state.paidCents! / 100);
    await shot(page, "3-booking-page-pending");
    await pay.click();
    await page.waitForURL(/\/api\/payments\/test-checkout\//);
    await page.getByRole("button", { name: "Payer", exact: true }).click();
    await page.waitForURL(/\/payment-success\?/);
    expect(new URL(page.url()).searchParams.get("booking_id")).toBe(state.bookingId);
    expect(await page.getByTestId("booking-reference").textContent()).toBe(state.bookingId!.slice(0, 8));
    await shot(page, "4-payment-success");
    await page.close();
  });

  it("receives the confirmation in French with the .ics and the private link", async () => {
    const reference = state.bookingId!.slice(0, 8);
    const mail = await waitForMail((m) => m.attachments.some((a) => a.filename === `booking-${reference}.ics`));
    expect(mail.headers.get("subject")).toMatch(/réservation/i);
    expect(mail.text).toContain("Camille");
    expect(mail.html).toContain("Gérer ma réservation");

    const ics = mail.attachments.find((a) => a.filename.endsWith(".ics"))!;
    const calendar = new ICAL.Component(ICAL.parse(ics.content));
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(events).toHaveLength(2);
    const outbound = events.find((e) => e.startDate.toJSDate().toISOString().startsWith(outboundDate))!;
    expect(outbound.location).toContain("Aeroporto de Faro");
    expect(outbound.description).toContain("TP1901");

    const link = /href="([^"]*\/booking\/[A-Za-z0-9_-]{43}[^"]*)"/.exec(mail.html!)?.[1];
    expect(link).toBeTruthy();
    state.manageUrl = link!.replaceAll("&amp;", "&");
    expect(new URL(state.manageUrl).searchParams.get("lang")).toBe("fr");
  });

  it("opens the link from the e-mail and cancels more than 48 h ahead with a full refund", async () => {
    const page = await journey.browser.newPage(PHONE); // a fresh browser: the language comes from the link
    await page.goto(state.manageUrl!);
    await page.getByRole("heading", { name: "Votre réservation", exact: true }).waitFor();
    await page.getByText("Payé intégralement. Merci !").waitFor();
    await page.getByRole("button", { name: "Annuler la réservation" }).click();
    const dialog = page.getByRole("alertdialog");
    const refund = dialog.getByText(/Vous serez remboursé de .* \(100\s%\)\./);
    await refund.waitFor();
    const amount = /remboursé de (.+) \(100/.exec((await refund.textContent())!)![1]!;
    expect(euros(amount)).toBe(state.paidCents! / 100);
    await shot(page, "5-cancel-dialog");
    await dialog.getByRole("button", { name: "Oui, annuler" }).click();
    await page.getByText("Cette réservation est annulée.").first().waitFor();
    await shot(page, "6-cancelled");
    await page.close();

    const cancellation = await waitForMail((m) => /annul/i.test(m.headers.get("subject") ?? ""));
    expect(cancellation.text).toMatch(/rembours/i);
  });
});

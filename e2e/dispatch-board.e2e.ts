import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../src/domain/lisbon-date.ts";
import { pickAdminDate } from "./support/admin-date.ts";
import { SCREENSHOTS, useJourney } from "./support/journey.ts";
import { runCreateAdmin, startServer } from "./support/server.ts";

const admin = { email: "despacho@example.com", password: "Lusitania-2026!", name: "Ana Despacho" };
const journey = useJourney({ start: false });
const date = addDays(lisbonToday(), 12);
const ids: Record<string, string> = {};
const drivers: Record<string, string> = {};

async function adminCookie(): Promise<string> {
  const response = await fetch(`${journey.server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: journey.server.url },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** A transfer as the public booking form posts it, Faro airport → Albufeira on `date`. */
async function postBooking(name: string, time: string) {
  const { vehicles } = (await (await fetch(`${journey.server.url}/api/vehicles`)).json()) as { vehicles: { id: string; class: string }[] };
  const vehicle = vehicles[0]!;
  ids[name] = crypto.randomUUID();
  const response = await fetch(`${journey.server.url}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: journey.server.url },
    body: JSON.stringify({
      id: ids[name],
      bookingType: "transfer",
      origin: "Aeroporto de Faro (FAO)",
      destination: "Albufeira",
      bookingDate: date,
      bookingTime: time,
      passengers: 2,
      vehicleId: vehicle.id,
      vehicleClass: vehicle.class,
      extraIds: [],
      flightNumber: "TP1901",
      customerName: `Cliente ${name}`,
      customerPhone: "+351 910 000 000",
      customerEmail: `${name}@example.com`,
      specialRequests: "",
    }),
  });
  expect(response.status).toBe(201);
}

const block = (page: Page, name: string) => page.locator(`[data-booking-id="${ids[name]}"]`);
const driverRow = (page: Page, driver: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(driver) }) });
const unassignedRow = (page: Page) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Por atribuir" }) });

/** Signs the admin in on a new page; `locale` is the browser's (how it shows dates in a date field). */
async function signIn(width: number, locale?: string): Promise<Page> {
  const page = await journey.browser.newPage({ viewport: { width, height: 900 }, locale });
  await page.goto(`${journey.server.url}/login`);
  await page.getByLabel("E-mail").first().fill(admin.email);
  await page.getByLabel("Password", { exact: true }).first().fill(admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${journey.server.url}/admin`);
  return page;
}

async function openBoard(width: number): Promise<Page> {
  const page = await signIn(width);
  await page.goto(`${journey.server.url}/admin?tab=dispatch&view=week&date=${date}`);
  await block(page, "first").waitFor();
  return page;
}

/** The calendar month of a date: its first and last days. */
function monthOf(day: string): { from: string; to: string } {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return { from: `${day.slice(0, 7)}-01`, to: addDays(next, -1) };
}

/**
 * A CSV file as Portuguese Excel opens it: a UTF-8 byte order mark, CRLF lines, fields between
 * semicolons, a field with a separator or a quote between quotes (a quote doubled inside).
 */
function parseCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ";") {
      row.push(field);
      field = "";
    } else if (!quoted && ch === "\r" && text[i + 1] === "\n") {
      rows.push([...row, field]);
      row = [];
      field = "";
      i++;
    } else {
      field += ch;
    }
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** "123,45" (euros with a decimal comma, no thousands mark) → 12345 cents. */
const centsOf = (euros: string) => {
  expect(euros).toMatch(/^\d+,\d{2}$/);
  return Number(euros.replace(",", ""));
};

/** Clicks a download link as the admin would, and reads the file Chromium saved. */
async function download(page: Page, link: ReturnType<Page["getByRole"]>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), text: fs.readFileSync(saved, "utf8") };
}

/** Waits until every chart of the Relatórios tab is drawn (the chart library arrives on its own). */
async function chartsDrawn(page: Page, firstChart: string) {
  await page.getByRole("region", { name: firstChart }).locator(".recharts-cartesian-grid").waitFor();
  await expect.poll(() => page.locator(".animate-pulse").count()).toBe(0);
}

describe("the admin dispatches the week's jobs on the board", () => {
  it("sets up two drivers and three transfers on the same morning", async () => {
    expect(runCreateAdmin(journey.dataDir, ["--email", admin.email, "--password", admin.password, "--name", admin.name]).status).toBe(0);
    journey.server = await startServer(journey.dataDir);
    const cookie = await adminCookie();
    for (const [key, name] of [["rui", "Rui Almeida"], ["sofia", "Sofia Martins"]] as const) {
      const response = await fetch(`${journey.server.url}/api/users`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: journey.server.url, cookie },
        body: JSON.stringify({ email: `${key}@example.com`, password: "Estrada-Algarve-7", name, phone: "+351 913 000 111", role: "driver" }),
      });
      expect(response.status).toBe(201);
      drivers[key] = ((await response.json()) as { user: { id: string } }).user.id;
    }
    await postBooking("first", "10:00");
    await postBooking("overlapping", "10:30");
    await postBooking("later", "16:00");
  });

  it("drags a job onto a driver on the week view, then sees the conflict of a second, overlapping one", async () => {
    const page = await openBoard(1440);
    for (const name of ["first", "overlapping", "later"]) await unassignedRow(page).locator(`[data-booking-id="${ids[name]}"]`).waitFor();

    await block(page, "first").dragTo(driverRow(page, "Rui Almeida").getByRole("cell").first());
    await page.locator("[data-sonner-toast]", { hasText: "Motorista atribuído e notificado!" }).first().waitFor();
    await driverRow(page, "Rui Almeida").locator(`[data-booking-id="${ids.first}"]`).waitFor();
    expect(await block(page, "first").getAttribute("data-conflicts")).toBe("");

    await block(page, "overlapping").dragTo(driverRow(page, "Rui Almeida").getByRole("cell").first());
    await driverRow(page, "Rui Almeida").locator(`[data-booking-id="${ids.overlapping}"]`).waitFor();
    await expect.poll(() => block(page, "first").getAttribute("data-conflicts")).toBe("overlap");
    await expect.poll(() => block(page, "overlapping").getAttribute("data-conflicts")).toBe("overlap");
    await page.getByText("2 com conflito").waitFor();
    expect(await block(page, "overlapping").getAttribute("title")).toContain("Conflito: Sobreposição com outro serviço");
    await page.screenshot({ path: path.join(SCREENSHOTS, "dispatch-week-1440.png"), fullPage: true });

    // The keyboard's way: the job's menu assigns the third one to Sofia.
    await block(page, "later").getByRole("button", { name: /Ações da reserva/ }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Sofia Martins" }).waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Sofia Martins");
    await page.keyboard.press("Enter");
    await driverRow(page, "Sofia Martins").locator(`[data-booking-id="${ids.later}"]`).waitFor();
    expect(await unassignedRow(page).locator("[data-testid=dispatch-job]").count()).toBe(0);
    await page.close();
  });

  it("the server agrees: the assignments are stored with their history, and the board reads them back on a phone", async () => {
    const cookie = await adminCookie();
    const board = (await (
      await fetch(`${journey.server.url}/api/admin/dispatch?from=${date}`, { headers: { cookie } })
    ).json()) as { drivers: { id: string; jobs: { id: string; conflicts: { kind: string }[] }[] }[]; unassigned: unknown[] };
    const rui = board.drivers.find((d) => d.id === drivers.rui)!;
    const sofia = board.drivers.find((d) => d.id === drivers.sofia)!;
    expect(rui.jobs.map((j) => j.id).sort()).toEqual([ids.first, ids.overlapping].sort());
    expect(rui.jobs.every((j) => j.conflicts.some((c) => c.kind === "overlap"))).toBe(true);
    expect(sofia.jobs.map((j) => j.id)).toEqual([ids.later]);
    expect(board.unassigned).toEqual([]);
    const detail = (await (await fetch(`${journey.server.url}/api/admin/bookings/${ids.first}`, { headers: { cookie } })).json()) as {
      booking: { status: string; history: { kind: string }[] };
    };
    expect(detail.booking.status).toBe("assigned");
    expect(detail.booking.history.map((h) => h.kind)).toContain("driver_assigned");

    const page = await openBoard(390);
    // On a phone the board is an agenda: a list per driver, with the job under Rui Almeida.
    await page.getByRole("listitem", { name: "Rui Almeida" }).locator(`[data-booking-id="${ids.first}"]`).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, "dispatch-week-390.png"), fullPage: true });
    await page.close();
  });

  it("Relatórios shows the month of those jobs, and its CSV downloads open with the totals of the bookings made", async () => {
    // What the test made: three transfers on `date`, all assigned now, so every price is revenue.
    const cookie = await adminCookie();
    let revenueCents = 0;
    for (const name of ["first", "overlapping", "later"]) {
      const { booking } = (await (await fetch(`${journey.server.url}/api/admin/bookings/${ids[name]}`, { headers: { cookie } })).json()) as {
        booking: { status: string; totalPriceCents: number };
      };
      expect(booking.status).toBe("assigned");
      expect(booking.totalPriceCents).toBeGreaterThan(0);
      revenueCents += booking.totalPriceCents;
    }
    const { from, to } = monthOf(date);

    const page = await signIn(1440, "pt-PT");
    await page.getByRole("navigation", { name: "Secções do painel" }).getByRole("link", { name: "Relatórios", exact: true }).click();
    await page.waitForURL(/tab=reports/);
    await page.getByRole("heading", { name: "Relatórios" }).waitFor();
    await pickAdminDate(page, "Até", to);
    await pickAdminDate(page, "De", from);
    await expect.poll(() => new URL(page.url()).searchParams.get("from")).toBe(from);
    expect(new URL(page.url()).searchParams.get("to")).toBe(to);
    const bookingsCard = page.getByTestId("report-figure").first();
    await expect.poll(() => bookingsCard.innerText()).toMatch(/^Reservas\s+3\s+Período anterior: 0/);
    await chartsDrawn(page, "Reservas por dia");
    await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached" });
    await page.screenshot({ path: path.join(SCREENSHOTS, "reports-month-1440.png"), fullPage: true });

    // The summary as the admin downloads it: the file Chromium saved.
    const summary = await download(page, page.getByRole("link", { name: "Descarregar o resumo do período em CSV" }));
    expect(summary.name).toBe(`relatorio-summary_${from}_${to}.csv`);
    const rows = parseCsv(summary.text);
    expect(rows[0]![1]).toBe(`Período (${from} a ${to})`);
    const line = (label: string) => rows.find((r) => r[0] === label)!;
    expect(line("Reservas (sem canceladas)")[1]).toBe("3");
    expect(centsOf(line("Valor reservado €")[1]!)).toBe(revenueCents);
    expect(line("Canceladas")[1]).toBe("0");

    // The bookings list of the month, exported from the Reservas tab with its filters.
    await page.getByRole("navigation", { name: "Secções do painel" }).getByRole("link", { name: "Reservas", exact: true }).click();
    await page.getByRole("heading", { name: "Gestão de Reservas" }).waitFor();
    await pickAdminDate(page, "De", from);
    await pickAdminDate(page, "Até", to);
    const csvLink = page.getByRole("link", { name: "Exportar CSV" });
    await expect.poll(() => csvLink.getAttribute("href")).toBe(`/api/admin/reports/bookings-export?from=${from}&to=${to}&format=csv`);
    const list = await download(page, csvLink);
    expect(list.name).toBe(`reservas_${from}_${to}.csv`);
    const [head, ...bookingRows] = parseCsv(list.text);
    expect(bookingRows.map((r) => r[head!.indexOf("Referência")]).sort()).toEqual(Object.values(ids).map((id) => id.slice(0, 8)).sort());
    expect(bookingRows.reduce((sum, r) => sum + centsOf(r[head!.indexOf("Valor reservado €")]!), 0)).toBe(revenueCents);
    await page.close();

    // On a phone: the same report, the charts as wide as the screen, the tables scrolling inside.
    const phone = await signIn(390, "pt-PT");
    await phone.goto(`${journey.server.url}/admin?tab=reports&from=${from}&to=${to}&g=week`);
    await chartsDrawn(phone, "Reservas por semana");
    await phone.locator("[data-sonner-toast]").first().waitFor({ state: "detached" });
    const byType = phone.getByRole("region", { name: "Por tipo de serviço" });
    await byType.getByRole("button", { name: "Ver tabela" }).click();
    await byType.getByRole("table").waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: path.join(SCREENSHOTS, "reports-month-390.png"), fullPage: true });
    await phone.close();
  });
});

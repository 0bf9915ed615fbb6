import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../src/domain/lisbon-date.ts";
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

async function openBoard(width: number): Promise<Page> {
  const page = await journey.browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${journey.server.url}/login`);
  await page.getByLabel("Email").first().fill(admin.email);
  await page.getByLabel("Senha", { exact: true }).first().fill(admin.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.waitForURL(`${journey.server.url}/admin`);
  await page.goto(`${journey.server.url}/admin?tab=dispatch`);
  await page.getByRole("button", { name: "Semana" }).click();
  await page.getByLabel("Data", { exact: true }).fill(date);
  await block(page, "first").waitFor();
  return page;
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
    await driverRow(page, "Rui Almeida").locator(`[data-booking-id="${ids.first}"]`).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, "dispatch-week-390.png"), fullPage: true });
    await page.close();
  });
});

/**
 * npm run bench:dispatch: the dispatch board with 30 drivers and 300 bookings in one week.
 *
 * The built product (dist/web; `npx vite build` first) runs as `npm start` runs it, on a fresh
 * embedded database: an admin, 30 drivers, 300 transfers over the week two weeks ahead (booked
 * through the public API, as visitors would), 240 of them assigned. Then, each printed as a ratio
 * to a baseline measured in the same run:
 *   - the board's API (GET /api/admin/dispatch for the week, and for its busiest day) against
 *     GET /api/admin/drivers, the smallest admin answer (same session check);
 *   - in Chromium, the week view's 300 blocks (with their menus) drawn from the moment the week is
 *     chosen, against the bookings tab's first page drawn from the tab's click.
 */
import { performance } from "node:perf_hooks";
import { addDays, lisbonToday } from "../src/domain/lisbon-date.ts";
import { launchBrowser } from "../e2e/support/browser.ts";
import { makeDataDir, runCreateAdmin, startServer } from "../e2e/support/server.ts";

const DRIVERS = 30;
const BOOKINGS = 300;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const admin = { email: "bench@example.com", password: "Lusitania-2026!", name: "Bench Admin" };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const dataDir = makeDataDir();
if (runCreateAdmin(dataDir, ["--email", admin.email, "--password", admin.password, "--name", admin.name]).status !== 0) {
  throw new Error("create-admin failed");
}
const server = await startServer(dataDir, { PAYMENTS: "test", TRUST_PROXY: "1", NODE_ENV: "production" }, { urlHost: "127.0.0.1" });
const url = server.url;

try {
  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: url, ...headers }, body: JSON.stringify(body) });
  const signIn = await json("/api/auth/sign-in/email", { email: admin.email, password: admin.password });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

  const driverIds: string[] = [];
  for (let i = 0; i < DRIVERS; i++) {
    const answer = await json(
      "/api/users",
      { email: `driver${i}@example.com`, password: "Estrada-Algarve-7", name: `Motorista ${String(i + 1).padStart(2, "0")}`, phone: "+351 913 000 111", role: "driver" },
      { cookie },
    );
    driverIds.push(((await answer.json()) as { user: { id: string } }).user.id);
  }

  const { vehicles } = (await (await fetch(`${url}/api/vehicles`)).json()) as { vehicles: { id: string; class: string }[] };
  const monday = (() => {
    const start = addDays(lisbonToday(), 14);
    const weekday = new Date(`${start}T12:00:00Z`).getUTCDay();
    return addDays(start, -((weekday + 6) % 7));
  })();
  const bookingIds: string[] = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const id = crypto.randomUUID();
    const vehicle = vehicles[i % vehicles.length]!;
    const minutes = 6 * 60 + ((i * 37) % (16 * 60));
    const answer = await json(
      "/api/bookings",
      {
        id,
        bookingType: "transfer",
        origin: i % 2 ? "Albufeira" : "Aeroporto de Faro (FAO)",
        destination: i % 2 ? "Aeroporto de Faro (FAO)" : "Albufeira",
        bookingDate: addDays(monday, i % 7),
        bookingTime: `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
        passengers: 1 + (i % 3),
        vehicleId: vehicle.id,
        vehicleClass: vehicle.class,
        extraIds: [],
        flightNumber: i % 2 ? "" : `TP${1000 + i}`,
        customerName: `Cliente ${i}`,
        customerPhone: "+351 910 000 000",
        customerEmail: `cliente${i}@example.com`,
        specialRequests: "",
      },
      { "x-forwarded-for": `10.1.${Math.floor(i / 250)}.${i % 250}` },
    );
    if (answer.status !== 201) throw new Error(`booking ${i}: ${answer.status} ${await answer.text()}`);
    bookingIds.push(id);
  }
  for (let i = 0; i < BOOKINGS * 0.8; i++) {
    const answer = await json(`/api/admin/bookings/${bookingIds[i]}/assign`, { driverId: driverIds[i % DRIVERS] }, { cookie });
    if (answer.status !== 200) throw new Error(`assign ${i}: ${answer.status}`);
  }

  const time = async (path: string) => {
    const samples: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      const answer = await fetch(`${url}${path}`, { headers: { cookie } });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
      samples.push(performance.now() - start);
    }
    return median(samples);
  };
  const sunday = addDays(monday, 6);
  const week = await (await fetch(`${url}/api/admin/dispatch?from=${monday}&to=${sunday}`, { headers: { cookie } })).json() as {
    drivers: { jobs: unknown[] }[];
    unassigned: unknown[];
  };
  const jobs = week.unassigned.length + week.drivers.reduce((sum, d) => sum + d.jobs.length, 0);
  const baseline = await time("/api/admin/drivers");
  const weekApi = await time(`/api/admin/dispatch?from=${monday}&to=${sunday}`);
  const dayApi = await time(`/api/admin/dispatch?from=${monday}`);

  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${url}/login`);
  await page.getByLabel("Email").first().fill(admin.email);
  await page.getByLabel("Senha", { exact: true }).first().fill(admin.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.waitForURL(`${url}/admin`);
  await page.locator("table tbody tr").first().waitFor();

  const renderSamples = { bookings: [] as number[], week: [] as number[] };
  for (let i = 0; i < 5; i++) {
    await page.goto(`${url}/admin?tab=users`);
    await page.getByRole("heading", { name: "Gestão de Utilizadores" }).waitFor();
    let start = performance.now();
    await page.getByRole("link", { name: "Reservas" }).click();
    await page.locator("table tbody tr").nth(9).waitFor();
    renderSamples.bookings.push(performance.now() - start);

    // The week before (no bookings) is drawn first; then the benchmark's week is chosen.
    await page.goto(`${url}/admin?tab=dispatch&view=week&date=${addDays(monday, -7)}`);
    await page.getByTestId("dispatch-board").waitFor();
    // From choosing the week to its last block drawn: the week's fetch and 300 blocks.
    start = performance.now();
    await page.getByRole("button", { name: "Semana seguinte" }).click();
    await page.waitForFunction((count) => document.querySelectorAll("[data-testid=dispatch-job]").length === count, jobs, { timeout: 60_000 });
    renderSamples.week.push(performance.now() - start);
  }
  await browser.close();

  const bookingsRender = median(renderSamples.bookings);
  const weekRender = median(renderSamples.week);
  console.log(`Dispatch board: ${week.drivers.length} drivers, ${jobs} jobs in the week of ${monday} (${week.unassigned.length} unassigned)`);
  console.log(`API (median of ${ROUNDS}):`);
  console.log(`  GET /api/admin/drivers (baseline)   ${ms(baseline)}`);
  console.log(`  board, the week                     ${ms(weekApi)}  ×${(weekApi / baseline).toFixed(1)}`);
  console.log(`  board, one day                      ${ms(dayApi)}  ×${(dayApi / baseline).toFixed(1)}`);
  console.log("Chromium, until the last row or block is drawn (median of 5):");
  console.log(`  bookings tab, first page, from the tab's click (baseline) ${ms(bookingsRender)}`);
  console.log(`  Despacho, the week's ${jobs} blocks, from choosing the week   ${ms(weekRender)}  ×${(weekRender / bookingsRender).toFixed(1)}`);
} finally {
  await server.stop();
}

/**
 * node --import tsx bench/load.ts: the booking platform under many visitors at once, on
 * PostgreSQL and on the embedded PGlite, then an integrity check of what was stored.
 *
 * For each database the server runs as `npm start` runs it (src/server/main.ts in its own
 * process, TRUST_PROXY=1, the built-in test checkout, e-mails as .eml files in a fresh temporary
 * DATA_DIR, demo catalogue), with one admin made by scripts/create-admin.ts and a few drivers
 * the admin adds through the API. For LOAD_SECONDS (default 20) LOAD_VISITORS visitors at once
 * (default 40; closed loop, no think time; each journey a new visitor with its own
 * X-Forwarded-For address) price and book transfers (extras, some round trips, a few pressing
 * "book" twice at once) and tours, while LOAD_ADMINS admin sessions (default 2) list bookings with
 * filters and pages and assign some new bookings to the LOAD_DRIVERS drivers (default 4), who
 * poll their jobs and notifications. Plain fetch, LOAD_TIMEOUT_MS per request (default 10,000).
 * LOAD_WARMUP_SECONDS (default 3) of the same traffic with 8 visitors come first, unmeasured; their
 * bookings are checked with the others.
 *
 * After the run the server is stopped (SIGTERM, waiting for its exit) and the database is read
 * (bench/load/verify.ts): every booking acknowledged with a 2xx stored exactly once, with its
 * extras, its return trip, its history rows and its outbox e-mails; nothing stored that was
 * refused or never sent; requests without an answer are reported as unknown, not lost.
 * Prints per database and request kind the requests, req/s, p50/p99 latency, non-2xx by status,
 * errors and timeouts, then both databases side by side; exits 1 when anything acknowledged was
 * lost, duplicated or incomplete, or a refused booking was stored.
 *
 * PostgreSQL: a database load_<timestamp>_<pid> is created on 127.0.0.1:5432 (user postgres) and
 * dropped afterwards, even on failure; when PostgreSQL is not reachable only PGlite runs.
 * LOAD_DATABASE_URL runs on that existing database instead (nothing created or dropped; only
 * rows created during the run are checked; the run's accounts stay).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/db/client.ts";
import { LoadClient, Recorder, okAnswer } from "./load/http.ts";
import { figuresOf, printRun, printSummary, type DatabaseRun } from "./load/report.ts";
import { createAdmin, createLoadDatabase, serverErrorLines, startServer, type RunningProduct } from "./load/server.ts";
import { newLedger, runTraffic, visitorAddress, type Actors, type Catalogue } from "./load/traffic.ts";
import { integrityFailed, verifyRun } from "./load/verify.ts";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const VISITORS = Number(process.env.LOAD_VISITORS ?? 40);
const ADMINS = Number(process.env.LOAD_ADMINS ?? 2);
const DRIVERS = Number(process.env.LOAD_DRIVERS ?? 4);
const TIMEOUT_MS = Number(process.env.LOAD_TIMEOUT_MS ?? 10_000);
/** Unmeasured load first (lazily loaded modules, JIT, pools); its bookings are checked too. */
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 3);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "load-"));
/** Set-up requests come from addresses far from the visitors' 10.x.y.z. */
let setupAddress = 0;
const setupHeaders = () => ({ "x-forwarded-for": `172.16.${setupAddress >> 8}.${++setupAddress & 255}` });

async function must(client: LoadClient, what: string, pathName: string, options: Parameters<LoadClient["send"]>[2] = {}) {
  const outcome = await client.send("set-up", pathName, { ...options, headers: { ...setupHeaders(), ...options.headers } });
  const answer = okAnswer(outcome);
  if (!answer) throw new Error(`${what}: ${outcome.kind === "answered" ? `${outcome.status} ${outcome.text}` : outcome.kind}`);
  return answer;
}

async function signIn(client: LoadClient, email: string, password: string): Promise<string> {
  const outcome = await must(client, `sign-in of ${email}`, "/api/auth/sign-in/email", { json: { email, password } });
  return outcome.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

async function prepare(client: LoadClient, admin: { email: string; password: string }, tag: string) {
  const adminCookies: string[] = [];
  for (let i = 0; i < ADMINS; i++) adminCookies.push(await signIn(client, admin.email, admin.password));
  const drivers: Actors["drivers"] = [];
  for (let i = 0; i < DRIVERS; i++) {
    const email = `driver${i}.${tag}@example.com`;
    const password = `Motorista-${randomUUID()}`;
    const created = await must(client, "adding a driver", "/api/users", {
      cookie: adminCookies[0],
      json: { email, password, name: `Motorista ${i + 1}`, phone: `+351 93${String(i).padStart(7, "0")}`, role: "driver" },
    });
    drivers.push({ id: (created.body as { user: { id: string } }).user.id, cookie: await signIn(client, email, password) });
  }
  const vehicles = (await must(client, "vehicles", "/api/vehicles?lang=en")).body as { vehicles: Catalogue["vehicles"] };
  const extras = (await must(client, "extras", "/api/extras?lang=en")).body as { extras: { id: string }[] };
  const tours = (await must(client, "tours", "/api/tours?lang=en")).body as { tours: { id: string }[] };
  const catalogue: Catalogue = {
    vehicles: vehicles.vehicles.map((v) => ({ id: v.id, class: v.class, capacity: v.capacity })),
    extraIds: extras.extras.map((e) => e.id),
    tourIds: tours.tours.map((t) => t.id),
  };
  return { actors: { adminCookies, drivers }, catalogue };
}

async function loadDatabase(label: string, databaseUrl?: string): Promise<DatabaseRun> {
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const dataDir = fs.mkdtempSync(path.join(workDir, "data-"));
  const logFile = path.join(workDir, `${label.split(" ")[0]!.toLowerCase()}-server.log`);
  const options = { dataDir, databaseUrl, logFile };
  const admin = { email: `admin.${tag}@example.com`, password: `Carga-${randomUUID()}`, name: "Admin Carga" };
  const run: DatabaseRun = { label, seconds: 0, kinds: [], serverExit: null, serverErrors: [], examples: [], driverPolls: 0, driverPollsWithJobs: 0 };
  const ledger = newLedger();
  const recorder = new Recorder();
  let since = new Date();
  let server: RunningProduct | undefined;
  stopCurrent = () => server?.stop();
  try {
    console.log(`${label}: creating the admin, starting the server...`);
    await createAdmin(options, admin);
    server = await startServer(options);
    const setup = await prepare(new LoadClient(server.url, new Recorder(), 30_000), admin, tag);
    console.log(`${label}: ${VISITORS} visitors, ${ADMINS} admin sessions, ${DRIVERS} drivers for ${SECONDS} s on ${server.url} (pid ${server.pid})`);
    since = new Date(Date.now() - 1_000);
    const traffic = { visitors: Math.min(VISITORS, 8), runTag: `${tag}w` };
    await runTraffic(new LoadClient(server.url, new Recorder(), TIMEOUT_MS), ledger, setup.catalogue, setup.actors, { ...traffic, seconds: WARMUP_SECONDS });
    run.seconds = await runTraffic(new LoadClient(server.url, recorder, TIMEOUT_MS), ledger, setup.catalogue, setup.actors, {
      seconds: SECONDS,
      visitors: VISITORS,
      runTag: tag,
    });
  } catch (error) {
    run.failure = `the run stopped: ${(error as Error).message}`;
  } finally {
    if (server) run.serverExit = await server.stop();
  }
  run.kinds = run.seconds ? figuresOf(recorder, run.seconds) : [];
  run.examples = [...recorder.kinds.values()].flatMap((k) => k.examples).slice(0, 10);
  run.driverPolls = ledger.driverPolls;
  run.driverPollsWithJobs = ledger.driverPollsWithJobs;
  run.serverErrors = serverErrorLines(logFile);
  if (run.seconds) {
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, "db") });
    try {
      run.integrity = await verifyRun(database.db, ledger, since, dataDir);
    } finally {
      await database.close();
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  printRun(run);
  return run;
}

const runs: DatabaseRun[] = [];
let drop: (() => Promise<void>) | undefined;
let stopCurrent: () => Promise<unknown> | undefined = () => undefined;
let stopping = false;
const onSignal = (signal: NodeJS.Signals) => {
  stopping = true;
  // Stop the server we started, drop the database we created, then leave.
  void Promise.resolve(stopCurrent())
    .then(() => drop?.())
    .catch((error: unknown) => console.error(`could not drop the load database: ${(error as Error).message}`))
    .finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
};
process.once("SIGINT", onSignal);
process.once("SIGTERM", onSignal);

console.log(`Load: ${SECONDS} s per database, ${VISITORS} visitors; work folder ${workDir}; first visitor ${visitorAddress(0)}`);
try {
  if (process.env.LOAD_DATABASE_URL) {
    runs.push(await loadDatabase("PostgreSQL (LOAD_DATABASE_URL)", process.env.LOAD_DATABASE_URL));
  } else {
    const created = await createLoadDatabase();
    if ("unreachable" in created) {
      console.log(`PostgreSQL is not reachable on 127.0.0.1:5432 (${created.unreachable}): PGlite only.`);
    } else {
      drop = created.drop;
      try {
        runs.push(await loadDatabase("PostgreSQL", created.url));
      } finally {
        await created.drop();
      }
    }
  }
  if (!stopping) runs.push(await loadDatabase("PGlite"));
} finally {
  await drop?.().catch((error: unknown) => console.error(`could not drop the load database: ${(error as Error).message}`));
}

printSummary(runs);
const failed = runs.some((r) => r.failure || !r.integrity || integrityFailed(r.integrity));
const keepLogs = failed || runs.some((r) => r.serverErrors.length > 0);
if (keepLogs) console.log(`\nServer logs kept in ${workDir}`);
else fs.rmSync(workDir, { recursive: true, force: true });
console.log(failed ? "\nFAILED: see the integrity findings above." : "\nIntegrity: every acknowledged booking is stored once and complete.");
process.exit(failed ? 1 : 0);

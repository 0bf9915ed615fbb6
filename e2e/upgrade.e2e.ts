/**
 * A rolling upgrade on PostgreSQL, without a browser: the previous release (the commit named in
 * .ci/previous-release) is built from git history and started on a fresh database, where it
 * migrates, seeds and takes a booking with its return trip. Then this tree's server starts on the
 * same database and applies its migrations while the previous one keeps serving (decision 0039:
 * migrations only expand the schema). The previous release must still list tours, quote, take a
 * booking with its return trip and open its manage link, let the admin in, and start again; this
 * release must serve the bookings the previous one made.
 *
 * It needs git history (the previous release's commit) and PostgreSQL on 127.0.0.1:5432 (user
 * postgres, UPGRADE_PG_URL to use another); without them it is skipped, except with CI=true
 * where that is a failure. It starts the built server (scripts/test-e2e.ts builds it).
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../src/domain/lisbon-date.ts";
import { runAdminQuery, withDatabaseName } from "../test-support/admin-query.ts";
import { transferBookingBody } from "../test-support/booking-body.ts";
import { runCreateAdmin, startServer, type RunningServer } from "./support/server.ts";

const root = path.resolve(import.meta.dirname, "..");
const PREVIOUS_RELEASE_FILE = path.join(root, ".ci", "previous-release");
const ADMIN_URL = process.env.UPGRADE_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ADMIN = { email: "upgrade-admin@example.com", password: "Upgrade-admin-2026!", name: "Admin Upgrade" };

/** The commit of the previous release: the first line of .ci/previous-release that is not a comment. */
function previousRelease(): string {
  const line = fs
    .readFileSync(PREVIOUS_RELEASE_FILE, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l && !l.startsWith("#"));
  if (!line || !/^[0-9a-f]{7,40}$/.test(line)) throw new Error(`${PREVIOUS_RELEASE_FILE} names no commit`);
  return line;
}

async function whyNotRunnable(commit: string): Promise<{ reason: string; excused: boolean } | undefined> {
  const git = spawnSync("git", ["-C", root, "cat-file", "-e", `${commit}^{commit}`], { encoding: "utf8" });
  if (git.error || git.status !== 0) {
    const reason = `the previous release ${commit} is not in this checkout's git history (${git.error?.message ?? git.stderr.trim()})`;
    return { reason, excused: isShallowClone() };
  }
  try {
    await runAdminQuery(ADMIN_URL, "select 1");
  } catch (error) {
    return { reason: `PostgreSQL cannot be reached at ${new URL(ADMIN_URL).host} (${(error as Error).message})`, excused: false };
  }
  return undefined;
}

/** A clone made with --depth holds no earlier release to run: the check cannot be made, even in CI. */
function isShallowClone(): boolean {
  const shallow = spawnSync("git", ["-C", root, "rev-parse", "--is-shallow-repository"], { encoding: "utf8" });
  return shallow.status === 0 && shallow.stdout.trim() === "true";
}

const PREVIOUS = previousRelease();
const notRunnable = await whyNotRunnable(PREVIOUS);
if (notRunnable) {
  if (process.env.CI === "true" && !notRunnable.excused) throw new Error(`upgrade.e2e.ts cannot run: ${notRunnable.reason}`);
  console.warn(`upgrade.e2e.ts SKIPPED: ${notRunnable.reason}`);
}
const skip = notRunnable !== undefined;

/** The journal's tags of a tree's migrations. */
const journalTags = (tree: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(tree, "src", "server", "db", "migrations", "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    }
  ).entries.map((entry) => entry.tag);

/** The previous release's tree at `dir`, with this tree's packages and its own server bundle. */
function buildPreviousRelease(dir: string) {
  const archive = spawnSync("git", ["-C", root, "archive", "--format=tar", PREVIOUS], { maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${PREVIOUS} failed: ${archive.stderr.toString()}`);
  const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr.toString()}`);
  fs.symlinkSync(fs.realpathSync(path.join(root, "node_modules")), path.join(dir, "node_modules"));
  // Its pages need a built web app; this tree's is close enough (only the API is checked here).
  fs.mkdirSync(path.join(dir, "dist"), { recursive: true });
  for (const built of ["web", "ssr"]) {
    if (fs.existsSync(path.join(root, "dist", built))) fs.symlinkSync(path.join(root, "dist", built), path.join(dir, "dist", built));
  }
  const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-server.ts"], { cwd: dir, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`the previous release's server did not build:\n${build.stdout}${build.stderr}`);
  return path.join(dir, "dist", "server", "main.js");
}

interface Booked {
  id: string;
  returnId: string;
  token: string;
}

describe.skipIf(skip)(`an upgrade from ${PREVIOUS} while it serves`, () => {
  const dbName = `upgrade_${randomBytes(6).toString("hex")}`;
  const databaseUrl = withDatabaseName(ADMIN_URL, dbName);
  let temp = "";
  let previousTree = "";
  const running = new Set<RunningServer>();
  let previousBundle = "";
  let previous: RunningServer;
  let current: RunningServer;
  const booked: Booked[] = [];

  /** A server on the shared database, with a data folder of its own (session secret, e-mails). */
  async function launch(name: string, bundle: string | undefined, extraEnv: Record<string, string> = {}) {
    const dataDir = path.join(temp, `data-${name}`);
    fs.mkdirSync(dataDir, { recursive: true });
    // Both releases sign sessions with the same secret, as processes behind one load balancer do.
    const server = await startServer(
      dataDir,
      { DATABASE_URL: databaseUrl, SESSION_SECRET: "upgrade-test-session-secret-0123456789abcdef", SMTP_URL: undefined, ...extraEnv },
      { urlHost: "127.0.0.1", serverBundle: bundle },
    );
    running.add(server);
    return server;
  }

  const headersFor = (server: RunningServer) => ({ "content-type": "application/json", origin: server.url });

  async function bookWithReturnTrip(server: RunningServer): Promise<Booked> {
    const { vehicles } = (await (await fetch(`${server.url}/api/vehicles`)).json()) as { vehicles: { id: string; class: string }[] };
    const vehicle = vehicles.find((v) => v.class === "Economy") ?? vehicles[0]!;
    const id = randomUUID();
    const body = transferBookingBody(vehicle, {
      id,
      customerEmail: `upgrade-${id}@example.com`,
      returnTrip: true,
      returnDate: addDays(lisbonToday(), 16),
      returnTime: "09:15",
      returnFlightNumber: "TP1902",
    });
    const response = await fetch(`${server.url}/api/bookings`, { method: "POST", headers: headersFor(server), body: JSON.stringify(body) });
    const text = await response.text();
    expect(response.status, text).toBe(201);
    const answer = JSON.parse(text) as { booking: { id: string }; returnBooking: { id: string } | null; manageToken?: string };
    expect(answer.booking.id).toBe(id);
    expect(answer.returnBooking?.id).toBeTruthy();
    expect(answer.manageToken).toBeTruthy();
    return { id, returnId: answer.returnBooking!.id, token: answer.manageToken! };
  }

  /** The manage link of `b` opens on `server`, with the booking and its return trip. */
  async function expectManageLinkOpens(server: RunningServer, b: Booked) {
    const response = await fetch(`${server.url}/api/manage/${b.token}`);
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const managed = JSON.parse(text) as { booking: { id?: string }; returnBooking: { id?: string } | null };
    expect(managed.returnBooking).not.toBeNull();
    expect(text).toContain(b.id);
    expect(text).toContain(b.returnId);
  }

  beforeAll(async () => {
    temp = fs.mkdtempSync(path.join(os.tmpdir(), "upgrade-"));
    previousTree = path.join(temp, "previous");
    fs.mkdirSync(previousTree);
    previousBundle = buildPreviousRelease(previousTree);
    await runAdminQuery(ADMIN_URL, `create database ${dbName}`);
    previous = await launch("previous", previousBundle);
  });

  afterAll(async () => {
    await Promise.all([...running].map((server) => server.stop()));
    await runAdminQuery(ADMIN_URL, `drop database if exists ${dbName} with (force)`);
    if (temp) fs.rmSync(temp, { recursive: true, force: true });
  });

  it("the previous release takes a booking with its return trip on its own schema", async () => {
    booked.push(await bookWithReturnTrip(previous));
    await expectManageLinkOpens(previous, booked[0]!);
  });

  it("this release applies its migrations to the database the previous one is serving", async () => {
    const newTags = journalTags(root).filter((tag) => !journalTags(previousTree).includes(tag));
    current = await launch("current", undefined, { LOG_LEVEL: "info" });
    if (newTags.length > 0) {
      expect(current.output()).toContain(`applying ${newTags.length} migration${newTags.length === 1 ? "" : "s"}: ${newTags.join(", ")}`);
    } else {
      expect(current.output()).not.toContain("applying ");
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(rows[0]!.n).toBe(journalTags(root).length);
    } finally {
      await client.end();
    }
  });

  it("the previous release still lists tours, quotes, books a return trip and opens its manage link", async () => {
    const tours = await fetch(`${previous.url}/api/tours`);
    const toursText = await tours.text();
    expect(tours.status, toursText).toBe(200);
    expect((JSON.parse(toursText) as { tours: unknown[] }).tours.length).toBeGreaterThan(0);

    const quote = await fetch(`${previous.url}/api/quotes`, {
      method: "POST",
      headers: headersFor(previous),
      body: JSON.stringify({
        bookingType: "transfer",
        origin: { address: "Aeroporto de Faro" },
        destination: { address: "Albufeira" },
        passengers: 2,
        vehicleClass: "Economy",
        returnTrip: true,
      }),
    });
    const quoteText = await quote.text();
    expect(quote.status, quoteText).toBe(200);
    expect(JSON.parse(quoteText)).toMatchObject({ available: true });

    booked.push(await bookWithReturnTrip(previous));
    await expectManageLinkOpens(previous, booked[1]!);
    await expectManageLinkOpens(previous, booked[0]!);
  });

  it("the previous release lets the admin in and lists the bookings; this release honours the session", async () => {
    const created = runCreateAdmin(path.join(temp, "data-admin"), ["--email", ADMIN.email, "--password", ADMIN.password, "--name", ADMIN.name], {
      DATABASE_URL: databaseUrl,
    });
    expect(created.status, created.stderr).toBe(0);
    const signIn = await fetch(`${previous.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: headersFor(previous),
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(signIn.status, await signIn.text()).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const list = await fetch(`${previous.url}/api/admin/bookings`, { headers: { cookie } });
    const listText = await list.text();
    expect(list.status, listText).toBe(200);
    for (const b of booked) expect(listText).toContain(b.id);
    // Behind one load balancer the next request may reach a process of the new release.
    const onCurrent = await fetch(`${current.url}/api/admin/bookings`, { headers: { cookie } });
    expect(onCurrent.status, await onCurrent.text()).toBe(200);
  });

  it("this release serves the bookings the previous one made", async () => {
    for (const b of booked) await expectManageLinkOpens(current, b);
  });

  it("a process of the previous release that restarts during the upgrade starts on the new schema", async () => {
    await previous.stop();
    running.delete(previous);
    previous = await launch("previous-again", previousBundle);
    const tours = await fetch(`${previous.url}/api/tours`);
    expect(tours.status, await tours.text()).toBe(200);
    await expectManageLinkOpens(previous, booked[0]!);
  });
});

/**
 * SIGKILL under load, on the embedded database (PGlite) and the .eml mail folder: concurrent
 * clients book transfers (extras, round trips), the server process is killed mid-load and
 * started again on the same data folder, three times. Then, from the database of the stopped
 * server: every booking answered 2xx before a kill is there, whole (its return trip, extras,
 * status and history, its e-mails); a booking whose answer never came is either whole or
 * absent, never half-written; every e-mail was written to DATA_DIR/mail exactly once.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../src/domain/lisbon-date.ts";
import { bookingReference } from "../src/domain/service-date.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { bookingEvents, bookingExtras, bookings, mailOutbox } from "../src/server/db/schema.ts";
import { transferBookingBody } from "../test-support/booking-body.ts";
import { makeDataDir, startServer, type RunningServer } from "./support/server.ts";

const CLIENTS = 12;
const KILLS = 3;
/**
 * Each round the clients book for at least LOAD_MS and until MIN_ACKNOWLEDGED bookings were
 * answered (a freshly started server is slow for its first requests), then the kill comes.
 */
const LOAD_MS = 4_000;
const MIN_ACKNOWLEDGED = 12;
const MAX_ROUND_MS = 60_000;
const COMPANY_EMAIL = "info@lusitania-chauffeur.pt";

const servers = new Set<RunningServer>();
const dataDir = makeDataDir();

afterAll(async () => {
  await Promise.all([...servers].map((server) => server.kill("SIGKILL")));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The product's server on a free port, once healthy; e-mails go to DATA_DIR/mail. */
async function launch(): Promise<RunningServer> {
  const server = await startServer(
    dataDir,
    { PAYMENTS: "test", TRUST_PROXY: "1", MAIL_POLL_INTERVAL_MS: "200", SMTP_URL: undefined },
    { urlHost: "127.0.0.1" },
  );
  servers.add(server);
  return server;
}


type Outcome = "acknowledged" | "refused" | "unknown";

interface Attempt {
  id: string;
  body: ReturnType<typeof transferBookingBody>;
  roundTrip: boolean;
  extraIds: string[];
  outcome?: Outcome;
  httpStatus?: number;
}

let addressNumber = 0;

/** One client: books until told to stop; a request without an answer (the kill) ends it. */
async function runClient(url: string, vehicle: { id: string; class: string }, extraIds: string[], attempts: Attempt[], stop: { now: boolean }) {
  while (!stop.now) {
    const n = attempts.length;
    const id = randomUUID();
    const roundTrip = n % 3 === 0;
    const chosen = extraIds.filter((_, i) => (n + i) % 4 === 0).slice(0, 3);
    const body = transferBookingBody(vehicle, {
      id,
      passengers: 1 + (n % 4),
      customerEmail: `cliente-${id}@example.com`,
      extraIds: chosen,
      bookingTime: `1${n % 10}:${n % 2 ? "30" : "00"}`,
      specialRequests: n % 5 === 0 ? "Cadeira de criança, por favor" : "",
      ...(roundTrip
        ? { returnTrip: true, returnDate: addDays(lisbonToday(), 17), returnTime: "08:15", returnFlightNumber: "TP1902" }
        : {}),
    });
    const attempt: Attempt = { id, body, roundTrip, extraIds: chosen };
    attempts.push(attempt);
    addressNumber++;
    // Its own address (behind TRUST_PROXY=1): the booking rate limit is per address.
    const address = `10.${(addressNumber >> 16) & 255}.${(addressNumber >> 8) & 255}.${addressNumber & 255}`;
    try {
      const response = await fetch(`${url}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify(body),
      });
      await response.text();
      attempt.httpStatus = response.status;
      attempt.outcome = response.ok ? "acknowledged" : "refused";
    } catch {
      attempt.outcome = "unknown"; // sent, and no answer came: stored or not, it must be whole
      return;
    }
  }
}

async function emlFiles(): Promise<string[]> {
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return (await fs.promises.readdir(dir)).filter((name) => name.endsWith(".eml") && !name.startsWith("."));
}

describe("SIGKILL under load on the embedded database", () => {
  it(`keeps every acknowledged booking whole and sends its e-mails once, across ${KILLS} kills`, async () => {
    const started = Date.now();
    const attempts: Attempt[] = [];
    let server = await launch();
    const { vehicles } = (await (await fetch(`${server.url}/api/vehicles`)).json()) as { vehicles: { id: string; class: string }[] };
    const { extras } = (await (await fetch(`${server.url}/api/extras`)).json()) as { extras: { id: string; priceCents: number }[] };
    const vehicle = vehicles.find((v) => v.class === "Economy")!;
    const extraPrices = new Map(extras.map((e) => [e.id, e.priceCents]));
    const rounds: string[] = [];

    for (let round = 1; round <= KILLS; round++) {
      const stop = { now: false };
      const before = attempts.length;
      const clients = Array.from({ length: CLIENTS }, () => runClient(server.url, vehicle, [...extraPrices.keys()], attempts, stop));
      const roundStart = Date.now();
      const acknowledgedThisRound = () => attempts.slice(before).filter((a) => a.outcome === "acknowledged").length;
      while (Date.now() - roundStart < MAX_ROUND_MS && (Date.now() - roundStart < LOAD_MS || acknowledgedThisRound() < MIN_ACKNOWLEDGED)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Killed with requests in flight (the clients keep sending until the kill).
      const killed = await server.kill("SIGKILL");
      stop.now = true;
      await Promise.all(clients);
      expect(killed.signal).toBe("SIGKILL");
      const mine = attempts.slice(before);
      rounds.push(
        `round ${round}: killed after ${((Date.now() - roundStart) / 1000).toFixed(1)} s, ${mine.length} sent, ${mine.filter((a) => a.outcome === "acknowledged").length} acknowledged, ` +
          `${mine.filter((a) => a.outcome === "unknown").length} in flight at the kill, ${mine.filter((a) => a.outcome === "refused").length} refused`,
      );
      // The same data folder starts again: the killed process's lock is stale.
      server = await launch();
    }

    // Every e-mail of the stored bookings is written once the restarted worker has run.
    const acknowledged = attempts.filter((a) => a.outcome === "acknowledged");
    const expectedAtLeast = acknowledged.reduce((sum, a) => sum + (a.roundTrip ? 3 : 2), 0);
    let last = -1;
    let stableSince = Date.now();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const count = (await emlFiles()).length;
      if (count !== last) {
        last = count;
        stableSince = Date.now();
      }
      if (count >= expectedAtLeast && Date.now() - stableSince > 2_000) break;
      if (Date.now() > deadline) throw new Error(`${count} .eml files, at least ${expectedAtLeast} expected`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const stopped = await server.kill("SIGTERM");
    expect(stopped.code, server.output()).toBe(0);

    // The stopped server's database.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    const bookingRows = await database.db.select().from(bookings);
    const extraRows = await database.db.select().from(bookingExtras);
    const eventRows = await database.db.select().from(bookingEvents);
    const outbox = await database.db.select().from(mailOutbox);
    await database.close();

    const byAttempt = new Map(attempts.map((a) => [a.id, a]));
    const outbound = bookingRows.filter((b) => b.outboundBookingId === null);
    const returns = bookingRows.filter((b) => b.outboundBookingId !== null);

    /** Checks one stored submission against what was asked; answers problems found. */
    function problemsOf(a: Attempt): string[] {
      const problems: string[] = [];
      const booking = outbound.find((b) => b.id === a.id);
      if (!booking) return [`${a.id}: missing`];
      const back = returns.filter((b) => b.outboundBookingId === a.id);
      const trips = [booking, ...back];
      if (booking.origin !== a.body.origin || booking.destination !== a.body.destination) problems.push(`${a.id}: route`);
      if (booking.bookingDate !== a.body.bookingDate || booking.bookingTime.slice(0, 5) !== a.body.bookingTime) problems.push(`${a.id}: date/time`);
      if (booking.passengers !== a.body.passengers || booking.customerEmail !== a.body.customerEmail) problems.push(`${a.id}: passengers/e-mail`);
      if (back.length !== (a.roundTrip ? 1 : 0)) problems.push(`${a.id}: ${back.length} return trips`);
      if (a.roundTrip && back[0] && (back[0].origin !== a.body.destination || back[0].bookingDate !== addDays(lisbonToday(), 17))) {
        problems.push(`${a.id}: return trip details`);
      }
      for (const trip of trips) {
        if (trip.status !== "pending") problems.push(`${trip.id}: status ${trip.status}`);
        // The history of a new booking: no event yet (its status is the one it was created with).
        if (eventRows.some((e) => e.bookingId === trip.id)) problems.push(`${trip.id}: history events`);
        const stored = extraRows.filter((e) => e.bookingId === trip.id);
        const storedIds = stored.map((e) => e.extraId).sort();
        if (JSON.stringify(storedIds) !== JSON.stringify([...a.extraIds].sort())) problems.push(`${trip.id}: extras ${storedIds.length}/${a.extraIds.length}`);
        if (stored.some((e) => e.priceCents !== extraPrices.get(e.extraId))) problems.push(`${trip.id}: extra prices`);
      }
      const confirmations = outbox.filter((m) => m.toAddress === a.body.customerEmail);
      if (confirmations.length !== trips.length) problems.push(`${a.id}: ${confirmations.length} confirmations for ${trips.length} trips`);
      const notices = outbox.filter((m) => m.toAddress === COMPANY_EMAIL && m.subject.startsWith(`Nova reserva ${bookingReference(a.id)} `));
      if (notices.length !== 1) problems.push(`${a.id}: ${notices.length} company notices`);
      return problems;
    }

    // Every acknowledged booking is there, whole.
    expect(acknowledged.flatMap(problemsOf)).toEqual([]);
    // A booking whose answer never came is whole or absent: nothing of it is half-written.
    const unknown = attempts.filter((a) => a.outcome === "unknown");
    const unknownStored = unknown.filter((a) => outbound.some((b) => b.id === a.id));
    expect(unknownStored.flatMap(problemsOf)).toEqual([]);
    for (const a of unknown.filter((u) => !unknownStored.includes(u))) {
      expect(bookingRows.filter((b) => b.id === a.id || b.outboundBookingId === a.id)).toEqual([]);
      expect(outbox.filter((m) => m.toAddress === a.body.customerEmail)).toEqual([]);
    }
    // Nothing else was stored: no booking nobody asked for (or was refused), no orphan return
    // trip, extra or e-mail.
    const refused = attempts.filter((a) => a.outcome === "refused");
    expect(refused.map((a) => a.httpStatus)).toEqual([]);
    expect(outbound.filter((b) => byAttempt.get(b.id)?.outcome === undefined || byAttempt.get(b.id)?.outcome === "refused")).toEqual([]);
    expect(returns.filter((b) => !outbound.some((o) => o.id === b.outboundBookingId))).toEqual([]);
    expect(extraRows.filter((e) => !bookingRows.some((b) => b.id === e.bookingId))).toEqual([]);
    const storedSubmissions = [...acknowledged, ...unknownStored];
    expect(outbox).toHaveLength(storedSubmissions.reduce((sum, a) => sum + (a.roundTrip ? 3 : 2), 0));

    // Every e-mail sent, written exactly once as an .eml file named by its outbox id.
    expect(outbox.filter((m) => m.status !== "sent")).toEqual([]);
    const files = await emlFiles();
    const filesPerId = new Map<string, number>();
    for (const name of files) {
      const id = /-([0-9a-f-]{36})\.eml$/.exec(name)?.[1] ?? name;
      filesPerId.set(id, (filesPerId.get(id) ?? 0) + 1);
    }
    expect([...filesPerId.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    expect(new Set(filesPerId.keys())).toEqual(new Set(outbox.map((m) => m.id)));

    const leftovers = fs.readdirSync(path.join(dataDir, "mail")).filter((name) => name.startsWith("."));
    console.log(
      `\nSIGKILL under load (${CLIENTS} clients, at least ${LOAD_MS} ms and ${MIN_ACKNOWLEDGED} acknowledged bookings per round):\n  ${rounds.join("\n  ")}\n` +
        `  total: ${attempts.length} sent, ${acknowledged.length} acknowledged (all found whole), ` +
        `${unknown.length} in flight at a kill (${unknownStored.length} stored whole, ${unknown.length - unknownStored.length} absent), ` +
        `${refused.length} refused; ${bookingRows.length} booking rows (${returns.length} return trips), ${extraRows.length} extras; ` +
        `${outbox.length} e-mails, ${files.length} .eml files, each once; ${leftovers.length} unfinished temporary mail files; ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  }, 300_000);
});

/**
 * node --import tsx bench/mail-drain.ts: how fast the mail worker empties the outbox into a local
 * SMTP server (test-support's, accepting everything, in a child process as a real relay would
 * be), as e-mails per second and as a ratio to the worker's old way measured in the same run: one
 * message at a time over a new connection each (`concurrency: 1` and `?pool=false`). Between
 * them: the pool alone (1 at a time), and beyond the defaults, 8 at a time over 6 connections.
 *
 * Each case queues BENCH_MAILS outbox rows (default 1000; a booking confirmation's size: text,
 * HTML, an .ics on every other one) in an in-memory PGlite database migrated as the tests open
 * it, then:
 *   - idle: times the worker draining them all (the old way drains BENCH_BEFORE_MAILS, default
 *     200: at its rate 1000 take minutes);
 *   - busy: drains them for BENCH_BUSY_SECONDS (default 10) while BENCH_BOOKERS simulated
 *     bookings (default 8) run at once without pause, each a transaction that reads, spends 3 ms
 *     of CPU (rendering its e-mail) and queues one more e-mail: e-mails sent per second, and
 *     bookings per second beside them (the worker must not take the bookings' share either).
 * After each case every row must be sent and the SMTP server must hold each outbox id's
 * Message-ID exactly once; the bench fails otherwise.
 * With BENCH_DATABASE_URL (an empty PostgreSQL database it may fill) it runs on PostgreSQL instead.
 */
import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type Database, type Db } from "../src/server/db/client.ts";
import { mailOutbox } from "../src/server/db/schema.ts";
import { silentLogger } from "../src/server/logger.ts";
import { createMailTransport } from "../src/server/integrations/mail/transports.ts";
import { createMailWorker } from "../src/server/integrations/mail/worker.ts";
import { startTestSmtpServer } from "../test-support/smtp-server.ts";

/**
 * The SMTP server runs in a process of its own, as a real relay would: in this one it would
 * take turns of the event loop from the worker. It answers the parent's questions over IPC.
 */
type SinkRequest = { ask: "received" } | { ask: "reset" };
interface SinkAnswer {
  /** Messages received (each with a 250), by the outbox id in their Message-ID. */
  received: Record<string, number>;
  total: number;
}

interface Sink {
  url: string;
  ask(request: SinkRequest): Promise<SinkAnswer>;
  close(): void;
}

async function startSink(): Promise<Sink> {
  const child: ChildProcess = fork(import.meta.filename, ["--sink"], { execArgv: ["--import", "tsx"] });
  const [{ url }] = (await once(child, "message")) as [{ url: string }];
  return {
    url,
    async ask(request) {
      const answer = once(child, "message");
      child.send(request);
      return ((await answer) as [SinkAnswer])[0];
    },
    close: () => child.disconnect(),
  };
}

const MAILS = Number(process.env.BENCH_MAILS) || 1000;
const BUSY_SECONDS = Number(process.env.BENCH_BUSY_SECONDS) || 10;
const BOOKERS = Number(process.env.BENCH_BOOKERS) || 8;
const RENDER_MS = 3;

/** The old way is slow (a new connection per message): it drains fewer, so the run stays short. */
const BEFORE_MAILS = Math.min(MAILS, Number(process.env.BENCH_BEFORE_MAILS) || 200);

interface Case {
  name: string;
  concurrency: number | undefined;
  /** Appended to the SMTP URL. */
  query: string;
  /** E-mails queued for the idle drain. */
  mails: number;
}

const cases: Case[] = [
  { name: "before: 1 at a time, a connection each", concurrency: 1, query: "?pool=false", mails: BEFORE_MAILS },
  { name: "1 at a time, pooled connections", concurrency: 1, query: "", mails: MAILS },
  { name: "after: 4 at a time, pool of 3 (defaults)", concurrency: undefined, query: "", mails: MAILS },
  // Not the defaults: how the busy figure grows with connections (SMTP_URL's ?maxConnections=).
  { name: "8 at a time, pool of 6", concurrency: 8, query: "?maxConnections=6", mails: MAILS },
];

const paragraph = "Obrigado pela sua reserva. O motorista espera-o na chegada com uma placa com o seu nome. ";
const text = paragraph.repeat(16);
const html = `<html><body>${`<p style="font-family:sans-serif;color:#333">${paragraph}</p>`.repeat(60)}</body></html>`;
const ics = Buffer.from(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${"X-PAD:lisboa faro porto\r\n".repeat(30)}END:VCALENDAR\r\n`).toString("base64");

function outboxRow(n: number) {
  return {
    kind: "booking_confirmation",
    toAddress: `cliente${n}@example.com`,
    subject: `Reserva confirmada LC-${String(n).padStart(6, "0")}`,
    textBody: text,
    htmlBody: html,
    attachments: n % 2 ? [{ filename: "reserva.ics", contentType: "text/calendar", contentBase64: ics }] : null,
  };
}

async function queue(db: Db, count: number): Promise<void> {
  for (let start = 0; start < count; start += 200) {
    const rows = Array.from({ length: Math.min(200, count - start) }, (_, i) => outboxRow(start + i));
    await db.insert(mailOutbox).values(rows);
  }
}

/** Every row sent, and each outbox id's Message-ID received exactly once. */
async function checkExactlyOnce(db: Db, sink: Sink): Promise<number> {
  const rows = await db.select({ id: mailOutbox.id, status: mailOutbox.status }).from(mailOutbox);
  const received = new Map(Object.entries((await sink.ask({ ask: "received" })).received));
  const problems = [
    ...rows.filter((row) => row.status !== "sent").map((row) => `${row.id} is ${row.status}`),
    ...rows.filter((row) => received.get(row.id) !== 1).map((row) => `${row.id} received ${received.get(row.id) ?? 0} times`),
    ...[...received.keys()].filter((id) => !rows.some((row) => row.id === id)).map((id) => `${id} is no outbox row`),
  ];
  if (problems.length) throw new Error(`not exactly once:\n  ${problems.slice(0, 10).join("\n  ")}`);
  return rows.length;
}

function burnCpu(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the CPU a booking spends rendering its e-mail, holding its transaction
  }
}

/** Simulated bookings, BOOKERS at once, until stopped: answers how many completed. */
function startBookings(db: Db) {
  let running = true;
  let done = 0;
  let n = 1_000_000;
  const booker = async () => {
    while (running) {
      // A booking arrives over the network: the event loop turns before it starts.
      await new Promise((resolve) => setImmediate(resolve));
      await db.transaction(async (tx) => {
        await tx.select({ pending: sql<number>`count(*)` }).from(mailOutbox).where(eq(mailOutbox.status, "pending"));
        burnCpu(RENDER_MS);
        await tx.insert(mailOutbox).values(outboxRow(n++));
      });
      done++;
    }
  };
  const bookers = Array.from({ length: BOOKERS }, booker);
  return {
    done: () => done,
    async stop() {
      running = false;
      await Promise.all(bookers);
    },
  };
}

interface Figures {
  idlePerSecond: number;
  busyPerSecond: number;
  bookingsPerSecond: number;
  rows: number;
}

async function measure(database: Database, sink: Sink, testCase: Case): Promise<Figures> {
  const { db } = database;
  const transport = createMailTransport({ smtpUrl: `${sink.url}${testCase.query}`, mailDir: "/nonexistent", from: "Lusitania <reservas@lusitania.example>" });
  const worker = createMailWorker({
    db,
    transport,
    logger: silentLogger,
    intervalMs: 50,
    ...(testCase.concurrency ? { concurrency: testCase.concurrency } : {}),
  });

  // Idle: nothing else runs.
  process.stderr.write(`${testCase.name}: idle, ${testCase.mails} e-mails\n`);
  await db.delete(mailOutbox);
  await sink.ask({ ask: "reset" });
  await queue(db, testCase.mails);
  let started = performance.now();
  let sent = 0;
  while (sent < testCase.mails) {
    const result = await worker.runOnce();
    if (result.failed) throw new Error(`${result.failed} sends failed`);
    sent += result.sent;
  }
  const idlePerSecond = testCase.mails / ((performance.now() - started) / 1000);
  await checkExactlyOnce(db, sink);

  // Busy: the worker on its timer, as in the server, while bookings keep coming.
  process.stderr.write(`${testCase.name}: busy, ${BUSY_SECONDS} s\n`);
  await db.delete(mailOutbox);
  await sink.ask({ ask: "reset" });
  await queue(db, MAILS);
  const bookings = startBookings(db);
  started = performance.now();
  worker.start();
  await new Promise((resolve) => setTimeout(resolve, BUSY_SECONDS * 1000));
  const busySent = (await sink.ask({ ask: "received" })).total;
  const seconds = (performance.now() - started) / 1000;
  const booked = bookings.done();
  await bookings.stop();
  await worker.stop();
  // Whatever is left, by a worker with the defaults (a stopped worker sends nothing more), then the check.
  const rest = createMailWorker({ db, transport: createMailTransport({ smtpUrl: sink.url, mailDir: "/nonexistent" }), logger: silentLogger, intervalMs: 50 });
  for (;;) {
    const result = await rest.runOnce();
    if (result.sent === 0 && result.failed === 0) break;
  }
  await rest.stop();
  const rows = await checkExactlyOnce(db, sink);
  return { idlePerSecond, busyPerSecond: busySent / seconds, bookingsPerSecond: booked / seconds, rows };
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
  await database.migrate();
  const sink = await startSink();
  try {
    console.log(
      `${MAILS} e-mails queued (${BEFORE_MAILS} for the old way when idle), drained into a local SMTP server (${database.kind});\n` +
        `busy: ${MAILS} queued, ${BOOKERS} bookings at a time for ${BUSY_SECONDS} s\n`,
    );
    const results: [Case, Figures][] = [];
    for (const testCase of cases) results.push([testCase, await measure(database, sink, testCase)]);
    const [, baseline] = results[0]!;
    console.log(
      "case".padEnd(44),
      "idle mails/s".padStart(13),
      "x before".padStart(9),
      "busy mails/s".padStart(13),
      "x before".padStart(9),
      "bookings/s".padStart(11),
      "exactly once".padStart(14),
    );
    for (const [testCase, figures] of results) {
      console.log(
        testCase.name.padEnd(44),
        figures.idlePerSecond.toFixed(0).padStart(13),
        (figures.idlePerSecond / baseline.idlePerSecond).toFixed(1).padStart(9),
        figures.busyPerSecond.toFixed(0).padStart(13),
        (figures.busyPerSecond / Math.max(baseline.busyPerSecond, 0.01)).toFixed(1).padStart(9),
        figures.bookingsPerSecond.toFixed(0).padStart(11),
        `${figures.rows} rows`.padStart(14),
      );
    }
  } finally {
    sink.close();
    await database.close();
  }
}

if (process.argv.includes("--sink")) {
  const server = await startTestSmtpServer();
  process.on("message", (request: SinkRequest) => {
    if (request.ask === "reset") server.received.splice(0);
    const received: Record<string, number> = {};
    for (const mail of server.received) {
      const id = /^Message-ID:\s*<([^@>]+)@/im.exec(mail.raw)?.[1] ?? "(none)";
      received[id] = (received[id] ?? 0) + 1;
    }
    process.send!({ received, total: server.received.length } satisfies SinkAnswer);
  });
  process.on("disconnect", () => void server.close().then(() => process.exit(0)));
  process.send!({ url: server.url });
} else {
  await main();
}

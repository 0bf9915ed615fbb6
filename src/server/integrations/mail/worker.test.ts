import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { asc, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database, type Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import { openTestDatabase } from "../../../../test-support/test-database.ts";
import { silentLogger } from "../../logger.ts";
import { enqueueMail } from "./outbox.ts";
import { readMail } from "../../../../test-support/read-mail.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../../test-support/smtp-server.ts";
import { createMailTransport, messageIdFor, type MailTransport } from "./transports.ts";
import { createMailWorker, messageOf, retryDelayMs } from "./worker.ts";
import { WAIT_MS } from "../../../../test-support/test-limits.ts";

const from = "Lusitania Chauffeur <reservas@lusitania.example>";
const resetLink = "http://localhost:3000/reset-password?token=abc";

let database: Database;
let server: TestSmtpServer;
let scratch: string;
/** SMTP transports of the test, closed after it (their pooled connections stay open otherwise). */
const transports: MailTransport[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  server = await startTestSmtpServer();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "mail-worker-"));
  // Each test starts from an empty outbox.
  await database.db.delete(mailOutbox);
});

afterEach(async () => {
  await Promise.all(transports.splice(0).map((transport) => transport.close()));
  await server.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

function smtpTransport(): MailTransport {
  const transport = createMailTransport({ smtpUrl: server.url, mailDir: path.join(scratch, "mail"), from });
  transports.push(transport);
  return transport;
}

/**
 * A transport that records what it is asked to send and holds every send until `open()` (one
 * gate for all): `active` is how many sends are in progress, `maxActive` the most at once.
 */
function gatedTransport(options: { ignoreAbort?: boolean } = {}) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const state = {
    active: 0,
    maxActive: 0,
    started: 0,
    /** Outbox ids of the sends that completed, in order (one entry per successful send). */
    sent: [] as string[],
    closed: 0,
    open: () => open(),
    transport: undefined as unknown as MailTransport,
  };
  state.transport = {
    describe: "gated",
    async send(message, { signal } = {}) {
      state.started++;
      state.active++;
      state.maxActive = Math.max(state.maxActive, state.active);
      try {
        if (options.ignoreAbort || !signal) await gate;
        else {
          let onAbort!: () => void;
          const aborted = new Promise((_, reject) => (onAbort = () => reject(new Error("aborted"))));
          signal.addEventListener("abort", onAbort, { once: true });
          try {
            await Promise.race([gate, aborted]);
          } finally {
            signal.removeEventListener("abort", onAbort);
          }
        }
        state.sent.push(message.id);
      } finally {
        state.active--;
      }
    },
    async close() {
      state.closed++;
    },
  };
  return state;
}

/** How many times each id occurs. */
function countsOf(ids: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

async function messageIdCounts(): Promise<Map<string, number>> {
  return countsOf(await Promise.all(server.received.map(async (mail) => (await readMail(mail.raw)).headers.get("message-id") ?? "")));
}

async function rowOf(db: Db, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

function queueReset(db: Db, to = "ana@example.com") {
  return db.transaction((tx) =>
    enqueueMail(tx, {
      kind: "password_reset",
      to,
      subject: "Reset your password",
      text: `Choose a new password: ${resetLink}`,
      html: `<p><a href="${resetLink}">Choose a new password</a></p>`,
    }),
  );
}

/** A clock the test moves by hand, starting a little after the rows' (database) now. */
function manualClock() {
  let current = new Date(Date.now() + 1_000);
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("retryDelayMs", () => {
  it("doubles from 15 seconds and stops at one hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000,
    ]);
    expect(retryDelayMs(10)).toBe(3_600_000);
    expect(retryDelayMs(10_000)).toBe(3_600_000);
  });
});

describe("mail worker over SMTP", () => {
  it("delivers a queued message and marks it sent", async () => {
    const id = await queueReset(database.db);
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport(),
      logger: silentLogger,
      intervalMs: 60_000,
      now: manualClock().now,
    });

    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });

    expect(server.received).toHaveLength(1);
    const [received] = server.received;
    expect(received!.rcptTo).toEqual(["ana@example.com"]);
    const mail = await readMail(received!.raw);
    expect(mail.headers.get("to")).toBe("ana@example.com");
    expect(mail.headers.get("subject")).toBe("Reset your password");
    expect(mail.headers.get("message-id")).toBe(messageIdFor(id, from));
    expect(mail.text).toContain(resetLink);
    expect(mail.html).toContain(`href="${resetLink}"`);

    const row = await rowOf(database.db, id);
    expect(row.status).toBe("sent");
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.lockedUntil).toBeNull();
    expect(row.attempts).toBe(0);

    // Sent once: a later run finds nothing to do.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
  });

  it.each(["refuse-rcpt", "refuse-data"] as const)(
    "keeps a message the server refuses (%s) and delivers it once the server accepts",
    async (mode) => {
      const id = await queueReset(database.db);
      const clock = manualClock();
      const worker = createMailWorker({
        db: database.db,
        transport: smtpTransport(),
        logger: silentLogger,
        intervalMs: 60_000,
        now: clock.now,
      });

      server.mode = mode;
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      let row = await rowOf(database.db, id);
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/451/);
      expect(row.lockedUntil).toBeNull();
      expect(row.sentAt).toBeNull();
      expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 15_000);

      // Not due yet: nothing is attempted.
      clock.advance(14_000);
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

      // Still refused: the wait doubles.
      clock.advance(1_000);
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      row = await rowOf(database.db, id);
      expect(row.attempts).toBe(2);
      expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);
      expect(server.received).toHaveLength(0);

      server.mode = "accept";
      clock.advance(30_000);
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
      expect(server.received).toHaveLength(1);
      expect((await readMail(server.received[0]!.raw)).headers.get("message-id")).toBe(
        messageIdFor(id, from),
      );
      row = await rowOf(database.db, id);
      expect(row.status).toBe("sent");
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.attempts).toBe(2);
    },
  );

  it("keeps retrying while the SMTP server is down, then delivers", async () => {
    const id = await queueReset(database.db);
    const clock = manualClock();
    const worker = createMailWorker({
      db: database.db,
      transport: createMailTransport({
        smtpUrl: "smtp://127.0.0.1:1", // nothing listens there
        mailDir: path.join(scratch, "mail"),
        from,
      }),
      logger: silentLogger,
      intervalMs: 60_000,
      now: clock.now,
    });
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      clock.advance(retryDelayMs(attempt));
    }
    const row = await rowOf(database.db, id);
    expect(row).toMatchObject({ status: "pending", attempts: 12, lockedUntil: null });
    expect(row.lastError).toBeTruthy();
    expect(row.lastError!.length).toBeLessThanOrEqual(1_000);

    const recovered = createMailWorker({
      db: database.db,
      transport: smtpTransport(),
      logger: silentLogger,
      intervalMs: 60_000,
      now: clock.now,
    });
    expect(await recovered.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(server.received).toHaveLength(1);
  });

  it("sends each message once when two workers run at the same time", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await queueReset(database.db, `guest${i}@example.com`));
    const clock = manualClock();
    const workers = [1, 2].map(() =>
      createMailWorker({
        db: database.db,
        transport: smtpTransport(),
        logger: silentLogger,
        intervalMs: 60_000,
        batchSize: 4,
        now: clock.now,
      }),
    );

    const results = await Promise.all([
      workers[0]!.runOnce(),
      workers[1]!.runOnce(),
      workers[0]!.runOnce(),
      workers[1]!.runOnce(),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(30);
    expect(results.reduce((sum, result) => sum + result.failed, 0)).toBe(0);

    expect(server.received).toHaveLength(30);
    const messageIds = await Promise.all(
      server.received.map(async (mail) => (await readMail(mail.raw)).headers.get("message-id")),
    );
    expect(new Set(messageIds).size).toBe(30);
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => messageIdFor(id, from))));
    const recipients = server.received.flatMap((mail) => mail.rcptTo).sort();
    expect(recipients).toEqual(ids.map((_, i) => `guest${i}@example.com`).sort());

    const rows = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
    expect(rows.every((row) => row.status === "sent" && row.sentAt !== null)).toBe(true);
  });

  it("leaves a row leased by another process alone until its lease runs out", async () => {
    const id = await queueReset(database.db);
    const clock = manualClock();
    // Another process claimed the row and then died in the middle of sending it.
    await database.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(clock.now().getTime() + 60_000) })
      .where(eq(mailOutbox.id, id));
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport(),
      logger: silentLogger,
      intervalMs: 60_000,
      now: clock.now,
    });

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock.advance(60_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(server.received).toHaveLength(1);
  });

  it("does not let a second worker take a message while the first is sending it", async () => {
    const id = await queueReset(database.db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let slowStarted = false;
    const real = smtpTransport();
    const slow: MailTransport = {
      describe: "slow",
      async send(message) {
        slowStarted = true;
        await gate;
        await real.send(message);
      },
      close: () => real.close(),
    };
    const clock = manualClock();
    const first = createMailWorker({
      db: database.db,
      transport: slow,
      logger: silentLogger,
      intervalMs: 60_000,
      leaseMs: 60_000,
      now: clock.now,
    });
    const second = createMailWorker({
      db: database.db,
      transport: smtpTransport(),
      logger: silentLogger,
      intervalMs: 60_000,
      now: clock.now,
    });

    const firstRun = first.runOnce();
    await waitFor(() => slowStarted);
    expect((await rowOf(database.db, id)).lockedUntil).toEqual(new Date(clock.now().getTime() + 60_000));
    expect(await second.runOnce()).toEqual({ sent: 0, failed: 0 });
    release();
    expect(await firstRun).toEqual({ sent: 1, failed: 0 });
    expect(server.received).toHaveLength(1);
  });
});

describe("mail worker when a process stops or is killed", () => {
  it("stop cuts a send to a server that stopped answering and hands the row back, without an attempt", async () => {
    const id = await queueReset(database.db);
    server.mode = "hang-mail";
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport(), // default limits: 60 s without an answer
      logger: silentLogger,
      intervalMs: 60_000,
    });
    worker.start();
    await waitFor(() => server.failures === 1);
    const started = Date.now();
    await worker.stop();
    // Not a speed limit: a stop that waited for the hanging send would take its 60 s timeout.
    expect(Date.now() - started).toBeLessThan(30_000);
    const row = await rowOf(database.db, id);
    expect(row).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null, sentAt: null });

    server.mode = "accept";
    const next = createMailWorker({ db: database.db, transport: smtpTransport(), logger: silentLogger, intervalMs: 60_000 });
    expect(await next.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(server.received).toHaveLength(1);
  });

  it("stop hands back the rows it did not start, and lets the sends in flight finish", async () => {
    for (let i = 0; i < 10; i++) await queueReset(database.db, `batch${i}@example.com`);
    const gated = gatedTransport({ ignoreAbort: true });
    const worker = createMailWorker({ db: database.db, transport: gated.transport, logger: silentLogger, intervalMs: 60_000 });
    worker.start();
    await waitFor(() => gated.started === 4); // the default concurrency: 4 sends at once
    const stopping = worker.stop();
    gated.open(); // this transport ignores the abort: the sends in flight complete
    await stopping;
    expect(gated.started).toBe(4);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.filter((row) => row.status === "sent").map((row) => row.id).sort()).toEqual([...gated.sent].sort());
    expect(rows.filter((row) => row.status === "pending" && row.lockedUntil === null && row.attempts === 0)).toHaveLength(6);
  });

  it("stop with a grace period finishes the messages being sent, starts no other, then stops", async () => {
    for (let i = 0; i < 10; i++) await queueReset(database.db, `grace${i}@example.com`);
    const gated = gatedTransport(); // honours the abort: only the grace period lets a send finish
    const worker = createMailWorker({ db: database.db, transport: gated.transport, logger: silentLogger, intervalMs: 60_000 });
    worker.start();
    await waitFor(() => gated.started === 4);
    const stopping = worker.stop({ finishWithinMs: WAIT_MS });
    await new Promise((resolve) => setTimeout(resolve, 20)); // the stop is under way before the sends end
    gated.open();
    await stopping;
    expect(gated.started).toBe(4);
    expect(gated.sent).toHaveLength(4);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.filter((row) => row.status === "sent").map((row) => row.id).sort()).toEqual([...gated.sent].sort());
    expect(rows.filter((row) => row.status === "pending" && row.lockedUntil === null && row.attempts === 0)).toHaveLength(6);
  });

  it("stop cuts every send in flight to a server that stopped answering and hands all rows back", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await queueReset(database.db, `hang${i}@example.com`));
    server.mode = "hang-mail";
    const worker = createMailWorker({ db: database.db, transport: smtpTransport(), logger: silentLogger, intervalMs: 60_000 });
    worker.start();
    await waitFor(() => server.failures === 3); // as many conversations as the pool has connections
    await worker.stop();
    const rows = await database.db.select().from(mailOutbox);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null, sentAt: null });

    server.mode = "accept";
    const next = createMailWorker({ db: database.db, transport: smtpTransport(), logger: silentLogger, intervalMs: 60_000 });
    expect(await next.runOnce()).toEqual({ sent: 6, failed: 0 });
    expect(await messageIdCounts()).toEqual(new Map(ids.map((id) => [messageIdFor(id, from), 1])));
  });

  it("stop closes the transport", async () => {
    const gated = gatedTransport();
    const worker = createMailWorker({ db: database.db, transport: gated.transport, logger: silentLogger, intervalMs: 60_000 });
    worker.start();
    await worker.stop();
    expect(gated.closed).toBe(1);
  });

  it("on the sole process (embedded database), start hands back a lease a killed process left and sends it at once", async () => {
    const id = await queueReset(database.db);
    // The previous process leased the row for 10 minutes and was killed mid-send.
    await database.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() + 10 * 60_000) })
      .where(eq(mailOutbox.id, id));
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport(),
      logger: silentLogger,
      intervalMs: 60_000,
      soleProcess: true,
    });
    worker.start();
    await waitFor(() => server.received.length === 1);
    await worker.stop();
    expect((await rowOf(database.db, id)).status).toBe("sent");
    expect(server.received).toHaveLength(1);
  });

  it("when other processes may share the database, start leaves their leases alone", async () => {
    const id = await queueReset(database.db);
    await database.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() + 10 * 60_000) })
      .where(eq(mailOutbox.id, id));
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport(),
      logger: silentLogger,
      intervalMs: 60_000,
      soleProcess: false,
    });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await worker.stop();
    expect(server.received).toHaveLength(0);
    expect((await rowOf(database.db, id)).lockedUntil).not.toBeNull();
  });
});

describe("mail worker across a restart", () => {
  it("delivers a message queued before the database was closed and opened again", async () => {
    const pgliteDir = path.join(scratch, "db");
    const first = await openDatabase({ pgliteDir });
    await first.migrate();
    const id = await queueReset(first.db, "restart@example.com");
    await first.close();

    const second = await openDatabase({ pgliteDir });
    try {
      await second.migrate();
      expect((await rowOf(second.db, id)).status).toBe("pending");
      const worker = createMailWorker({
        db: second.db,
        transport: smtpTransport(),
        logger: silentLogger,
        intervalMs: 60_000,
        now: manualClock().now,
      });
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(server.received).toHaveLength(1);
      expect(server.received[0]!.rcptTo).toEqual(["restart@example.com"]);
      expect((await rowOf(second.db, id)).status).toBe("sent");
    } finally {
      await second.close();
    }
  });
});

describe("mail worker with the file transport", () => {
  it("writes the message as an .eml file and marks it sent", async () => {
    const mailDir = path.join(scratch, "mail");
    const id = await queueReset(database.db);
    const worker = createMailWorker({
      db: database.db,
      transport: createMailTransport({ mailDir, from }),
      logger: silentLogger,
      intervalMs: 60_000,
      now: manualClock().now,
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const files = await fs.readdir(mailDir);
    expect(files).toEqual([expect.stringMatching(new RegExp(`-${id}\\.eml$`))]);
    const mail = await readMail(await fs.readFile(path.join(mailDir, files[0]!), "utf8"));
    expect(mail.headers.get("to")).toBe("ana@example.com");
    expect(mail.text).toContain(resetLink);
    expect((await rowOf(database.db, id)).status).toBe("sent");
  });
});

describe("mail worker timer", () => {
  it("runs on start, runs again when woken, and stops", async () => {
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport(),
      logger: silentLogger,
      intervalMs: 60_000, // long: only start() and wake() can cause the runs below
    });
    await queueReset(database.db, "first@example.com");
    worker.start();
    await waitFor(() => server.received.length === 1);

    await queueReset(database.db, "second@example.com");
    worker.wake();
    await waitFor(() => server.received.length === 2);
    await worker.stop();

    await queueReset(database.db, "third@example.com");
    worker.wake(); // stopped: no run
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.received.map((mail) => mail.rcptTo[0])).toEqual([
      "first@example.com",
      "second@example.com",
    ]);
  });

  it("never overlaps runs, even when woken during one", async () => {
    let active = 0;
    let maxActive = 0;
    let sends = 0;
    const slow: MailTransport = {
      describe: "slow",
      async send() {
        active++;
        maxActive = Math.max(maxActive, active);
        await new Promise((resolve) => setTimeout(resolve, 50));
        active--;
        sends++;
      },
      close: async () => {},
    };
    for (let i = 0; i < 4; i++) await queueReset(database.db, `tick${i}@example.com`);
    const worker = createMailWorker({
      db: database.db,
      transport: slow,
      logger: silentLogger,
      intervalMs: 5,
      batchSize: 1, // one row per claim: an overlapping run would send another row meanwhile
      concurrency: 1, // one send at a time within a run
    });
    worker.start();
    while (sends < 4) {
      worker.wake();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await worker.stop();
    expect(sends).toBe(4);
    expect(maxActive).toBe(1);
  });

  it("runs again after intervalMs", async () => {
    // Each run reads the clock: how often it is read tells how many runs there were.
    let clockReads = 0;
    const counting = () => {
      clockReads++;
      return new Date();
    };
    const options = { db: database.db, transport: smtpTransport(), logger: silentLogger, now: counting };
    await createMailWorker({ ...options, intervalMs: 60_000 }).runOnce();
    const readsPerRun = clockReads;
    expect(readsPerRun).toBeGreaterThan(0);

    clockReads = 0;
    const worker = createMailWorker({ ...options, intervalMs: 20 });
    worker.start();
    // The start's run and at least two more: only the timer starts those (nothing wakes it).
    await waitFor(() => clockReads >= readsPerRun * 3);
    await queueReset(database.db, "later@example.com"); // no wake: the interval picks it up
    await waitFor(() => server.received.length === 1);
    await worker.stop();
    expect(server.received.map((mail) => mail.rcptTo[0])).toEqual(["later@example.com"]);
  });

  it("stop waits for the run in flight", async () => {
    await queueReset(database.db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    let finished = false;
    const gated: MailTransport = {
      describe: "gated",
      async send() {
        started = true;
        await gate;
        finished = true;
      },
      close: async () => {},
    };
    const worker = createMailWorker({
      db: database.db,
      transport: gated,
      logger: silentLogger,
      intervalMs: 60_000,
    });
    worker.start();
    await waitFor(() => started);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect((await database.db.select().from(mailOutbox))[0]?.status).toBe("sent");
  });

  it("logs a failing run instead of throwing, and keeps running", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "error" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const broken = await openDatabase({});
    await broken.migrate();
    await broken.close(); // every query now fails
    const worker = createMailWorker({
      db: broken.db,
      transport: smtpTransport(),
      logger,
      intervalMs: 10,
    });
    worker.start();
    await waitFor(() => lines.length >= 2); // it keeps running after a failed run
    await worker.stop();
    expect(lines[0]).toContain("mail worker run failed");
  });
});

describe("mail worker concurrency", () => {
  it.each([
    { concurrency: undefined, bound: 4 },
    { concurrency: 2, bound: 2 },
  ])("sends up to $bound messages at once (concurrency $concurrency), each exactly once", async ({ concurrency, bound }) => {
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await queueReset(database.db, `many${i}@example.com`));
    const gated = gatedTransport();
    const worker = createMailWorker({
      db: database.db,
      transport: gated.transport,
      logger: silentLogger,
      intervalMs: 60_000,
      now: manualClock().now,
      ...(concurrency ? { concurrency } : {}),
    });
    const running = worker.runOnce();
    await waitFor(() => gated.active === bound);
    gated.open();
    expect(await running).toEqual({ sent: 25, failed: 0 });
    expect(gated.maxActive).toBe(bound);
    expect(countsOf(gated.sent)).toEqual(new Map(ids.map((id) => [id, 1])));
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.lockedUntil === null)).toBe(true);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(gated.started).toBe(25);
  });

  it("claims the next batch while the current one is being sent", async () => {
    for (let i = 0; i < 8; i++) await queueReset(database.db, `ahead${i}@example.com`);
    const gated = gatedTransport();
    const worker = createMailWorker({
      db: database.db,
      transport: gated.transport,
      logger: silentLogger,
      intervalMs: 60_000,
      batchSize: 2,
      concurrency: 4,
      now: manualClock().now,
    });
    const running = worker.runOnce();
    // Four sends at once from batches of two: later batches were claimed while the first was sending.
    await waitFor(() => gated.active === 4);
    gated.open();
    expect(await running).toEqual({ sent: 8, failed: 0 });
    expect(gated.maxActive).toBe(4);
  });

  it("delivers many messages over SMTP exactly once, at most 3 at a time through the pool", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await queueReset(database.db, `pool${i}@example.com`));
    server.holding = true;
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport(),
      logger: silentLogger,
      intervalMs: 60_000,
      now: manualClock().now,
    });
    const running = worker.runOnce();
    await waitFor(() => server.held === 3);
    server.releaseHeld();
    expect(await running).toEqual({ sent: 40, failed: 0 });
    expect(server.maxSessions).toBe(3);
    expect(server.maxActiveMessages).toBe(3);
    expect(await messageIdCounts()).toEqual(new Map(ids.map((id) => [messageIdFor(id, from), 1])));
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });

  it("a failing message does not hold up the others, and is rescheduled", async () => {
    // Queued first: one send at a time would start with it and wait.
    const slowId = await queueReset(database.db, "slow-failure@example.com");
    const others: string[] = [];
    for (let i = 0; i < 6; i++) others.push(await queueReset(database.db, `fine${i}@example.com`));
    let fail!: () => void;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    let refuse = true;
    const sent: string[] = [];
    const transport: MailTransport = {
      describe: "one slow failure",
      async send(message) {
        if (message.id === slowId && refuse) {
          await failing;
          throw new Error("451 Temporary failure, try again later");
        }
        sent.push(message.id);
      },
      close: async () => {},
    };
    const clock = manualClock();
    const worker = createMailWorker({ db: database.db, transport, logger: silentLogger, intervalMs: 60_000, now: clock.now });
    const running = worker.runOnce();
    await waitFor(() => sent.length === 6); // the others went while the first was still trying
    fail();
    expect(await running).toEqual({ sent: 6, failed: 1 });
    expect(new Set(sent)).toEqual(new Set(others));
    const row = await rowOf(database.db, slowId);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null, sentAt: null });
    expect(row.lastError).toMatch(/451/);
    expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 15_000);

    refuse = false;
    clock.advance(15_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(countsOf(sent)).toEqual(new Map([...others, slowId].map((id) => [id, 1])));
  });

  it("a recipient the SMTP server refuses is rescheduled, the others are delivered once", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) ids.push(await queueReset(database.db, i === 4 ? "refused@example.com" : `ok${i}@example.com`));
    server.refuseRecipients.add("refused@example.com");
    const clock = manualClock();
    const worker = createMailWorker({ db: database.db, transport: smtpTransport(), logger: silentLogger, intervalMs: 60_000, now: clock.now });
    expect(await worker.runOnce()).toEqual({ sent: 8, failed: 1 });
    expect((await rowOf(database.db, ids[4]!)).attempts).toBe(1);
    server.refuseRecipients.clear();
    clock.advance(15_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await messageIdCounts()).toEqual(new Map(ids.map((id) => [messageIdFor(id, from), 1])));
  });

  it("a message that cannot be built is retried later, like one that could not be sent", async () => {
    const broken = await queueReset(database.db, "broken@example.com");
    const fine = await queueReset(database.db, "fine@example.com");
    let canBuild = false;
    const clock = manualClock();
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport(),
      logger: silentLogger,
      intervalMs: 60_000,
      now: clock.now,
      async buildMessage(row, defaultFrom) {
        if (row.id === broken && !canBuild) throw new Error("the template failed to render");
        return messageOf(database.db, row, defaultFrom);
      },
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 1 });
    expect(server.received.map((mail) => mail.rcptTo[0])).toEqual(["fine@example.com"]);
    expect((await rowOf(database.db, fine)).status).toBe("sent");
    const row = await rowOf(database.db, broken);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null, lastError: "the template failed to render" });

    canBuild = true;
    clock.advance(15_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await messageIdCounts()).toEqual(new Map([broken, fine].map((id) => [messageIdFor(id, from), 1])));
  });

  it("hands back the rows it has not started once half of their lease is gone", async () => {
    for (let i = 0; i < 10; i++) await queueReset(database.db, `lease${i}@example.com`);
    const clock = manualClock();
    let sends = 0;
    const slow: MailTransport = {
      describe: "slow clock",
      async send() {
        sends++;
        clock.advance(10_000); // each send takes 10 s of the lease
      },
      close: async () => {},
    };
    const worker = createMailWorker({ db: database.db, transport: slow, logger: silentLogger, intervalMs: 60_000, leaseMs: 60_000, now: clock.now });
    expect(await worker.runOnce()).toEqual({ sent: 4, failed: 0 });
    expect(sends).toBe(4);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(4);
    expect(rows.filter((row) => row.status === "pending" && row.lockedUntil === null && row.attempts === 0)).toHaveLength(6);
  });

  it("lets other work run between messages", async () => {
    for (let i = 0; i < 30; i++) await queueReset(database.db, `turn${i}@example.com`);
    let sends = 0;
    let sendsWhenOtherWorkRan: number | undefined;
    const instant: MailTransport = {
      describe: "instant",
      async send() {
        if (sends++ === 0) setImmediate(() => (sendsWhenOtherWorkRan = sends));
      },
      close: async () => {},
    };
    const worker = createMailWorker({ db: database.db, transport: instant, logger: silentLogger, intervalMs: 60_000, now: manualClock().now });
    expect(await worker.runOnce()).toEqual({ sent: 30, failed: 0 });
    expect(sendsWhenOtherWorkRan).toBeLessThan(30);
  });
});

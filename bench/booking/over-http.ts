/**
 * Bookings over HTTP against the server in its own process (bench/load/server.ts, as `npm start`
 * runs it, e-mails to an SMTP server in this process): one client booking back to back, then
 * `clients` at once; bookings per second and latencies, the e-mails the worker delivered while
 * the bookings arrived and how fast it drains the rest once they stop, and on PostgreSQL what
 * the database's backends were waiting on while 40 clients booked.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startTestSmtpServer } from "../../test-support/smtp-server.ts";
import { startServer } from "../load/server.ts";
import { bookingBody } from "./body.ts";

export interface PhaseFigures {
  clients: number;
  bookings: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

export interface HttpFigures {
  one: PhaseFigures;
  many: PhaseFigures;
  /** E-mails delivered per second while the many clients booked. */
  mailsPerSecondUnderLoad: number;
  /** E-mails delivered per second once bookings stopped, until all were sent. */
  mailsPerSecondIdle: number;
  mailsExpected: number;
  mailsReceived: number;
  /** Messages received more than once (by Message-ID). */
  duplicates: number;
  /** PostgreSQL: wait events of the active backends sampled during the many-client phase. */
  waits: Map<string, number> | null;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function measureOverHttp(options: {
  databaseUrl?: string;
  clients: number;
  oneSeconds: number;
  manySeconds: number;
  drainTimeoutMs: number;
}): Promise<HttpFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-booking-http-"));
  const smtp = await startTestSmtpServer();
  const server = await startServer({
    dataDir,
    databaseUrl: options.databaseUrl,
    logFile: path.join(dataDir, "server.log"),
    env: { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: "1000" },
  });
  let address = 0;
  const vehicle = ((await (await fetch(`${server.url}/api/vehicles?lang=en`)).json()) as { vehicles: { id: string; class: string }[] }).vehicles[0]!;
  const extra = ((await (await fetch(`${server.url}/api/extras?lang=en`)).json()) as { extras: { id: string }[] }).extras[0]!;
  let acknowledged = 0;

  async function phase(clients: number, seconds: number): Promise<PhaseFigures> {
    const latencies: number[] = [];
    let failed = 0;
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) {
          address += 1;
          const begun = performance.now();
          const response = await fetch(`${server.url}/api/bookings?lang=en`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              origin: server.url,
              "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
            },
            body: JSON.stringify(bookingBody(vehicle, extra.id)),
          }).catch(() => null);
          if (response) await response.arrayBuffer();
          if (response?.status === 201) {
            latencies.push(performance.now() - begun);
            acknowledged += 1;
          } else failed += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    return { clients, bookings: sorted.length, perSecond: sorted.length / elapsed, p50: percentile(sorted, 50), p99: percentile(sorted, 99), failed };
  }

  try {
    await phase(4, 3); // warm-up: lazily loaded modules, JIT, the pool
    const one = await phase(1, options.oneSeconds);
    // The outbox drains between the phases, so the many-client phase starts from empty.
    const drained = async (timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (smtp.received.length < acknowledged * 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    };
    await drained(options.drainTimeoutMs);

    const sampler = options.databaseUrl ? new pg.Client({ connectionString: options.databaseUrl }) : null;
    const waits = sampler ? new Map<string, number>() : null;
    let sampling = true;
    const sampled = (async () => {
      if (!sampler) return;
      await sampler.connect();
      while (sampling) {
        const { rows } = await sampler.query<{ wait: string; n: number }>(
          `select coalesce(wait_event_type || ':' || wait_event, 'running') as wait, count(*)::int as n
           from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid() group by 1`,
        );
        for (const row of rows) waits!.set(row.wait, (waits!.get(row.wait) ?? 0) + row.n);
        await new Promise((r) => setTimeout(r, 50));
      }
      await sampler.end();
    })();
    const mailsBefore = smtp.received.length;
    const manyStarted = performance.now();
    const many = await phase(options.clients, options.manySeconds);
    const manyElapsed = (performance.now() - manyStarted) / 1000;
    const mailsDuring = smtp.received.length - mailsBefore;
    sampling = false;
    await sampled;

    const idleFrom = smtp.received.length;
    const idleStarted = performance.now();
    await drained(options.drainTimeoutMs);
    const idleElapsed = (performance.now() - idleStarted) / 1000;
    const ids = smtp.received.map((mail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? "");
    return {
      one,
      many,
      mailsPerSecondUnderLoad: mailsDuring / manyElapsed,
      mailsPerSecondIdle: (smtp.received.length - idleFrom) / idleElapsed,
      mailsExpected: acknowledged * 3,
      mailsReceived: smtp.received.length,
      duplicates: ids.length - new Set(ids).size,
      waits,
    };
  } finally {
    await server.stop();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

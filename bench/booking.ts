/**
 * npm run bench:booking (NODE_ENV=production: React's production build renders the e-mails): what a booking costs and how bookings scale (issue 24, decision 0035).
 *
 * 1. CPU per booking (bench/booking/in-process.ts): a transfer with its return trip and an extra,
 *    posted BOOKING_COUNT times (default 200) to the whole app in this process, on PGlite and on
 *    PostgreSQL; the CPU of the request, then of the e-mails it caused (2 confirmations, the
 *    company's notice, the calendar file), rendered and written by the mail worker.
 * 2. Over HTTP (bench/booking/over-http.ts): the server in its own process, one client for
 *    BOOKING_ONE_SECONDS (default 10), then BOOKING_CLIENTS (default 40) for BOOKING_MANY_SECONDS
 *    (default 15); e-mails to an SMTP server in this process. Bookings per second, p50 / p99, the
 *    e-mails delivered during and after, each delivered once; on PostgreSQL the wait events of the
 *    active backends, sampled every 50 ms while the clients booked.
 *
 * PostgreSQL: databases bench_booking_<pid>_* on 127.0.0.1:5432 (user postgres) are created and
 * dropped; without PostgreSQL only PGlite runs. Figures are CPU times and ratios measured in the
 * same run, printed beside the targets; nothing here fails on a figure.
 */
import pg from "pg";
import { measureBookingCpu, type CpuFigures } from "./booking/in-process.ts";
import { measureOverHttp, type HttpFigures } from "./booking/over-http.ts";

const BOOKINGS = Number(process.env.BOOKING_COUNT ?? 200);
const CLIENTS = Number(process.env.BOOKING_CLIENTS ?? 40);
const ONE_SECONDS = Number(process.env.BOOKING_ONE_SECONDS ?? 10);
const MANY_SECONDS = Number(process.env.BOOKING_MANY_SECONDS ?? 15);
const ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

async function withDatabase<T>(suffix: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_booking_${process.pid}_${suffix}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    return await run(ADMIN_URL.replace(/\/postgres$/, `/${name}`));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mark = (ok: boolean) => (ok ? "met" : "NOT met");

function printCpu(name: string, f: CpuFigures) {
  const whole = f.bookingMs + f.mailMs;
  console.log(`\n${name}: CPU per booking (${f.bookings} bookings, ${f.mails} e-mails)`);
  console.log(`  booking request      ${ms(f.bookingMs)}   target ≤ 15 ms: ${mark(f.bookingMs <= 15)}`);
  console.log(`  its e-mails and .ics ${ms(f.mailMs)}`);
  console.log(`  whole                ${ms(whole)}   target ≤ 20 ms: ${mark(whole <= 20)}`);
}

function printHttp(name: string, f: HttpFigures, postgres: boolean) {
  const row = (p: HttpFigures["one"]) =>
    `${String(p.clients).padStart(3)} client(s): ${p.bookings} bookings, ${p.perSecond.toFixed(1)}/s, p50 ${ms(p.p50)}, p99 ${ms(p.p99)}, failed ${p.failed}`;
  console.log(`\n${name}: over HTTP`);
  console.log(`  ${row(f.one)}`);
  console.log(`  ${row(f.many)}`);
  const scale = f.many.perSecond / f.one.perSecond;
  if (postgres) {
    console.log(`  bookings/s at ${f.many.clients} ÷ at 1: ×${scale.toFixed(1)}   target ≥ ×4: ${mark(scale >= 4)}`);
    const tail = f.many.p99 / f.one.p50;
    console.log(`  p99 at ${f.many.clients} ÷ p50 at 1: ×${tail.toFixed(1)}   target ≤ ×10: ${mark(tail <= 10)}`);
  } else {
    const tail = f.many.p99 / f.many.p50;
    console.log(`  bookings/s at ${f.many.clients} ÷ at 1: ×${scale.toFixed(1)}`);
    console.log(`  p99 ÷ p50 at ${f.many.clients}: ×${tail.toFixed(1)}   target ≤ ×5: ${mark(tail <= 5)}`);
  }
  console.log(`  e-mails delivered while booking: ${f.mailsPerSecondUnderLoad.toFixed(1)}/s   target ≥ 20/s: ${mark(f.mailsPerSecondUnderLoad >= 20)}`);
  console.log(`  e-mails delivered once bookings stopped: ${f.mailsPerSecondIdle.toFixed(1)}/s   target ≥ 100/s: ${mark(f.mailsPerSecondIdle >= 100)}`);
  const exact = f.mailsReceived === f.mailsExpected && f.duplicates === 0;
  console.log(`  e-mails: ${f.mailsReceived} of ${f.mailsExpected} delivered, ${f.duplicates} twice: ${exact ? "nothing lost, nothing sent twice" : "NOT exact"}`);
  if (f.waits) {
    const total = [...f.waits.values()].reduce((a, b) => a + b, 0);
    const lines = [...f.waits].sort((a, b) => b[1] - a[1]).map(([wait, n]) => `${wait} ${((100 * n) / total).toFixed(0)}%`);
    console.log(`  active backends while booking (pg_stat_activity, ${total} samples): ${lines.join(", ")}`);
  }
}

const postgres = await postgresReachable();
const lite = await measureBookingCpu({ bookings: BOOKINGS, warmup: 30 });
printCpu("PGlite", lite);
if (postgres) printCpu("PostgreSQL", await withDatabase("cpu", (url) => measureBookingCpu({ databaseUrl: url, bookings: BOOKINGS, warmup: 30 })));
const http = { clients: CLIENTS, oneSeconds: ONE_SECONDS, manySeconds: MANY_SECONDS, drainTimeoutMs: 120_000 };
printHttp("PGlite", await measureOverHttp(http), false);
if (postgres) printHttp("PostgreSQL", await withDatabase("http", (url) => measureOverHttp({ ...http, databaseUrl: url })), true);
if (!postgres) console.log("\nPostgreSQL was not reachable at 127.0.0.1:5432: only PGlite ran.");

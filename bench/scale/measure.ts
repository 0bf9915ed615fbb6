/**
 * Times the hot read paths against the database filled by bench/scale/generate.ts (issue 12):
 * the admin bookings list through listAdminBookings (every filter, first and deep pages, the
 * search as the admin UI sends it), the bookings tab's summary through getAdminSummary, the
 * driver's upcoming list through listDriverBookings, and a transfer quote over every zone (loaded
 * as the quotes service does, then priced).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node --import tsx bench/scale/measure.ts
 *
 * Prints p50/p95 per case over BENCH_RUNS runs (default 30) with the ratio to a baseline measured
 * in the same run (a `select 1` round trip for database cases, one great-circle distance for
 * pricing), the indexes EXPLAIN (ANALYZE, BUFFERS) shows for each query of the case, and MISS
 * where p95 is over the target (50 ms for lists, 5 ms for pricing).
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { AdminBookingListQuery } from "../../src/domain/admin-booking-schemas.ts";
import { greatCircleKm } from "../../src/domain/geo.ts";
import { quoteTransferCents, type ZoneForPricing } from "../../src/domain/pricing.ts";
import { openDatabase, type Db } from "../../src/server/db/client.ts";
import * as schema from "../../src/server/db/schema.ts";
import { listAdminBookings } from "../../src/server/modules/admin-bookings/list-bookings.ts";
import { getAdminSummary } from "../../src/server/modules/admin-bookings/summary.ts";
import { listDriverBookings } from "../../src/server/modules/drivers/service.ts";
import { loadZonesForPricing } from "../../src/server/modules/quotes/service.ts";
import { buildReport } from "../../src/server/modules/reports/service.ts";
import { countExportRows } from "../../src/server/modules/reports/bookings-export.ts";

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error("Set BENCH_DATABASE_URL to the database filled by bench/scale/generate.ts.");
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const LIST_TARGET_MS = 50;
const PRICING_TARGET_MS = 5;

const database = await openDatabase({ databaseUrl: url });
const db = database.db;

// A second handle on its own pool whose logger keeps every statement, so each case's queries
// can be explained exactly as the service sent them.
const captured: { query: string; params: unknown[] }[] = [];
const explainPool = new pg.Pool({ connectionString: url, max: 2 });
const capturingDb = drizzle({
  client: explainPool,
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
}) as unknown as Db;

let sink: unknown;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(work: () => Promise<unknown> | unknown, runs = RUNS): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(3, runs); i++) sink = await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    sink = await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Subplan Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Actual Total Time"?: number;
  "Heap Fetches"?: number;
  Plans?: PlanNode[];
}

/** "Index Scan Backward on bookings_created_at_covering_idx, Seq Scan on zones, ..." for one plan. */
function summarize(node: PlanNode, out: string[] = []): string[] {
  if (node["Index Name"]) out.push(`${node["Node Type"]} ${node["Index Name"]}`);
  else if (node["Node Type"] === "Seq Scan") out.push(`Seq Scan ${node["Relation Name"]}`);
  for (const child of node.Plans ?? []) summarize(child, out);
  return out;
}

/** Every scan of a plan, one line each: "InitPlan 1: Index Only Scan on x, 912 rows, 0 heap fetches, 0.4 ms". */
function scanLines(node: PlanNode, subplan = "", out: string[] = []): string[] {
  const where = node["Subplan Name"] ?? subplan;
  const on = node["Index Name"] ?? (node["Node Type"] === "Seq Scan" ? node["Relation Name"] : undefined);
  if (on) {
    const loops = node["Actual Loops"] ?? 1;
    const rows = loops > 1 ? `${node["Actual Rows"]} rows x ${loops} loops` : `${node["Actual Rows"]} rows`;
    const fetches = node["Heap Fetches"] === undefined ? "" : `, ${node["Heap Fetches"]} heap fetches`;
    const ms = ((node["Actual Total Time"] ?? 0) * loops).toFixed(1);
    out.push(`${where ? `${where}: ` : ""}${node["Node Type"]} on ${on}, ${rows}${fetches}, ${ms} ms`);
  }
  for (const child of node.Plans ?? []) scanLines(child, where, out);
  return out;
}

/** Each statement's execution time and every scan in it, for the cases whose plans matter scan by scan. */
async function explainScans(work: (db: Db) => Promise<unknown>): Promise<string[]> {
  captured.length = 0;
  await work(capturingDb);
  const lines: string[] = [];
  for (const [i, { query, params }] of captured.entries()) {
    const result = await explainPool.query(`explain (analyze, buffers, format json) ${query}`, params);
    const [plan] = result.rows[0]["QUERY PLAN"] as [{ Plan: PlanNode; "Execution Time": number }];
    lines.push(`statement ${i + 1}: ${plan["Execution Time"].toFixed(1)} ms`, ...scanLines(plan.Plan).map((l) => `  ${l}`));
  }
  return lines;
}

async function explain(work: (db: Db) => Promise<unknown>): Promise<string[]> {
  captured.length = 0;
  await work(capturingDb);
  const lines: string[] = [];
  for (const { query, params } of captured) {
    const result = await explainPool.query(`explain (analyze, buffers, format json) ${query}`, params);
    const [plan] = result.rows[0]["QUERY PLAN"] as [{ Plan: PlanNode; "Execution Time": number }];
    const scans = [...new Set(summarize(plan.Plan))];
    const table = /from "(\w+)"/.exec(query)?.[1] ?? "?";
    lines.push(`${table}: ${plan["Execution Time"].toFixed(1)} ms; ${scans.join(", ") || plan.Plan["Node Type"]}`);
  }
  return lines;
}

interface Row {
  name: string;
  p50: number;
  p95: number;
  base: number;
  target: number;
  plans: string[];
}
const rows: Row[] = [];

const baselineDb = await time(() => db.execute(sql`select 1`), 200);
const baselineCpu = (() => {
  const a = { lat: 37.0144, lng: -7.9659 };
  const b = { lat: 39.6314, lng: -8.6727 };
  const start = performance.now();
  for (let i = 0; i < 1_000_000; i++) sink = greatCircleKm(a, b);
  return (performance.now() - start) / 1_000_000;
})();

// Sample values that exist in the data, as an admin would type them.
const [sample] = (
  await explainPool.query<{ id: string; customer_name: string; customer_email: string; customer_phone: string }>(
    "select id, customer_name, customer_email, customer_phone from bookings order by id desc limit 1",
  )
).rows;
const [busyDriver] = (
  await explainPool.query<{ id: string }>("select id from users where id like 'bench-driver-%' order by id limit 1")
).rows;
if (!sample || !busyDriver) throw new Error("Run bench/scale/generate.ts first.");
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const counts = await listAdminBookings(db, { page: 1, pageSize: 25 });
const lastPage = Math.ceil(counts.total / 25);

const list = (name: string, q: Partial<AdminBookingListQuery>): [string, Partial<AdminBookingListQuery>] => [name, q];
const listCases = [
  list("admin list, no filter, page 1", {}),
  list("admin list, status pending", { status: "pending" }),
  list("admin list, status confirmed", { status: "confirmed" }),
  list("admin list, status assigned", { status: "assigned" }),
  list("admin list, status completed", { status: "completed" }),
  list("admin list, status cancelled", { status: "cancelled" }),
  list("admin list, type tour", { type: "tour" }),
  list("admin list, type transfer", { type: "transfer" }),
  list("admin list, dates: last 30 days", { from: monthAgo, to: today }),
  list("admin list, from today", { from: today }),
  list("admin list, one driver", { driverId: busyDriver.id }),
  list("admin list, pending + tour + 30 days", { status: "pending", type: "tour", from: monthAgo, to: today }),
  list("admin list, page 2", { page: 2 }),
  list("admin list, page 400 (offset 10k)", { page: 400 }),
  list(`admin list, page ${Math.floor(lastPage / 2)} (middle)`, { page: Math.floor(lastPage / 2) }),
  list(`admin list, page ${lastPage} (last)`, { page: lastPage }),
  list("admin list, completed, page 4000", { status: "completed", page: 4000 }),
  list("admin list, 100 a page, page 1000", { page: 1000, pageSize: 100 }),
  list(`search surname "${sample.customer_name.split(" ")[1]}"`, { q: sample.customer_name.split(" ")[1] }),
  list(`search name "${sample.customer_name}"`, { q: sample.customer_name }),
  list(`search e-mail "${sample.customer_email}"`, { q: sample.customer_email }),
  list(`search e-mail part "${sample.customer_email.split("@")[0]}"`, { q: sample.customer_email.split("@")[0] }),
  list(`search reference "${sample.id.slice(0, 8)}"`, { q: sample.id.slice(0, 8) }),
  list(`search phone "${sample.customer_phone.slice(-7)}"`, { q: sample.customer_phone.slice(-7) }),
  list(`search "${sample.customer_name.split(" ")[1]}" + completed, page 3`, {
    q: sample.customer_name.split(" ")[1],
    status: "completed",
    page: 3,
  }),
  list('search no match "zzzzqq"', { q: "zzzzqq" }),
];

for (const [name, partial] of listCases) {
  const query = { page: 1, pageSize: 25, ...partial } as AdminBookingListQuery;
  const t = await time(() => listAdminBookings(db, query));
  rows.push({ name, ...t, base: baselineDb.p50, target: LIST_TARGET_MS, plans: await explain((d) => listAdminBookings(d, query)) });
}

// The bookings tab's summary (GET /api/admin/summary): jobs today and tomorrow, unassigned in the
// next 48 hours, payments pending, new messages; its figures are printed with its plan.
{
  const t = await time(() => getAdminSummary(db));
  const figures = await getAdminSummary(db);
  rows.push({
    name: "admin summary (GET /api/admin/summary)",
    ...t,
    base: baselineDb.p50,
    target: LIST_TARGET_MS,
    plans: [JSON.stringify(figures), ...(await explainScans((d) => getAdminSummary(d)))],
  });
}

const drivers = (
  await explainPool.query<{ id: string }>("select id from users where id like 'bench-driver-%' order by id limit 5 offset 100")
).rows;
for (const { id } of [busyDriver, ...drivers]) {
  const t = await time(() => listDriverBookings(db, id, "upcoming", today));
  const n = (await listDriverBookings(db, id, "upcoming", today)).length;
  rows.push({
    name: `driver upcoming, ${id} (${n} cards)`,
    ...t,
    base: baselineDb.p50,
    target: LIST_TARGET_MS,
    plans: await explain((d) => listDriverBookings(d, id, "upcoming", today)),
  });
}

const load = await time(() => loadZonesForPricing(db), 10);
const zones: ZoneForPricing[] = await loadZonesForPricing(db);
rows.push({
  name: `load ${zones.length} zones (loadZonesForPricing)`,
  ...load,
  base: baselineDb.p50,
  target: Number.NaN,
  plans: await explain((d) => loadZonesForPricing(d)),
});
const last = zones[zones.length - 1]!;
const quoteCases: [string, Parameters<typeof quoteTransferCents>[0]][] = [
  [
    "quote, match on the last zone",
    { origin: { lat: last.originLat, lng: last.originLng }, destination: { lat: last.destinationLat, lng: last.destinationLng }, vehicleClass: "Executive", zones },
  ],
  ["quote, Lisbon → Faro", { origin: { lat: 38.7742, lng: -9.1342 }, destination: { lat: 37.0144, lng: -7.9659 }, vehicleClass: "Executive", zones }],
  ["quote, no match (Bragança)", { origin: { lat: 41.8, lng: -6.75 }, destination: { lat: 43.5, lng: -5.5 }, vehicleClass: "Executive", zones }],
];
for (const [name, input] of quoteCases) {
  const t = await time(() => quoteTransferCents(input), 200);
  rows.push({ name: `${name}, ${zones.length} zones`, ...t, base: baselineCpu, target: PRICING_TARGET_MS, plans: [] });
}

// The admin reports (decision 0027): every report of a period beside the previous one, and the
// bookings export's count before it streams.
const REPORT_TARGET_MS = 200;
const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const reportCases: [string, Parameters<typeof buildReport>[1]][] = [
  ["report, 7 days per day", { from: weekAgo, to: today, granularity: "day" }],
  ["report, 30 days per day", { from: monthAgo, to: today, granularity: "day" }],
  ["report, 366 days per month", { from: yearAgo, to: today, granularity: "month" }],
];
for (const [name, query] of reportCases) {
  const t = await time(() => buildReport(db, query), Math.min(RUNS, 10));
  rows.push({ name, ...t, base: baselineDb.p50, target: REPORT_TARGET_MS, plans: await explain((d) => buildReport(d, query)) });
}
{
  const query = { page: 1, pageSize: 25, from: monthAgo, to: today } as AdminBookingListQuery;
  const t = await time(() => countExportRows(db, query));
  rows.push({ name: "bookings export count, 30 days", ...t, base: baselineDb.p50, target: LIST_TARGET_MS, plans: await explain((d) => countExportRows(d, query)) });
}

// What the reports' totals triggers (migration 0014) add to a booking's insert: one booking
// inserted and rolled back, with every trigger, and with triggers off (session_replication_role
// replica, which needs a superuser) as the baseline of the same run.
{
  const client = await explainPool.connect();
  const insertOne = async (triggers: boolean) => {
    await client.query("begin");
    if (!triggers) await client.query("set local session_replication_role = replica");
    await client.query(
      `insert into bookings (id, booking_type, origin, destination, booking_date, booking_time, passengers, vehicle_class,
         customer_name, customer_phone, customer_email, total_price_cents, status)
       values (gen_random_uuid(), 'transfer', 'Aeroporto de Faro (FAO)', 'Albufeira', $1, '10:30', 2, 'Executive', 'Ana Silva', '+351 912 345 678', 'ana@example.com', 12000, 'confirmed')`,
      [today],
    );
    await client.query("rollback");
  };
  const off = await time(() => insertOne(false));
  const on = await time(() => insertOne(true));
  client.release();
  rows.push({ name: "booking insert, triggers off (baseline)", ...off, base: off.p50, target: LIST_TARGET_MS, plans: [] });
  rows.push({ name: "booking insert with counts and report totals", ...on, base: off.p50, target: LIST_TARGET_MS, plans: [] });
}

if (sink === Symbol.for("never")) console.log(sink);
console.log(`baseline: select 1 round trip p50 = ${baselineDb.p50.toFixed(3)} ms; one great-circle distance = ${(baselineCpu * 1e6).toFixed(1)} ns`);
console.log(`runs per case: ${RUNS}; ${counts.total.toLocaleString("en")} bookings`);
console.log("case".padEnd(58), "p50 ms".padStart(9), "p95 ms".padStart(9), "x base".padStart(9), "");
let misses = 0;
for (const r of rows) {
  const miss = r.p95 > r.target;
  if (miss) misses++;
  console.log(
    r.name.slice(0, 58).padEnd(58),
    r.p50.toFixed(2).padStart(9),
    r.p95.toFixed(2).padStart(9),
    (r.p50 / r.base).toFixed(1).padStart(9),
    miss ? ` MISS (target ${r.target} ms)` : "",
  );
  for (const plan of r.plans) console.log(`    ${plan}`);
}
console.log(misses === 0 ? "every case within its target" : `${misses} case(s) over target`);

await explainPool.end();
await database.close();

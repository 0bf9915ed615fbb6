/**
 * node --import tsx bench/api.ts: how close the API comes to what Node's HTTP stack can do here.
 *
 * A bare node:http server (its own process) answers the very bytes our server answers, fetched
 * once from it; then autocannon (10 connections) measures both alternately, BENCH_ROUNDS times
 * (default 2) BENCH_SECONDS each (default 3), and each case is printed as a ratio to the bare
 * server measured in the same rounds: req/s are averaged over the rounds, p50 and p99 are the
 * worst round's.
 * Our server is started as `npm start` runs it (src/server/main.ts in its own process) on a
 * fresh temporary PGlite data folder with the demo catalogue; with BENCH_DATABASE_URL set, a
 * second table is measured on that PostgreSQL database.
 *
 * POST /api/quotes is limited per client address (300 per 10 minutes). The server runs with
 * TRUST_PROXY=1, as behind one load balancer, and each request carries the address the balancer
 * would append, so the load looks like many visitors (100 quotes each) instead of one that the
 * limit refuses. Non-2xx answers are counted and printed anyway.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { startProduct } from "./support/start-product.ts";

interface Histogram {
  p50: number;
  p99: number;
  average: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  "2xx": number;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Bare and ours are measured alternately this many times per case (the machine's load varies). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 10;

interface Case {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  target: number;
  /** Each request as from another visitor behind the load balancer (X-Forwarded-For). */
  manyVisitors?: boolean;
}

const QUOTE = {
  bookingType: "transfer",
  origin: { address: "Aeroporto de Faro" },
  destination: { address: "Albufeira" },
  passengers: 2,
  vehicleClass: "Economy",
  extraIds: [],
  returnTrip: false,
};

const CASES: Case[] = [
  { name: "GET /api/health", method: "GET", path: "/api/health", target: 0.5 },
  { name: "GET /api/vehicles", method: "GET", path: "/api/vehicles?lang=en", target: 0.3 },
  { name: "GET /api/tours", method: "GET", path: "/api/tours?lang=en", target: 0.3 },
  { name: "GET /api/tours/faro", method: "GET", path: "/api/tours/faro?lang=en", target: 0.3 },
  { name: "GET /api/extras", method: "GET", path: "/api/extras?lang=en", target: 0.3 },
  { name: "GET /api/content", method: "GET", path: "/api/content?lang=en", target: 0.3 },
  { name: "POST /api/quotes", method: "POST", path: "/api/quotes?lang=en", body: QUOTE, target: 0.1, manyVisitors: true },
];

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

async function fetchAnswer(url: string, c: Case): Promise<Answer> {
  const response = await fetch(url + c.path, {
    method: c.method,
    headers: c.body ? { "content-type": "application/json", "x-forwarded-for": "192.0.2.1" } : {},
    body: c.body ? JSON.stringify(c.body) : undefined,
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${c.name}: ${response.status} ${body}`);
  return { status: response.status, contentType: response.headers.get("content-type") ?? "application/json", body };
}

/** The bare server, in its own process like ours: the same bytes for the same method and path. */
const BARE_SERVER = `
import http from "node:http";
import fs from "node:fs";
const answers = JSON.parse(fs.readFileSync(process.env.ANSWERS_FILE, "utf8"));
const server = http.createServer((req, res) => {
  const answer = answers[req.method + " " + req.url];
  req.resume();
  req.on("end", () => {
    if (!answer) { res.writeHead(404); res.end(); return; }
    res.writeHead(answer.status, { "content-type": answer.contentType, "content-length": Buffer.byteLength(answer.body) });
    res.end(answer.body);
  });
});
server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
`;

async function startBare(answers: Record<string, Answer>): Promise<{ url: string; stop(): Promise<void> }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-bare-")), "answers.json");
  fs.writeFileSync(file, JSON.stringify(answers));
  const child: ChildProcess = spawn(process.execPath, ["--input-type=module", "-e", BARE_SERVER], {
    env: { ...process.env, ANSWERS_FILE: file },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { port: number }).port));
    child.once("exit", () => reject(new Error("the bare server did not start")));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

let visitor = 0;
/** 10.a.b.c, a new address every 100 requests: under the 300 quotes per 10 minutes of one visitor. */
const nextVisitor = () => {
  const n = Math.floor(visitor++ / 100);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

function requestOf(c: Case): AutocannonRequest {
  const request: AutocannonRequest = { method: c.method, path: c.path };
  if (c.body) {
    request.body = JSON.stringify(c.body);
    request.headers = { "content-type": "application/json" };
  }
  if (c.manyVisitors) {
    request.setupRequest = (r) => ({ ...r, headers: { ...r.headers, "x-forwarded-for": nextVisitor() } });
  }
  return request;
}

async function measure(url: string, c: Case, seconds = SECONDS): Promise<AutocannonResult> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: [requestOf(c)] });
}

interface Summary {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

function summarize(results: AutocannonResult[]): Summary {
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}

interface Row {
  name: string;
  bare: Summary;
  ours: Summary;
  target: number;
}

function printTable(title: string, rows: Row[]) {
  const header = ["case", "bare req/s", "req/s", "p50 ms", "p99 ms", "ratio", "target", "non-2xx", "met"];
  const lines = rows.map((r) => {
    const ratio = r.ours.rps / r.bare.rps;
    const failed = r.ours.failed;
    const met = ratio >= r.target && r.ours.p99 < 50 && failed === 0;
    return [
      r.name,
      r.bare.rps.toFixed(0),
      r.ours.rps.toFixed(0),
      String(r.ours.p50),
      String(r.ours.p99),
      `1/${(1 / ratio).toFixed(1)} = ${ratio.toFixed(2)}`,
      `≥ ${r.target}`,
      String(failed),
      met ? "met" : "not met",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join("  ");
  console.log(
    `\n${title} (${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per case and server; met = ratio reached, p99 < 50 ms, no non-2xx)`,
  );
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

async function benchProduct(title: string, env: Record<string, string>) {
  const product = await startProduct({ TRUST_PROXY: "1", LOG_LEVEL: "error", ...env });
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const answers: Record<string, Answer> = {};
    for (const c of CASES) answers[`${c.method} ${c.path}`] = await fetchAnswer(product.url, c);
    bare = await startBare(answers);
    const rows: Row[] = [];
    for (const c of CASES) {
      // Warm both (JIT, caches), then measure the bare server and ours alternately.
      await measure(bare.url, c, 1);
      await measure(product.url, c, 1);
      const bareResults: AutocannonResult[] = [];
      const ourResults: AutocannonResult[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        bareResults.push(await measure(bare.url, c));
        ourResults.push(await measure(product.url, c));
      }
      rows.push({ name: c.name, bare: summarize(bareResults), ours: summarize(ourResults), target: c.target });
    }
    printTable(title, rows);
  } finally {
    await bare?.stop();
    await product.stop();
  }
}

await benchProduct("PGlite (embedded, fresh data folder, demo catalogue)", {});
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) await benchProduct("PostgreSQL (BENCH_DATABASE_URL)", { DATABASE_URL: pgUrl });

/**
 * node --import tsx bench/startup.ts [--runs N]: how fast the product starts and how much memory
 * it holds once ready, compiled (dist/server/main.js, as `npm start` runs it) against the
 * TypeScript sources under tsx (the baseline, measured in the same run).
 *
 * Each run starts every variant on a fresh temporary data folder (first start: PGlite creates the
 * database, migrations, demo catalogue), stops it, and starts it again on the same folder
 * (existing data). Measured from spawn: the first HTTP answer (listening; health says 503
 * "starting" until the database is ready) and GET /api/health answering 200; then VmRSS and VmHWM
 * (peak) from /proc/<pid>/status. The table shows the median of the runs and ratios to tsx.
 * The embedded database is always used (DATABASE_URL is dropped).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfChanged, serverBuildInputs } from "../scripts/build-if-changed.ts";
import { buildServer, SERVER_BUNDLE } from "../scripts/build-server.ts";
import { freePort } from "../e2e/support/server.ts";

const root = path.resolve(import.meta.dirname, "..");
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of at least 1");

interface Variant {
  name: string;
  args: string[];
}
const variants: Variant[] = [
  { name: "tsx (baseline)", args: ["--import", "tsx", "src/server/main.ts"] },
  { name: "compiled (npm start)", args: ["--enable-source-maps", `dist/server/${SERVER_BUNDLE}`] },
  { name: "compiled, no source maps", args: [`dist/server/${SERVER_BUNDLE}`] },
];
const phases = ["fresh", "existing"] as const;
type Phase = (typeof phases)[number];

interface Sample {
  listeningMs: number;
  healthyMs: number;
  rssKb: number;
  peakKb: number;
}


function readStatusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stop(child: ChildProcess, exited: Promise<unknown>) {
  child.kill("SIGTERM");
  const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(killer);
}

/** Starts one variant on dataDir, waits for health 200, measures, and stops it. */
async function measureStart(variant: Variant, dataDir: string): Promise<Sample> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PAYMENTS: "test",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  let output = "";
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let listeningMs: number | undefined;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant.name} exited early:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`${variant.name} did not become healthy:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        await response.arrayBuffer();
        listeningMs ??= performance.now() - started;
        if (response.status === 200) break;
      } catch {
        /* not listening yet */
      }
      await sleep(10);
    }
    const healthyMs = performance.now() - started;
    const pid = child.pid as number;
    return { listeningMs: listeningMs ?? healthyMs, healthyMs, rssKb: readStatusKb(pid, "VmRSS"), peakKb: readStatusKb(pid, "VmHWM") };
  } finally {
    await stop(child, exited);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

// The compiled server measured is the current one: built now if its sources changed.
await buildIfChanged({
  root,
  outDir: path.join(root, "dist", "server"),
  inputs: serverBuildInputs,
  entryFile: SERVER_BUNDLE,
  name: "server",
  build: (targetDir) => buildServer({ root, outDir: targetDir }),
  log: (line) => console.log(line),
});

const samples = new Map<string, Sample[]>();
const key = (variant: Variant, phase: Phase) => `${variant.name}\0${phase}`;
for (let run = 1; run <= runs; run++) {
  // Variants take turns within each run, so a slower moment of the machine hits them alike.
  for (const variant of variants) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-startup-"));
    try {
      for (const phase of phases) {
        const sample = await measureStart(variant, dataDir);
        samples.set(key(variant, phase), [...(samples.get(key(variant, phase)) ?? []), sample]);
        console.log(
          `run ${run}/${runs} ${variant.name.padEnd(26)} ${phase.padEnd(8)} healthy ${sample.healthyMs.toFixed(0).padStart(6)} ms, RSS ${(sample.rssKb / 1024).toFixed(0)} MB`,
        );
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const summary = (variant: Variant, phase: Phase) => {
  const list = samples.get(key(variant, phase)) ?? [];
  return {
    listeningMs: median(list.map((s) => s.listeningMs)),
    healthyMs: median(list.map((s) => s.healthyMs)),
    rssMb: median(list.map((s) => s.rssKb)) / 1024,
    peakMb: median(list.map((s) => s.peakKb)) / 1024,
  };
};

const [baseline] = variants as [Variant];
console.log(`\nStart-up, median of ${runs} run(s); ratios are to ${baseline.name} in the same phase (node ${process.version}, ${os.cpus().length} cores)`);
const header = ["variant", "data folder", "listening ms", "x tsx", "healthy ms", "x tsx", "RSS MB", "x tsx", "peak RSS MB", "x tsx"];
const widths = [26, 12, 13, 7, 11, 7, 8, 7, 12, 7];
const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join(" ");
console.log(line(header));
for (const phase of phases) {
  const base = summary(baseline, phase);
  for (const variant of variants) {
    const s = summary(variant, phase);
    console.log(
      line([
        variant.name,
        phase,
        s.listeningMs.toFixed(0),
        (s.listeningMs / base.listeningMs).toFixed(2),
        s.healthyMs.toFixed(0),
        (s.healthyMs / base.healthyMs).toFixed(2),
        s.rssMb.toFixed(0),
        (s.rssMb / base.rssMb).toFixed(2),
        s.peakMb.toFixed(0),
        (s.peakMb / base.peakMb).toFixed(2),
      ]),
    );
  }
}

/**
 * npm test: every phase runs, whatever the one before it did, and the end says what ran, what was
 * skipped and why, how long each took and what failed; the exit code is non-zero if anything did.
 *   1. unit and API tests on the embedded database (Vitest project "unit");
 *   2. the API tests again on PostgreSQL (project "api-postgres"), when TEST_DATABASE_URL is set;
 *   3. the browser journeys in Chromium (scripts/test-e2e.ts builds the app first).
 */
import { spawn } from "node:child_process";

interface Phase {
  name: string;
  command: string[];
  skip?: string;
}

interface Outcome {
  name: string;
  status: "passed" | "failed" | "skipped";
  seconds: number;
  passed: number;
  failed: number;
  note?: string;
}

const phases: Phase[] = [
  { name: "unit and API tests (embedded database)", command: ["npx", "vitest", "run", "--project", "unit"] },
  {
    name: "API tests on PostgreSQL",
    command: ["npx", "vitest", "run", "--project", "api-postgres"],
    skip: process.env.TEST_DATABASE_URL ? undefined : "TEST_DATABASE_URL is not set (see the README: Tests)",
  },
  { name: "browser journeys (Chromium)", command: ["node", "--import", "tsx", "scripts/test-e2e.ts"] },
];

/** Terminal colour codes (ESC [ … m), removed before reading Vitest's summary. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** Vitest's closing "Tests  2 failed | 40 passed (42)" line: the counts, summed over the phase. */
function countTests(output: string): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  for (const line of output.replace(ANSI, "").split("\n")) {
    const match = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    if (!match) continue;
    passed += Number(/(\d+) passed/.exec(match[1]!)?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(match[1]!)?.[1] ?? 0);
  }
  return { passed, failed };
}

function run(phase: Phase): Promise<Outcome> {
  if (phase.skip) return Promise.resolve({ name: phase.name, status: "skipped", seconds: 0, passed: 0, failed: 0, note: phase.skip });
  console.log(`\n== ${phase.name}: ${phase.command.join(" ")}`);
  const started = Date.now();
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(phase.command[0]!, phase.command.slice(1), { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on("close", (code) => {
      const counts = countTests(output);
      const skippedJourneys = /SKIPPING the browser journeys/.test(output);
      resolve({
        name: phase.name,
        status: code === 0 ? (skippedJourneys ? "skipped" : "passed") : "failed",
        seconds: (Date.now() - started) / 1000,
        ...counts,
        note: skippedJourneys ? "no Chromium found" : code === 0 ? undefined : `exit code ${code}`,
      });
    });
  });
}

const outcomes: Outcome[] = [];
for (const phase of phases) outcomes.push(await run(phase));

console.log("\n== npm test: summary");
for (const o of outcomes) {
  const counts = o.status === "skipped" ? "" : ` ${o.passed} passed, ${o.failed} failed,`;
  console.log(`${o.status.toUpperCase().padEnd(8)} ${o.name}:${counts} ${o.seconds.toFixed(0)} s${o.note ? ` (${o.note})` : ""}`);
}
const passed = outcomes.reduce((sum, o) => sum + o.passed, 0);
const failed = outcomes.reduce((sum, o) => sum + o.failed, 0);
const anyFailed = outcomes.some((o) => o.status === "failed");
console.log(`${passed} passed, ${failed} failed`);
process.exit(anyFailed ? 1 : 0);

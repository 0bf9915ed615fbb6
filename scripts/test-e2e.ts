/**
 * Runs the browser journeys (e2e/) in the system Chromium after building the web app.
 * Without a Chromium they are skipped with a clear message, except with CI=true, where a
 * missing browser is a failure.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium } from "../e2e/support/chromium.ts";

const browser = findChromium();
if (!browser) {
  const message = "No Chromium found (set CHROME_PATH or install the Debian package: apt-get install -y chromium).";
  if (process.env.CI === "true") {
    console.error(`Browser journeys cannot run: ${message}`);
    process.exit(1);
  }
  console.warn(`\nSKIPPING the browser journeys: ${message}\n`);
  process.exit(0);
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

console.log(`Browser journeys in ${browser}`);
run("npx", ["vite", "build", "--logLevel", "warn"]);
run("npx", ["vite", "build", "--ssr", "entry-server.tsx", "--logLevel", "warn"]);
// The journeys start the same bundled server that `npm start` runs.
run(process.execPath, ["--import", "tsx", "scripts/build-server.ts"]);

// One migrated and seeded data folder for the run: each journey's folder starts as a copy.
const template = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-template-"));
try {
  await prepareDataTemplate(template);
  const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts"], {
    stdio: "inherit",
    env: { ...process.env, E2E_DATA_TEMPLATE: template },
  });
  process.exitCode = result.status ?? 1;
} finally {
  fs.rmSync(template, { recursive: true, force: true });
}

/** Starts the built server once on `dir` (it migrates and seeds), then stops it. */
async function prepareDataTemplate(dir: string) {
  const { startServer } = await import("../e2e/support/server.ts");
  const server = await startServer(dir, { LOG_LEVEL: "error" });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the data template's server stopped with exit code ${code}:\n${server.output()}`);
}

/**
 * Runs the browser journeys (e2e/) in the system Chromium after building the web app.
 * Without a Chromium they are skipped with a clear message, except with CI=true, where a
 * missing browser is a failure.
 */
import { spawnSync } from "node:child_process";
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
run("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts"]);

import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client.ts";
import { launchBrowser } from "./browser.ts";
import { makeDataDir, startServer, type RunningServer } from "./server.ts";

/** Where journeys save the screenshots we look at (not committed). */
export const SCREENSHOTS = path.resolve(import.meta.dirname, "../screenshots");

export interface Journey {
  dataDir: string;
  browser: Browser;
  /** The running product; a journey may stop it and start another on the same data. */
  server: RunningServer;
  /** Stops the server and opens its embedded database (one process at a time) to check what it stored. */
  openStoppedDatabase(): Promise<Database>;
}

/**
 * A fresh data folder and Chromium for the journeys of one file, with the built product started
 * on it unless `startServer` is false; everything is stopped and removed afterwards.
 */
export function useJourney({ start = true }: { start?: boolean } = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    journey.dataDir = makeDataDir();
    journey.browser = await launchBrowser();
    if (start) journey.server = await startServer(journey.dataDir);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
    if (journey.dataDir) fs.rmSync(journey.dataDir, { recursive: true, force: true });
  });
  journey.openStoppedDatabase = async () => {
    const code = await journey.server.stop();
    if (code !== 0) throw new Error(`the server stopped with exit code ${code}`);
    return openDatabase({ pgliteDir: path.join(journey.dataDir, "db") });
  };
  return journey;
}

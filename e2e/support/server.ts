import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { WAIT_MS } from "../../test-support/test-limits.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * A data folder for one journey. When scripts/test-e2e.ts made a migrated and seeded data folder
 * for the run (E2E_DATA_TEMPLATE), it starts as a copy of it (without its lock file), so no journey
 * pays for the first start's migrations and seeding; otherwise it is empty.
 */
export function makeDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template && fs.existsSync(template)) {
    fs.cpSync(template, dir, { recursive: true, filter: (source) => path.basename(source) !== "db.lock" });
  }
  return dir;
}

/** The built server that `npm start` runs (scripts/test-e2e.ts builds it before the journeys). */
export const BUILT_SERVER = path.join(root, "dist", "server", "main.js");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface RunningServer {
  url: string;
  port: number;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Sends the signal and resolves once the process has exited: its code or signal, and how long that took. */
  kill(signal: "SIGTERM" | "SIGKILL"): Promise<{ code: number | null; signal: string | null; ms: number }>;
}

export interface StartOptions {
  /** The host in `url` (the server always listens on 127.0.0.1); localhost by default. */
  urlHost?: "localhost" | "127.0.0.1";
  /** False: start without PUBLIC_URL (as a first `npm start` does); by default PUBLIC_URL is `url`. */
  publicUrl?: boolean;
  /** Another built server to start instead of this tree's (e2e/upgrade.e2e.ts: the previous release's). */
  serverBundle?: string;
}

/** Starts the built product (npm run serve: dist/server/main.js in production mode) on a free port over the given data folder. */
export async function startServer(
  dataDir: string,
  extraEnv: Record<string, string | undefined> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://${options.urlHost ?? "localhost"}:${port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", options.serverBundle ?? BUILT_SERVER], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // Without PUBLIC_URL: unset, even if this process's environment has one.
      PUBLIC_URL: options.publicUrl === false ? undefined : url,
      LOG_LEVEL: "warn",
      MAIL_POLL_INTERVAL_MS: "500",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );

  // A first start migrates and seeds the database: on a busy 2-core machine that took over a minute.
  const deadline = Date.now() + Math.max(WAIT_MS, 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return (await exited).code;
    },
    kill: async (signal) => {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return { ...(await exited), ms: Date.now() - started };
    },
  };
}

/** Runs npm run create-admin's script against a data folder (and DATABASE_URL, if given). */
export function runCreateAdmin(dataDir: string, args: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...extraEnv },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The product under load: the first admin created with scripts/create-admin.ts, then the server
 * started as `node --import tsx src/server/main.ts` in its own process (TRUST_PROXY=1, test
 * checkout, e-mails as .eml files in the data folder), its output kept in a log file; and the
 * load's own PostgreSQL database (created, then dropped).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { freePort } from "../../e2e/support/server.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

export interface ProductOptions {
  dataDir: string;
  databaseUrl?: string;
  logFile: string;
  /** More environment for the server (e.g. SMTP_URL). */
  env?: Record<string, string>;
}

function baseEnv(options: ProductOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: options.dataDir, PAYMENTS: "test", SEED_DEMO: "true" };
  delete env.SMTP_URL;
  delete env.PUBLIC_URL;
  // As `npm start` runs it (React's production build renders the e-mails).
  env.NODE_ENV = "production";
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  return { ...env, ...options.env };
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Runs scripts/create-admin.ts against the data folder or database (before the server starts). */
export async function createAdmin(options: ProductOptions, admin: { email: string; password: string; name: string }) {
  const log = fs.openSync(options.logFile, "a");
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/create-admin.ts", "--email", admin.email, "--password", admin.password, "--name", admin.name],
    { cwd: ROOT, env: baseEnv(options), stdio: ["ignore", log, log] },
  );
  const code = await waitForExit(child);
  fs.closeSync(log);
  if (code !== 0) throw new Error(`create-admin exited with ${code}; see ${options.logFile}`);
}

export interface RunningProduct {
  url: string;
  pid: number;
  /** SIGTERM, then waits for the exit (SIGKILL after 30 s); answers the exit code. */
  stop(): Promise<number | null>;
}

export async function startServer(options: ProductOptions): Promise<RunningProduct> {
  const port = await freePort();
  const log = fs.openSync(options.logFile, "a");
  // LOAD_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": to see where the server's time goes.
  const nodeArgs = (process.env.LOAD_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { ...baseEnv(options), PORT: String(port), HOST: "127.0.0.1", TRUST_PROXY: "1", LOG_LEVEL: "warn" },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const exited = waitForExit(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not start; see ${options.logFile}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  let stopped: Promise<number | null> | undefined;
  return {
    url,
    pid: child.pid!,
    stop() {
      stopped ??= (async () => {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
        const code = await exited;
        clearTimeout(timer);
        return code;
      })();
      return stopped;
    },
  };
}

/** The lines of the server's log at level error or above (pino JSON), and any non-JSON stack. */
export function serverErrorLines(logFile: string): string[] {
  if (!fs.existsSync(logFile)) return [];
  return fs
    .readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => {
      if (!line.trim()) return false;
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return /error|exception|deadlock/i.test(line) && !/serveStatic/.test(line);
      }
    });
}

const ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** Creates load_<timestamp>_<pid> on 127.0.0.1:5432; null (with the reason) when PostgreSQL is not reachable. */
export async function createLoadDatabase(): Promise<{ url: string; drop(): Promise<void> } | { unreachable: string }> {
  const name = `load_${Date.now()}_${process.pid}`;
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    return { unreachable: (error as Error).message || String(error) };
  }
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  let dropped = false;
  const dropOnce = async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
    await admin.connect();
    try {
      await admin.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await admin.end();
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    async drop() {
      if (dropped) return;
      try {
        await dropOnce();
      } catch {
        // A server still shutting down may hold it a moment longer: once more.
        await new Promise((r) => setTimeout(r, 2_000));
        await dropOnce();
      }
      dropped = true;
      console.log(`dropped database ${name}`);
    },
  };
}

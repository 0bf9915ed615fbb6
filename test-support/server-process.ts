import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { WAIT_MS } from "./test-limits.ts";

/** The project's root folder. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything the process wrote so far, stdout and stderr together. */
  output(): string;
  /** Waits until the output matches (WAIT_MS at most); throws if the process exits first. */
  waitFor(pattern: RegExp): Promise<void>;
}

export interface StartOptions {
  /** The working folder (default: the project root); `.env` is read from there. */
  cwd?: string;
  /**
   * The data folder; a new temporary one (removed after the test) when absent and DATA_DIR is not
   * in env; null: no DATA_DIR at all (e.g. to read it from a .env file).
   */
  dataDir?: string | null;
}

/**
 * `node --import tsx src/server/main.ts` (or another script of the project) with only PATH, a
 * data folder, HOST=127.0.0.1 and the given environment; its output collected. Register the
 * returned cleanup (it kills the process and removes the temporary data folder).
 */
export function startServerProcess(
  env: Record<string, string>,
  options: StartOptions & { script?: string; args?: string[] } = {},
): ServerProcess & { cleanup(): void } {
  const ownDataDir = options.dataDir === undefined && env.DATA_DIR === undefined;
  const dataDir = options.dataDir === null ? undefined : (options.dataDir ?? (ownDataDir ? fs.mkdtempSync(path.join(os.tmpdir(), "server-process-")) : undefined));
  const tsx = pathToFileURL(path.join(projectRoot, "node_modules", "tsx", "dist", "loader.mjs")).href;
  const script = path.join(projectRoot, options.script ?? "src/server/main.ts");
  const child = spawn(process.execPath, ["--import", tsx, script, ...(options.args ?? [])], {
    cwd: options.cwd ?? projectRoot,
    env: { PATH: process.env.PATH, HOST: "127.0.0.1", ...(dataDir ? { DATA_DIR: dataDir } : {}), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr!.on("data", (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    async waitFor(pattern: RegExp) {
      const deadline = Date.now() + WAIT_MS;
      while (!pattern.test(output)) {
        if (child.exitCode !== null) throw new Error(`the process exited (${child.exitCode}) before ${pattern}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} in:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    cleanup() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      if (ownDataDir && dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

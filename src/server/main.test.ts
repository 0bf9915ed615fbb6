import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `node --import tsx src/server/main.ts` with the given environment; output collected. */
function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "main-test-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr!.on("data", (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  cleanups.push(() => {
    child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    child,
    exited,
    output: () => output,
    async waitFor(pattern: RegExp, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} in:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

describe("server start with DATABASE_URL on a database that cannot be reached", () => {
  it("listens at once, answers 503 starting, says once what is wrong without the password, and keeps trying", async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      DATABASE_URL: "postgres://shop:do-not-print-me@127.0.0.1:1/shop",
      SESSION_SECRET: "a-session-secret-of-at-least-32-characters",
      PAYMENTS: "test",
      LOG_LEVEL: "info",
    });
    await server.waitFor(/listening on/);
    await server.waitFor(/cannot be reached/);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "starting", database: "connecting" });
    const api = await fetch(`http://127.0.0.1:${port}/api/tours`);
    expect(api.status).toBe(503);
    expect((await api.json()).error.code).toBe("starting");
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("The service is starting");

    // Still waiting after the first retries (1 s, then 2 s): the process is alive, one clear line.
    await new Promise((r) => setTimeout(r, 3500));
    expect(server.child.exitCode).toBeNull();
    const output = server.output();
    const problemLines = output.split("\n").filter((line) => line.includes("cannot be reached"));
    expect(problemLines).toHaveLength(1);
    expect(problemLines[0]).toContain("PostgreSQL at 127.0.0.1:1/shop cannot be reached (connection refused");
    expect(output).not.toContain("do-not-print-me");
    expect(output).not.toMatch(/\n\s+at /); // no stack trace

    // The payment mode is in the listening line, and the test checkout is announced once.
    const listening = JSON.parse(output.split("\n").find((line) => line.includes("listening on"))!);
    expect(listening.payments).toBe("test");
    expect(output.split("\n").filter((line) => /test checkout/i.test(line))).toHaveLength(1);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

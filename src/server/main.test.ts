import { afterEach, describe, expect, it } from "vitest";
import { freePort, startServerProcess } from "../../test-support/server-process.ts";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function startServer(env: Record<string, string>) {
  const server = startServerProcess(env);
  cleanups.push(() => server.cleanup());
  return server;
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
    await server.waitFor(/starting on/);
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

    // The payment mode is in the starting line, and the test checkout is announced once; no
    // address is announced as ready while the database is not.
    const starting = JSON.parse(output.split("\n").find((line) => line.includes("starting on"))!);
    expect(starting.payments).toBe("test");
    expect(output).not.toContain("ready on");
    expect(output.split("\n").filter((line) => /test checkout/i.test(line))).toHaveLength(1);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

import http from "node:http";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { runAdminQuery, withDatabaseName } from "../../test-support/admin-query.ts";
import { transferBookingBody } from "../../test-support/booking-body.ts";
import { freePort, startServerProcess } from "../../test-support/server-process.ts";
import { createPostgresTestDatabase, putMigratedDatabase } from "../../test-support/test-database.ts";
import { WAIT_MS } from "../../test-support/test-limits.ts";
import { openDatabase } from "./db/client.ts";
import { bookings } from "./db/schema.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** What one request got: a whole answer, or an error before or during it. */
type Outcome =
  | { kind: "answer"; status: number; body: string; id: string; sentBeforeSignal: boolean }
  | { kind: "refused"; code: string; id: string }
  | { kind: "reset-reused"; code: string; id: string }
  | { kind: "broken"; code: string; id: string; sentBeforeSignal: boolean };

/** One POST on the loop's own keep-alive connection; sorts the result into an Outcome. */
function post(agent: http.Agent, port: number, id: string, body: unknown, headers: Record<string, string>, sentBeforeSignal: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      { host: "127.0.0.1", port, path: "/api/bookings", method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ kind: "answer", status: response.statusCode ?? 0, body: text, id, sentBeforeSignal }));
        response.on("error", (error: NodeJS.ErrnoException) => resolve({ kind: "broken", code: error.code ?? error.message, id, sentBeforeSignal }));
        response.on("aborted", () => resolve({ kind: "broken", code: "aborted", id, sentBeforeSignal }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      if (code === "ECONNREFUSED") resolve({ kind: "refused", code, id });
      // Node's documented keep-alive race: the server closed an idle connection as this request
      // was written on it; the server never read it (checked below: nothing stored).
      else if (request.reusedSocket && (code === "ECONNRESET" || code === "EPIPE")) resolve({ kind: "reset-reused", code, id });
      else resolve({ kind: "broken", code, id, sentBeforeSignal });
    });
    request.end(payload);
  });
}

async function waitForHealth(port: number) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`health never answered 200 (last ${status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** PostgreSQL (a new database on TEST_DATABASE_URL's server) when the suite runs on it, else the embedded one. */
async function databaseEnv(dataDir: string): Promise<{ env: Record<string, string>; open: () => ReturnType<typeof openDatabase> }> {
  const url = process.env.TEST_DB === "pg" ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    await putMigratedDatabase(dataDir);
    return { env: {}, open: () => openDatabase({ pgliteDir: path.join(dataDir, "db") }) };
  }
  const name = `graceful_${randomBytes(5).toString("hex")}`;
  await createPostgresTestDatabase(url, name);
  cleanups.push(() => runAdminQuery(url, `drop database if exists ${name} with (force)`));
  const databaseUrl = withDatabaseName(url, name);
  return { env: { DATABASE_URL: databaseUrl, SESSION_SECRET: "a-session-secret-of-at-least-32-characters" }, open: () => openDatabase({ databaseUrl }) };
}

describe("SIGTERM under booking load", () => {
  it("answers every request in flight whole, refuses the rest cleanly, closes the database last and exits 0", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "graceful-stop-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const database = await databaseEnv(dataDir);
    const port = await freePort();
    const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: "1", PAYMENTS: "test", LOG_LEVEL: "info", ...database.env });
    cleanups.push(() => server.cleanup());
    await server.waitFor(/ready on/);
    await waitForHealth(port);
    const { vehicles } = (await (await fetch(`http://127.0.0.1:${port}/api/vehicles`)).json()) as { vehicles: { id: string; class: string }[] };
    const vehicle = vehicles[0]!;

    const LOOPS = 8;
    let signalled = false;
    let answered = 0;
    const outcomes: Outcome[] = [];
    const loops = Array.from({ length: LOOPS }, async (_, loop) => {
      // One kept-alive connection per loop, as a browser or a proxy keeps them.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let i = 0; ; i++) {
          const body = transferBookingBody(vehicle, { customerEmail: `load${loop}-${i}@example.com` });
          // Each request from its own address, so the booking rate limit never answers instead.
          const outcome = await post(agent, port, body.id as string, body, { "x-forwarded-for": `10.${loop}.${Math.floor(i / 250)}.${i % 250}` }, !signalled);
          outcomes.push(outcome);
          if (outcome.kind === "answer") answered += 1;
          if (outcome.kind !== "answer" || (outcome.status !== 201 && outcome.status !== 200)) return;
        }
      } finally {
        agent.destroy();
      }
    });

    // The signal comes while every loop has a booking in flight.
    const deadline = Date.now() + WAIT_MS;
    while (answered < 4 * LOOPS) {
      if (Date.now() > deadline) throw new Error(`only ${answered} answers:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    signalled = true;
    server.child.kill("SIGTERM");
    await Promise.all(loops);
    const code = await server.exited;

    const broken = outcomes.filter((o) => o.kind === "broken");
    expect(broken, server.output()).toEqual([]);
    const answers = outcomes.filter((o) => o.kind === "answer");
    for (const answer of answers) {
      expect([200, 201, 503]).toContain(answer.status);
      const parsed = JSON.parse(answer.body) as { error?: { code: string } };
      if (answer.status === 503) expect(parsed.error?.code).toBe("stopping");
    }
    expect(server.output()).not.toMatch(/Cannot use a pool|PGlite is closed|closed database/i);
    expect(code).toBe(0);

    // Every acknowledged booking is stored; none of those refused or never read is.
    const acknowledged = answers.filter((o) => o.status === 201).map((o) => o.id);
    const notTaken = outcomes.filter((o) => o.kind === "refused" || o.kind === "reset-reused" || (o.kind === "answer" && o.status === 503)).map((o) => o.id);
    const opened = await database.open();
    try {
      const stored = new Set((await opened.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.id, [...acknowledged, ...notTaken]))).map((r) => r.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(notTaken.filter((id) => stored.has(id))).toEqual([]);
    } finally {
      await opened.close();
    }
    const lines = server.output().split("\n");
    expect(lines.some((line) => line.includes("stopped accepting"))).toBe(true);
    expect(lines.findIndex((line) => line.includes("database closed"))).toBeGreaterThan(lines.findIndex((line) => line.includes("requests in flight answered")));
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { WAIT_MS } from "../../../test-support/test-limits.ts";
import { createRequestDrain } from "./request-drain.ts";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A server whose /slow answers only when the test opens the gate, with a long body. */
async function startServer() {
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  let slowStarted!: () => void;
  const started = new Promise<void>((resolve) => (slowStarted = resolve));
  const drain = createRequestDrain();
  const handler = drain.wrap(async (request) => {
    if (new URL(request.url).pathname === "/slow") {
      slowStarted();
      await gate;
      return new Response("x".repeat(200_000));
    }
    return new Response("fast");
  });
  const server = http.createServer(getRequestListener(handler));
  drain.attach(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => server.closeAllConnections());
  return { drain, handler, openGate, started, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
        response.on("aborted", () => reject(new Error("answer cut")));
      })
      .on("error", reject);
  });
}

describe("createRequestDrain", () => {
  it("answers the request in flight whole, however long it takes, and closes its connection after", async () => {
    const s = await startServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => agent.destroy());
    expect((await get(s.port, "/fast", agent)).body).toBe("fast"); // a kept-alive connection, idle now
    const slow = get(s.port, "/slow", new http.Agent({ keepAlive: true }));
    await s.started;

    const drained = s.drain.drain(WAIT_MS);
    // No new connection is accepted once draining.
    await expect(get(s.port, "/fast")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    // What still reaches the handler gets 503 "stopping" with Connection: close.
    const late = await s.handler(new Request("http://127.0.0.1/api/tours"));
    expect(late.status).toBe(503);
    expect(late.headers.get("connection")).toBe("close");
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe("stopping");

    s.openGate();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(200_000);
    expect(answer.connection).toBe("close");
    expect(await drained).toEqual({ answered: 1, cut: 0 });
  });

  it("closes what still runs when the grace period ends, and says how many", async () => {
    const s = await startServer();
    const slow = get(s.port, "/slow").catch((error: Error) => error);
    await s.started;
    expect(await s.drain.drain(10)).toMatchObject({ cut: 1 });
    expect(await slow).toBeInstanceOf(Error);
  });
});

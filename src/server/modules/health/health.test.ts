import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../../test-support/test-app.ts";
import { PING_REUSE_MS, sharePing } from "./shared-ping.ts";
import { createStartingApp, STARTING_MESSAGE } from "./starting-app.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/health", () => {
  it("answers 200 while the database is reachable and 503 once it is not (within a second)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t = await createTestApp();
    const up = await t.request("/api/health");
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: "ok", database: "up" });

    await t.close();
    vi.setSystemTime(Date.now() + PING_REUSE_MS);
    const down = await t.request("/api/health");
    expect(down.status).toBe(503);
    expect((await down.json()).database).toBe("down");
  });
});

describe("sharePing", () => {
  it("runs one ping for checks that arrive together and reuses an up answer for a second", async () => {
    let clock = 0;
    let pings = 0;
    const check = sharePing(async () => {
      pings += 1;
      return true;
    }, () => clock);
    expect(await Promise.all([check(), check(), check()])).toEqual([true, true, true]);
    expect(pings).toBe(1);
    clock += PING_REUSE_MS - 1;
    expect(await check()).toBe(true);
    expect(pings).toBe(1);
    clock += 1;
    expect(await check()).toBe(true);
    expect(pings).toBe(2);
  });

  it("never reuses a down answer, and counts a failing ping as down", async () => {
    const answers = [false, true];
    let pings = 0;
    const check = sharePing(async () => {
      pings += 1;
      const answer = answers.shift();
      if (answer === undefined) throw new Error("no database");
      return answer;
    }, () => 0);
    expect(await check()).toBe(false);
    expect(await check()).toBe(true);
    expect(pings).toBe(2);
    const failing = sharePing(() => Promise.reject(new Error("closed")));
    expect(await failing()).toBe(false);
  });
});

describe("the starting app", () => {
  it("answers its 503s with a request id, in the header and in the error body", async () => {
    const app = createStartingApp();
    const api = await app.request("/api/bookings", { method: "POST" });
    expect(api.status).toBe(503);
    const id = api.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await api.json()).toEqual({ error: { code: "starting", message: STARTING_MESSAGE, requestId: id } });
    const page = await app.request("/", { headers: { "x-request-id": "not-trusted" } });
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const behindProxy = await createStartingApp(1).request("/api/health", { headers: { "x-request-id": "lb-1" } });
    expect(behindProxy.headers.get("x-request-id")).toBe("lb-1");
  });
});

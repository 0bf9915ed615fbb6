import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { captureLogs } from "../../../../test-support/log-capture.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";

// Issue 25: /api/health says the process is alive; /api/health/ready says whether it can take
// writes (the database, the data folder), so a full disk no longer leaves the server "healthy"
// while every booking fails.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const readiness = async (app: TestApp) => {
  const answer = await app.request("/api/health/ready");
  return { status: answer.status, body: (await answer.json()) as { status: string; checks: Record<string, string> } };
};

describe("GET /api/health/ready", () => {
  it("answers 200 when the database and the data folder take writes, and leaves nothing behind", async () => {
    t = await createTestApp();
    const dataDir = t.deps.env.dataDir;
    const before = fs.readdirSync(dataDir);
    expect(await readiness(t)).toEqual({ status: 200, body: { status: "ready", checks: { database: "up", dataDir: "up" } } });
    expect(fs.readdirSync(dataDir)).toEqual(before);
  });

  it("answers 503 naming the data folder when it is gone, while /api/health stays alive", async () => {
    const logs = captureLogs();
    t = await createTestApp({ logger: logs.logger });
    fs.rmSync(t.deps.env.dataDir, { recursive: true, force: true });
    expect(await readiness(t)).toEqual({ status: 503, body: { status: "unavailable", checks: { database: "up", dataDir: "down" } } });
    expect((await t.request("/api/health")).status).toBe(200);
    expect(logs.lines.find((line) => line.msg === "not ready: the data folder cannot take a write")).toBeDefined();
  });

  it("answers 503 when the data folder's path is a file (no write can land there)", async () => {
    t = await createTestApp();
    const dataDir = t.deps.env.dataDir;
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.writeFileSync(dataDir, "not a folder");
    expect(await readiness(t)).toMatchObject({ status: 503, body: { checks: { dataDir: "down" } } });
    fs.rmSync(dataDir);
    fs.mkdirSync(dataDir);
    // Back: the next check writes again (a failure is never reused).
    expect(await readiness(t)).toMatchObject({ status: 200, body: { status: "ready" } });
  });

  it("answers 503 naming the database when it cannot take a write", async () => {
    t = await createTestApp();
    await t.database.close();
    expect(await readiness(t)).toEqual({ status: 503, body: { status: "unavailable", checks: { database: "down", dataDir: "up" } } });
  });
});

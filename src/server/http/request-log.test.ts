import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transferBookingBody } from "../../../test-support/booking-body.ts";
import { captureLogs, type LogLine } from "../../../test-support/log-capture.ts";
import { createTestApp, type TestApp } from "../../../test-support/test-app.ts";
import { vehicles } from "../db/schema.ts";
import { seedDemoCatalogue } from "../db/seed.ts";

// Issue 25: one log line per request (method, route pattern, status, duration, id), the id in an
// X-Request-Id answer header, in every error answer and every error log line; an incoming id is
// taken from a trusted proxy only.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const requestLines = (lines: LogLine[]) => lines.filter((line) => line.msg === "request");
const linesOf = (lines: LogLine[], requestId: string | null) => lines.filter((line) => line.requestId === requestId);

describe("request ids and request logs", () => {
  let t: TestApp;
  let logs: ReturnType<typeof captureLogs>;
  let manageToken: string;

  beforeAll(async () => {
    logs = captureLogs();
    t = await createTestApp({ logger: logs.logger });
    // A route that fails, as an unexpected fault in any handler would (registered for this test only;
    // before the first request, which builds the router).
    t.app.get("/test-only/fails", () => {
      throw new Error("the handler broke");
    });
    await seedDemoCatalogue(t.db);
    const [economy] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1);
    const created = await t.request("/api/bookings", { json: transferBookingBody(economy!) });
    expect(created.status, await created.clone().text()).toBe(201);
    manageToken = ((await created.json()) as { manageToken: string }).manageToken;
  });
  afterAll(() => t.close());

  it("answers a fresh X-Request-Id on every answer: JSON, cached catalogue, errors, refusals", async () => {
    const answers = [
      await t.request("/api/health"),
      await t.request("/api/tours"),
      await t.request("/api/no-such-thing"),
      await t.request("/api/admin/settings"),
      await t.request("/%01"),
      await t.request("/api/tours", { headers: { "accept-encoding": "gzip" } }),
    ];
    const ids = answers.map((answer) => answer.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("ignores an incoming X-Request-Id when no proxy is trusted", async () => {
    const answer = await t.request("/api/health", { headers: { "x-request-id": "from-the-client" } });
    expect(answer.headers.get("x-request-id")).toMatch(UUID);
  });

  it("puts the id in every error body, keeping code and message", async () => {
    for (const [path, status, code] of [
      ["/api/no-such-thing", 404, "not_found"],
      ["/api/admin/settings", 401, "unauthenticated"],
      [`/api/manage/${"Q".repeat(43)}`, 404, undefined],
    ] as const) {
      const answer = await t.request(path);
      expect(answer.status).toBe(status);
      const body = (await answer.json()) as { error: { code: string; message: string; requestId: string } };
      expect(body.error.requestId).toBe(answer.headers.get("x-request-id"));
      if (code) expect(body.error.code).toBe(code);
      expect(typeof body.error.message).toBe("string");
      expect(body.error.message.length).toBeGreaterThan(0);
    }
  });

  it("logs one line per request with method, route pattern, status, duration and id", async () => {
    const answer = await t.request("/api/tours/no-such-tour?lang=pt");
    const id = answer.headers.get("x-request-id");
    const mine = linesOf(logs.lines, id);
    expect(mine).toHaveLength(1);
    const [line] = mine;
    expect(line).toMatchObject({ msg: "request", method: "GET", route: "/api/tours/:slug", status: answer.status, requestId: id });
    expect(typeof line!.ms).toBe("number");
    expect(line!.ms as number).toBeGreaterThanOrEqual(0);
    // Nothing of the request beyond those: no raw path, query, headers or address.
    expect(Object.keys(line!).sort()).toEqual(["level", "method", "ms", "msg", "requestId", "route", "status", "time"]);
  });

  it("never writes a booking's private token to the log, whatever the request", async () => {
    const paths = [
      `/api/manage/${manageToken}`,
      `/api/manage/${manageToken}?lang=pt`,
      `/api/manage/${manageToken}/calendar.ics`,
      `/booking/${manageToken}`,
      `/api/tours?token=${manageToken}`,
    ];
    const ids: (string | null)[] = [];
    for (const path of paths) ids.push((await t.request(path)).headers.get("x-request-id"));
    ids.push(
      (await t.request(`/api/manage/${manageToken}/change-request`, { json: { message: manageToken } })).headers.get("x-request-id"),
    );
    for (const id of ids) expect(linesOf(requestLines(logs.lines), id)).toHaveLength(1);
    const manageLine = linesOf(logs.lines, ids[0]!)[0];
    expect(manageLine).toMatchObject({ route: "/api/manage/:token", status: 200 });
    expect(logs.text()).not.toContain(manageToken);
  });

  it("logs a failing request's error with its id, and answers the id in a 500 without details", async () => {
    const answer = await t.request("/test-only/fails");
    expect(answer.status).toBe(500);
    const id = answer.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    const body = (await answer.json()) as { error: Record<string, unknown> };
    expect(body.error.requestId).toBe(id);
    expect(body.error.code).toBe("internal_error");
    expect(JSON.stringify(body)).not.toContain("the handler broke");
    const mine = linesOf(logs.lines, id);
    const failure = mine.find((line) => line.msg === "request failed");
    expect(failure).toMatchObject({ level: 50, method: "GET", route: "/test-only/fails" });
    expect(JSON.stringify(failure)).toContain("the handler broke");
    expect(mine.find((line) => line.msg === "request")).toMatchObject({ status: 500, route: "/test-only/fails" });
  });
});

describe("request ids behind a trusted proxy", () => {
  let t: TestApp;
  let logs: ReturnType<typeof captureLogs>;
  beforeAll(async () => {
    logs = captureLogs();
    t = await createTestApp({ logger: logs.logger, env: { TRUST_PROXY: "1", LOG_REQUESTS: "false" } });
  });
  afterAll(() => t.close());

  it("keeps a sane incoming id and replaces anything else", async () => {
    const sane = "lb-7f3a.2026_11_27-Z";
    expect((await t.request("/api/health", { headers: { "x-request-id": sane } })).headers.get("x-request-id")).toBe(sane);
    const limit = "a".repeat(128);
    expect((await t.request("/api/health", { headers: { "x-request-id": limit } })).headers.get("x-request-id")).toBe(limit);
    for (const insane of ["a".repeat(129), "has space", "semi;colon", "ünï", "a/b", ""]) {
      const answer = await t.request("/api/health", { headers: { "x-request-id": insane } });
      expect(answer.headers.get("x-request-id"), insane).toMatch(UUID);
    }
    const error = await t.request("/api/no-such-thing", { headers: { "x-request-id": sane } });
    expect(((await error.json()) as { error: { requestId: string } }).error.requestId).toBe(sane);
  });

  it("writes no request line with LOG_REQUESTS=false", async () => {
    await t.request("/api/health");
    expect(requestLines(logs.lines)).toEqual([]);
  });
});

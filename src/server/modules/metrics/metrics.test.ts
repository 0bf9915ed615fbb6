import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { mailOutbox, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createMailWorker } from "../../integrations/mail/worker.ts";
import type { MailTransport } from "../../integrations/mail/transports.ts";
import { silentLogger } from "../../logger.ts";

// Issue 25: /metrics in Prometheus' text format, behind a token (404 without one configured).

const TOKEN = "metrics-token-for-tests-0123456789";

/** The value of one sample line of an exposition (`name{labels} value`), or undefined without it. */
function sampleOf(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 404 to everyone, so nothing leaks", async () => {
    for (const authorization of [undefined, "Bearer ", "Bearer undefined", `Bearer ${TOKEN}`]) {
      const answer = await t.request("/metrics", { headers: authorization ? { authorization } : {} });
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain("http_requests_total");
    }
  });
});

describe("/metrics with METRICS_TOKEN", () => {
  let t: TestApp;
  const scrape = async () => {
    const answer = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    return answer.text();
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await seedDemoCatalogue(t.db);
  });
  afterAll(() => t.close());

  it("refuses a missing or wrong token with 401, and answers the right one, never cached", async () => {
    for (const authorization of [undefined, "Bearer", `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN.slice(1)}`]) {
      const answer = await t.request("/metrics", { headers: authorization ? { authorization } : {} });
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await answer.text()).not.toContain("http_requests_total");
    }
    const answer = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-request-id")).toBeTruthy();
  });

  it("lists every series of the issue", async () => {
    const text = await scrape();
    const series = [
      "http_requests_total",
      "http_request_duration_seconds",
      "bookings_created_total",
      "mail_queued_total",
      "mail_sent_total",
      "mail_send_failures_total",
      "mail_outbox_oldest_pending_age_seconds",
      "nodejs_eventloop_lag_seconds",
      ...(t.database.kind === "postgres" ? ["db_pool_connections", "db_pool_idle_connections", "db_pool_waiting_clients"] : []),
    ];
    for (const name of series) expect(text, name).toContain(`# TYPE ${name} `);
    // The embedded database has one connection and no pool to report.
    if (t.database.kind === "pglite") expect(text).not.toContain("db_pool_");
  });

  it("counts requests and their durations by method, route pattern and status class", async () => {
    const series = 'method="GET",route="/api/tours/:slug",status_class="4xx"';
    const before = await scrape();
    await t.request("/api/tours/no-such-tour");
    await t.request("/api/tours/another-missing-tour");
    const after = await scrape();
    const counted = (text: string) => sampleOf(text, `http_requests_total{${series}}`) ?? 0;
    const timed = (text: string) => sampleOf(text, `http_request_duration_seconds_count{${series}}`) ?? 0;
    expect(counted(after) - counted(before)).toBe(2);
    expect(timed(after) - timed(before)).toBe(2);
    // No raw path is a label.
    expect(after).not.toContain("no-such-tour");
  });

  it("counts bookings created and the e-mails they queued", async () => {
    const before = await scrape();
    const [{ rows: outboxBefore }] = (await t.db.select({ rows: count() }).from(mailOutbox)) as [{ rows: number }];
    const [economy] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1);
    const body = transferBookingBody(economy!, { returnTrip: true, returnDate: transferBookingBody(economy!).bookingDate, returnTime: "18:00" });
    const created = await t.request("/api/bookings", { json: body });
    expect(created.status, await created.clone().text()).toBe(201);
    // The same submission again creates nothing.
    expect((await t.request("/api/bookings", { json: body })).status).toBe(200);
    const after = await scrape();
    const [{ rows: outboxAfter }] = (await t.db.select({ rows: count() }).from(mailOutbox)) as [{ rows: number }];
    const delta = (name: string) => (sampleOf(after, name) ?? 0) - (sampleOf(before, name) ?? 0);
    expect(delta("bookings_created_total")).toBe(2); // the outbound trip and its return
    expect(delta("mail_queued_total")).toBe(outboxAfter - outboxBefore);
    expect(outboxAfter - outboxBefore).toBeGreaterThan(0);
  });

  it("counts e-mails sent and failed attempts, and the age of the oldest unsent one", async () => {
    // Every e-mail queued so far is made an hour old; the worker sends all but the first.
    await t.db.update(mailOutbox).set({ createdAt: sql`now() - interval '1 hour'` }).where(eq(mailOutbox.status, "pending"));
    const pending = await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, "pending"));
    expect(pending.length).toBeGreaterThan(1);
    const startedAt = Date.now();
    const aged = sampleOf(await scrape(), "mail_outbox_oldest_pending_age_seconds")!;
    expect(aged).toBeGreaterThanOrEqual(3600);
    expect(aged).toBeLessThanOrEqual(3600 + (Date.now() - startedAt) / 1000 + 1);

    const before = await scrape();
    let sends = 0;
    const transport: MailTransport = {
      describe: "test",
      async send() {
        sends += 1;
        if (sends === 1) throw new Error("refused by the test transport");
      },
      async close() {},
    };
    const worker = createMailWorker({ db: t.db, transport, logger: silentLogger, intervalMs: 60_000, concurrency: 1, metrics: t.deps.metrics });
    const result = await worker.runOnce();
    await worker.stop();
    expect(result.failed).toBe(1);
    expect(result.sent).toBe(pending.length - 1);
    const after = await scrape();
    const delta = (name: string) => (sampleOf(after, name) ?? 0) - (sampleOf(before, name) ?? 0);
    expect(delta("mail_sent_total")).toBe(result.sent);
    expect(delta("mail_send_failures_total")).toBe(1);
    // The failed one is still unsent, and still an hour old.
    expect(sampleOf(after, "mail_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(3600);

    await t.db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.status, "pending"));
    expect(sampleOf(await scrape(), "mail_outbox_oldest_pending_age_seconds")).toBe(0);
  });

  it("reports the PostgreSQL pool's connections", async () => {
    if (t.database.kind !== "postgres") return;
    const text = await scrape();
    expect(sampleOf(text, "db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(sampleOf(text, "db_pool_idle_connections")).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, "db_pool_waiting_clients")).toBe(0);
  });
});

describe("metrics of two apps in one process", () => {
  it("are kept apart (one registry per app)", async () => {
    const a = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const b = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      await a.request("/api/tours/only-in-a");
      const series = 'http_requests_total{method="GET",route="/api/tours/:slug",status_class="4xx"}';
      const scrapeOf = async (app: TestApp) => (await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      expect(sampleOf(await scrapeOf(a), series)).toBe(1);
      expect(sampleOf(await scrapeOf(b), series)).toBeUndefined();
    } finally {
      await a.close();
      await b.close();
    }
  });
});

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { databaseRuntimeOf, type Db, type PoolStats } from "../db/client.ts";
import { mailsQueuedByThisProcess, oldestPendingMailAt } from "../integrations/mail/outbox.ts";

/** What a request adds to the metrics once answered (see request-log.ts: no path, no id). */
export interface AnsweredRequest {
  method: string;
  /** The route pattern (`/api/manage/:token`), never the path. */
  route: string;
  status: number;
  ms: number;
}

/**
 * One app's Prometheus metrics (prom-client), in a registry of its own: never the global default
 * one, so several apps in one process (the tests) keep theirs apart. Served by /metrics
 * (modules/metrics/routes.ts). Every hook is a counter or histogram update in memory: nothing
 * here reads the database per request. What needs the database (the outbox's oldest unsent
 * e-mail) or the pool is read when Prometheus scrapes.
 */
export interface AppMetrics {
  registry: Registry;
  /** One answered request: counted, and its duration observed, by method, route and status class. */
  requestAnswered(request: AnsweredRequest): void;
  /** Bookings stored (an outbound trip and its return count as two), once committed. */
  bookingsCreated(count: number): void;
  /** One e-mail the mail worker sent. */
  mailSent(): void;
  /** One send attempt that failed (the e-mail is retried later). */
  mailFailed(): void;
}

/** Request durations, in seconds: from a cached catalogue answer (well under 5 ms) to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"];
const statusClassOf = (status: number) => STATUS_CLASSES[Math.floor(status / 100) - 1] ?? "other";

export interface AppMetricsOptions {
  db: Db;
  /**
   * Also the process's own series (prom-client's default metrics: CPU, memory, heap, GC, and
   * nodejs_eventloop_lag_seconds). They start observers (event loop delay, GC), so only an app
   * whose metrics can be scraped (METRICS_TOKEN) collects them.
   */
  processMetrics: boolean;
}

export function createAppMetrics({ db, processMetrics }: AppMetricsOptions): AppMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status_class"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "Answered HTTP requests, by method, route pattern and status class.", labelNames, registers: [registry] });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer (before the body is streamed), by method, route pattern and status class.",
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const bookings = new Counter({ name: "bookings_created_total", help: "Bookings stored (a return trip is a booking of its own).", registers: [registry] });
  const sent = new Counter({ name: "mail_sent_total", help: "E-mails the outbox worker of this process sent.", registers: [registry] });
  const failed = new Counter({ name: "mail_send_failures_total", help: "Send attempts of the outbox worker that failed (each e-mail is retried later).", registers: [registry] });

  // E-mails are queued inside the caller's transaction, wherever it runs (a request, better-auth's
  // hooks): outbox.ts counts them for the process, and this counter follows that count from
  // the moment the app was built.
  let queuedSeen = mailsQueuedByThisProcess();
  new Counter({
    name: "mail_queued_total",
    help: "E-mails this process queued in the outbox.",
    registers: [registry],
    collect() {
      const queued = mailsQueuedByThisProcess();
      if (queued > queuedSeen) this.inc(queued - queuedSeen);
      queuedSeen = queued;
    },
  });

  new Gauge({
    name: "mail_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest e-mail not sent yet (0 when none waits); NaN when the database cannot answer.",
    registers: [registry],
    async collect() {
      try {
        const oldest = await oldestPendingMailAt(db);
        this.set(oldest === null ? 0 : Math.max(0, (Date.now() - oldest.getTime()) / 1000));
      } catch {
        this.set(Number.NaN);
      }
    },
  });

  const pool = databaseRuntimeOf(db)?.poolStats;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool()));
        },
      });
    poolGauge("db_pool_connections", "Connections the PostgreSQL pool holds open (busy and idle).", (s) => s.total);
    poolGauge("db_pool_idle_connections", "Open connections of the pool that no query uses.", (s) => s.idle);
    poolGauge("db_pool_waiting_clients", "Queries waiting for a connection of the pool (all are busy).", (s) => s.waiting);
    poolGauge("db_pool_max_connections", "Most connections the pool opens.", (s) => s.max);
  }

  return {
    registry,
    requestAnswered({ method, route, status, ms }) {
      const statusClass = statusClassOf(status);
      requests.labels(method, route, statusClass).inc();
      durations.labels(method, route, statusClass).observe(ms / 1000);
    },
    bookingsCreated(count) {
      bookings.inc(count);
    },
    mailSent() {
      sent.inc();
    },
    mailFailed() {
      failed.inc();
    },
  };
}

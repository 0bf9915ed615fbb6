/**
 * The CPU a booking costs the server's Node process, measured in-process: the whole app
 * (createApp, as main.ts builds it) on a fresh database, bookings posted with app.request one at
 * a time, process.cpuUsage() around them; then the mail worker drains what they queued (rendering
 * each branded mail and its calendar file, writing .eml files) and its CPU is counted apart.
 * On PGlite the database runs in this process and is counted; on PostgreSQL only Node is.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../../src/server/app.ts";
import { createAuth } from "../../src/server/auth/auth.ts";
import { parseEnv } from "../../src/server/env.ts";
import { seedDemoCatalogue } from "../../src/server/db/seed.ts";
import { vehicles, extras } from "../../src/server/db/schema.ts";
import { createMailTransport } from "../../src/server/integrations/mail/transports.ts";
import { createMailWorker } from "../../src/server/integrations/mail/worker.ts";
import { createOffInvoicing } from "../../src/server/integrations/invoicing/off-invoicing.ts";
import { createPaymentProvider } from "../../src/server/integrations/payments/create-payment-provider.ts";
import { createPlaces } from "../../src/server/integrations/places/create-places.ts";
import { createFlightStatus } from "../../src/server/integrations/flights/create-flight-status.ts";
import { createPhotoStorage } from "../../src/server/integrations/photo-storage/create-photo-storage.ts";
import { createLogger, silentLogger } from "../../src/server/logger.ts";
import { createAppMetrics } from "../../src/server/metrics/app-metrics.ts";
import { openDatabaseAtStart } from "../../src/server/open-database-at-start.ts";
import { bookingBody } from "./body.ts";

export interface CpuFigures {
  bookings: number;
  /** ms of CPU (user + system) per booking, the request alone. */
  bookingMs: number;
  /** ms of CPU per booking for its e-mails (2 confirmations, 1 company notice, the .ics). */
  mailMs: number;
  mails: number;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

export async function measureBookingCpu(options: { databaseUrl?: string; bookings: number; warmup: number }): Promise<CpuFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-booking-"));
  const env = parseEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PAYMENTS: "test",
    TRUST_PROXY: "1",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://127.0.0.1:3000",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const database = await openDatabaseAtStart(env, silentLogger);
  const { db } = database;
  await seedDemoCatalogue(db);
  const auth = createAuth({ db, env, logger: silentLogger, secret: "bench-secret-that-is-long-enough-for-better-auth", onMailQueued: () => undefined });
  const app = createApp(
    {
      env,
      db,
      logger: silentLogger,
      auth,
      payments: createPaymentProvider(env, silentLogger),
      places: createPlaces({ logger: silentLogger }),
      flightStatus: createFlightStatus({ logger: silentLogger }),
      photoStorage: createPhotoStorage(env, db),
      wakeMailWorker: () => undefined,
      invoicing: createOffInvoicing(),
      wakeInvoicingWorker: () => undefined,
      metrics: createAppMetrics({ db, processMetrics: false }),
    },
    { ping: database.ping },
  );
  const [vehicle] = await db.select().from(vehicles).limit(1);
  const [extra] = await db.select().from(extras).limit(1);
  const worker = createMailWorker({
    db,
    transport: createMailTransport({ mailDir: path.join(dataDir, "mail") }),
    logger: createLogger("warn"),
    intervalMs: 60_000,
  });
  let client = 0;
  const book = async () => {
    client += 1;
    const response = await app.request("/api/bookings?lang=en", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://127.0.0.1:3000", "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
      body: JSON.stringify(bookingBody(vehicle!, extra!.id)),
    });
    if (response.status !== 201) throw new Error(`booking answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  const drain = async () => {
    let mails = 0;
    for (;;) {
      const { sent, failed } = await worker.runOnce();
      if (failed) throw new Error("the mail worker could not write a mail");
      mails += sent;
      if (sent === 0) return mails;
    }
  };
  try {
    for (let i = 0; i < options.warmup; i++) await book();
    await drain();
    const startBooking = process.cpuUsage();
    for (let i = 0; i < options.bookings; i++) await book();
    const bookingMs = cpuMs(startBooking) / options.bookings;
    const startMail = process.cpuUsage();
    const mails = process.env.BENCH_SKIP_DRAIN ? 0 : await drain();
    const mailMs = cpuMs(startMail) / options.bookings;
    return { bookings: options.bookings, bookingMs, mailMs, mails };
  } finally {
    await worker.stop();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

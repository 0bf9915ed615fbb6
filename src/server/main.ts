import fs from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import { loadSessionSecret } from "./auth/session-secret.ts";
import type { Database } from "./db/client.ts";
import { addDemoTranslations, seedDemoCatalogue } from "./db/seed.ts";
import type { Env } from "./env.ts";
import { createMailTransport } from "./integrations/mail/transports.ts";
import { createMailWorker, type MailWorker } from "./integrations/mail/worker.ts";
import { createInvoicing } from "./integrations/invoicing/create-invoicing.ts";
import { createInvoicingWorker, type InvoicingWorker } from "./integrations/invoicing/worker.ts";
import { queueIssuedDocumentMail } from "./modules/invoices/document-mail.ts";
import { startTotalsFolding, type TotalsFolder } from "./db/fold-totals.ts";
import { startPositionRetention, type PositionRetention } from "./modules/day-of-service/position-retention.ts";
import { createPaymentProvider } from "./integrations/payments/create-payment-provider.ts";
import { createFlightStatus } from "./integrations/flights/create-flight-status.ts";
import { createPlaces } from "./integrations/places/create-places.ts";
import { createPhotoStorage } from "./integrations/photo-storage/create-photo-storage.ts";
import { movePhotosFromDisk } from "./integrations/photo-storage/move-photos-from-disk.ts";
import { createLogger } from "./logger.ts";
import { createAppMetrics } from "./metrics/app-metrics.ts";
import { readEnvironment } from "./dot-env.ts";
import { DataDirProblem, prepareDataDir } from "./db/data-dir-problems.ts";
import { reachableUrls } from "./http/reachable-urls.ts";
import { createRequestDrain } from "./http/request-drain.ts";
import { createStartingApp } from "./modules/health/starting-app.ts";
import { issueSetupToken } from "./modules/setup/service.ts";
import { CannotStartError, openDatabaseAtStart } from "./open-database-at-start.ts";
import { projectRoot } from "./project-root.ts";

/** The built web app, from the project root: the same folder from src/server (tsx) and dist/server. */
const staticDir = path.join(projectRoot, "dist", "web");
/** How long a stopping server lets the e-mails on the wire finish before it cuts them. */
const MAIL_FINISH_MS = 5_000;
/** How often the pending changes of the booking counts and report totals are folded (decision 0035). */
const TOTALS_FOLD_INTERVAL_MS = 2_000;

type FetchHandler = (request: Request, bindings?: unknown) => Response | Promise<Response>;

function readEnv(): Env {
  return readEnvironment((message) => {
    console.error(message);
    process.exit(1);
  });
}

function printSetupLink(urls: string[], token: string) {
  console.log(
    `\nNo admin account exists yet. Create the first admin in the browser (this link works once, at any of these addresses):\n` +
      urls.map((url) => `  ${url}/setup/${token}\n`).join("") +
      `or run: npm run create-admin -- --email E --password P --name N (with the server stopped)\n`,
  );
}

/** A start that cannot go on: one line, and the data folder removed if this start made it. */
function refuseToStart(message: string, createdDataDir: string | undefined): never {
  console.error(message.startsWith("Cannot start") ? message : `Cannot start: ${message}`);
  if (createdDataDir) fs.rmSync(createdDataDir, { recursive: true, force: true });
  process.exit(1);
}

async function main() {
  // Everything the server writes (database, secret, e-mails, photos) is for its own user only.
  process.umask(0o077);
  const env = readEnv();
  let createdDataDir: string | undefined;
  try {
    createdDataDir = prepareDataDir(env.dataDir).created;
  } catch (error) {
    if (error instanceof DataDirProblem) refuseToStart(error.message, undefined);
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, mailDir: path.join(env.dataDir, "mail"), from: env.MAIL_FROM });
  const places = createPlaces({ googleMapsApiKey: env.GOOGLE_MAPS_API_KEY, logger });
  const flightStatus = createFlightStatus({ flightStatusUrl: env.FLIGHT_STATUS_URL, logger });
  // The provider says itself which mode is active (PAYMENTS=test: no card is charged).
  const payments = createPaymentProvider(env, logger);
  const invoicing = createInvoicing(env, logger);

  // Listening comes first: until the database is ready, health answers 503 "starting". The
  // addresses are printed once the site serves ("ready on …"), never before a start that fails.
  let handle: FetchHandler = createStartingApp(env.TRUST_PROXY).fetch;
  let port = env.PORT;
  const drain = createRequestDrain();
  const server = serve({ fetch: drain.wrap((request, bindings) => handle(request, bindings)), port: env.PORT, hostname: env.HOST }, (info) => {
    port = info.port;
    logger.info(
      { port: info.port, payments: env.paymentsMode, mail: transport.describe, places: places.describe, flights: flightStatus.describe },
      `starting on ${env.HOST}:${info.port}: /api/health answers 503 until the database is ready`,
    );
  });
  drain.attach(server);
  server.on("error", (error: NodeJS.ErrnoException) => {
    refuseToStart(`${env.HOST}:${env.PORT} cannot be used (${error.code ?? error.message}).`, createdDataDir);
  });

  // What a shutdown must stop, once it exists.
  const running: {
    database?: Database;
    mailWorker?: MailWorker;
    invoicingWorker?: InvoicingWorker;
    totalsFolder?: TotalsFolder;
    positionRetention?: PositionRetention;
  } = {};
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(
      { signal, graceMs: env.SHUTDOWN_GRACE_MS },
      "stopping: stopped accepting new connections; answering the requests in flight",
    );
    // Requests in flight finish first (up to SHUTDOWN_GRACE_MS); only then does anything they use close.
    const graceEnds = Date.now() + env.SHUTDOWN_GRACE_MS;
    const { answered, cut } = await drain.drain(env.SHUTDOWN_GRACE_MS);
    if (cut > 0) logger.warn({ cut }, `requests still running after SHUTDOWN_GRACE_MS (${env.SHUTDOWN_GRACE_MS} ms) were cut`);
    logger.info({ answered }, "requests in flight answered");
    // The worker starts no other message and finishes those on the wire, for at most
    // MAIL_FINISH_MS and within what is left of the grace period (a send takes well under a
    // second; one still going is taken to hang); whatever it had not sent is handed back and goes
    // at the next start.
    // The invoicing worker (its steps are stored as they happen) gets the same bound, at once.
    await Promise.all([
      running.mailWorker?.stop({ finishWithinMs: Math.max(0, Math.min(MAIL_FINISH_MS, graceEnds - Date.now())) }),
      running.invoicingWorker?.stop({ finishWithinMs: Math.max(0, Math.min(MAIL_FINISH_MS, graceEnds - Date.now())) }),
    ]);
    await running.totalsFolder?.stop();
    await running.positionRetention?.stop();
    await running.database?.close();
    logger.info("database closed; stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  let database: Database;
  try {
    database = await openDatabaseAtStart(env, logger);
  } catch (error) {
    if (!(error instanceof CannotStartError)) throw error;
    refuseToStart(error.message, createdDataDir);
  }
  running.database = database;
  if (stopping) return;
  const { db } = database;
  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    logger.warn("SESSION_SECRET is not set: sessions are signed with a secret kept in DATA_DIR; set SESSION_SECRET when several server processes share the database");
  }
  logger.info({ database: database.kind }, "database ready");
  const photoStorage = createPhotoStorage(env, db);
  await movePhotosFromDisk(photoStorage, path.join(env.dataDir, "photos"), logger);

  if (env.SEED_DEMO) {
    const { seeded } = await seedDemoCatalogue(db);
    if (seeded) logger.info("demo catalogue seeded");
    const { updated } = await addDemoTranslations(db);
    if (updated > 0) logger.info({ rows: updated }, "demo catalogue texts added in pt, fr, es and zh");
  }

  // The app's metrics (/metrics with METRICS_TOKEN): the worker counts what it sends in them.
  const metrics = createAppMetrics({ db, processMetrics: env.METRICS_TOKEN !== undefined });
  const worker = createMailWorker({ db, transport, logger, intervalMs: env.MAIL_POLL_INTERVAL_MS, metrics });
  running.mailWorker = worker;
  // Certified documents (decision 0051): off issues nothing, and no worker runs.
  const invoicingWorker =
    invoicing.kind === "off"
      ? undefined
      : createInvoicingWorker({
          db,
          service: invoicing,
          logger,
          intervalMs: env.INVOICING_POLL_INTERVAL_MS,
          onIssued: queueIssuedDocumentMail,
          afterIssued: () => worker.wake(),
        });
  running.invoicingWorker = invoicingWorker;
  const auth = createAuth({
    db,
    env,
    logger,
    secret: loadSessionSecret(env.SESSION_SECRET, env.dataDir),
    onMailQueued: () => worker.wake(),
  });
  const app = createApp(
    { env, db, logger, auth, payments, places, flightStatus, photoStorage, wakeMailWorker: () => worker.wake(), invoicing, wakeInvoicingWorker: () => invoicingWorker?.wake(), metrics },
    { ping: database.ping, staticDir },
  );
  // The link is printed before health answers 200: whoever waits for health finds it.
  const urls = reachableUrls(env, port);
  const setupToken = await issueSetupToken(db);
  if (setupToken) printSetupLink(urls, setupToken);
  handle = app.fetch;
  worker.start();
  invoicingWorker?.start();
  running.totalsFolder = startTotalsFolding(db, logger, TOTALS_FOLD_INTERVAL_MS);
  // Drivers' positions past their retention period go at start, then every hour (decision 0050).
  running.positionRetention = startPositionRetention(db, logger);
  logger.info({ urls }, `ready on ${urls.join(" ")}`);
  if (!env.publicUrlSet) {
    // Links in e-mails, checkouts and calendar files then use this machine's own address the
    // request came to, else http://localhost:PORT: customers elsewhere cannot open those.
    logger.warn(
      `PUBLIC_URL is not set: links in e-mails and checkouts point to this machine (${env.publicUrl} or the address a page was opened at). Set PUBLIC_URL to the site's public address (e.g. https://www.example.com) in production.`,
    );
  }
}

await main();

import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import { loadSessionSecret } from "./auth/session-secret.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { openAppDatabase } from "./db/open-app-database.ts";
import { seedDemoCatalogue } from "./db/seed.ts";
import { EnvError, parseEnv } from "./env.ts";
import { createMailTransport } from "./integrations/mail/transports.ts";
import { createMailWorker } from "./integrations/mail/worker.ts";
import { createPaymentProvider } from "./integrations/payments/create-payment-provider.ts";
import { createPlaces } from "./integrations/places/create-places.ts";
import { createLogger } from "./logger.ts";
import { issueSetupToken } from "./modules/setup/service.ts";

const staticDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/web");

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);

  let database;
  try {
    database = await openAppDatabase(env, "the server");
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Cannot start: ${error.message}. Stop it first, or use another DATA_DIR.`);
      process.exit(1);
    }
    throw error;
  }
  const { db } = database;
  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    logger.warn("SESSION_SECRET is not set: sessions are signed with a secret kept in DATA_DIR; set SESSION_SECRET when several server processes share the database");
  }
  logger.info({ database: database.kind }, "database ready");

  if (env.SEED_DEMO) {
    const { seeded } = await seedDemoCatalogue(db);
    if (seeded) logger.info("demo catalogue seeded");
  }

  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    mailDir: path.join(env.dataDir, "mail"),
    from: env.MAIL_FROM,
  });
  const mailWorker = createMailWorker({ db, transport, logger, intervalMs: env.MAIL_POLL_INTERVAL_MS });
  const auth = createAuth({
    db,
    env,
    logger,
    secret: loadSessionSecret(env.SESSION_SECRET, env.dataDir),
    onMailQueued: () => mailWorker.wake(),
  });
  const places = createPlaces({ googleMapsApiKey: env.GOOGLE_MAPS_API_KEY, logger });
  const app = createApp(
    { env, db, logger, auth, payments: createPaymentProvider(env, logger), places, wakeMailWorker: () => mailWorker.wake() },
    { ping: database.ping, staticDir },
  );

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port, mail: transport.describe, places: places.describe }, `listening on ${env.publicUrl}`);
  });
  mailWorker.start();

  const setupToken = await issueSetupToken(db);
  if (setupToken) {
    const link = `${env.publicUrl}/setup/${setupToken}`;
    console.log(
      `\nNo admin account exists yet. Create the first admin in the browser (this link works once):\n  ${link}\n` +
        `or run: npm run create-admin -- --email E --password P --name N (with the server stopped)\n`,
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Requests still running after 10 s are cut so the database can close cleanly.
      setTimeout(() => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        resolve();
      }, 10_000).unref();
    });
    await mailWorker.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

await main();

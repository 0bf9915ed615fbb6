import { createHash, randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { createApp } from "../src/server/app.ts";
import { renderQueuedMails } from "./rendered-mails.ts";
import { createAuth } from "../src/server/auth/auth.ts";
import type { Database } from "../src/server/db/client.ts";
import { openTestDatabase } from "./test-database.ts";
import type { AppDeps } from "../src/server/deps.ts";
import { parseEnv } from "../src/server/env.ts";
import { createInvoicing } from "../src/server/integrations/invoicing/create-invoicing.ts";
import type { InvoicingService } from "../src/server/integrations/invoicing/invoicing.ts";
import { createPaymentProvider } from "../src/server/integrations/payments/create-payment-provider.ts";
import type { PaymentProvider } from "../src/server/integrations/payments/provider.ts";
import { createFlightStatus } from "../src/server/integrations/flights/create-flight-status.ts";
import type { FlightStatusProvider } from "../src/server/integrations/flights/flight-status.ts";
import { createPlaces } from "../src/server/integrations/places/create-places.ts";
import { createPhotoStorage } from "../src/server/integrations/photo-storage/create-photo-storage.ts";
import type { PhotoStorage } from "../src/server/integrations/photo-storage/photo-storage.ts";
import { silentLogger, type Logger } from "../src/server/logger.ts";
import { createAppMetrics } from "../src/server/metrics/app-metrics.ts";
import { createAccount, grantRole } from "../src/server/modules/users/service.ts";
import type { Role } from "../src/domain/roles.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/** The cookies an answer sets, as a Cookie header a browser would send back. */
export const cookieOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/**
 * A cheap, salted password hash for the API tests (the product's scrypt costs about 0.2 s of CPU
 * per account, which the suite pays hundreds of times). Never used outside tests.
 */
export const fastPasswordHasher = {
  async hash(password: string) {
    const salt = randomBytes(8).toString("hex");
    return `test-sha256:${salt}:${createHash("sha256").update(`${salt}:${password}`).digest("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }) {
    const [kind, salt, digest] = hash.split(":");
    return kind === "test-sha256" && createHash("sha256").update(`${salt}:${password}`).digest("hex") === digest;
  },
};

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  cookie: string;
}

/**
 * The whole API on a fresh database, called in-process (no port), for API tests. Options: a payment
 * provider, and extra environment variables. Without a provider, the one PAYMENTS asks for (by
 * default the built-in test checkout; `env: { PAYMENTS: "off" }` for none). The app logs to `logger`
 * (default: nowhere). Photos go where the
 * product keeps them (the database, cached under the test's own data folder: `photoCacheDir`)
 * unless `photoStorage` replaces the storage. Flight arrivals come from `flightStatus` (a fake),
 * else from FLIGHT_STATUS_URL in `env` (offline without it). With `database` (another test app's),
 * the app is a second server process on the same database, with a data folder of its own; closing
 * it leaves the database open for its owner.
 */
export async function createTestApp(
  options: {
    payments?: PaymentProvider;
    env?: Record<string, string>;
    photoStorage?: PhotoStorage;
    flightStatus?: FlightStatusProvider;
    /** The certified invoicing service (e.g. InvoiceXpress pointed at the fake one); default: INVOICING's. */
    invoicing?: InvoicingService;
    database?: Database;
    logger?: Logger;
  } = {},
) {
  const database: Database = options.database ?? (await openTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "app-test-"));
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: "silent", ...options.env });
  let mailWakes = 0;
  let invoicingWakes = 0;
  const auth = createAuth({
    db: database.db,
    env,
    logger: silentLogger,
    secret: "test-secret-that-is-long-enough-for-better-auth",
    onMailQueued: () => void mailWakes++,
    passwordHasher: fastPasswordHasher,
  });
  const payments = options.payments ?? createPaymentProvider(env, silentLogger);
  const deps: AppDeps = { env, db: database.db, logger: options.logger ?? silentLogger, auth, payments, places: createPlaces({ logger: silentLogger }), flightStatus: options.flightStatus ?? createFlightStatus({ flightStatusUrl: env.FLIGHT_STATUS_URL, logger: silentLogger }), photoStorage: options.photoStorage ?? createPhotoStorage(env, database.db), wakeMailWorker: () => void mailWakes++, invoicing: options.invoicing ?? createInvoicing(env), wakeInvoicingWorker: () => void invoicingWakes++, metrics: createAppMetrics({ db: database.db, processMetrics: env.METRICS_TOKEN !== undefined }) };
  const app = createApp(deps, { ping: database.ping });
  let userCount = 0;

  async function request(
    pathname: string,
    init: { method?: string; json?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.json !== undefined) headers["content-type"] = "application/json";
    const response = await app.request(pathname, {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    // The mail worker's first step, as it would run right after: the branded mails the request
    // queued are rendered into their outbox rows, so tests read what will be sent.
    // (A test that closed its database meanwhile reads no mail: nothing to render then.)
    await renderQueuedMails(database.db).catch(() => undefined);
    return response;
  }

  /** Signs in and returns the session cookie. */
  async function signIn(email: string, password: string): Promise<string> {
    const response = await request("/api/auth/sign-in/email", { json: { email, password } });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return cookieOf(response);
  }

  /** Creates an account with the given roles and signs it in. */
  async function createUser(roles: Role[] = [], name = "Test User"): Promise<TestUser> {
    userCount += 1;
    const email = `user${userCount}-${Date.now()}@example.com`;
    const password = "secret123";
    const userId = await createAccount(auth, database.db, { email, password, name });
    for (const role of roles) await grantRole(database.db, userId, role);
    return { userId, email, password, cookie: await signIn(email, password) };
  }

  return {
    app,
    db: database.db,
    database,
    deps,
    /** This app's data folder (DATA_DIR). */
    dataDir,
    /** Where this app keeps its local copies of photos (a cache only: the database holds them). */
    photoCacheDir: path.join(dataDir, "photo-cache"),
    request,
    signIn,
    createUser,
    get mailWakes() {
      return mailWakes;
    },
    get invoicingWakes() {
      return invoicingWakes;
    },
    close: async () => {
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

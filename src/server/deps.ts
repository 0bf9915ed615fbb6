import type { Auth } from "./auth/auth.ts";
import type { Db } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";

/** What every route and service may use; built once in main.ts (or by the test harness). */
export interface AppDeps {
  env: Env;
  db: Db;
  logger: Logger;
  auth: Auth;
  /** Asks the mail worker to look at the outbox now (after a request queued e-mail). */
  wakeMailWorker(): void;
}

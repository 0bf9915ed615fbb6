import type { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { jsonAnswer } from "../../http/errors.ts";
import type { Logger } from "../../logger.ts";
import { checkDatabaseTakesWrites, checkFolderTakesWrites } from "./service.ts";
import { sharePing } from "./shared-ping.ts";

const UP = JSON.stringify({ status: "ok", database: "up" });
const DOWN = JSON.stringify({ status: "unavailable", database: "down" });

const state = (up: boolean) => (up ? "up" : "down");
const readinessBody = (database: boolean, dataDir: boolean) =>
  JSON.stringify({ status: database && dataDir ? "ready" : "unavailable", checks: { database: state(database), dataDir: state(dataDir) } });
/** The four answers of the readiness check, serialized once. */
const READINESS = new Map([true, false].flatMap((d) => [true, false].map((f) => [`${d}:${f}`, readinessBody(d, f)] as const)));

export interface ReadinessChecks {
  db: Db;
  dataDir: string;
  logger: Logger;
}

/** A check that logs why it failed (the error, never a value) and answers whether it passed. */
function passes(run: () => Promise<void>, logger: Logger, failure: string): () => Promise<boolean> {
  return () =>
    run().then(
      () => true,
      (error: unknown) => {
        logger.warn({ err: error }, failure);
        return false;
      },
    );
}

/**
 * GET /api/health: the process is alive and its database answers (a load balancer's liveness).
 * GET /api/health/ready: it can serve writes: the database commits a write and DATA_DIR takes a
 * flushed file (a load balancer's readiness: 503 names the check that failed). Checks arriving
 * together share one run, and a pass is reused for a second (sharePing), so polling costs at most
 * one small write of each kind per second.
 */
export function registerHealthRoutes(app: Hono<AppEnv>, ping: () => Promise<boolean>, readiness: ReadinessChecks) {
  const check = sharePing(ping);
  route(app, "GET", "/api/health", "public", async (c) => {
    // Load balancers poll this: two fixed answers, serialized once.
    return (await check()) ? jsonAnswer(c, UP) : jsonAnswer(c, DOWN, 503);
  });

  const { db, dataDir, logger } = readiness;
  const databaseTakesWrites = sharePing(passes(() => checkDatabaseTakesWrites(db), logger, "not ready: the database cannot take a write"));
  const dataDirTakesWrites = sharePing(passes(() => checkFolderTakesWrites(dataDir), logger, "not ready: the data folder cannot take a write"));
  route(app, "GET", "/api/health/ready", "public", async (c) => {
    const [database, folder] = await Promise.all([databaseTakesWrites(), dataDirTakesWrites()]);
    return jsonAnswer(c, READINESS.get(`${database}:${folder}`)!, database && folder ? 200 : 503);
  });
}

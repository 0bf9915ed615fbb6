import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { projectRoot } from "../project-root.ts";
import { applyMigrations, type MigrateOptions } from "./apply-migrations.ts";
import { makePrivateDir } from "./data-dir-privacy.ts";
import { createNotifyListener, type NotifyListener } from "./notify-listener.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Applies the committed migrations that the database lacks (safe to call from several processes
   * at once), telling `onProgress` which ones and how long they took.
   */
  migrate(options?: MigrateOptions): Promise<void>;
  /** Answers true when the database responds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Embedded database only: a copy of its whole data folder (a tarball), to open again with `pgliteImage`. */
  dumpImage?(): Promise<Blob>;
}

/**
 * What code holding only a `Db` may learn about the database behind it: its kind and, on
 * PostgreSQL, how to tell the other server processes that something changed (NOTIFY) and hear
 * them (LISTEN on one dedicated connection, opened on first use and closed with the database).
 */
export interface DatabaseRuntime {
  kind: Database["kind"];
  /** PostgreSQL only: sends a notification to every listening process (this one included). */
  notify?(channel: string, payload: string): Promise<void>;
  /** PostgreSQL only. */
  listener?: NotifyListener;
  /** PostgreSQL only: the connection pool's use now (for /metrics). */
  poolStats?(): PoolStats;
}

/** What the PostgreSQL pool holds: open connections, idle ones, queries waiting for one, and its limit. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Connections one process opens to PostgreSQL at most. */
const POOL_MAX = 10;

const runtimes = new WeakMap<object, DatabaseRuntime>();

/** The runtime of a database opened by openDatabase; undefined for a transaction or anything else. */
export function databaseRuntimeOf(db: DbOrTx): DatabaseRuntime | undefined {
  return runtimes.get(db);
}

export const migrationsFolder = path.join(projectRoot, "src", "server", "db", "migrations");

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; omitted means in memory. */
  pgliteDir?: string;
  /** Schema that holds the migration journal (default drizzle). */
  migrationsSchema?: string;
  /** Embedded database only: starts from this copy of a data folder (see `dumpImage`) instead of an empty one. */
  pgliteImage?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  if (options.pgliteDir) makePrivateDir(options.pgliteDir);
  const client = options.pgliteImage
    ? await PGlite.create({ dataDir: options.pgliteDir, loadDataDir: options.pgliteImage })
    : await PGlite.create(options.pgliteDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  runtimes.set(db, { kind: "pglite" });
  return {
    db,
    kind: "pglite",
    migrate: (migrateOptions = {}) =>
      applyMigrations(db, migrateOptions.migrationsFolder ?? migrationsFolder, options.migrationsSchema, migrateOptions),
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpImage: () => client.dumpDataDir("none"),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  // A host that drops packets fails after 10 s instead of the system's TCP timeout (minutes).
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX, connectionTimeoutMillis: 10_000 });
  pool.on("error", () => {
    /* a dropped idle connection is replaced on next use; health checks report outages */
  });
  // pg-pool listens for errors only on idle clients. A client checked out for a transaction
  // (Drizzle adds no listener) whose connection is cut between two queries emits "error" with
  // nobody listening, which would crash the process when PostgreSQL stops or restarts. The
  // failing query rejects anyway, and a broken client is dropped from the pool when released.
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listener = createNotifyListener(url);
  runtimes.set(db, {
    kind: "postgres",
    listener,
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
  });
  let closed = false;
  return {
    db,
    kind: "postgres",
    migrate: async (migrateOptions = {}) => {
      // Several server processes may start together: one migrates, the others wait (and then
      // find nothing pending, so only the one that migrated names the migrations).
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(727274)");
        await applyMigrations(
          drizzlePg({ client, schema }),
          migrateOptions.migrationsFolder ?? migrationsFolder,
          options.migrationsSchema,
          migrateOptions,
        );
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => undefined);
        client.release();
      }
    },
    ping: () => ping(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

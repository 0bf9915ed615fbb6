import { randomUUID } from "node:crypto";
import { databaseRuntimeOf, type DatabaseRuntime, type DbOrTx } from "../db/client.ts";

/** The PostgreSQL channel on which a process says "the catalogue changed". */
export const CATALOGUE_CHANNEL = "catalogue_changed";

/**
 * The public catalogue (tours, vehicles, extras, site texts, zones and prices) kept in memory,
 * one cache per database. Only the admin changes it, and every admin write calls
 * `catalogueChanged`, which empties this process's cache and, on PostgreSQL, tells the other
 * processes (NOTIFY; each LISTENs on a dedicated connection). While that connection is down,
 * nothing is cached (reads go to the database) and the cache is emptied, so a missed
 * notification never leaves a stale answer.
 *
 * A load that started before a change and ends after it is not kept (generation check).
 */
interface CatalogueCache {
  /** Tells this cache's own notifications apart from the other caches' (other processes, or other apps in tests). */
  id: string;
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

const caches = new WeakMap<object, CatalogueCache>();

function createCache(runtime: DatabaseRuntime): CatalogueCache {
  const id = randomUUID();
  const entries = new Map<string, Promise<unknown>>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  const listener = runtime.listener;
  listener?.subscribe(CATALOGUE_CHANNEL, {
    onNotify: (payload) => {
      if (payload !== id) clear();
    },
    onLost: clear,
  });
  const usable = () => !listener || listener.isListening();
  return {
    id,
    clear,
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!usable()) return load();
      const cached = entries.get(key);
      if (cached) return cached as Promise<T>;
      const started = generation;
      const loading = load();
      entries.set(key, loading);
      loading.then(
        () => {
          // Changed (or stopped hearing changes) while loading: this answer may be stale.
          if ((generation !== started || !usable()) && entries.get(key) === loading) entries.delete(key);
        },
        () => {
          if (entries.get(key) === loading) entries.delete(key);
        },
      );
      return loading;
    },
  };
}

function cacheOf(db: DbOrTx): CatalogueCache | null {
  const existing = caches.get(db);
  if (existing) return existing;
  const runtime = databaseRuntimeOf(db);
  if (!runtime) return null; // a transaction: read what it sees
  const cache = createCache(runtime);
  caches.set(db, cache);
  return cache;
}

/**
 * The value cached under `key` for this database, else `load()` (kept until the next change).
 * Keys name what is loaded and everything it depends on (e.g. `tours:fr`). Inside a
 * transaction, always `load()`.
 */
export function readCatalogue<T>(db: DbOrTx, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  return cache ? cache.read(key, load) : load();
}

/**
 * Call after every committed write to the catalogue: this process forgets its copy at once;
 * on PostgreSQL the other processes are notified and forget theirs.
 */
export async function catalogueChanged(db: DbOrTx): Promise<void> {
  const cache = cacheOf(db);
  cache?.clear();
  await databaseRuntimeOf(db)?.notify?.(CATALOGUE_CHANNEL, cache?.id ?? "");
}

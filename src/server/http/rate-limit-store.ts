/** What a hit on a fixed-window counter answers. */
export interface RateLimitHit {
  /** True when this hit is over the limit (refused hits are not stored: the counter stops at max). */
  limited: boolean;
  /** Hits in the current window, this one included (max + 1 for a refused hit). */
  count: number;
  /** When the current window ends. */
  resetAt: Date;
}

/** Where the counters live: in memory (one process owns them) or in the database (shared). */
export interface RateLimitStore {
  /** Counts one hit for `key` in a fixed window of `windowMs` and says whether it exceeds `max`. */
  hit(key: string, windowMs: number, max: number, now: Date): Promise<RateLimitHit>;
  /** Deletes the counters of limiter `name` whose window ended before `now`; answers how many. */
  prune(name: string, windowMs: number, now: Date): Promise<number>;
}

/** Keys longer than this are cut (a forwarded-for header is client text). */
export const MAX_KEY_LENGTH = 200;

/** Every so often a hit also forgets the windows that have ended, so memory stays bounded. */
const SWEEP_EVERY_MS = 60_000;

interface Counter {
  count: number;
  windowStartedAt: number;
  windowMs: number;
}

/**
 * Counters in this process's memory, for the embedded database (which one process owns by
 * construction): the same fixed windows and answers as the database store, without a write.
 */
export function createMemoryRateLimitStore(): RateLimitStore {
  const counters = new Map<string, Counter>();
  let lastSweep = -Infinity;
  const sweep = (now: number) => {
    lastSweep = now;
    for (const [key, counter] of counters) {
      if (counter.windowStartedAt + counter.windowMs <= now) counters.delete(key);
    }
  };
  return {
    async hit(rawKey, windowMs, max, date) {
      const now = date.getTime();
      if (now - lastSweep >= SWEEP_EVERY_MS) sweep(now);
      const key = rawKey.slice(0, MAX_KEY_LENGTH);
      let counter = counters.get(key);
      if (!counter || counter.windowStartedAt <= now - windowMs) {
        counter = { count: 0, windowStartedAt: now, windowMs };
        counters.set(key, counter);
      }
      const resetAt = new Date(counter.windowStartedAt + windowMs);
      if (counter.count >= max) return { limited: true, count: max + 1, resetAt };
      counter.count += 1;
      return { limited: false, count: counter.count, resetAt };
    },
    async prune(name, windowMs, date) {
      const before = date.getTime() - windowMs;
      let deleted = 0;
      for (const [key, counter] of counters) {
        if (key.startsWith(`${name}:`) && counter.windowStartedAt < before) {
          counters.delete(key);
          deleted += 1;
        }
      }
      return deleted;
    },
  };
}

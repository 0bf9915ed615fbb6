/** How long a successful ping answers for every health check (load balancers poll often). */
export const PING_REUSE_MS = 1_000;

/**
 * The database check behind GET /api/health, shared: checks arriving while one runs wait for it,
 * and an "up" answer is reused for PING_REUSE_MS, so polling and load never queue on the database.
 * A "down" answer is never reused: the next check pings again.
 */
export function sharePing(ping: () => Promise<boolean>, now: () => number = Date.now): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  let upUntil = -Infinity;
  return () => {
    if (now() < upUntil) return Promise.resolve(true);
    running ??= ping()
      .catch(() => false)
      .then((up) => {
        running = null;
        upUntil = up ? now() + PING_REUSE_MS : -Infinity;
        return up;
      });
    return running;
  };
}

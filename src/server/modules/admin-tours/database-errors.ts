/** The PostgreSQL error codes this module answers for: unique and foreign-key violations. */
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

/** The database error under Drizzle's wrapper (its `cause`), if it is one. */
function databaseError(error: unknown): { code?: unknown; constraint?: unknown; message?: unknown } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string") return candidate;
    current = candidate.cause;
  }
  return null;
}

const names = (error: { constraint?: unknown; message?: unknown }, constraint: string) =>
  error.constraint === constraint || (typeof error.message === "string" && error.message.includes(constraint));

/** Whether `error` is another tour taking this slug first (the unique index tours_slug_key). */
export function isSlugTaken(error: unknown): boolean {
  const found = databaseError(error);
  return found?.code === UNIQUE_VIOLATION && names(found, "tours_slug_key");
}

/** Whether `error` is a row pointing at a tour that is gone (deleted meanwhile). */
export function isMissingTour(error: unknown): boolean {
  const found = databaseError(error);
  return found?.code === FOREIGN_KEY_VIOLATION && names(found, "tour_prices_tour_id_tours_id_fk");
}

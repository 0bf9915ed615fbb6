import type { Context } from "hono";
import { isUuid } from "../../domain/uuid.ts";

/**
 * A path parameter of the matched route, as text. A registered pattern always names it, so "" is
 * only what a misspelt name would give (and matches no row).
 */
export const pathParam = (c: Context, name: string): string => c.req.param(name) ?? "";

/**
 * A path parameter that must be a row's id: the id, or null for anything that is not a UUID,
 * which the route answers like an unknown row (404), never as a database error.
 */
export const pathId = (c: Context, name = "id"): string | null => {
  const value = c.req.param(name);
  return isUuid(value) ? value : null;
};

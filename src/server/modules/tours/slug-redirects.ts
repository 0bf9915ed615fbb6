import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { DbOrTx } from "../../db/client.ts";
import { tourSlugHistory, tours } from "../../db/schema.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { readCatalogue } from "../../lib/catalogue-cache.ts";

/*
 * Links that never break (decision 0040): a tour's earlier slug answers 301 to its current one,
 * for the tour page (/tours/:slug) and for the API the page reads (/api/tours/:slug).
 */

/** Every old slug with its tour's current slug (none that a tour holds now: the current slug wins). */
async function loadSlugRedirects(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ old: tourSlugHistory.slug, current: tours.slug })
    .from(tourSlugHistory)
    .innerJoin(tours, eq(tours.id, tourSlugHistory.tourId))
    .where(sql`not exists (select 1 from ${tours} held where held.slug = ${tourSlugHistory.slug})`);
  return new Map(rows.map((r) => [r.old, r.current]));
}

/** The current slug of the tour that had `slug`, or undefined (kept in the catalogue cache). */
export async function currentSlugFor(db: DbOrTx, slug: string): Promise<string | undefined> {
  const redirects = await readCatalogue(db, "tour-slug-redirects", () => loadSlugRedirects(db));
  return redirects.get(slug);
}

/**
 * A 301 to `prefix` + the current slug, the request's query kept (?lang=, campaign tags).
 * Revalidated on every use (no-cache): a slug can come back to its tour later, and a redirect a
 * browser kept for good would then loop.
 */
export function redirectToCurrentSlug(c: Context<AppEnv>, prefix: string, current: string): Response {
  c.header("cache-control", "no-cache");
  return c.redirect(`${prefix}${encodeURIComponent(current)}${new URL(c.req.url).search}`, 301);
}

const TOUR_PAGE = /^\/tours\/([^/]{1,200})\/?$/;

/** For GET /tours/:slug with a slug its tour had before: the 301 to its current page; else undefined. */
export async function redirectFromOldTourPage(c: Context<AppEnv>): Promise<Response | undefined> {
  const match = c.req.method === "GET" ? TOUR_PAGE.exec(c.req.path) : null;
  if (!match?.[1]) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  const { db, logger } = c.get("deps");
  try {
    const current = await currentSlugFor(db, slug);
    return current ? redirectToCurrentSlug(c, "/tours/", current) : undefined;
  } catch (err) {
    logger.warn({ err }, "tour slug redirect lookup failed; serving the page");
    return undefined;
  }
}

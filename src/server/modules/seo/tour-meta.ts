import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { findTourMeta, type TourMeta } from "./service.ts";

const DEFAULT_SITE_NAME = "Lusitania Chauffeur";
const DESCRIPTION_MAX = 160;
const TOUR_PATH = /^\/tours\/([^/]{1,200})\/?$/;

/** Collapses whitespace and cuts at a word boundary to at most `max` characters. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** An absolute URL for a stored image path ("/photos/x.jpg") or an already absolute one. */
function absoluteUrl(url: string, publicUrl: string): string | undefined {
  try {
    return new URL(url, `${publicUrl}/`).toString();
  } catch {
    return undefined;
  }
}

/** The `<head>` tags of a tour page: title, description, canonical and Open Graph. */
export function tourHeadTags(tour: TourMeta, publicUrl: string): string {
  const siteName = tour.siteName ?? DEFAULT_SITE_NAME;
  const title = `${tour.name} | ${siteName}`;
  const description = summarize(tour.description || `${tour.name}: a private guided tour in Portugal with ${siteName}.`);
  const url = `${publicUrl}/tours/${encodeURIComponent(tour.slug)}`;
  // Link previews (Facebook, WhatsApp, X) do not render SVG: the demo drawings get no og:image.
  const image = tour.imageUrl && !/\.svg(\?|$)/i.test(tour.imageUrl) ? absoluteUrl(tour.imageUrl, publicUrl) : undefined;
  const e = escapeHtml;
  return [
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(description)}" />`,
    `<link rel="canonical" href="${e(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${e(siteName)}" />`,
    `<meta property="og:title" content="${e(title)}" />`,
    `<meta property="og:description" content="${e(description)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    ...(image ? [`<meta property="og:image" content="${e(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
  ].join("\n    ");
}

/**
 * Puts a tour's own tags into the SPA's index.html (for link previews and crawlers that do
 * not run scripts): the page's default title, description, canonical and og: tags are removed
 * and the tour's are added before </head>. Any other path, an unknown slug or a failed lookup
 * gives the page unchanged.
 */
export function injectHeadTags(html: string, tags: string): string {
  const stripped = html
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/gi, "")
    .replace(/<meta\b[^>]*\bname=["']description["'][^>]*>\s*/gi, "")
    .replace(/<meta\b[^>]*\bproperty=["']og:[^"']*["'][^>]*>\s*/gi, "")
    .replace(/<meta\b[^>]*\bname=["']twitter:[^"']*["'][^>]*>\s*/gi, "")
    .replace(/<link\b[^>]*\brel=["']canonical["'][^>]*>\s*/gi, "");
  // A function replacement: tour texts may contain "$&" and the like.
  return stripped.replace(/<\/head>/i, () => `\n    ${tags}\n  </head>`);
}

/**
 * index.html for this request: with the tour's tags on GET /tours/:slug, else unchanged; the
 * status is 404 for a tour path whose tour does not exist.
 */
export async function withTourMeta(c: Context<AppEnv>, html: string): Promise<{ html: string; status: 200 | 404 }> {
  const match = c.req.method === "GET" ? TOUR_PATH.exec(c.req.path) : null;
  if (!match?.[1]) return { html, status: 200 };
  const { db, env, logger } = c.get("deps");
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return { html, status: 404 };
  }
  try {
    const tour = await findTourMeta(db, slug);
    return tour ? { html: injectHeadTags(html, tourHeadTags(tour, env.publicUrl)), status: 200 } : { html, status: 404 };
  } catch (err) {
    logger.warn({ err, slug }, "tour meta lookup failed; serving the plain page");
    return { html, status: 200 };
  }
}

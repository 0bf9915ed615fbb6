import { escapeHtml } from "../../lib/escape-html.ts";
import { HTML_LANG, LANGUAGES, type Language } from "./page-boot.ts";

/** Open Graph locales (language_TERRITORY) of the site's languages. */
const OG_LOCALE: Record<Language, string> = { en: "en_GB", pt: "pt_PT", fr: "fr_FR", es: "es_ES", zh: "zh_CN" };
const SITE_NAME = "Lusitania Chauffeur";

/** A page's own words, as the page states them (usePageMeta, rendered on the server). */
export interface PageWords {
  title?: string;
  description?: string;
  image?: string;
}

/** The address of `path` in `lang`: English has no parameter, the others `?lang=xx`. */
export function pageAddress(publicUrl: string, path: string, lang: Language): string {
  return `${publicUrl}${path}${lang === "en" ? "" : `?lang=${lang}`}`;
}

/**
 * The <head> tags of a public page in one language: its title and description, the canonical
 * address of this language, an alternate per language (and x-default, English) for search engines,
 * and Open Graph tags for link previews. Undefined when the page stated no title.
 */
export function pageHeadTags(words: PageWords, lang: Language, path: string, publicUrl: string): string | undefined {
  if (!words.title) return undefined;
  const e = escapeHtml;
  const canonical = pageAddress(publicUrl, path, lang);
  // Link previews (Facebook, WhatsApp, X) do not render SVG: drawings get no og:image.
  let image: string | undefined;
  if (words.image && !/\.svg(\?|$)/i.test(words.image)) {
    try {
      image = new URL(words.image, `${publicUrl}/`).toString();
    } catch {
      image = undefined;
    }
  }
  return [
    `<title>${e(words.title)}</title>`,
    ...(words.description ? [`<meta name="description" content="${e(words.description)}" />`] : []),
    `<link rel="canonical" href="${e(canonical)}" />`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${HTML_LANG[l]}" href="${e(pageAddress(publicUrl, path, l))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${e(pageAddress(publicUrl, path, "en"))}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}" />`,
    `<meta property="og:title" content="${e(words.title)}" />`,
    ...(words.description ? [`<meta property="og:description" content="${e(words.description)}" />`] : []),
    `<meta property="og:url" content="${e(canonical)}" />`,
    ...(image ? [`<meta property="og:image" content="${e(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
  ].join("\n    ");
}

/**
 * Tour slugs (spec section 5, Tour slug). Normalising: lowercase, remove accents and punctuation,
 * trim, spaces become hyphens, collapse repeated hyphens, trim edge hyphens. A given slug is
 * normalised, else the name is; a slug another tour has gets -1, -2, … until unique.
 */

/** What a slug falls back to when neither the given slug nor the name leaves a letter or digit. */
export const FALLBACK_SLUG = "tour";

/** The longest base slug (a "-n" suffix may follow): URLs stay readable and under the public route's limit. */
export const MAX_SLUG_BASE_LENGTH = 100;

/** Letters that carry no combining accent to remove but have a plain Latin spelling. */
const LATIN_SPELLINGS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/**
 * "Fátima & Óbidos" → "fatima-obidos". Keeps a–z, 0–9 and single inner hyphens; anything else
 * that is not a space or hyphen (punctuation, symbols, non-Latin letters) is removed.
 */
export function normalizeSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþı]/g, (letter) => LATIN_SPELLINGS[letter] ?? "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.length > MAX_SLUG_BASE_LENGTH ? slug.slice(0, MAX_SLUG_BASE_LENGTH).replace(/-+$/, "") : slug;
}

/** The slug a tour asks for: the given slug normalised, else its name normalised, else "tour". */
export function baseSlug(slug: string | null | undefined, name: string): string {
  return (slug ? normalizeSlug(slug) : "") || normalizeSlug(name) || FALLBACK_SLUG;
}

/** `base` when no other tour has it, else the first of base-1, base-2, … that none has. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Corrigir Slugs: every tour's slug derived again from its name, in the order given (the first
 * keeps the bare slug), unique within the run. Only the tours whose slug changes are returned.
 */
export function fixSlugs<T extends { id: string; name: string; slug: string }>(tours: readonly T[]): { id: string; slug: string }[] {
  const taken = new Set<string>();
  const changes: { id: string; slug: string }[] = [];
  for (const tour of tours) {
    const slug = uniqueSlug(baseSlug(null, tour.name), taken);
    taken.add(slug);
    if (slug !== tour.slug) changes.push({ id: tour.id, slug });
  }
  return changes;
}

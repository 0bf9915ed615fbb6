/**
 * Responsive image attributes for a photo of the library: every upload has webp copies at
 * PHOTO_VARIANT_WIDTHS beside it, so `src`, `srcSet` and `sizes` follow from its URL alone.
 */
import { parsePhotoFileName, photoVariantFileName, PHOTO_VARIANT_WIDTHS, type PhotoVariantWidth } from "./photo-file-names.ts";

export interface PhotoSources {
  src: string;
  /** Absent for a URL that is not a library photo (a remote image is used as it is). */
  srcSet?: string;
  sizes?: string;
}

export interface PhotoSourcesOptions {
  /** The original's width when known: the descriptors then say each copy's real width (no upscaled copies). */
  width?: number | null;
  /** How wide the image is shown (default 100vw), for the browser's choice among the copies. */
  sizes?: string;
  /** The copy used as `src` (default 960). */
  srcWidth?: PhotoVariantWidth;
}

const LIBRARY_PHOTO = /^(.*\/photos\/)([^/?#]+)(?:[?#].*)?$/;

/**
 * `/photos/k3j9x2ab4q-1732371234567.jpg` → src `/photos/k3j9x2ab4q-1732371234567-w960.webp`,
 * srcSet `…-w480.webp 480w, …-w960.webp 960w, …-w1600.webp 1600w`, sizes `100vw`. Any other
 * URL (a remote photo, a copy's own URL) comes back as `{ src: url }`.
 */
export function buildPhotoSources(url: string, options: PhotoSourcesOptions = {}): PhotoSources {
  const match = LIBRARY_PHOTO.exec(url);
  const fileName = match?.[2];
  if (!match || !fileName || parsePhotoFileName(fileName)?.kind !== "original") return { src: url };
  const prefix = match[1]!;
  const width = options.width && options.width > 0 ? Math.round(options.width) : undefined;
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const copyWidth of PHOTO_VARIANT_WIDTHS) {
    // A copy is never wider than the original: for a small photo several copies are the same size.
    const real = width === undefined ? copyWidth : Math.min(copyWidth, width);
    if (seen.has(real)) continue;
    seen.add(real);
    candidates.push(`${prefix}${photoVariantFileName(fileName, copyWidth)} ${real}w`);
  }
  return {
    src: `${prefix}${photoVariantFileName(fileName, options.srcWidth ?? 960)}`,
    srcSet: candidates.join(", "),
    sizes: options.sizes ?? "100vw",
  };
}

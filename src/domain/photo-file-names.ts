/**
 * Names of the photo library's files. An upload is stored as `<random>-<timestamp>.<ext>` (spec:
 * a random name plus timestamp plus extension, never overwritten), e.g. `k3j9x2ab4q-1732371234567.jpg`,
 * and its resized copies beside it as `<random>-<timestamp>-w<width>.webp`. Every name is checked
 * against these exact shapes before it reaches the storage, so no path can be smuggled in.
 */
import { PHOTO_TYPES } from "./photo-upload-rules.ts";

/** Widths of the resized webp copies of every photo (a copy is never wider than its original). */
export const PHOTO_VARIANT_WIDTHS = [480, 960, 1600] as const;
export type PhotoVariantWidth = (typeof PHOTO_VARIANT_WIDTHS)[number];

const EXTENSIONS = Object.values(PHOTO_TYPES).map((t) => t.extension);
const BASE = "[a-z0-9]{6,20}-[0-9]{13}";
const ORIGINAL = new RegExp(`^(${BASE})\\.(${EXTENSIONS.join("|")})$`);
const VARIANT = new RegExp(`^(${BASE})-w([0-9]{1,5})\\.webp$`);

export type PhotoFileName =
  | { kind: "original"; base: string; extension: string }
  | { kind: "variant"; base: string; width: PhotoVariantWidth };

/** What a file name of the library is (an original or one of its copies), or null for any other name. */
export function parsePhotoFileName(name: string): PhotoFileName | null {
  const original = ORIGINAL.exec(name);
  if (original) return { kind: "original", base: original[1]!, extension: original[2]! };
  const variant = VARIANT.exec(name);
  const width = Number(variant?.[2]);
  if (variant && (PHOTO_VARIANT_WIDTHS as readonly number[]).includes(width)) {
    return { kind: "variant", base: variant[1]!, width: width as PhotoVariantWidth };
  }
  return null;
}

/** The stored name of a new upload: a random part (lower-case letters and digits), the time, the extension. */
export function buildPhotoFileName(random: string, timestampMs: number, extension: string): string {
  const name = `${random}-${String(Math.trunc(timestampMs)).padStart(13, "0")}.${extension}`;
  if (parsePhotoFileName(name)?.kind !== "original") throw new Error(`not a valid photo file name: ${name}`);
  return name;
}

/** `k3j9x2ab4q-1732371234567.jpg` → `k3j9x2ab4q-1732371234567-w480.webp`. */
export function photoVariantFileName(originalFileName: string, width: PhotoVariantWidth): string {
  const parsed = parsePhotoFileName(originalFileName);
  if (parsed?.kind !== "original") throw new Error(`not an original photo file name: ${originalFileName}`);
  return `${parsed.base}-w${width}.webp`;
}

/** The copy to serve for a requested width (`?w=`): the narrowest at least that wide, else the widest. */
export function pickPhotoVariantWidth(requestedWidth: number): PhotoVariantWidth {
  return PHOTO_VARIANT_WIDTHS.find((w) => w >= requestedWidth) ?? PHOTO_VARIANT_WIDTHS[PHOTO_VARIANT_WIDTHS.length - 1]!;
}

import sharp, { type Metadata } from "sharp";
import { PHOTO_VARIANT_WIDTHS, type PhotoVariantWidth } from "../../../domain/photo-file-names.ts";
import { PHOTO_MAX_MEGAPIXELS, type PhotoType } from "../../../domain/photo-upload-rules.ts";

// Each upload is decoded once per copy and never again: libvips' operation cache would only hold
// on to up to 50 MB of decoded pixels that no later request asks for.
sharp.cache(false);

/** Decoding options for uploads: refuse damaged files and anything over the pixel limit. */
const INPUT = { failOn: "warning", limitInputPixels: PHOTO_MAX_MEGAPIXELS * 1_000_000 } as const;

export type InspectedPhoto =
  | { kind: "ok"; width: number; height: number }
  | { kind: "not_an_image" }
  | { kind: "too_many_pixels" };

/**
 * Reads the header of an upload whose first bytes said `type`: its size as displayed (EXIF
 * orientation applied). Not an image when sharp cannot read it or finds another format.
 */
export async function inspectPhoto(bytes: Uint8Array, type: PhotoType): Promise<InspectedPhoto> {
  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel limit is checked below rather than by sharp.
    metadata = await sharp(bytes, { failOn: INPUT.failOn, limitInputPixels: false }).metadata();
  } catch {
    return { kind: "not_an_image" };
  }
  if (metadata.format !== type || !metadata.width || !metadata.height) return { kind: "not_an_image" };
  if (metadata.width * metadata.height > INPUT.limitInputPixels) return { kind: "too_many_pixels" };
  const { width, height } = metadata.autoOrient ?? metadata;
  return { kind: "ok", width, height };
}

export interface PhotoVariant {
  width: PhotoVariantWidth;
  bytes: Uint8Array;
}

/**
 * One webp copy per PHOTO_VARIANT_WIDTHS, turned upright, never wider than the original, with
 * no metadata (EXIF, GPS, camera) left. Throws when the image cannot be decoded whole.
 */
export async function renderPhotoVariants(bytes: Uint8Array): Promise<PhotoVariant[]> {
  const variants: PhotoVariant[] = [];
  for (const width of PHOTO_VARIANT_WIDTHS) {
    const output = await sharp(bytes, INPUT)
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    variants.push({ width, bytes: new Uint8Array(output.buffer, output.byteOffset, output.byteLength) });
  }
  return variants;
}

/**
 * The original as the site keeps and serves it: turned upright and re-encoded at high quality in
 * its own format, so no metadata (EXIF, GPS position, camera) reaches the public /photos/ address.
 */
export async function cleanOriginal(bytes: Uint8Array, type: PhotoType): Promise<Uint8Array> {
  const image = sharp(bytes, INPUT).autoOrient();
  const output = await (type === "jpeg"
    ? image.jpeg({ quality: 90 }) // libjpeg-turbo: a tenth of mozjpeg's CPU time for a 24-megapixel photo
    : type === "png"
      ? image.png({ compressionLevel: 9 })
      : image.webp({ quality: 90 })
  ).toBuffer();
  return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
}

import { parsePhotoFileName, photoVariantFileName, PHOTO_VARIANT_WIDTHS } from "../../../domain/photo-file-names.ts";

/** The storage key of a photo's metadata (its size), beside the original; never served. */
export function photoMetaKey(fileName: string): string {
  const parsed = parsePhotoFileName(fileName);
  if (parsed?.kind !== "original") throw new Error(`not an original photo file name: ${fileName}`);
  return `${parsed.base}.json`;
}

/** Every key stored for one photo: the original, its webp copies and its metadata. */
export function allPhotoKeys(fileName: string): string[] {
  return [fileName, ...PHOTO_VARIANT_WIDTHS.map((w) => photoVariantFileName(fileName, w)), photoMetaKey(fileName)];
}

/** What the metadata file holds: the original's size as displayed (EXIF orientation applied). */
export interface PhotoMeta {
  width: number;
  height: number;
}

/**
 * The photo library's upload rules (spec: Admin panel → Photos, section 9): which images are
 * accepted, how large, how many at once, and the Portuguese messages of each refusal. The
 * browser checks them before sending; the server checks them again on the bytes.
 */

/** Largest photo accepted, per file. */
export const PHOTO_MAX_MB = 10;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;
/** Most photos one upload request may carry (the admin panel sends one photo a request, to show its progress). */
export const PHOTO_MAX_FILES_PER_UPLOAD = 10;
/** Most pixels a photo may have: 40 megapixels, more than a photo library needs; decoding a larger one would take too much memory. */
export const PHOTO_MAX_MEGAPIXELS = 40;
/** Spec section 9: the library lists 100 photos a page, newest first. */
export const PHOTO_PAGE_SIZE = 100;
/** Spec section 9: photos are served with cache control 3600 seconds. */
export const PHOTO_CACHE_SECONDS = 3600;

/** The image types the library takes, recognised by their content. */
export const PHOTO_TYPES = {
  jpeg: { extension: "jpg", contentType: "image/jpeg" },
  png: { extension: "png", contentType: "image/png" },
  webp: { extension: "webp", contentType: "image/webp" },
} as const;
export type PhotoType = keyof typeof PHOTO_TYPES;

/** For `<input type="file" accept>`: the content types of PHOTO_TYPES. */
export const PHOTO_ACCEPT = Object.values(PHOTO_TYPES)
  .map((t) => t.contentType)
  .join(",");

export const PHOTO_MESSAGES = {
  tooLarge: (name: string) => `A foto ${name} excede o tamanho máximo de ${PHOTO_MAX_MB} MB`,
  notAnImage: (name: string) => `O ficheiro ${name} não é uma imagem válida (apenas JPEG, PNG ou WebP)`,
  tooManyPixels: (name: string) => `A foto ${name} tem demasiados píxeis (máximo ${PHOTO_MAX_MEGAPIXELS} megapíxeis)`,
  storeFailed: (name: string) => `Erro ao guardar a foto ${name}. Tente novamente.`,
  noFiles: "Selecione pelo menos uma foto para carregar",
  tooManyFiles: `Pode carregar no máximo ${PHOTO_MAX_FILES_PER_UPLOAD} fotos de cada vez`,
  uploaded: (count: number) => `${count} foto(s) carregada(s) com sucesso`,
  deleted: "Foto eliminada com sucesso",
  notFound: "Foto não encontrada",
  pageInvalid: "Página inválida",
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF"
const WEBP = [0x57, 0x45, 0x42, 0x50]; // "WEBP" at offset 8

/**
 * The image type from the first bytes of a file (its magic number), whatever its name or the
 * type the browser claimed; null for anything else (a text file renamed .jpg, a GIF, an SVG).
 */
export function detectPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "webp";
  return null;
}

/** Whether a content type the browser reports is one the library takes (a first check only). */
export function isAcceptedPhotoContentType(contentType: string): boolean {
  return Object.values(PHOTO_TYPES).some((t) => t.contentType === contentType.toLowerCase());
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** A client's file name as it may appear in a message: no control characters, at most 80 characters. */
export function displayFileName(name: string): string {
  const clean = name.replace(CONTROL, "").trim() || "sem nome";
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean;
}

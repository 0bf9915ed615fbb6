/**
 * Where the photo library's files live: a flat namespace of keys (file names such as
 * `k3j9x2ab4q-1732371234567.jpg`). A key is written once: `put` never replaces an existing file.
 */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

export interface PhotoStorage {
  /** For the start-up log, e.g. "local disk (/srv/data/photos)". */
  readonly describe: string;
  /** Stores the bytes under `key`; throws PhotoKeyExistsError when the key is taken (nothing is replaced). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class PhotoKeyExistsError extends Error {
  constructor(readonly key: string) {
    super(`photo storage: ${key} already exists`);
  }
}

/** Keys are plain file names: lower-case letters, digits, '.', '-' and '_', no '..', at most 200 characters. */
export function assertStorageKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._-]{0,199}$/.test(key) || key.includes("..")) {
    throw new Error(`photo storage: invalid key ${JSON.stringify(key)}`);
  }
}

/** Content types of the keys we store, by extension: a key's extension names what it may hold. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  json: "application/json",
};

/** The content type a key holds by its extension, or undefined for any other extension. */
export function contentTypeOfKey(key: string): string | undefined {
  const dot = key.lastIndexOf(".");
  return dot < 0 ? undefined : CONTENT_TYPES[key.slice(dot + 1)];
}

/** Checks a key and that `contentType` is what its extension holds (no HTML under a .jpg name). */
export function assertStorable(key: string, contentType: string): void {
  assertStorageKey(key);
  if (contentTypeOfKey(key) !== contentType) throw new Error(`photo storage: ${key} cannot hold ${contentType}`);
}

/** A stored file from bytes held in memory. */
export function storedFileOf(bytes: Uint8Array, contentType: string): StoredFile {
  return { body: new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(), size: bytes.byteLength, contentType };
}

/** Reads a stored file whole (small files: a photo's metadata). */
export async function readStoredFile(file: StoredFile): Promise<Uint8Array> {
  return new Uint8Array(await new Response(file.body).arrayBuffer());
}

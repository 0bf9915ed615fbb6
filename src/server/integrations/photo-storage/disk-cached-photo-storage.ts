import fs from "node:fs/promises";
import path from "node:path";
import { createLocalDiskPhotoStorage } from "./local-disk-photo-storage.ts";
import { readStoredFile, storedFileOf, type PhotoStorage, type StoredFile } from "./photo-storage.ts";

/**
 * Wraps the shared photo storage (the database or the bucket) with a cache on this machine's
 * disk (DATA_DIR/photo-cache): an image read once is served from the disk afterwards, bounded by
 * `maxBytes`, the least recently read dropped first. The cache is a cache only: the shared
 * storage holds every file, so deleting the folder loses nothing, and a file is written there
 * only after it was read from the shared storage. Before a cached copy is served, the shared
 * storage is asked whether the key still exists (a key is never replaced, only deleted), so a
 * photo deleted through another process is not served from here. Writes and deletes go to the
 * shared storage; metadata (.json) is read from it every time (it is as small as the check).
 * A failing cache (disk full, no permission) never fails a read: the file comes from the
 * shared storage instead.
 */
export function createDiskCachedPhotoStorage(shared: PhotoStorage, dir: string, options: { maxBytes: number }): PhotoStorage {
  const disk = createLocalDiskPhotoStorage(dir);
  /** Cached keys and their sizes, least recently read first (a Map keeps insertion order). */
  const entries = new Map<string, number>();
  let total = 0;
  let loaded: Promise<void> | undefined;

  /** Counts what the folder holds already (an earlier run's cache), oldest first. */
  const load = () =>
    (loaded ??= (async () => {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return;
      }
      const found: { key: string; size: number; mtime: number }[] = [];
      for (const key of names.filter((name) => !name.startsWith("."))) {
        const stat = await fs.stat(path.join(dir, key)).catch(() => undefined);
        if (stat?.isFile()) found.push({ key, size: stat.size, mtime: stat.mtimeMs });
      }
      for (const entry of found.sort((a, b) => a.mtime - b.mtime)) remember(entry.key, entry.size);
    })());

  function remember(key: string, size: number) {
    const known = entries.get(key);
    if (known !== undefined) entries.delete(key);
    else total += size;
    entries.set(key, known ?? size);
  }

  async function forget(key: string) {
    const size = entries.get(key);
    if (size !== undefined) {
      entries.delete(key);
      total -= size;
    }
    await disk.delete(key).catch(() => undefined);
  }

  async function evict() {
    for (const key of entries.keys()) {
      if (total <= options.maxBytes) return;
      await forget(key);
    }
  }

  const cacheable = (contentType: string) => contentType.startsWith("image/");

  /** The cached copy when there is one and the shared storage still has the key; undefined to read the shared storage. */
  async function fromCache(key: string): Promise<StoredFile | null | undefined> {
    try {
      if (!(await disk.exists(key))) return undefined;
    } catch {
      return undefined;
    }
    if (!(await shared.exists(key))) {
      await forget(key);
      return null;
    }
    const file = await disk.get(key).catch(() => null);
    if (!file) return undefined;
    remember(key, file.size);
    return file;
  }

  async function keep(key: string, bytes: Uint8Array, contentType: string) {
    if (bytes.byteLength > options.maxBytes) return;
    try {
      await load();
      await disk.put(key, bytes, contentType);
    } catch {
      // Taken already (another request filled it) or the disk refused it: the cache is optional.
      if (!(await disk.exists(key).catch(() => false))) return;
    }
    remember(key, bytes.byteLength);
    await evict();
  }

  return {
    describe: `${shared.describe}, cached on local disk (${dir})`,

    put: (key, bytes, contentType) => shared.put(key, bytes, contentType),

    async get(key) {
      const cached = await fromCache(key);
      if (cached !== undefined) return cached;
      const file = await shared.get(key);
      if (!file || !cacheable(file.contentType)) return file;
      const bytes = await readStoredFile(file);
      await keep(key, bytes, file.contentType);
      return storedFileOf(bytes, file.contentType);
    },

    async delete(key) {
      await shared.delete(key);
      await forget(key);
    },

    exists: (key) => shared.exists(key),
  };
}

import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../../logger.ts";
import { assertStorageKey, contentTypeOfKey, PhotoKeyExistsError, readStoredFile, type PhotoStorage } from "./photo-storage.ts";

/** An upload's temporary file of the local disk storage: written, never linked to a key. */
const UPLOAD_TEMPORARY = /^\.upload-[0-9a-f]+\.tmp$/;

const isKey = (name: string) => {
  try {
    assertStorageKey(name);
    return contentTypeOfKey(name) !== undefined;
  } catch {
    return false;
  }
};

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);

/**
 * Moves the photos an earlier release kept in DATA_DIR/photos into `storage` (the database or
 * the bucket), at start, before any request is served. One file at a time: it is stored first,
 * and removed from the disk only once `put` has returned (the row committed, the object
 * written), so at every moment each file is on the disk, in the storage, or in both. A start that
 * stops halfway leaves the rest on the disk and the next start carries on; a file already in the
 * storage with the same bytes is only removed from the disk. Nothing is ever replaced: a key that
 * holds other bytes in the storage, and a file that is not a photo's, stay on the disk with a
 * warning. At the first failure of the storage itself (unreachable, refused) the move stops for
 * this start, with an error line. The folder goes once it is empty.
 */
export async function movePhotosFromDisk(storage: PhotoStorage, dir: string, logger: Logger): Promise<{ moved: number; left: number }> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { moved: 0, left: 0 };
    throw error;
  }
  let moved = 0;
  let left = 0;
  for (const [index, name] of names.entries()) {
    const file = path.join(dir, name);
    if (UPLOAD_TEMPORARY.test(name)) {
      await fs.rm(file, { force: true });
      continue;
    }
    const stat = await fs.lstat(file);
    if (!isKey(name) || !stat.isFile()) {
      logger.warn({ file: name }, "photo folder: not a photo file; left where it is");
      left++;
      continue;
    }
    const bytes = new Uint8Array(await fs.readFile(file));
    try {
      await storage.put(name, bytes, contentTypeOfKey(name)!);
    } catch (error) {
      if (!(error instanceof PhotoKeyExistsError)) {
        left += names.length - index;
        logger.error(
          { err: error, moved, left },
          `photos not all moved into the photo storage (${storage.describe}): the rest stay in ${dir} and the next start moves them`,
        );
        return { moved, left };
      }
      const stored = await storage.get(name);
      if (!stored || !sameBytes(bytes, await readStoredFile(stored))) {
        logger.warn({ file: name }, "photo folder: the storage holds other bytes under this name; the file is left where it is");
        left++;
        continue;
      }
    }
    await fs.rm(file);
    moved++;
  }
  if (moved > 0) logger.info({ moved }, `photos moved from ${dir} into the photo storage (${storage.describe})`);
  if (left > 0) logger.warn({ left }, `photo folder: ${left} file(s) left in ${dir}, not moved`);
  else await fs.rmdir(dir).catch(() => undefined);
  return { moved, left };
}

import { randomBytes } from "node:crypto";
import { constants as fsConstants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { makePrivateDir, PRIVATE_FILE_MODE } from "../../db/data-dir-privacy.ts";
import { assertStorable, assertStorageKey, contentTypeOfKey, PhotoKeyExistsError, type PhotoStorage } from "./photo-storage.ts";

const isErrno = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

/** Links the file to its name, failing with EEXIST when the name is taken; copies where hard links are not supported. */
async function linkWithoutReplacing(from: string, to: string): Promise<void> {
  try {
    await fs.link(from, to);
  } catch (error) {
    if (!isErrno(error, "EPERM") && !isErrno(error, "ENOTSUP") && !isErrno(error, "EXDEV")) throw error;
    await fs.copyFile(from, to, fsConstants.COPYFILE_EXCL);
  }
}

/**
 * Photos as files in one folder of the data folder: what the local photo cache keeps
 * (DATA_DIR/photo-cache, see disk-cached-photo-storage.ts). The folder is private
 * (0700) and every file 0600, like the rest of the data folder. A file is written under a
 * temporary name, then linked to its key, which fails when the key exists: a reader never sees
 * half a file and nothing is ever overwritten, even by two processes at once.
 */
export function createLocalDiskPhotoStorage(dir: string): PhotoStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };

  return {
    describe: `local disk (${dir})`,

    async put(key, bytes, contentType) {
      assertStorable(key, contentType);
      const file = fileOf(key);
      makePrivateDir(dir);
      const temporary = path.join(dir, `.upload-${randomBytes(8).toString("hex")}.tmp`);
      await fs.writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE, flag: "wx" });
      try {
        await linkWithoutReplacing(temporary, file);
      } catch (error) {
        if (isErrno(error, "EEXIST")) throw new PhotoKeyExistsError(key);
        throw error;
      } finally {
        await fs.rm(temporary, { force: true });
      }
    },

    async get(key) {
      const file = fileOf(key);
      const contentType = contentTypeOfKey(key) ?? "application/octet-stream";
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, "r");
      } catch (error) {
        if (isErrno(error, "ENOENT")) return null;
        throw error;
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const stream = handle.createReadStream({ autoClose: true });
      return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size: stat.size, contentType };
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch (error) {
        if (isErrno(error, "ENOENT")) return false;
        throw error;
      }
    },
  };
}

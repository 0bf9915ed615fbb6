import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { photoFiles } from "../../db/schema.ts";
import { assertStorable, assertStorageKey, PhotoKeyExistsError, storedFileOf, type PhotoStorage } from "./photo-storage.ts";

/**
 * Photos as rows of `photo_files` (PGlite or PostgreSQL, the default): every server process on
 * the database reads the same files, and a database backup (pg_dump, a copy of DATA_DIR/db)
 * holds them. A key is inserted once: `on conflict do nothing` leaves the first row as it is,
 * even when two processes write the same key at once.
 */
export function createDatabasePhotoStorage(db: Db): PhotoStorage {
  return {
    describe: "database",

    async put(key, bytes, contentType) {
      assertStorable(key, contentType);
      const inserted = await db
        .insert(photoFiles)
        .values({ key, contentType, size: bytes.byteLength, bytes })
        .onConflictDoNothing({ target: photoFiles.key })
        .returning({ key: photoFiles.key });
      if (inserted.length === 0) throw new PhotoKeyExistsError(key);
    },

    async get(key) {
      assertStorageKey(key);
      const [row] = await db
        .select({ contentType: photoFiles.contentType, bytes: photoFiles.bytes })
        .from(photoFiles)
        .where(eq(photoFiles.key, key));
      return row ? storedFileOf(new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength), row.contentType) : null;
    },

    async delete(key) {
      assertStorageKey(key);
      await db.delete(photoFiles).where(eq(photoFiles.key, key));
    },

    async exists(key) {
      assertStorageKey(key);
      const [row] = await db.select({ key: photoFiles.key }).from(photoFiles).where(eq(photoFiles.key, key));
      return row !== undefined;
    },
  };
}

import path from "node:path";
import type { Db } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { createDatabasePhotoStorage } from "./database-photo-storage.ts";
import { createDiskCachedPhotoStorage } from "./disk-cached-photo-storage.ts";
import type { PhotoStorage } from "./photo-storage.ts";
import { createS3Client, createS3PhotoStorage } from "./s3-photo-storage.ts";

/** The most the local photo cache (DATA_DIR/photo-cache) keeps: a few thousand webp copies. */
export const PHOTO_CACHE_MAX_BYTES = 512 * 1024 * 1024;

type PhotoStorageEnv = Pick<
  Env,
  "dataDir" | "PHOTO_STORAGE" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY"
>;

/** Where the photos every server process shares are kept: the database (default) or an S3-compatible bucket. */
function createSharedPhotoStorage(env: PhotoStorageEnv, db: Db): PhotoStorage {
  if (env.PHOTO_STORAGE === "s3") {
    // parseEnv refuses PHOTO_STORAGE=s3 without these three.
    const settings = {
      bucket: env.S3_BUCKET ?? "",
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
    };
    return createS3PhotoStorage(createS3Client(settings), settings.bucket);
  }
  return createDatabasePhotoStorage(db);
}

/**
 * The photo storage for this environment: the shared one (database or bucket), with the images
 * it serves cached on this machine's disk under DATA_DIR/photo-cache (a cache only).
 */
export function createPhotoStorage(env: PhotoStorageEnv, db: Db): PhotoStorage {
  return createDiskCachedPhotoStorage(createSharedPhotoStorage(env, db), path.join(env.dataDir, "photo-cache"), {
    maxBytes: PHOTO_CACHE_MAX_BYTES,
  });
}

import path from "node:path";
import type { Env } from "../../env.ts";
import { createLocalDiskPhotoStorage } from "./local-disk-photo-storage.ts";
import type { PhotoStorage } from "./photo-storage.ts";

/**
 * The photo storage for this environment: for now always the local disk under DATA_DIR/photos.
 * Several server processes behind a load balancer need a shared store instead: an S3-compatible
 * bucket can implement PhotoStorage (put with If-None-Match: * for "never overwrite") and be
 * chosen here by configuration, with no change to the photo module.
 */
export function createPhotoStorage(env: Pick<Env, "dataDir">): PhotoStorage {
  return createLocalDiskPhotoStorage(path.join(env.dataDir, "photos"));
}

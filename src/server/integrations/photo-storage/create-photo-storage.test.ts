import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { parseEnv } from "../../env.ts";
import { createPhotoStorage } from "./create-photo-storage.ts";

/** Choosing a storage opens no connection: no database is needed to see which one is chosen. */
const noDatabase = {} as Db;

describe("createPhotoStorage", () => {
  it("keeps photos in the database by default, cached under DATA_DIR/photo-cache", () => {
    const storage = createPhotoStorage(parseEnv({ DATA_DIR: "/srv/data" }), noDatabase);
    expect(storage.describe).toBe("database, cached on local disk (/srv/data/photo-cache)");
  });

  it("keeps them in the configured bucket with PHOTO_STORAGE=s3", () => {
    const env = parseEnv({ DATA_DIR: "/srv/data", PHOTO_STORAGE: "s3", S3_BUCKET: "tour-photos", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" });
    expect(createPhotoStorage(env, noDatabase).describe).toBe("S3 bucket tour-photos, cached on local disk (/srv/data/photo-cache)");
  });
});

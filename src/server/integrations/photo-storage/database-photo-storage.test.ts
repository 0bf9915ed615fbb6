import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { photoFiles } from "../../db/schema.ts";
import { openTestDatabase } from "../../../../test-support/test-database.ts";
import { itBehavesAsPhotoStorage } from "../../../../test-support/photo-storage-contract.ts";
import { createDatabasePhotoStorage } from "./database-photo-storage.ts";
import type { PhotoStorage } from "./photo-storage.ts";

let database: Database;
let storage: PhotoStorage;
beforeAll(async () => {
  database = await openTestDatabase();
  storage = createDatabasePhotoStorage(database.db);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(photoFiles);
});

describe("database photo storage", () => {
  itBehavesAsPhotoStorage(() => storage);

  it("keeps each file as one row of photo_files: key, content type, size and bytes", async () => {
    const bytes = Uint8Array.from([0xff, 0xd8, 0xff, 0x00, 0x01]);
    await storage.put("f6-6.jpg", bytes, "image/jpeg");
    const rows = await database.db.select().from(photoFiles);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: "f6-6.jpg", contentType: "image/jpeg", size: 5 });
    expect(new Uint8Array(rows[0]!.bytes)).toEqual(bytes);
  });

  it("is seen at once by a second storage on the same database (another server process)", async () => {
    const other = createDatabasePhotoStorage(database.db);
    await storage.put("g7-7.png", Uint8Array.from([1, 2, 3]), "image/png");
    expect(await other.exists("g7-7.png")).toBe(true);
    await other.delete("g7-7.png");
    expect(await storage.get("g7-7.png")).toBeNull();
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { photoFiles } from "../../db/schema.ts";
import { createLogger } from "../../logger.ts";
import { openTestDatabase } from "../../../../test-support/test-database.ts";
import { createDatabasePhotoStorage } from "./database-photo-storage.ts";
import { movePhotosFromDisk } from "./move-photos-from-disk.ts";
import { readStoredFile, type PhotoStorage } from "./photo-storage.ts";

let database: Database;
let storage: PhotoStorage;
beforeAll(async () => {
  database = await openTestDatabase();
  storage = createDatabasePhotoStorage(database.db);
});
afterAll(() => database.close());

let root: string;
let dir: string;
beforeEach(async () => {
  await database.db.delete(photoFiles);
  root = fs.mkdtempSync(path.join(os.tmpdir(), "photo-move-"));
  dir = path.join(root, "photos");
  fs.mkdirSync(dir);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function captureLogs() {
  let output = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  return { logger: createLogger("info", stream), lines: () => output.trim().split("\n").filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) };
}

/** What an older release left in DATA_DIR/photos for one photo: original, three webp copies, metadata. */
function writeOldPhoto(base: string): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {
    [`${base}.jpg`]: Uint8Array.from({ length: 700 }, (_, i) => (i * 13 + base.length) % 256),
    [`${base}-w480.webp`]: Uint8Array.from({ length: 120 }, (_, i) => (i * 5) % 256),
    [`${base}-w960.webp`]: Uint8Array.from({ length: 240 }, (_, i) => (i * 7) % 256),
    [`${base}-w1600.webp`]: Uint8Array.from({ length: 400 }, (_, i) => (i * 11) % 256),
    [`${base}.json`]: new TextEncoder().encode('{"width":2000,"height":1200}'),
  };
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), bytes);
  return files;
}

const onDisk = () => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
async function expectStored(files: Record<string, Uint8Array>) {
  for (const [key, bytes] of Object.entries(files)) {
    const file = await storage.get(key);
    expect(file, key).not.toBeNull();
    expect(await readStoredFile(file!), key).toEqual(bytes);
  }
}
const CONTENT_TYPES = { jpg: "image/jpeg", webp: "image/webp", json: "application/json" } as Record<string, string>;

describe("movePhotosFromDisk", () => {
  it("moves every file of DATA_DIR/photos into the storage with its content type, then removes the folder", async () => {
    const files = { ...writeOldPhoto("k3j9x2ab4q-1732371234567"), ...writeOldPhoto("p0q1r2s3t4-1732371299999") };
    const logs = captureLogs();
    expect(await movePhotosFromDisk(storage, dir, logs.logger)).toEqual({ moved: 10, left: 0 });
    await expectStored(files);
    const rows = await database.db.select({ key: photoFiles.key, contentType: photoFiles.contentType }).from(photoFiles);
    expect(rows.map((r) => [r.key, r.contentType]).sort()).toEqual(Object.keys(files).map((k) => [k, CONTENT_TYPES[k.split(".").pop()!]]).sort());
    expect(fs.existsSync(dir)).toBe(false);
    expect(logs.lines()).toEqual([expect.objectContaining({ level: 30, moved: 10, msg: expect.stringMatching(/moved .* into the photo storage \(database\)/) })]);
  });

  it("does nothing, and says nothing, when there is no folder (a new install, or a later start)", async () => {
    fs.rmSync(dir, { recursive: true });
    const logs = captureLogs();
    expect(await movePhotosFromDisk(storage, dir, logs.logger)).toEqual({ moved: 0, left: 0 });
    expect(logs.lines()).toEqual([]);
  });

  it("finishes after a start that stopped halfway: files stored already are not written twice, nothing is lost", async () => {
    const files = writeOldPhoto("a1b2c3d4e5-1732371234567");
    // The earlier start stored two files, removed one of them from disk, then stopped.
    await storage.put("a1b2c3d4e5-1732371234567.jpg", files["a1b2c3d4e5-1732371234567.jpg"]!, "image/jpeg");
    await storage.put("a1b2c3d4e5-1732371234567-w480.webp", files["a1b2c3d4e5-1732371234567-w480.webp"]!, "image/webp");
    fs.rmSync(path.join(dir, "a1b2c3d4e5-1732371234567.jpg"));
    expect(await movePhotosFromDisk(storage, dir, captureLogs().logger)).toEqual({ moved: 4, left: 0 });
    await expectStored(files);
    expect(fs.existsSync(dir)).toBe(false);
    expect(await movePhotosFromDisk(storage, dir, captureLogs().logger)).toEqual({ moved: 0, left: 0 });
  });

  it("stops at a storage failure, keeps what it has not stored on disk, and the next start finishes", async () => {
    const files = writeOldPhoto("f1f2f3f4f5-1732371234567");
    let puts = 0;
    const failing: PhotoStorage = {
      ...storage,
      put: async (key, bytes, contentType) => {
        if (++puts === 3) throw new Error("connection terminated");
        return storage.put(key, bytes, contentType);
      },
    };
    const logs = captureLogs();
    expect(await movePhotosFromDisk(failing, dir, logs.logger)).toEqual({ moved: 2, left: 3 });
    expect(logs.lines().at(-1)).toMatchObject({ level: 50, left: 3, msg: expect.stringMatching(/next start/) });
    // Every file is in the storage or still on disk, with its bytes.
    for (const [key, bytes] of Object.entries(files)) {
      const stored = await storage.get(key);
      const kept = onDisk().includes(key) ? new Uint8Array(fs.readFileSync(path.join(dir, key))) : null;
      expect(stored ? await readStoredFile(stored) : kept, key).toEqual(bytes);
    }
    expect(await movePhotosFromDisk(storage, dir, captureLogs().logger)).toEqual({ moved: 3, left: 0 });
    await expectStored(files);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("keeps a file whose key holds other bytes in the storage, and files that are not photos, and says so", async () => {
    await storage.put("c1c2c3c4c5-1732371234567.jpg", new TextEncoder().encode("other bytes"), "image/jpeg");
    fs.writeFileSync(path.join(dir, "c1c2c3c4c5-1732371234567.jpg"), "these bytes");
    fs.writeFileSync(path.join(dir, "notes.txt"), "not a photo");
    fs.writeFileSync(path.join(dir, ".upload-0123456789abcdef.tmp"), "half a photo"); // an upload's temporary, never linked
    const logs = captureLogs();
    expect(await movePhotosFromDisk(storage, dir, logs.logger)).toEqual({ moved: 0, left: 2 });
    expect(onDisk()).toEqual(["c1c2c3c4c5-1732371234567.jpg", "notes.txt"]);
    expect(new TextDecoder().decode(await readStoredFile((await storage.get("c1c2c3c4c5-1732371234567.jpg"))!))).toBe("other bytes");
    expect(logs.lines().map((l) => l.level)).toEqual([40, 40, 40]);
  });
});

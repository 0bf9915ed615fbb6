import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { itBehavesAsPhotoStorage } from "../../../../test-support/photo-storage-contract.ts";
import { createDiskCachedPhotoStorage } from "./disk-cached-photo-storage.ts";
import { createLocalDiskPhotoStorage } from "./local-disk-photo-storage.ts";
import { readStoredFile, type PhotoStorage } from "./photo-storage.ts";

let root: string;
let cacheDir: string;
/** The storage every process shares (here a folder standing for the database or the bucket), counting its reads. */
let shared: PhotoStorage & { reads: string[] };
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "photo-cache-"));
  cacheDir = path.join(root, "photo-cache");
  const inner = createLocalDiskPhotoStorage(path.join(root, "shared"));
  const reads: string[] = [];
  shared = {
    ...inner,
    reads,
    get: (key) => {
      reads.push(key);
      return inner.get(key);
    },
  };
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const bytesOfLength = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * seed) % 251);
const read = async (storage: PhotoStorage, key: string) => {
  const file = await storage.get(key);
  return file ? readStoredFile(file) : null;
};
const cached = () => (fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir).filter((f) => !f.startsWith(".")).sort() : []);

describe("photo storage with a local disk cache", () => {
  itBehavesAsPhotoStorage(() => createDiskCachedPhotoStorage(shared, cacheDir, { maxBytes: 1_000_000 }));

  it("reads a photo from the shared storage once, then from its own disk", async () => {
    const storage = createDiskCachedPhotoStorage(shared, cacheDir, { maxBytes: 1_000_000 });
    await shared.put("a1-1-w480.webp", bytesOfLength(300), "image/webp");
    expect(await read(storage, "a1-1-w480.webp")).toEqual(bytesOfLength(300));
    expect(cached()).toEqual(["a1-1-w480.webp"]);
    const again = await storage.get("a1-1-w480.webp");
    expect(again).toMatchObject({ size: 300, contentType: "image/webp" });
    expect(await readStoredFile(again!)).toEqual(bytesOfLength(300));
    expect(shared.reads).toEqual(["a1-1-w480.webp"]);
  });

  it("loses nothing when the cache folder is deleted", async () => {
    const storage = createDiskCachedPhotoStorage(shared, cacheDir, { maxBytes: 1_000_000 });
    await storage.put("b2-2.jpg", bytesOfLength(200, 3), "image/jpeg");
    expect(await read(storage, "b2-2.jpg")).toEqual(bytesOfLength(200, 3));
    fs.rmSync(cacheDir, { recursive: true, force: true });
    expect(await read(storage, "b2-2.jpg")).toEqual(bytesOfLength(200, 3));
    expect(cached()).toEqual(["b2-2.jpg"]);
  });

  it("does not serve a cached photo that another process deleted, and drops its copy", async () => {
    const storage = createDiskCachedPhotoStorage(shared, cacheDir, { maxBytes: 1_000_000 });
    await storage.put("c3-3-w960.webp", bytesOfLength(100), "image/webp");
    await read(storage, "c3-3-w960.webp");
    expect(cached()).toEqual(["c3-3-w960.webp"]);
    await shared.delete("c3-3-w960.webp"); // through another process
    expect(await storage.get("c3-3-w960.webp")).toBeNull();
    expect(cached()).toEqual([]);
  });

  it("keeps at most maxBytes on disk, dropping the least recently read", async () => {
    const storage = createDiskCachedPhotoStorage(shared, cacheDir, { maxBytes: 250 });
    for (const key of ["d1-1.jpg", "d2-2.jpg", "d3-3.jpg"]) await shared.put(key, bytesOfLength(100), "image/jpeg");
    await read(storage, "d1-1.jpg");
    await read(storage, "d2-2.jpg");
    await read(storage, "d1-1.jpg"); // d1 is now the most recently read
    await read(storage, "d3-3.jpg");
    expect(cached()).toEqual(["d1-1.jpg", "d3-3.jpg"]);
    // A file larger than the whole cache is served, never kept.
    await shared.put("d4-4.jpg", bytesOfLength(300), "image/jpeg");
    expect(await read(storage, "d4-4.jpg")).toEqual(bytesOfLength(300));
    expect(cached()).toEqual(["d1-1.jpg", "d3-3.jpg"]);
  });

  it("counts what an earlier process left in the folder against the limit", async () => {
    const first = createDiskCachedPhotoStorage(shared, cacheDir, { maxBytes: 250 });
    for (const key of ["e1-1.jpg", "e2-2.jpg"]) {
      await shared.put(key, bytesOfLength(100), "image/jpeg");
      await read(first, key);
    }
    const second = createDiskCachedPhotoStorage(shared, cacheDir, { maxBytes: 250 });
    await shared.put("e3-3.jpg", bytesOfLength(100), "image/jpeg");
    await read(second, "e3-3.jpg");
    expect(cached()).toHaveLength(2);
    expect(cached()).toContain("e3-3.jpg");
  });

  it("keeps no metadata (.json) on disk: it is as small as the check a cached read makes", async () => {
    const storage = createDiskCachedPhotoStorage(shared, cacheDir, { maxBytes: 1_000_000 });
    await storage.put("f6-6.json", new TextEncoder().encode('{"width":1,"height":1}'), "application/json");
    expect(new TextDecoder().decode((await read(storage, "f6-6.json"))!)).toBe('{"width":1,"height":1}');
    expect(cached()).toEqual([]);
  });
});

/**
 * Issue 25: two server processes on one database serve the same photos, whichever received the
 * upload, and a backup of the database holds them. Each test app here is one process: its own
 * data folder (and local photo cache), the same database.
 */
import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { makePhoto, uploadPhotos, type PhotoJson, type UploadAnswer } from "../../../../test-support/test-photos.ts";

let first: TestApp;
let second: TestApp;
let photo: PhotoJson;
let base: string;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ database: first.database });
  const admin = await first.createUser(["admin"]);
  const response = await uploadPhotos(first, [{ name: "praia.jpg", bytes: await makePhoto(2000, 1200) }], admin.cookie);
  expect(response.status).toBe(201);
  photo = ((await response.json()) as UploadAnswer).stored[0]!;
  base = photo.fileName.replace(/\.jpg$/, "");
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const widthOf = async (bytes: Uint8Array) => (await sharp(bytes).metadata()).width;
const ADDRESSES = () => [
  [`/photos/${photo.fileName}`, "image/jpeg", 2000],
  [`/photos/${base}-w480.webp`, "image/webp", 480],
  [`/photos/${base}-w960.webp`, "image/webp", 960],
  [`/photos/${base}-w1600.webp`, "image/webp", 1600],
  [`/photos/${photo.fileName}?w=480`, "image/webp", 480],
  [`/photos/${photo.fileName}?w=1200`, "image/webp", 1600],
] as const;

describe("two server processes on one database", () => {
  it("the process that never saw the upload serves the original and every size, byte for byte as the other", async () => {
    for (const [url, type, width] of ADDRESSES()) {
      const fromSecond = await second.request(url);
      expect(fromSecond.status, url).toBe(200);
      expect(fromSecond.headers.get("content-type"), url).toBe(type);
      expect(fromSecond.headers.get("cache-control"), url).toBe("public, max-age=3600");
      const bytes = await bytesOf(fromSecond);
      expect(fromSecond.headers.get("content-length"), url).toBe(String(bytes.byteLength));
      expect(await widthOf(bytes), url).toBe(width);
      expect(bytes, url).toEqual(await bytesOf(await first.request(url)));
    }
  });

  it("the other process lists the photo with its size in the admin library", async () => {
    const admin = await second.createUser(["admin"]);
    const list = (await (await second.request("/api/admin/photos", { cookie: admin.cookie })).json()) as { items: PhotoJson[] };
    expect(list.items.map((p) => [p.fileName, p.width, p.height, p.srcset])).toEqual([[photo.fileName, 2000, 1200, photo.srcset]]);
  });

  it("serves every size again after its local cache folder is deleted: the cache holds nothing of its own", async () => {
    expect(fs.readdirSync(second.photoCacheDir).length).toBeGreaterThan(0);
    fs.rmSync(second.photoCacheDir, { recursive: true, force: true });
    for (const [url, , width] of ADDRESSES()) {
      const response = await second.request(url);
      expect(response.status, url).toBe(200);
      expect(await widthOf(await bytesOf(response)), url).toBe(width);
    }
  });

  it.skipIf(process.env.TEST_DB === "pg")("a copy of the database alone (no data folder) serves the photo, every size", async () => {
    const image = await first.database.dumpImage!();
    const restored = await openDatabase({ pgliteImage: image });
    const third = await createTestApp({ database: restored });
    try {
      for (const [url, type, width] of ADDRESSES()) {
        const response = await third.request(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("content-type"), url).toBe(type);
        expect(await widthOf(await bytesOf(response)), url).toBe(width);
      }
    } finally {
      await third.close();
      await restored.close();
    }
  });

  it("a photo deleted through one process is gone from the other, even from its cache", async () => {
    for (const [url] of ADDRESSES()) expect((await first.request(url)).status, url).toBe(200); // both have cached copies now
    const admin = await second.createUser(["admin"]);
    expect((await second.request(`/api/admin/photos/${photo.id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(200);
    for (const [url] of ADDRESSES()) {
      expect((await first.request(url)).status, url).toBe(404);
      expect((await second.request(url)).status, url).toBe(404);
    }
  });
});

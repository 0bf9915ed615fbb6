import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { makePhoto, readStoredPhoto, uploadPhotos, type PhotoJson, type UploadAnswer } from "../../../../test-support/test-photos.ts";

let t: TestApp;
let photo: PhotoJson;
let base: string;
let original: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser(["admin"]);
  original = await makePhoto(2000, 1200);
  photo = ((await (await uploadPhotos(t, [{ name: "a.jpg", bytes: original }], admin.cookie)).json()) as UploadAnswer).stored[0]!;
  base = photo.fileName.replace(/\.jpg$/, "");
  // Files a path trick would like to reach: the database folder's neighbour and the data folder itself.
  fs.writeFileSync(path.join(t.dataDir, "db"), "secret");
  fs.writeFileSync(path.join(t.dataDir, "session-secret"), "secret");
});
afterAll(() => t.close());

describe("GET /photos/:fileName", () => {
  it("serves the original to anyone, with its type, size and cache control 3600", async () => {
    const response = await t.app.request(`/photos/${photo.fileName}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const kept = new Uint8Array(await readStoredPhoto(t, photo.fileName));
    expect(response.headers.get("content-length")).toBe(String(kept.byteLength));
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(kept);
    expect((await sharp(Buffer.from(kept)).metadata()).exif).toBeUndefined();
    expect((await sharp(original).metadata()).width).toBe((await sharp(Buffer.from(kept)).metadata()).width);
  });

  it.each([480, 960, 1600])("serves the %i copy as webp", async (width) => {
    const response = await t.app.request(`/photos/${base}-w${width}.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width);
  });

  it.each([
    ["?w=768", 960],
    ["?w=480", 480],
    ["?w=2400", 1600],
  ])("serves the right copy for %s (the catalogue's srcset)", async (query, width) => {
    const response = await t.app.request(`/photos/${photo.fileName}${query}`);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width);
  });

  it("ignores a ?w= that is not a width", async () => {
    for (const query of ["?w=abc", "?w=0", "?w=-5", "?w=99999999"]) {
      const response = await t.app.request(`/photos/${photo.fileName}${query}`);
      expect(response.headers.get("content-type"), query).toBe("image/jpeg");
    }
  });

  it.each([
    "/photos/..%2Fdb",
    "/photos/..%2F..%2Fetc%2Fpasswd",
    "/photos/%2e%2e%2Fsession-secret",
    "/photos/..%5Cdb",
    "/photos/.%2E/db",
    "/photos/%2Fetc%2Fpasswd",
    "/photos/db",
    "/photos/session-secret",
    "/photos/nope1234-1732371234567.jpg",
    `/photos/${"PLACEHOLDER"}.json`,
    `/photos/${"PLACEHOLDER"}-w500.webp`,
    `/photos/${"PLACEHOLDER"}.jpg%00`,
  ])("answers 404 to %s and leaks nothing", async (url) => {
    const response = await t.app.request(url.replace("PLACEHOLDER", base));
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain("secret");
    expect(text).not.toContain("root:");
    expect(text).not.toContain("width");
  });

  it("is not swallowed by the API's 404 or the web app's fallback", async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-spa-"));
    try {
      fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>SPA</title>");
      const withSpa = createApp(t.deps, { ping: async () => true, staticDir });
      const served = await withSpa.request(`/photos/${photo.fileName}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      const unknown = await withSpa.request("/photos/nope1234-1732371234567.jpg");
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).not.toContain("SPA");
      expect((await withSpa.request(`/api/photos/${photo.fileName}`)).status).toBe(404);
    } finally {
      fs.rmSync(staticDir, { recursive: true, force: true });
    }
  });
});

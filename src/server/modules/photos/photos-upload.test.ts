import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { photoFiles, photos } from "../../db/schema.ts";
import { createLocalDiskPhotoStorage } from "../../integrations/photo-storage/local-disk-photo-storage.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { makePhoto, readStoredPhoto, storedPhotoKeys, uploadPhotos, type UploadAnswer } from "../../../../test-support/test-photos.ts";

let t: TestApp;
let admin: TestUser;
let jpeg2000: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"], "Ana Admin");
  jpeg2000 = await makePhoto(2000, 1200);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(photos);
  await t.db.delete(photoFiles);
  fs.rmSync(t.photoCacheDir, { recursive: true, force: true });
});

const upload = (files: Parameters<typeof uploadPhotos>[1]) => uploadPhotos(t, files, admin.cookie);
const storedFiles = () => storedPhotoKeys(t);
const NAME = /^[a-z0-9]{10}-[0-9]{13}\.jpg$/;

describe("POST /api/admin/photos", () => {
  it("stores a real 2000x1200 jpeg under a random-timestamp name, with its row and 480/960/1600 webp copies", async () => {
    const before = Date.now();
    const response = await upload([{ name: "Praia da Marinha.JPEG", bytes: jpeg2000 }]);
    expect(response.status).toBe(201);
    const body = (await response.json()) as UploadAnswer;
    expect(body.refused).toEqual([]);
    expect(body.stored).toHaveLength(1);
    const photo = body.stored[0]!;
    expect(photo.fileName).toMatch(NAME);
    const timestamp = Number(photo.fileName.slice(11, 24));
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
    const base = photo.fileName.replace(/\.jpg$/, "");
    const original = await readStoredPhoto(t, photo.fileName);
    expect(photo).toMatchObject({ url: `/photos/${photo.fileName}`, width: 2000, height: 1200, sizeBytes: original.byteLength });
    expect(photo.srcset).toBe(
      `/photos/${base}-w480.webp 480w, /photos/${base}-w960.webp 960w, /photos/${base}-w1600.webp 1600w`,
    );

    const rows = await t.db.select().from(photos);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: photo.id, bucket: "tour-photos", fileName: photo.fileName, contentType: "image/jpeg", sizeBytes: original.byteLength });

    // The upload carried EXIF and GPS; the original kept (a full-size JPEG) and the webp copies at
    // their width, in proportion, carry none of it: /photos/ is public.
    expect((await sharp(jpeg2000).metadata()).exif).toBeDefined();
    expect(await sharp(original).metadata()).toMatchObject({ format: "jpeg", width: 2000, height: 1200 });
    expect((await sharp(original).metadata()).exif).toBeUndefined();
    expect(original.includes("Canon")).toBe(false);
    for (const width of [480, 960, 1600]) {
      const copy = await readStoredPhoto(t, `${base}-w${width}.webp`);
      const meta = await sharp(copy).metadata();
      expect(meta, `w${width}`).toMatchObject({ format: "webp", width, height: Math.round((width * 1200) / 2000) });
      expect(meta.exif, `w${width}`).toBeUndefined();
      expect(copy.includes("Canon"), `w${width}`).toBe(false);
    }
    expect(await storedFiles()).toEqual([`${base}-w1600.webp`, `${base}-w480.webp`, `${base}-w960.webp`, `${base}.jpg`, `${base}.json`].sort());
  });

  it("serves the stored original with its type and cache control 3600", async () => {
    const { stored } = (await (await upload([{ name: "a.jpg", bytes: jpeg2000 }])).json()) as UploadAnswer;
    const response = await t.request(stored[0]!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const kept = new Uint8Array(await readStoredPhoto(t, stored[0]!.fileName));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(kept);
  });

  it("never makes a copy wider than a small original, and says so in the srcset", async () => {
    const png = await makePhoto(300, 200, "png");
    const response = await upload([{ name: "logo.png", bytes: png, type: "image/png" }]);
    expect(response.status).toBe(201);
    const photo = ((await response.json()) as UploadAnswer).stored[0]!;
    expect(photo.fileName).toMatch(/\.png$/);
    expect(photo).toMatchObject({ width: 300, height: 200 });
    const base = photo.fileName.replace(/\.png$/, "");
    expect(photo.srcset).toBe(`/photos/${base}-w480.webp 300w`);
    for (const width of [480, 960, 1600]) {
      const meta = await sharp(await readStoredPhoto(t, `${base}-w${width}.webp`)).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 300, height: 200 });
    }
  });

  it("turns copies upright from the EXIF orientation and reports the size as displayed", async () => {
    const sideways = await makePhoto(1000, 600, "jpeg", { orientation: 6 });
    const photo = ((await (await upload([{ name: "torre.jpg", bytes: sideways }])).json()) as UploadAnswer).stored[0]!;
    expect(photo).toMatchObject({ width: 600, height: 1000 });
    const base = photo.fileName.replace(/\.jpg$/, "");
    const meta = await sharp(await readStoredPhoto(t, `${base}-w480.webp`)).metadata();
    expect(meta).toMatchObject({ width: 480, height: 800 });
    expect(meta.orientation).toBeUndefined();
  });

  it("takes the type from the content, not the name: a png called .jpg is stored as .png", async () => {
    const png = await makePhoto(64, 64, "png");
    const webp = await makePhoto(64, 64, "webp");
    const response = await upload([
      { name: "really-a-png.jpg", bytes: png },
      { name: "photo.webp", bytes: webp, type: "image/webp" },
    ]);
    expect(response.status).toBe(201);
    const { stored } = (await response.json()) as UploadAnswer;
    expect(stored.map((p) => p.fileName.split(".").pop())).toEqual(["png", "webp"]);
    const rows = await t.db.select().from(photos);
    expect(rows.map((r) => r.contentType).sort()).toEqual(["image/png", "image/webp"]);
  });

  it("refuses a text file named x.jpg with a message naming it, and stores nothing", async () => {
    const text = new TextEncoder().encode("isto não é uma fotografia, é texto com extensão .jpg");
    const response = await upload([{ name: "x.jpg", bytes: text }]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as UploadAnswer;
    expect(body.error).toEqual({ code: "photo_refused", message: "O ficheiro x.jpg não é uma imagem válida (apenas JPEG, PNG ou WebP)", requestId: expect.any(String) });
    expect(body.refused).toEqual([{ fileName: "x.jpg", message: body.error!.message }]);
    expect(await t.db.select().from(photos)).toHaveLength(0);
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    ["a GIF", "anim.gif", new Uint8Array([...new TextEncoder().encode("GIF89a"), 1, 0, 1, 0, 0, 0, 0])],
    ["an SVG", "logo.svg", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ["an empty file", "vazio.jpg", new Uint8Array()],
    ["a JPEG signature followed by junk", "fake.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(500).fill(7)])],
  ])("refuses %s and stores nothing", async (_what, name, bytes) => {
    const response = await upload([{ name, bytes }]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as UploadAnswer).error?.message).toBe(`O ficheiro ${name} não é uma imagem válida (apenas JPEG, PNG ou WebP)`);
    expect(await t.db.select().from(photos)).toHaveLength(0);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a truncated jpeg whose header is intact, leaving nothing behind", async () => {
    const truncated = jpeg2000.slice(0, Math.floor(jpeg2000.byteLength / 2));
    const response = await upload([{ name: "cortada.jpg", bytes: truncated }]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as UploadAnswer).error?.message).toContain("cortada.jpg");
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a file over 10 MB with the size message", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(jpeg2000);
    const response = await upload([{ name: "enorme.jpg", bytes: big }]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as UploadAnswer).error?.message).toBe("A foto enorme.jpg excede o tamanho máximo de 10 MB");
    expect(await t.db.select().from(photos)).toHaveLength(0);
    expect(await storedFiles()).toEqual([]);
  });

  it("stores the good files of a mixed upload and names each refused one", async () => {
    const response = await upload([
      { name: "um.jpg", bytes: jpeg2000 },
      { name: "notas.jpg", bytes: new TextEncoder().encode("texto") },
      { name: "dois.jpg", bytes: jpeg2000 },
    ]);
    expect(response.status).toBe(201);
    const body = (await response.json()) as UploadAnswer;
    expect(body.stored).toHaveLength(2);
    expect(body.stored[0]!.fileName).not.toBe(body.stored[1]!.fileName);
    expect(body.refused).toEqual([{ fileName: "notas.jpg", message: "O ficheiro notas.jpg não é uma imagem válida (apenas JPEG, PNG ou WebP)" }]);
    expect(await t.db.select().from(photos)).toHaveLength(2);
    expect(await storedFiles()).toHaveLength(10);
  });

  it("refuses more than 10 files at once, and a request without files", async () => {
    const tiny = await makePhoto(16, 16);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.jpg`, bytes: tiny }));
    const tooMany = await upload(eleven);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as UploadAnswer).error?.message).toBe("Pode carregar no máximo 10 fotos de cada vez");
    const none = await upload([]);
    expect(none.status).toBe(400);
    expect(((await none.json()) as UploadAnswer).error?.message).toBe("Selecione pelo menos uma foto para carregar");
    expect(await t.db.select().from(photos)).toHaveLength(0);
  });

  it("takes multipart bodies only", async () => {
    const response = await t.request("/api/admin/photos", { cookie: admin.cookie, json: { files: ["x.jpg"] } });
    expect(response.status).toBe(415);
  });
});

describe("an upload that fails while storing", () => {
  it("removes whatever it had written and answers which file failed", async () => {
    const failing = await createTestApp({
      photoStorage: (() => {
        const storage = createLocalDiskPhotoStorage(path.join(t.dataDir, "failing-photos"));
        return {
          ...storage,
          put: async (key: string, bytes: Uint8Array, contentType: string) => {
            if (key.endsWith("-w960.webp")) throw new Error("disk full");
            return storage.put(key, bytes, contentType);
          },
        };
      })(),
    });
    try {
      const failingAdmin = await failing.createUser(["admin"]);
      const response = await uploadPhotos(failing, [{ name: "praia.jpg", bytes: jpeg2000 }], failingAdmin.cookie);
      expect(response.status).toBe(400);
      expect(((await response.json()) as UploadAnswer).error?.message).toBe("Erro ao guardar a foto praia.jpg. Tente novamente.");
      expect(fs.readdirSync(path.join(t.dataDir, "failing-photos"))).toEqual([]);
      expect(await failing.db.select().from(photos)).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });
});

import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { photoFiles, photos } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { makePhoto, storedPhotoKeys, uploadPhotos, type PhotoJson, type UploadAnswer } from "../../../../test-support/test-photos.ts";

let t: TestApp;
let admin: TestUser;
let driver: TestUser;
let noRole: TestUser;
let jpeg: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"], "Ana Admin");
  driver = await t.createUser(["driver"], "Bruno Motorista");
  noRole = await t.createUser([], "Carla Cliente");
  jpeg = await makePhoto(1200, 800);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(photos);
  await t.db.delete(photoFiles);
  fs.rmSync(t.photoCacheDir, { recursive: true, force: true });
});

const list = async (query = "") => {
  const response = await t.request(`/api/admin/photos${query}`, { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: PhotoJson[]; total: number };
};
const storedFiles = () => storedPhotoKeys(t);

describe("GET /api/admin/photos", () => {
  it("lists 100 photos a page, newest first, with the total", async () => {
    const base = Date.parse("2026-03-01T10:00:00Z");
    await t.db.insert(photos).values(
      Array.from({ length: 105 }, (_, i) => ({
        fileName: `photo${String(i).padStart(3, "0")}-${base + i}.jpg`,
        contentType: "image/jpeg",
        sizeBytes: 1000 + i,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const first = await list();
    expect(first.total).toBe(105);
    expect(first.items).toHaveLength(100);
    expect(first.items[0]).toMatchObject({ fileName: `photo104-${base + 104}.jpg`, url: `/photos/photo104-${base + 104}.jpg`, sizeBytes: 1104 });
    expect(first.items[99]!.fileName).toBe(`photo005-${base + 5}.jpg`);
    // No metadata file for these rows: the size is unknown, the srcset names the copies' widths.
    expect(first.items[0]).toMatchObject({ width: null, height: null });
    expect(first.items[0]!.srcset).toContain(`photo104-${base + 104}-w1600.webp 1600w`);
    const second = await list("?page=2");
    expect(second.total).toBe(105);
    expect(second.items.map((p) => p.fileName)).toEqual([4, 3, 2, 1, 0].map((i) => `photo00${i}-${base + i}.jpg`));
    expect((await list("?page=3")).items).toEqual([]);
  });

  it("answers an uploaded photo with its size and srcset", async () => {
    const { stored } = (await (await uploadPhotos(t, [{ name: "a.jpg", bytes: jpeg }], admin.cookie)).json()) as UploadAnswer;
    const { items } = await list();
    expect(items).toEqual([{ ...stored[0], width: 1200, height: 800 }]);
    expect(items[0]!.srcset).toMatch(/-w480\.webp 480w, .*-w960\.webp 960w, .*-w1600\.webp 1200w$/);
  });

  it.each(["?page=0", "?page=-1", "?page=abc", "?page=1.5"])("refuses %s with 400", async (query) => {
    const response = await t.request(`/api/admin/photos${query}`, { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("Página inválida");
  });
});

describe("DELETE /api/admin/photos/:id", () => {
  it("removes the row and every file of the photo, and only that photo", async () => {
    const { stored } = (await (
      await uploadPhotos(t, [{ name: "a.jpg", bytes: jpeg }, { name: "b.jpg", bytes: jpeg }], admin.cookie)
    ).json()) as UploadAnswer;
    const [gone, kept] = stored as [PhotoJson, PhotoJson];
    expect(await storedFiles()).toHaveLength(10);

    const response = await t.request(`/api/admin/photos/${gone.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(await t.db.select().from(photos).where(eq(photos.id, gone.id))).toHaveLength(0);
    const goneBase = gone.fileName.replace(/\.jpg$/, "");
    expect((await storedFiles()).filter((f) => f.startsWith(goneBase))).toEqual([]);
    expect(await storedFiles()).toHaveLength(5);
    expect((await t.request(gone.url)).status).toBe(404);
    expect((await t.request(kept.url)).status).toBe(200);
    expect((await list()).items.map((p) => p.id)).toEqual([kept.id]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await t.request(`/api/admin/photos/${id}`, { method: "DELETE", cookie: admin.cookie });
      expect(response.status, id).toBe(404);
      expect((await response.json()).error.message).toBe("Foto não encontrada");
    }
  });
});

describe("refused to non-admins", () => {
  it.each([
    ["anonymous", (): string | undefined => undefined, 401],
    ["a user without a role", (): string | undefined => noRole.cookie, 403],
    ["a driver", (): string | undefined => driver.cookie, 403],
  ] as const)("answers %s with %i and changes nothing", async (_who, cookie, status) => {
    const { stored } = (await (await uploadPhotos(t, [{ name: "a.jpg", bytes: jpeg }], admin.cookie)).json()) as UploadAnswer;
    const before = await storedFiles();

    const listed = await t.request("/api/admin/photos", { cookie: cookie() });
    expect(listed.status).toBe(status);
    const uploaded = await uploadPhotos(t, [{ name: "b.jpg", bytes: jpeg }], cookie());
    expect(uploaded.status).toBe(status);
    const deleted = await t.request(`/api/admin/photos/${stored[0]!.id}`, { method: "DELETE", cookie: cookie() });
    expect(deleted.status).toBe(status);

    expect(await t.db.select().from(photos)).toHaveLength(1);
    expect(await storedFiles()).toEqual(before);
    expect(before).toContain(stored[0]!.fileName);
  });
});

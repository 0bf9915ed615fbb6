import { expect, it } from "vitest";
import { PhotoKeyExistsError, readStoredFile, type PhotoStorage } from "../src/server/integrations/photo-storage/photo-storage.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const textOf = async (storage: PhotoStorage, key: string) => {
  const file = await storage.get(key);
  return file ? new TextDecoder().decode(await readStoredFile(file)) : null;
};

/**
 * What every PhotoStorage must do, whatever keeps the bytes: called inside a describe() of the
 * adapter's own test file, with a function giving a fresh, empty storage.
 */
export function itBehavesAsPhotoStorage(storage: () => PhotoStorage) {
  it("stores, reads back with its content type and size, and deletes", async () => {
    const s = storage();
    expect(await s.get("a1-1.jpg")).toBeNull();
    expect(await s.exists("a1-1.jpg")).toBe(false);
    await s.put("a1-1.jpg", bytes("jpeg bytes"), "image/jpeg");
    expect(await s.exists("a1-1.jpg")).toBe(true);
    const file = await s.get("a1-1.jpg");
    expect(file).toMatchObject({ size: 10, contentType: "image/jpeg" });
    expect(new TextDecoder().decode(await readStoredFile(file!))).toBe("jpeg bytes");
    await s.delete("a1-1.jpg");
    expect(await s.exists("a1-1.jpg")).toBe(false);
    expect(await s.get("a1-1.jpg")).toBeNull();
    await s.delete("a1-1.jpg"); // nothing to delete: no error
  });

  it("keeps every byte value as it was (binary, not text)", async () => {
    const s = storage();
    const all = Uint8Array.from({ length: 512 }, (_, i) => (i * 7) % 256);
    await s.put("b2-2.webp", all, "image/webp");
    expect(await readStoredFile((await s.get("b2-2.webp"))!)).toEqual(all);
  });

  it("never overwrites an existing key", async () => {
    const s = storage();
    await s.put("c3-3.png", bytes("first"), "image/png");
    await expect(s.put("c3-3.png", bytes("second"), "image/png")).rejects.toBeInstanceOf(PhotoKeyExistsError);
    expect(await textOf(s, "c3-3.png")).toBe("first");
  });

  it("lets only one of two simultaneous writes of one key through", async () => {
    const s = storage();
    const results = await Promise.allSettled([s.put("d4-4.jpg", bytes("one"), "image/jpeg"), s.put("d4-4.jpg", bytes("two"), "image/jpeg")]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.reason).toBeInstanceOf(PhotoKeyExistsError);
    expect(["one", "two"]).toContain(await textOf(s, "d4-4.jpg"));
  });

  it.each(["../db", "..", "a/b.jpg", ".hidden.jpg", "A.jpg", "a..jpg", "", "a\u0000.jpg"])("refuses the key %j", async (key) => {
    const s = storage();
    await expect(s.put(key, bytes("x"), "image/jpeg")).rejects.toThrow(/invalid key/);
    await expect(s.get(key)).rejects.toThrow(/invalid key/);
    await expect(s.delete(key)).rejects.toThrow(/invalid key/);
  });

  it("refuses bytes whose content type does not match the key's extension", async () => {
    const s = storage();
    await expect(s.put("e5-5.jpg", bytes("x"), "text/html")).rejects.toThrow(/cannot hold/);
    await expect(s.put("e5-5.html", bytes("x"), "text/html")).rejects.toThrow(/cannot hold/);
    expect(await s.exists("e5-5.jpg")).toBe(false);
  });
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalDiskPhotoStorage } from "./local-disk-photo-storage.ts";
import { PhotoKeyExistsError, type PhotoStorage } from "./photo-storage.ts";
import { itBehavesAsPhotoStorage } from "../../../../test-support/photo-storage-contract.ts";

let root: string;
let dir: string;
let storage: PhotoStorage;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "photo-storage-"));
  dir = path.join(root, "photos");
  storage = createLocalDiskPhotoStorage(dir);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe("local disk photo storage", () => {
  itBehavesAsPhotoStorage(() => storage);

  it("creates the folder 0700 and the files 0600, whatever the umask, and leaves no temporary file", async () => {
    const previous = process.umask(0o000);
    try {
      await storage.put("b2-2.webp", bytes("webp"), "image/webp");
    } finally {
      process.umask(previous);
    }
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, "b2-2.webp"))).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(["b2-2.webp"]);
  });

  it("never overwrites an existing key", async () => {
    await storage.put("c3-3.png", bytes("first"), "image/png");
    await expect(storage.put("c3-3.png", bytes("second"), "image/png")).rejects.toBeInstanceOf(PhotoKeyExistsError);
    expect(fs.readFileSync(path.join(dir, "c3-3.png"), "utf8")).toBe("first");
    expect(fs.readdirSync(dir)).toEqual(["c3-3.png"]);
  });

  it.each(["../db", "..", "a/b.jpg", ".hidden.jpg", "A.jpg", "a..jpg", "", "a\u0000.jpg"])("refuses the key %j", async (key) => {
    await expect(storage.put(key, bytes("x"), "image/jpeg")).rejects.toThrow(/invalid key/);
    await expect(storage.get(key)).rejects.toThrow(/invalid key/);
    await expect(storage.delete(key)).rejects.toThrow(/invalid key/);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it("refuses bytes whose content type does not match the key's extension", async () => {
    await expect(storage.put("d4-4.jpg", bytes("x"), "text/html")).rejects.toThrow(/cannot hold/);
    await expect(storage.put("d4-4.html", bytes("x"), "text/html")).rejects.toThrow(/cannot hold/);
  });
});

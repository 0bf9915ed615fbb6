import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildPhotoFileName, parsePhotoFileName, photoVariantFileName, pickPhotoVariantWidth } from "./photo-file-names.ts";

describe("photo file names", () => {
  it("builds random-timestamp.ext and reads it back", () => {
    const name = buildPhotoFileName("k3j9x2ab4q", 1732371234567, "jpg");
    expect(name).toBe("k3j9x2ab4q-1732371234567.jpg");
    expect(parsePhotoFileName(name)).toEqual({ kind: "original", base: "k3j9x2ab4q-1732371234567", extension: "jpg" });
  });

  it("names the webp copies beside the original and reads their width", () => {
    const copy = photoVariantFileName("k3j9x2ab4q-1732371234567.png", 480);
    expect(copy).toBe("k3j9x2ab4q-1732371234567-w480.webp");
    expect(parsePhotoFileName(copy)).toEqual({ kind: "variant", base: "k3j9x2ab4q-1732371234567", width: 480 });
    expect(() => photoVariantFileName(copy, 960)).toThrow();
  });

  it.each([
    "",
    ".jpg",
    "../db",
    "..%2Fdb",
    "k3j9x2ab4q-1732371234567.jpg/..",
    "k3j9x2ab4q-1732371234567.JPG",
    "k3j9x2ab4q-1732371234567.gif",
    "k3j9x2ab4q-1732371234567.json",
    "k3j9x2ab4q-1732371234567.jpg.php",
    "K3J9X2AB4Q-1732371234567.jpg",
    "k3j9x-1732371234567.jpg",
    "k3j9x2ab4q-173237123456.jpg",
    "k3j9x2ab4q-1732371234567-w500.webp",
    "k3j9x2ab4q-1732371234567-w480.jpg",
    "sub/k3j9x2ab4q-1732371234567.jpg",
    "k3j9x2ab4q-1732371234567.jpg\u0000",
  ])("refuses %j", (name) => {
    expect(parsePhotoFileName(name)).toBeNull();
  });

  it("refuses to build a name from a random part that is not lower-case letters and digits", () => {
    expect(() => buildPhotoFileName("../etc", 1732371234567, "jpg")).toThrow();
    expect(() => buildPhotoFileName("k3j9x2ab4q", 1732371234567, "svg")).toThrow();
  });

  it("only ever accepts names made of [a-z0-9.-] with no '..' or slash", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        if (parsePhotoFileName(name) === null) return true;
        return /^[a-z0-9.-]+$/.test(name) && !name.includes("..") && !name.includes("/");
      }),
    );
  });

  it("serves the narrowest copy at least as wide as asked, else the widest", () => {
    expect([1, 480, 481, 768, 960, 1200, 1600, 2400].map(pickPhotoVariantWidth)).toEqual([480, 480, 960, 960, 960, 1600, 1600, 1600]);
  });
});

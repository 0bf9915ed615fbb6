import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectPhotoType, displayFileName, isAcceptedPhotoContentType, PHOTO_ACCEPT, PHOTO_MESSAGES } from "./photo-upload-rules.ts";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("detectPhotoType", () => {
  it("recognises JPEG, PNG and WebP by their first bytes", () => {
    expect(detectPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF"))).toBe("jpeg");
    expect(detectPhotoType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, "IHDR"))).toBe("png");
    expect(detectPhotoType(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("webp");
  });

  it("refuses text, other image types and truncated signatures, whatever the name says", () => {
    for (const content of [
      bytes("hello, I am a text file called x.jpg"),
      bytes("GIF89a", 1, 0, 1, 0),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt "),
      bytes(0xff, 0xd8),
      bytes(0x89, "PNG", 0x0d, 0x0a),
      new Uint8Array(),
    ]) {
      expect(detectPhotoType(content)).toBeNull();
    }
  });

  it("never finds an image in printable text", () => {
    fc.assert(fc.property(fc.string(), (text) => detectPhotoType(new TextEncoder().encode(text)) === null));
  });
});

describe("upload texts", () => {
  it("names the file and the limit in the spec's Portuguese", () => {
    expect(PHOTO_MESSAGES.tooLarge("praia.jpg")).toBe("A foto praia.jpg excede o tamanho máximo de 10 MB");
    expect(PHOTO_MESSAGES.notAnImage("x.jpg")).toContain("x.jpg");
    expect(PHOTO_MESSAGES.uploaded(3)).toBe("3 foto(s) carregada(s) com sucesso");
    expect(PHOTO_MESSAGES.deleted).toBe("Foto eliminada com sucesso");
  });

  it("accepts only jpeg, png and webp content types in the file picker", () => {
    expect(PHOTO_ACCEPT).toBe("image/jpeg,image/png,image/webp");
    expect(isAcceptedPhotoContentType("IMAGE/JPEG")).toBe(true);
    expect(isAcceptedPhotoContentType("image/gif")).toBe(false);
    expect(isAcceptedPhotoContentType("")).toBe(false);
  });

  it("shows a client's file name without control characters and at most 80 characters", () => {
    expect(displayFileName(" praia\u0000\n.jpg ")).toBe("praia.jpg");
    expect(displayFileName("\u0007")).toBe("sem nome");
    const long = displayFileName(`${"a".repeat(200)}.jpg`);
    expect(long).toHaveLength(80);
    expect(long.endsWith("...")).toBe(true);
  });
});

/**
 * Hostile uploads to the photo library (issue 13): polyglot files, image bombs, wrong or
 * dangerous names, SVG with script. Each is refused with the product's error shape and a
 * Portuguese message, or kept only as a re-encoded image whose served bytes carry no payload.
 * Every file is built here, byte by byte where a real encoder would not make it.
 */
import fs from "node:fs";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { photoFiles, photos } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { makePhoto, readStoredPhoto, storedPhotoKeys, uploadPhotos, type UploadAnswer, type UploadFile } from "../../../../test-support/test-photos.ts";
import { photoDecodeStats } from "./photo-decode-queue.ts";

let t: TestApp;
let admin: TestUser;
let jpeg: Uint8Array;
let png: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"], "Ana Admin");
  jpeg = await makePhoto(64, 48, "jpeg");
  png = await makePhoto(64, 48, "png");
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(photos);
  await t.db.delete(photoFiles);
  fs.rmSync(t.photoCacheDir, { recursive: true, force: true });
});

const upload = (files: UploadFile[]) => uploadPhotos(t, files, admin.cookie);
const storedFiles = () => storedPhotoKeys(t);
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const contains = (bytes: Uint8Array, needle: string) => Buffer.from(bytes).includes(needle);

const SCRIPT = "<script>alert(1)</script>";
const NOT_AN_IMAGE = (name: string) => `O ficheiro ${name} não é uma imagem válida (apenas JPEG, PNG ou WebP)`;
const TOO_MANY_PIXELS = (name: string) => `A foto ${name} tem demasiados píxeis (máximo 40 megapíxeis)`;
/** What the library names a stored original: random part, time, extension of the content. */
const STORED_NAME = /^[a-z0-9]{10}-[0-9]{13}\.(jpg|png|webp)$/;

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return concat(head, data, crc);
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * An image bomb: a valid PNG header declaring width × height grey pixels, with an IDAT holding a
 * few rows of zeros (a few hundred bytes whatever the size declared: decoding would need
 * width × height bytes of memory).
 */
function pngBomb(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * 4), { level: 9 });
  return concat(PNG_SIGNATURE, pngChunk("IHDR", ihdr), pngChunk("IDAT", rows), pngChunk("IEND", new Uint8Array()));
}

/** A PNG with a tEXt chunk (keyword "Comment") carrying `value`, inserted after IHDR. */
function pngWithText(source: Uint8Array, value: string): Uint8Array {
  const afterIhdr = 8 + 8 + 13 + 4;
  const chunk = pngChunk("tEXt", concat(text("Comment"), new Uint8Array([0]), text(value)));
  return concat(source.subarray(0, afterIhdr), chunk, source.subarray(afterIhdr));
}

/** A JPEG with a COM (comment) segment carrying `value` right after SOI. */
function jpegWithComment(source: Uint8Array, value: string): Uint8Array {
  const payload = text(value);
  const segment = Buffer.alloc(4);
  segment.set([0xff, 0xfe], 0);
  segment.writeUInt16BE(payload.byteLength + 2, 2);
  return concat(source.subarray(0, 2), segment, payload, source.subarray(2));
}

/** Expects a refusal: 400, the product's error shape with `message`, nothing stored. */
async function expectRefused(response: Response, fileName: string, message: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as UploadAnswer;
  expect(body.error).toEqual({ code: "photo_refused", message, requestId: expect.any(String) });
  expect(body.stored).toEqual([]);
  expect(body.refused).toEqual([{ fileName, message }]);
  expect(await t.db.select().from(photos)).toHaveLength(0);
  expect(await storedFiles()).toEqual([]);
}

/**
 * Expects a neutralised upload: stored under a library name as a re-encoded image; the original
 * and its webp copies, read back through /photos/, are images of a raster type with nosniff and
 * carry none of `payloads`; nothing the photo storage holds carries them either.
 */
async function expectNeutralised(response: Response, payloads: string[]) {
  expect(response.status).toBe(201);
  const body = (await response.json()) as UploadAnswer;
  expect(body.refused).toEqual([]);
  expect(body.stored).toHaveLength(1);
  const photo = body.stored[0]!;
  expect(photo.fileName).toMatch(STORED_NAME);
  for (const url of [photo.url, `${photo.url}?w=480`, `${photo.url}?w=1600`]) {
    const served = await t.request(url);
    expect(served.status, url).toBe(200);
    expect(served.headers.get("content-type"), url).toMatch(/^image\/(jpeg|png|webp)$/);
    expect(served.headers.get("x-content-type-options"), url).toBe("nosniff");
    const bytes = new Uint8Array(await served.arrayBuffer());
    for (const payload of payloads) expect(contains(bytes, payload), `${url} carries ${payload}`).toBe(false);
    expect(["jpeg", "png", "webp"]).toContain((await sharp(bytes).metadata()).format);
  }
  for (const file of await storedFiles()) {
    const bytes = await readStoredPhoto(t, file);
    for (const payload of payloads) expect(contains(bytes, payload), `${file} carries ${payload}`).toBe(false);
  }
  return photo;
}

describe("a polyglot upload", () => {
  it("a JPEG with HTML and script after its end is kept only re-encoded, without the payload", async () => {
    const polyglot = concat(jpeg, text(`<html><body>${SCRIPT}</body></html>`));
    expect(contains(polyglot, SCRIPT)).toBe(true);
    const photo = await expectNeutralised(await upload([{ name: "praia.jpg", bytes: polyglot }]), [SCRIPT, "<html>"]);
    expect(photo.fileName).toMatch(/\.jpg$/);
  });

  it("a JPEG with script in a comment segment is kept only re-encoded, without the payload", async () => {
    const polyglot = jpegWithComment(jpeg, `*/=1;${SCRIPT}/*`);
    expect((await sharp(polyglot).metadata()).format).toBe("jpeg"); // still a valid JPEG
    await expectNeutralised(await upload([{ name: "comentario.jpg", bytes: polyglot }]), [SCRIPT]);
  });

  it("a PNG with script in a text chunk and HTML after IEND is kept only re-encoded, without the payload", async () => {
    const polyglot = concat(pngWithText(png, SCRIPT), text(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`));
    expect((await sharp(polyglot).metadata()).format).toBe("png");
    const photo = await expectNeutralised(await upload([{ name: "logo.png", bytes: polyglot, type: "image/png" }]), [SCRIPT, "onload"]);
    expect(photo.fileName).toMatch(/\.png$/);
  });

  it("a GIF/JavaScript polyglot is refused: GIF is not a type the library takes", async () => {
    // GIF89a header whose width bytes open a JS comment; the file is both a GIF and a script.
    const polyglot = concat(
      text("GIF89a/*"),
      new Uint8Array([0x80, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b]),
      text("*/=1;alert(1);"),
    );
    await expectRefused(await upload([{ name: "anim.gif", bytes: polyglot, type: "image/gif" }]), "anim.gif", NOT_AN_IMAGE("anim.gif"));
  });

  it("an HTML page that starts with a JPEG signature is refused", async () => {
    const fake = concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), text(`<html>${SCRIPT}</html>`));
    await expectRefused(await upload([{ name: "pagina.jpg", bytes: fake }]), "pagina.jpg", NOT_AN_IMAGE("pagina.jpg"));
  });
});

describe("an image bomb", () => {
  it.each([
    ["50000 x 50000", 50_000, 50_000],
    ["20000 x 20000 (under PNG's limits, over the pixel limit)", 20_000, 20_000],
    ["10000 x 10000 (the report's 0.29 MB PNG, 100 megapixels)", 10_000, 10_000],
    ["6325 x 6325 (just over 40 megapixels)", 6_325, 6_325],
    ["40001 x 1000 (just over 40 megapixels, a panorama)", 40_001, 1_000],
  ])("a tiny PNG declaring %s pixels is refused quickly with the pixel message", async (_what, width, height) => {
    const bomb = pngBomb(width, height);
    expect(bomb.byteLength).toBeLessThan(100_000);
    expect(width * height).toBeGreaterThan(40_000_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: "png", width, height });
    const decodesBefore = photoDecodeStats().started;
    const response = await upload([{ name: "bomba.png", bytes: bomb, type: "image/png" }]);
    await expectRefused(response, "bomba.png", TOO_MANY_PIXELS("bomba.png"));
    // Refused from the header alone: no decode was started for it.
    expect(photoDecodeStats().started).toBe(decodesBefore);
  });
});

describe("a wrong or dangerous name", () => {
  it.each([
    ["a PNG named photo.jpg", "photo.jpg", "image/jpeg"],
    ["a PNG named photo.jpg.exe", "photo.jpg.exe", "application/x-msdownload"],
    ["a PNG named photo.php", "photo.php", "application/x-php"],
    ["a PNG named with a path", "../../../etc/photo.php", "image/png"],
  ])("%s is stored as a PNG under a new name, served as image/png", async (_what, name, claimed) => {
    const response = await upload([{ name, bytes: png, type: claimed }]);
    expect(response.status).toBe(201);
    const { stored } = (await response.json()) as UploadAnswer;
    const photo = stored[0]!;
    expect(photo.fileName).toMatch(/^[a-z0-9]{10}-[0-9]{13}\.png$/);
    expect(photo.fileName).not.toMatch(/photo|php|exe|etc/);
    const [row] = await t.db.select().from(photos);
    expect(row).toMatchObject({ fileName: photo.fileName, contentType: "image/png" });
    const files = await storedFiles();
    expect(files).toHaveLength(5);
    for (const file of files) expect(file).not.toMatch(/photo|php|exe|\.\./);
    const served = await t.request(photo.url);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each([
    ["a text file named photo.jpg", "photo.jpg", text("só texto, nada de fotografia"), "image/jpeg"],
    ["PHP code named photo.php", "photo.php", text("<?php system($_GET['c']); ?>"), "image/png"],
    ["PHP code named photo.jpg", "photo.jpg", text("<?php system($_GET['c']); ?>"), "image/jpeg"],
    ["a Windows executable named photo.jpg.exe", "photo.jpg.exe", concat(text("MZ"), new Uint8Array(200)), "image/jpeg"],
    ["an HTML page named photo.jpg", "photo.jpg", text(`<!doctype html><html>${SCRIPT}</html>`), "image/jpeg"],
  ])("%s is refused by its content, naming the file", async (_what, name, bytes, claimed) => {
    await expectRefused(await upload([{ name, bytes, type: claimed }]), name, NOT_AN_IMAGE(name));
  });
});

describe("an SVG with script", () => {
  const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
  it.each([
    ["a script element", "logo.svg", `<svg ${SVG_NS} width="10" height="10">${SCRIPT}<rect width="10" height="10"/></svg>`],
    ["an onload attribute", "logo.svg", `<svg ${SVG_NS} width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>`],
    ["an XML prolog and script", "logo.svg", `<?xml version="1.0"?>\n<svg ${SVG_NS} width="10" height="10">${SCRIPT}</svg>`],
    ["a script, named .png", "logo.png", `<svg ${SVG_NS} width="10" height="10" onload="alert(1)">${SCRIPT}</svg>`],
    ["leading spaces and a script, named .jpg", "logo.jpg", `   \n<svg ${SVG_NS} width="10" height="10">${SCRIPT}</svg>`],
  ])("with %s is refused (sharp could rasterise it, the library does not take SVG)", async (_what, name, svg) => {
    const bytes = text(svg);
    if (name.endsWith(".svg")) expect((await sharp(bytes).metadata()).format).toBe("svg"); // a real, decodable SVG
    await expectRefused(await upload([{ name, bytes, type: "image/svg+xml" }]), name, NOT_AN_IMAGE(name));
  });
});

describe("decoding one photo at a time", () => {
  it("three admins uploading three photos each at once: every photo stored, never two decoded together", async () => {
    const photo = await makePhoto(1200, 900, "jpeg");
    const before = photoDecodeStats();
    expect(before.active).toBe(0);
    const requests = ["a", "b", "c"].map((admin) =>
      upload([1, 2, 3].map((n) => ({ name: `${admin}${n}.jpg`, bytes: photo }))),
    );
    // While the nine wait, at most one is being decoded and the others queue behind it.
    await new Promise((resolve) => setImmediate(resolve));
    const answers = await Promise.all(requests);
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      const body = (await answer.json()) as UploadAnswer;
      expect(body.refused).toEqual([]);
      expect(body.stored).toHaveLength(3);
    }
    expect(await t.db.select().from(photos)).toHaveLength(9);
    const after = photoDecodeStats();
    // Nine decodes ran (one per photo), and the most that overlapped, counted inside the decode, is one.
    expect(after.started - before.started).toBe(9);
    expect(after.peak).toBe(1);
    expect(after.active).toBe(0);
    expect(after.waiting).toBe(0);
  });
});

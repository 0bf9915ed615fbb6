import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { photoFiles } from "../src/server/db/schema.ts";
import { TEST_ORIGIN, type TestApp } from "./test-app.ts";

/** A real photo made by sharp: a colour gradient (so it compresses like a photo), with EXIF and GPS. */
export async function makePhoto(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" = "jpeg",
  options: { orientation?: number } = {},
): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: "Canon", Copyright: "Lusitania" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 5/1 0/1" } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  const output = await image.toFormat(format).toBuffer();
  return new Uint8Array(output);
}

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** POST /api/admin/photos as the browser sends it: multipart, one `files` field per file. */
export function uploadPhotos(t: TestApp, files: UploadFile[], cookie: string | undefined) {
  const form = new FormData();
  for (const file of files) form.append("files", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? "image/jpeg" }));
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  return t.app.request("/api/admin/photos", { method: "POST", body: form, headers });
}

/** A stored photo as the admin API answers it (dates as JSON strings). */
export interface PhotoJson {
  id: string;
  fileName: string;
  url: string;
  srcset: string;
  width: number | null;
  height: number | null;
  sizeBytes: number;
  createdAt: string;
}

export interface UploadAnswer {
  stored: PhotoJson[];
  refused: { fileName: string; message: string }[];
  error?: { code: string; message: string };
}

/** The keys the app's photo storage holds (the photo_files table), sorted. */
export async function storedPhotoKeys(t: TestApp): Promise<string[]> {
  const rows = await t.db.select({ key: photoFiles.key }).from(photoFiles).orderBy(asc(photoFiles.key));
  return rows.map((row) => row.key);
}

/** The bytes the app's photo storage holds under `key`, read from the database itself. */
export async function readStoredPhoto(t: TestApp, key: string): Promise<Buffer> {
  const [row] = await t.db.select({ bytes: photoFiles.bytes }).from(photoFiles).where(eq(photoFiles.key, key));
  if (!row) throw new Error(`no stored photo file ${key}`);
  return Buffer.from(row.bytes);
}

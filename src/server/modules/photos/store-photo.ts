import { randomBytes } from "node:crypto";
import { buildPhotoFileName, photoVariantFileName } from "../../../domain/photo-file-names.ts";
import { detectPhotoType, displayFileName, PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_TYPES } from "../../../domain/photo-upload-rules.ts";
import { photos } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { PhotoKeyExistsError } from "../../integrations/photo-storage/photo-storage.ts";
import { cleanOriginal, inspectPhoto, renderPhotoVariants } from "./photo-images.ts";
import { decodeInTurn } from "./photo-decode-queue.ts";
import { photoMetaKey, type PhotoMeta } from "./photo-keys.ts";
import { toPhotoItem, type PhotoItem } from "./service.ts";

export type StorePhotoResult = { kind: "stored"; photo: PhotoItem } | { kind: "refused"; fileName: string; message: string };

type Deps = Pick<AppDeps, "db" | "photoStorage" | "logger">;

/** Ten random lower-case letters and digits. */
function randomPart(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join("");
}

/**
 * Checks one uploaded file by its content (JPEG, PNG or WebP, at most 10 MB, decodable whole),
 * then stores the original (upright, without its metadata) under a new name, its webp copies and its metadata, and its row.
 * All or nothing: when any step fails, whatever was already written is removed again.
 */
export async function storeUploadedPhoto(deps: Deps, clientName: string, bytes: Uint8Array): Promise<StorePhotoResult> {
  const shownName = displayFileName(clientName);
  const refuse = (message: string): StorePhotoResult => ({ kind: "refused", fileName: shownName, message });

  if (bytes.byteLength > PHOTO_MAX_BYTES) return refuse(PHOTO_MESSAGES.tooLarge(shownName));
  const type = detectPhotoType(bytes);
  if (!type) return refuse(PHOTO_MESSAGES.notAnImage(shownName));
  const inspected = await inspectPhoto(bytes, type);
  if (inspected.kind === "too_many_pixels") return refuse(PHOTO_MESSAGES.tooManyPixels(shownName));
  if (inspected.kind === "not_an_image") return refuse(PHOTO_MESSAGES.notAnImage(shownName));
  let variants;
  let original: Uint8Array;
  try {
    // The header said it is small enough; its pixels are decoded when no other photo is.
    ({ variants, original } = await decodeInTurn(async () => ({
      variants: await renderPhotoVariants(bytes),
      original: await cleanOriginal(bytes, type),
    })));
  } catch {
    return refuse(PHOTO_MESSAGES.notAnImage(shownName)); // a damaged file whose header looked fine
  }

  const { extension, contentType } = PHOTO_TYPES[type];
  const storage = deps.photoStorage;
  const written: string[] = [];
  try {
    // The original first, under a name no other photo has (a new name in the unlikely clash).
    let fileName = "";
    for (let attempt = 0; !fileName; attempt++) {
      const candidate = buildPhotoFileName(randomPart(), Date.now(), extension);
      try {
        await storage.put(candidate, original, contentType);
        fileName = candidate;
      } catch (error) {
        if (!(error instanceof PhotoKeyExistsError) || attempt >= 2) throw error;
      }
    }
    written.push(fileName);
    for (const variant of variants) {
      const key = photoVariantFileName(fileName, variant.width);
      await storage.put(key, variant.bytes, "image/webp");
      written.push(key);
    }
    const meta: PhotoMeta = { width: inspected.width, height: inspected.height };
    await storage.put(photoMetaKey(fileName), new TextEncoder().encode(JSON.stringify(meta)), "application/json");
    written.push(photoMetaKey(fileName));
    const [row] = await deps.db.insert(photos).values({ fileName, contentType, sizeBytes: original.byteLength }).returning();
    if (!row) throw new Error("storeUploadedPhoto: nothing was inserted");
    return { kind: "stored", photo: toPhotoItem(row, meta) };
  } catch (error) {
    deps.logger.error({ err: error }, "photo upload failed; removing its files");
    for (const key of written) {
      await storage.delete(key).catch((err: unknown) => deps.logger.warn({ err, key }, "photo file not removed"));
    }
    return refuse(PHOTO_MESSAGES.storeFailed(shownName));
  }
}

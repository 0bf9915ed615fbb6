import { count, desc, eq } from "drizzle-orm";
import { parsePhotoFileName, photoVariantFileName, pickPhotoVariantWidth } from "../../../domain/photo-file-names.ts";
import type { ListPhotosQuery } from "../../../domain/photo-list-query.ts";
import { buildPhotoSources } from "../../../domain/photo-srcset.ts";
import { PHOTO_PAGE_SIZE } from "../../../domain/photo-upload-rules.ts";
import { photos } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { readStoredFile, type PhotoStorage, type StoredFile } from "../../integrations/photo-storage/photo-storage.ts";
import { allPhotoKeys, photoMetaKey, type PhotoMeta } from "./photo-keys.ts";

/** A photo of the library as the admin API answers it. */
export interface PhotoItem {
  id: string;
  fileName: string;
  /** The original, e.g. /photos/k3j9x2ab4q-1732371234567.jpg. */
  url: string;
  /** The webp copies with their real widths (see buildPhotoSources). */
  srcset: string;
  /** The original's size as displayed; null when its metadata cannot be read. */
  width: number | null;
  height: number | null;
  sizeBytes: number;
  createdAt: Date;
}

type PhotoRow = typeof photos.$inferSelect;

export function toPhotoItem(row: PhotoRow, meta: PhotoMeta | null): PhotoItem {
  const url = `/photos/${row.fileName}`;
  return {
    id: row.id,
    fileName: row.fileName,
    url,
    srcset: buildPhotoSources(url, { width: meta?.width }).srcSet ?? "",
    width: meta?.width ?? null,
    height: meta?.height ?? null,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt,
  };
}

async function readPhotoMeta(storage: PhotoStorage, fileName: string): Promise<PhotoMeta | null> {
  try {
    const file = await storage.get(photoMetaKey(fileName));
    if (!file) return null;
    const meta = JSON.parse(new TextDecoder().decode(await readStoredFile(file))) as Partial<PhotoMeta>;
    return typeof meta.width === "number" && typeof meta.height === "number" ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

/** One page of the library (PHOTO_PAGE_SIZE photos), newest first, with the total count. */
export async function listPhotos(deps: Pick<AppDeps, "db" | "photoStorage">, query: ListPhotosQuery) {
  const rows = await deps.db
    .select()
    .from(photos)
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(PHOTO_PAGE_SIZE)
    .offset((query.page - 1) * PHOTO_PAGE_SIZE);
  const items = await Promise.all(rows.map(async (row) => toPhotoItem(row, await readPhotoMeta(deps.photoStorage, row.fileName))));
  const [row] = await deps.db.select({ total: count() }).from(photos);
  return { items, total: row?.total ?? 0 };
}

/** Deletes a photo's row, then all its files; false when there is no photo with this id. */
export async function deletePhoto(deps: Pick<AppDeps, "db" | "photoStorage" | "logger">, id: string): Promise<boolean> {
  const [deleted] = await deps.db.delete(photos).where(eq(photos.id, id)).returning({ fileName: photos.fileName });
  if (!deleted) return false;
  for (const key of allPhotoKeys(deleted.fileName)) {
    // The photo is gone from the library already; a file left behind is only logged.
    await deps.photoStorage.delete(key).catch((err: unknown) => deps.logger.warn({ err, key }, "photo file not removed"));
  }
  return true;
}

/**
 * A file of the library by its public name: an original or one of its webp copies; with
 * `requestedWidth` (`?w=`) an original's copy of that width or the next wider. Null for any
 * other name (the name is matched against the library's exact shapes: no path can get through).
 */
export async function openPhotoFile(storage: PhotoStorage, fileName: string, requestedWidth?: number): Promise<StoredFile | null> {
  const parsed = parsePhotoFileName(fileName);
  if (!parsed) return null;
  if (parsed.kind === "original" && requestedWidth !== undefined) {
    const copy = await storage.get(photoVariantFileName(fileName, pickPhotoVariantWidth(requestedWidth)));
    if (copy) return copy;
  }
  return storage.get(fileName);
}

import type { Hono } from "hono";
import { listPhotosQuerySchema } from "../../../domain/photo-list-query.ts";
import { PHOTO_CACHE_SECONDS, PHOTO_MAX_BYTES, PHOTO_MAX_FILES_PER_UPLOAD, PHOTO_MESSAGES } from "../../../domain/photo-upload-rules.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, errorBody, validationError } from "../../http/errors.ts";
import { deletePhoto, listPhotos, openPhotoFile, type PhotoItem } from "./service.ts";
import { storeUploadedPhoto } from "./store-photo.ts";
import { pathId, pathParam } from "../../http/path-params.ts";

/** The largest upload request: the most files at the largest size, plus room for the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = PHOTO_MAX_FILES_PER_UPLOAD * PHOTO_MAX_BYTES + 1024 * 1024;


/** `?w=` of a public photo: a width in pixels, or undefined when absent or not one. */
function readWidth(value: string | undefined): number | undefined {
  if (!value || !/^[0-9]{1,5}$/.test(value)) return undefined;
  const width = Number(value);
  return width > 0 ? width : undefined;
}

export function registerPhotoRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/admin/photos", "admin", async (c) => {
    const query = listPhotosQuerySchema.safeParse(c.req.query());
    if (!query.success) return validationError(c, query.error);
    return c.json(await listPhotos(c.get("deps"), query.data));
  });

  // Several photos in one multipart request, field `files`; each is stored or refused on its own.
  route(
    app,
    "POST",
    "/api/admin/photos",
    "admin",
    async (c) => {
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        return apiError(c, 400, "invalid_input", PHOTO_MESSAGES.noFiles);
      }
      const files = [form.files ?? [], form["files[]"] ?? []].flat().filter((f): f is File => f instanceof File);
      if (files.length === 0) return apiError(c, 400, "invalid_input", PHOTO_MESSAGES.noFiles);
      if (files.length > PHOTO_MAX_FILES_PER_UPLOAD) return apiError(c, 400, "too_many_files", PHOTO_MESSAGES.tooManyFiles);

      const stored: PhotoItem[] = [];
      const refused: { fileName: string; message: string }[] = [];
      for (const file of files) {
        const result = await storeUploadedPhoto(c.get("deps"), file.name, new Uint8Array(await file.arrayBuffer()));
        if (result.kind === "stored") stored.push(result.photo);
        else refused.push({ fileName: result.fileName, message: result.message });
      }
      if (stored.length === 0) {
        return c.json({ error: errorBody(c, "photo_refused", refused[0]?.message ?? PHOTO_MESSAGES.noFiles), stored, refused }, 400);
      }
      return c.json({ stored, refused }, 201);
    },
    { bodyTypes: ["multipart/form-data"], maxBodyBytes: MAX_UPLOAD_BODY_BYTES },
  );

  route(app, "DELETE", "/api/admin/photos/:id", "admin", async (c) => {
    const id = pathId(c);
    const deleted = id !== null && (await deletePhoto(c.get("deps"), id));
    if (!deleted) return apiError(c, 404, "not_found", PHOTO_MESSAGES.notFound);
    return c.json({ ok: true });
  });

  // The public files (spec: public URL, cache control 3600): originals and their webp copies.
  route(app, "GET", "/photos/:fileName", "public", async (c) => {
    const file = await openPhotoFile(c.get("deps").photoStorage, pathParam(c, "fileName"), readWidth(c.req.query("w")));
    if (!file) return c.text(PHOTO_MESSAGES.notFound, 404, { "cache-control": "no-store" });
    return c.body(file.body, 200, {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "cache-control": `public, max-age=${PHOTO_CACHE_SECONDS}`,
      "x-content-type-options": "nosniff",
    });
  });
}

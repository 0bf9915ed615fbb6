import {
  displayFileName,
  isAcceptedPhotoContentType,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_FILES_PER_UPLOAD,
  PHOTO_MESSAGES,
} from "../../../domain/photo-upload-rules.ts";
import { ApiError } from "../../lib/api.ts";
import type { AdminPhoto, RefusedPhoto, UploadPhotosAnswer } from "./admin-photo.ts";

export interface UploadOutcome {
  stored: AdminPhoto[];
  refused: RefusedPhoto[];
}

const UPLOAD_FAILED = "Erro ao carregar fotos. Tente novamente.";

/**
 * POST /api/admin/photos: one multipart request (field `files`) with a batch of files, sent with
 * the session cookie like apiFetch. A 400 that lists refused files is an answer, not an error;
 * any other failure throws an ApiError with the server's message.
 */
async function postBatch(files: File[]): Promise<UploadOutcome> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  // No content-type header: the browser writes multipart/form-data with its boundary.
  const response = await fetch("/api/admin/photos", { method: "POST", body: form, credentials: "same-origin" });
  const body = response.headers.get("content-type")?.includes("application/json")
    ? ((await response.json()) as Partial<UploadPhotosAnswer>)
    : null;
  if (response.ok || (response.status === 400 && Array.isArray(body?.refused))) {
    return { stored: body?.stored ?? [], refused: body?.refused ?? [] };
  }
  const error = body?.error;
  throw new ApiError(response.status, error?.code ?? "http_error", error?.message ?? response.statusText);
}

/**
 * Uploads the chosen files: those the server would refuse anyway (over 10 MB, not an image type)
 * are refused here with the same message, the others go in batches of at most 10 a request.
 * A batch that fails as a whole (session ended, network) counts its files as refused with that
 * message; the other batches still go.
 */
export async function uploadPhotoFiles(files: readonly File[]): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { stored: [], refused: [] };
  const toSend: File[] = [];
  for (const file of files) {
    const name = displayFileName(file.name);
    if (file.size > PHOTO_MAX_BYTES) outcome.refused.push({ fileName: name, message: PHOTO_MESSAGES.tooLarge(name) });
    else if (file.type && !isAcceptedPhotoContentType(file.type)) {
      outcome.refused.push({ fileName: name, message: PHOTO_MESSAGES.notAnImage(name) });
    } else toSend.push(file);
  }
  for (let i = 0; i < toSend.length; i += PHOTO_MAX_FILES_PER_UPLOAD) {
    const batch = toSend.slice(i, i + PHOTO_MAX_FILES_PER_UPLOAD);
    try {
      const answer = await postBatch(batch);
      outcome.stored.push(...answer.stored);
      outcome.refused.push(...answer.refused);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : UPLOAD_FAILED;
      outcome.refused.push(...batch.map((file) => ({ fileName: displayFileName(file.name), message })));
    }
  }
  return outcome;
}

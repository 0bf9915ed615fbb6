import { displayFileName, isAcceptedPhotoContentType, PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../../../domain/photo-upload-rules.ts";
import { ApiError } from "../../lib/api.ts";
import type { AdminPhoto, RefusedPhoto, UploadPhotosAnswer } from "./admin-photo.ts";

export interface UploadOutcome {
  stored: AdminPhoto[];
  refused: RefusedPhoto[];
}

/** Where an upload is: `done` of the `total` photos sent are answered (the next one is on its way). */
export interface UploadProgress {
  done: number;
  total: number;
}

const UPLOAD_FAILED = "Erro ao carregar fotos. Tente novamente.";

/**
 * POST /api/admin/photos: one multipart request (field `files`) with the given files, sent with
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
 * are refused here with the same message, the others go one photo a request, one request at a
 * time (the server decodes one photo at a time anyway, and the admin sees each one arrive:
 * `onProgress` is told before each request and at the end). A request that fails as a whole
 * (session ended, network) refuses its photo with that message; the next ones still go.
 */
export async function uploadPhotoFiles(
  files: readonly File[],
  onProgress?: (progress: UploadProgress) => void,
): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { stored: [], refused: [] };
  const toSend: File[] = [];
  for (const file of files) {
    const name = displayFileName(file.name);
    if (file.size > PHOTO_MAX_BYTES) outcome.refused.push({ fileName: name, message: PHOTO_MESSAGES.tooLarge(name) });
    else if (file.type && !isAcceptedPhotoContentType(file.type)) {
      outcome.refused.push({ fileName: name, message: PHOTO_MESSAGES.notAnImage(name) });
    } else toSend.push(file);
  }
  for (const [done, file] of toSend.entries()) {
    onProgress?.({ done, total: toSend.length });
    try {
      const answer = await postBatch([file]);
      outcome.stored.push(...answer.stored);
      outcome.refused.push(...answer.refused);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : UPLOAD_FAILED;
      outcome.refused.push({ fileName: displayFileName(file.name), message });
    }
  }
  onProgress?.({ done: toSend.length, total: toSend.length });
  return outcome;
}

/** A photo of GET /api/admin/photos (and of an upload's answer). */
export interface AdminPhoto {
  id: string;
  fileName: string;
  /** The original, e.g. /photos/k3j9x2ab4q-1732371234567.jpg (same origin). */
  url: string;
  /** The webp copies with their widths. */
  srcset: string;
  /** The original's size as displayed; null when the server does not know it. */
  width: number | null;
  height: number | null;
  sizeBytes: number;
  createdAt: string;
}

/** A file the server (or the browser's own check) did not store, with the reason to show. */
export interface RefusedPhoto {
  fileName: string;
  message: string;
}

/** The answer of POST /api/admin/photos: 201 when some were stored, 400 (with `error`) when none. */
export interface UploadPhotosAnswer {
  stored: AdminPhoto[];
  refused: RefusedPhoto[];
  error?: { code: string; message: string };
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../lib/toast.ts";
import { PHOTO_MESSAGES } from "../../../domain/photo-upload-rules.ts";
import { apiFetch } from "../../lib/api.ts";
import type { AdminPage } from "./admin-page.ts";
import type { AdminPhoto } from "./admin-photo.ts";
import { uploadPhotoFiles, type UploadProgress } from "./upload-photos.ts";

const photosKey = ["admin", "photos"] as const;

/** GET /api/admin/photos, one page of 100, newest first. */
export function useAdminPhotos(page: number) {
  return useQuery({
    queryKey: [...photosKey, page],
    queryFn: () => apiFetch<AdminPage<AdminPhoto>>(`/api/admin/photos?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * Uploads the chosen files; says how many were stored ("N foto(s) carregada(s) com sucesso")
 * and shows each refusal's message (the server's) in an error toast. The list reloads after each
 * photo and at the end.
 * `progress` says how far the upload is while it runs (null otherwise).
 */
export function useUploadPhotos() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (files: readonly File[]) =>
      uploadPhotoFiles(files, (next) => {
        setProgress(next);
        // The grid shows each photo as it arrives, not only once the whole upload is done.
        if (next.done > 0) void queryClient.invalidateQueries({ queryKey: photosKey });
      }),
    onSettled: () => setProgress(null),
    onSuccess: async ({ stored, refused }) => {
      if (stored.length > 0) toast.success(PHOTO_MESSAGES.uploaded(stored.length));
      const messages = [...new Set(refused.map((r) => r.message))];
      for (const message of messages) toast.error(message);
      if (stored.length > 0) await queryClient.invalidateQueries({ queryKey: photosKey });
    },
    onError: (error) => toast.error(error.message),
  });
  return { ...mutation, progress };
}

/** DELETE /api/admin/photos/:id: "Foto eliminada com sucesso", or the server's message. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/api/admin/photos/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success(PHOTO_MESSAGES.deleted);
      await queryClient.invalidateQueries({ queryKey: photosKey });
    },
    onError: (error) => toast.error(error.message),
  });
}

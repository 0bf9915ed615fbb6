import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api.ts";
import type { PhotoChoice } from "./admin-tour.ts";

/** The photo library's first page (GET /api/admin/photos?page=1), loaded once a picker opens. */
export function usePhotoChoices(enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "photo-choices"],
    queryFn: async () => (await apiFetch<{ items: PhotoChoice[]; total: number }>("/api/admin/photos?page=1")).items,
    enabled,
  });
}

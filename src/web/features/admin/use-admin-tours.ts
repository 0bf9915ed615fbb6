import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast.ts";
import type { TourBodyInput } from "../../../domain/admin-tour-schemas.ts";
import { apiFetch } from "../../lib/api.ts";
import type { AdminTour } from "./admin-tour.ts";

export const adminToursKey = ["admin", "tours"] as const;

/** GET /api/admin/tours: every tour by name, with its translations. */
export function useAdminTours() {
  return useQuery({
    queryKey: adminToursKey,
    queryFn: async () => (await apiFetch<{ tours: AdminTour[] }>("/api/admin/tours")).tours,
  });
}

/** POST /api/admin/tours, or PUT /api/admin/tours/:id with an id, with the panel's toasts; the list reloads after. */
export function useSaveTour(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TourBodyInput) =>
      apiFetch<{ tour: AdminTour }>(id ? `/api/admin/tours/${encodeURIComponent(id)}` : "/api/admin/tours", {
        method: id ? "PUT" : "POST",
        json: body,
      }),
    onSuccess: async () => {
      toast.success(id ? "Tour atualizado!" : "Tour criado!");
      await queryClient.invalidateQueries({ queryKey: adminToursKey });
    },
    onError: (error) => toast.error(id ? "Erro ao atualizar tour" : "Erro ao criar tour", { description: error.message }),
  });
}

/** DELETE /api/admin/tours/:id, with the panel's toasts. */
export function useDeleteTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/api/admin/tours/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success("Tour eliminado!");
      await queryClient.invalidateQueries({ queryKey: adminToursKey });
    },
    onError: (error) => toast.error("Erro ao eliminar tour", { description: error.message }),
  });
}

/** POST /api/admin/tours/fix-slugs: every slug derived again from the names; says how many changed. */
export function useFixTourSlugs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ fixed: number }>("/api/admin/tours/fix-slugs", { method: "POST" }),
    onSuccess: async ({ fixed }) => {
      toast.success(`${fixed} slugs corrigidos!`);
      await queryClient.invalidateQueries({ queryKey: adminToursKey });
    },
    onError: (error) => toast.error("Erro ao corrigir alguns slugs", { description: error.message }),
  });
}

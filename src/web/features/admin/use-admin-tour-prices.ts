import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast.ts";
import { apiFetch } from "../../lib/api.ts";
import type { AdminTourPrice, CreateTourPriceBody } from "./admin-tour.ts";

const pricesKey = (tourId: string) => ["admin", "tour-prices", tourId] as const;

/** GET /api/admin/vehicle-classes: the distinct classes of the existing vehicles. */
export function useVehicleClasses() {
  return useQuery({
    queryKey: ["admin", "vehicle-classes"],
    queryFn: async () => (await apiFetch<{ classes: string[] }>("/api/admin/vehicle-classes")).classes,
  });
}

/** GET /api/admin/tours/:id/prices, once a tour is chosen. */
export function useTourPrices(tourId: string) {
  return useQuery({
    queryKey: pricesKey(tourId),
    queryFn: async () =>
      (await apiFetch<{ prices: AdminTourPrice[] }>(`/api/admin/tours/${encodeURIComponent(tourId)}/prices`)).prices,
    enabled: tourId !== "",
  });
}

/** POST /api/admin/tour-prices, with the panel's toasts; the tour's rows reload after. */
export function useCreateTourPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTourPriceBody) => apiFetch<{ price: AdminTourPrice }>("/api/admin/tour-prices", { method: "POST", json: body }),
    onSuccess: async (_data, body) => {
      toast.success("Preço criado!");
      await queryClient.invalidateQueries({ queryKey: pricesKey(body.tourId) });
    },
    onError: (error) => toast.error("Erro ao criar preço", { description: error.message }),
  });
}

/** DELETE /api/admin/tour-prices/:id, with the panel's toasts. */
export function useDeleteTourPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (price: AdminTourPrice) =>
      apiFetch<unknown>(`/api/admin/tour-prices/${encodeURIComponent(price.id)}`, { method: "DELETE" }),
    onSuccess: async (_data, price) => {
      toast.success("Preço eliminado!");
      await queryClient.invalidateQueries({ queryKey: pricesKey(price.tourId) });
    },
    onError: (error) => toast.error("Erro ao eliminar preço", { description: error.message }),
  });
}

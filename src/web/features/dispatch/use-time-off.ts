import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeOffInput } from "../../../domain/dispatch-schemas.ts";
import { apiFetch } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";

const boardKey = ["admin", "bookings", "dispatch"] as const;

/** POST /api/admin/drivers/:id/time-off — Ausência registada. */
export function useAddTimeOff(driverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeOffInput) =>
      apiFetch<{ message: string }>(`/api/admin/drivers/${encodeURIComponent(driverId)}/time-off`, { method: "POST", json: input }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: boardKey });
    },
    onError: (error) => toast.error("Erro ao registar a ausência", { description: error.message }),
  });
}

/** DELETE /api/admin/time-off/:id — Ausência removida. */
export function useRemoveTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/api/admin/time-off/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: boardKey });
    },
    onError: (error) => toast.error("Erro ao remover a ausência", { description: error.message }),
  });
}

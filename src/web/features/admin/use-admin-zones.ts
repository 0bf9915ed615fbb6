import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast.ts";
import type { ZoneInputBody } from "../../../domain/zone-schemas.ts";
import { apiFetch } from "../../lib/api.ts";
import { joinZoneNames, type AdminZone, type AdminZoneList, type SavedZone } from "./admin-zone.ts";

const zonesKey = ["admin", "zones"] as const;

/** Said after a save that overlaps other zones: the first zone that matches gives the price. */
export const OVERLAP_EXPLANATION =
  "Uma viagem é cobrada pela primeira zona que corresponde (por ordem de criação): numa sobreposição, o preço pode vir da zona errada.";

/** GET /api/admin/zones: every zone by name, with prices, and the vehicle classes there are. */
export function useAdminZones() {
  return useQuery({ queryKey: zonesKey, queryFn: () => apiFetch<AdminZoneList>("/api/admin/zones") });
}

/** GET /api/admin/zones/:id: the zone being edited, with its current prices. */
export function useAdminZone(id: string | null) {
  return useQuery({
    queryKey: [...zonesKey, id],
    queryFn: async () => (await apiFetch<{ zone: AdminZone }>(`/api/admin/zones/${encodeURIComponent(id ?? "")}`)).zone,
    enabled: id !== null,
    staleTime: 0,
  });
}

/** POST or PUT a zone with its prices, with the panel's toasts; the list reloads after. */
export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ZoneInputBody }) =>
      apiFetch<SavedZone>(id ? `/api/admin/zones/${encodeURIComponent(id)}` : "/api/admin/zones", {
        method: id ? "PUT" : "POST",
        json: body,
      }),
    onSuccess: async (answer, { id }) => {
      toast.success(id ? "Zona atualizada" : "Zona criada", {
        description: answer.pricesChanged ? "Preços atualizados!" : undefined,
      });
      if (answer.warnings.length > 0) {
        toast.warning("Zona sobreposta", {
          description: `Partilha viagens com ${joinZoneNames(answer.warnings)}. ${OVERLAP_EXPLANATION}`,
        });
      }
      await queryClient.invalidateQueries({ queryKey: zonesKey });
    },
    onError: (error, { id }) => toast.error(id ? "Erro ao atualizar zona" : "Erro ao criar zona", { description: error.message }),
  });
}

/** DELETE /api/admin/zones/:id (after the confirm), with the panel's toasts. */
export function useDeleteZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/api/admin/zones/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success("Zona eliminada");
      await queryClient.invalidateQueries({ queryKey: zonesKey });
    },
    onError: (error) => toast.error("Erro ao eliminar zona", { description: error.message }),
  });
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast.ts";
import type { ContentBody, ExtraBody, VehicleBody } from "../../../domain/admin-catalogue-schemas.ts";
import type { Translations } from "../../../domain/translations.ts";
import { apiFetch } from "../../lib/api.ts";

export interface AdminVehicle extends Omit<VehicleBody, "translations"> {
  id: string;
  translations: Translations;
  missingLanguages: string[];
}
export interface AdminExtra extends Omit<ExtraBody, "translations"> {
  id: string;
  translations: Translations;
  missingLanguages: string[];
}
export interface AdminContentItem {
  section: string;
  key: string;
  value: string;
  translations: Translations;
  missingLanguages: string[];
}

/** What the public pages read changes with every save: their cached catalogue reloads too. */
const PUBLIC_KEYS = [["vehicles"], ["extras"], ["tours"], ["tour"], ["site-content"]];

function useCatalogueResource<T, B>(resource: "vehicles" | "extras", noun: { one: string; created: string; updated: string; deleted: string }) {
  const queryClient = useQueryClient();
  const key = ["admin", resource];
  const refresh = () =>
    Promise.all([key, ...PUBLIC_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const list = useQuery({
    queryKey: key,
    queryFn: async () => (await apiFetch<Record<string, T[]>>(`/api/admin/${resource}`))[resource]!,
  });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: B }) =>
      apiFetch<unknown>(id ? `/api/admin/${resource}/${encodeURIComponent(id)}` : `/api/admin/${resource}`, {
        method: id ? "PUT" : "POST",
        json: body,
      }),
    onSuccess: async (_data, { id }) => {
      toast.success(id ? noun.updated : noun.created);
      await refresh();
    },
    onError: (error, { id }) =>
      toast.error(`Erro ao ${id ? "atualizar" : "criar"} ${noun.one}`, { description: error.message }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/api/admin/${resource}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success(noun.deleted);
      await refresh();
    },
    onError: (error) => toast.error(`Erro ao eliminar ${noun.one}`, { description: error.message }),
  });
  return { list, save, remove };
}

/** Spec section 8: Erro ao carregar/criar/atualizar/eliminar, with the success forms criado, atualizado, eliminado. */
export const useAdminVehicles = () =>
  useCatalogueResource<AdminVehicle, VehicleBody>("vehicles", {
    one: "veículo",
    created: "Veículo criado",
    updated: "Veículo atualizado",
    deleted: "Veículo eliminado",
  });

export const useAdminExtras = () =>
  useCatalogueResource<AdminExtra, ExtraBody>("extras", {
    one: "extra",
    created: "Extra criado",
    updated: "Extra atualizado",
    deleted: "Extra eliminado",
  });

/** GET /api/admin/content and PUT one text (Conteúdo atualizado! / Erro ao atualizar conteúdo). */
export function useAdminContent() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ["admin", "content"],
    queryFn: async () => (await apiFetch<{ items: AdminContentItem[] }>("/api/admin/content")).items,
  });
  const save = useMutation({
    mutationFn: ({ section, key, body }: { section: string; key: string; body: ContentBody }) =>
      apiFetch<unknown>(`/api/admin/content/${section}/${key}`, { method: "PUT", json: body }),
    onSuccess: async () => {
      toast.success("Conteúdo atualizado!");
      await Promise.all([["admin", "content"], ["site-content"]].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => toast.error("Erro ao atualizar conteúdo", { description: error.message }),
  });
  return { list, save };
}

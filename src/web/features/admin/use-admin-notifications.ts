import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast.ts";
import { apiFetch } from "../../lib/api.ts";
import type { AdminNotification, CreateNotificationBody } from "./admin-notification.ts";
import { buildPageQuery, type AdminPage } from "./admin-page.ts";

const notificationsKey = ["admin", "notifications"] as const;

/** GET /api/admin/notifications, one page, newest first. */
export function useAdminNotifications(page: number) {
  return useQuery({
    queryKey: [...notificationsKey, page],
    queryFn: () => apiFetch<AdminPage<AdminNotification>>(`/api/admin/notifications${buildPageQuery(page)}`),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/notifications, with the panel's toasts; the list reloads after. */
export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNotificationBody) =>
      apiFetch<{ notification: AdminNotification }>("/api/admin/notifications", { method: "POST", json: body }),
    onSuccess: async () => {
      toast.success("Notificação criada!");
      await queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
    onError: (error) => toast.error("Erro ao criar notificação", { description: error.message }),
  });
}

/** DELETE /api/admin/notifications/:id, with the panel's toasts. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<unknown>(`/api/admin/notifications/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success("Notificação eliminada!");
      await queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
    onError: (error) => toast.error("Erro ao eliminar notificação", { description: error.message }),
  });
}

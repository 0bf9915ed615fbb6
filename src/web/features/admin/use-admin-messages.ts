import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast.ts";
import { apiFetch } from "../../lib/api.ts";
import { buildPageQuery, type AdminPage } from "./admin-page.ts";
import type { ContactMessage, ContactStatus } from "./contact-message.ts";

export type ContactMessagesPage = AdminPage<ContactMessage> & { newCount: number };

const messagesKey = ["admin", "messages"] as const;

/** GET /api/admin/messages, one page, newest first, with the count of new messages. */
export function useAdminMessages(page = 1) {
  return useQuery({
    queryKey: [...messagesKey, page],
    queryFn: () => apiFetch<ContactMessagesPage>(`/api/admin/messages${buildPageQuery(page)}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * PATCH /api/admin/messages/:id { status }. `silent` (opening a new message marks it read)
 * skips the success toast; a failure always says so.
 */
export function useUpdateMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactStatus; silent?: boolean }) =>
      apiFetch<{ message: ContactMessage }>(`/api/admin/messages/${encodeURIComponent(id)}`, {
        method: "PATCH",
        json: { status },
      }),
    onSuccess: async (_data, { silent }) => {
      if (!silent) toast.success("Status atualizado");
      await queryClient.invalidateQueries({ queryKey: messagesKey });
    },
    onError: (error) => toast.error("Erro ao atualizar status", { description: error.message }),
  });
}

/** DELETE /api/admin/messages/:id, with the panel's toasts. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/api/admin/messages/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success("Mensagem eliminada");
      await queryClient.invalidateQueries({ queryKey: messagesKey });
    },
    onError: (error) => toast.error("Erro ao eliminar mensagem", { description: error.message }),
  });
}

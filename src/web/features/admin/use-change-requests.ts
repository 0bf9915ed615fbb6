import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplyChangeRequestInput, DeclineChangeRequestInput } from "../../../domain/change-request-schemas.ts";
import { apiFetch } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";

const path = (id: string, action: "apply" | "decline") => `/api/admin/change-requests/${encodeURIComponent(id)}/${action}`;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["admin", "bookings"] });
}

/** POST /api/admin/change-requests/:id/apply — the server re-quotes the trip and e-mails the customer. */
export function useApplyChangeRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ApplyChangeRequestInput }) =>
      apiFetch<{ message: string }>(path(id, "apply"), { method: "POST", json: input }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
    onError: (error) => toast.error("Erro ao aplicar a alteração", { description: error.message }),
  });
}

/** POST /api/admin/change-requests/:id/decline — the booking stays; the customer gets the message. */
export function useDeclineChangeRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeclineChangeRequestInput }) =>
      apiFetch<{ message: string }>(path(id, "decline"), { method: "POST", json: input }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
    onError: (error) => toast.error("Erro ao recusar o pedido", { description: error.message }),
  });
}

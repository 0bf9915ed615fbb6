import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuoteListStatus, QuoteOffer } from "../../../domain/quote-request-schema.ts";
import type { AdminQuoteRequest, AdminQuoteRequestList } from "../../../domain/contracts/quote-requests.ts";
import { apiFetch } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";

export type { AdminQuoteRequest, AdminQuoteRequestList };

const quotesKey = ["admin", "quote-requests"] as const;

/** GET /api/admin/quote-requests, one state (or all), with the count of each state. */
export function useAdminQuoteRequests(status?: QuoteListStatus) {
  return useQuery({
    queryKey: [...quotesKey, status ?? "all"],
    queryFn: () => apiFetch<AdminQuoteRequestList>(`/api/admin/quote-requests${status ? `?status=${status}` : ""}`),
  });
}

/** POST /api/admin/quote-requests/:id/quote: the prices and validity, e-mailed to the customer. */
export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, offer }: { id: string; offer: QuoteOffer }) =>
      apiFetch<unknown>(`/api/admin/quote-requests/${encodeURIComponent(id)}/quote`, { method: "POST", json: offer }),
    onSuccess: async () => {
      toast.success("Orçamento enviado ao cliente");
      await queryClient.invalidateQueries({ queryKey: quotesKey });
    },
    onError: (error) => toast.error("Erro ao enviar orçamento", { description: error.message }),
  });
}

/** POST /api/admin/quote-requests/:id/decline. */
export function useDeclineQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/api/admin/quote-requests/${encodeURIComponent(id)}/decline`, { method: "POST", json: {} }),
    onSuccess: async () => {
      toast.success("Pedido recusado");
      await queryClient.invalidateQueries({ queryKey: quotesKey });
    },
    onError: (error) => toast.error("Erro ao recusar pedido", { description: error.message }),
  });
}

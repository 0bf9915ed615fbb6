import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvoiceDocumentIssuesAnswer, InvoiceDocumentRetryAnswer } from "../../../domain/contracts/invoicing.ts";
import { apiFetch } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";

const invoicesKey = ["admin", "invoice-documents"] as const;

/** GET /api/admin/invoice-documents: the certified documents that did not go (decision 0051). */
export function useInvoiceDocumentIssues() {
  return useQuery({
    queryKey: invoicesKey,
    queryFn: () => apiFetch<InvoiceDocumentIssuesAnswer>("/api/admin/invoice-documents"),
  });
}

/** POST /api/admin/invoice-documents/:id/retry: queues the document again; the lists are refreshed. */
export function useRetryInvoiceDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<InvoiceDocumentRetryAnswer>(`/api/admin/invoice-documents/${encodeURIComponent(id)}/retry`, { method: "POST", json: {} }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesKey }),
        queryClient.invalidateQueries({ queryKey: ["admin", "bookings"] }),
      ]);
    },
    onError: (error) => toast.error("Erro ao repetir a emissão", { description: error.message }),
  });
}

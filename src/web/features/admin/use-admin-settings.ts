import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast.ts";
import { saveSettingsErrorMessage, SETTINGS_MESSAGES, type CompanySettingsInput } from "../../../domain/settings-schema.ts";
import { apiFetch } from "../../lib/api.ts";

/** The single company_settings row. */
export interface CompanySettings {
  address: string;
  lat: number;
  lng: number;
  /** Intervalo mínimo entre serviços (minutes): the dispatch board flags a shorter gap. */
  travelBufferMinutes: number;
  /** Taxa de IVA das transferências, in percent (6, 13.5): the receipts' rate for transfers and their extras. */
  vatTransferPercent: number;
  /** Taxa de IVA dos tours, in percent (23): the receipts' rate for tours and their extras. */
  vatTourPercent: number;
  /** Whose number the customer is given for their driver: "driver" or "company" (decision 0050). */
  driverContact?: "driver" | "company";
  updatedAt: string;
}

const settingsKey = ["admin", "settings"] as const;

/** GET /api/admin/settings: null before they were first saved. */
export function useCompanySettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await apiFetch<{ settings: CompanySettings | null }>("/api/admin/settings")).settings,
  });
}

/** PUT /api/admin/settings: the server geocodes the address (nothing saved when not found). */
export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySettingsInput) =>
      apiFetch<{ settings: CompanySettings; created: boolean }>("/api/admin/settings", { method: "PUT", json: body }),
    onSuccess: (answer) => {
      toast.success(answer.created ? SETTINGS_MESSAGES.created : SETTINGS_MESSAGES.updated);
      queryClient.setQueryData(settingsKey, answer.settings);
      // The dispatch board's conflicts depend on the travel buffer.
      void queryClient.invalidateQueries({ queryKey: ["admin", "bookings", "dispatch"] });
    },
    onError: (error) => toast.error(saveSettingsErrorMessage(error.message)),
  });
}

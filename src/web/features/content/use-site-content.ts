import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { apiFetch } from "../../lib/api.ts";

export interface SiteContentItem {
  section: string;
  key: string;
  value: string;
}

/** How transfers are paid (the server's PAYMENTS mode). */
export type PaymentsMode = "stripe" | "test" | "off";

export const siteContentQueryKey = ["site-content"] as const;

/**
 * Editable site texts from GET /api/content (company name, phone, email, address; hero title, subtitle; ...).
 * `get(section, key)` gives the non-empty value, or undefined while loading, on error or when unset;
 * `paymentsMode` says how transfers are paid (undefined until known).
 */
export function useSiteContent() {
  const query = useQuery({
    queryKey: siteContentQueryKey,
    queryFn: () => apiFetch<{ items: SiteContentItem[]; payments?: PaymentsMode }>("/api/content"),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  const values = useMemo(
    () => new Map((query.data?.items ?? []).map((item) => [`${item.section}.${item.key}`, item.value.trim()])),
    [query.data],
  );
  const get = useCallback((section: string, key: string) => values.get(`${section}.${key}`) || undefined, [values]);
  return { get, paymentsMode: query.data?.payments, isLoading: query.isPending, isError: query.isError };
}

import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { apiFetch } from "../../lib/api.ts";
import type { LanguageCode } from "../../lib/i18n.ts";
import { useContentLanguage, withLanguage } from "../../lib/use-content-language.ts";

export interface SiteContentItem {
  section: string;
  key: string;
  value: string;
}

/** How transfers are paid (the server's PAYMENTS mode). */
export type PaymentsMode = "stripe" | "test" | "off";

export const siteContentQueryKey = (lang: LanguageCode) => ["site-content", lang] as const;

/**
 * Editable site texts from GET /api/content (company name, phone, email, address; hero title, subtitle; ...).
 * `get(section, key)` gives the non-empty value, or undefined while loading, on error or when unset;
 * `paymentsMode` says how transfers are paid (undefined until known).
 */
export function useSiteContent() {
  const lang = useContentLanguage();
  const query = useQuery({
    queryKey: siteContentQueryKey(lang),
    queryFn: () => apiFetch<{ items: SiteContentItem[]; payments?: PaymentsMode }>(withLanguage("/api/content", lang)),
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

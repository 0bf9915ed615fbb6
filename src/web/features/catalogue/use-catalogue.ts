import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../lib/api.ts";
import type { LanguageCode } from "../../lib/i18n.ts";
import { useContentLanguage, withLanguage } from "../../lib/use-content-language.ts";
import type { Tour, TourDetail, Vehicle } from "./catalogue-types.ts";

/*
 * The cached value is the API's body as it is ({ tours } / { vehicles }): the booking form reads
 * the same keys with the same shape, so a page and its form share one request. Texts come in the
 * visitor's language, so the language is part of each key.
 */
export const toursQueryKey = (lang: LanguageCode) => ["tours", lang] as const;
export const tourQueryKey = (slug: string, lang: LanguageCode) => ["tour", lang, slug] as const;
export const vehiclesQueryKey = (lang: LanguageCode) => ["vehicles", lang] as const;

type ToursBody = { tours: Tour[] };
type VehiclesBody = { vehicles: Vehicle[] };
const selectTours = (body: ToursBody) => body.tours;
const selectVehicles = (body: VehiclesBody) => body.vehicles;

const CATALOGUE_STALE_MS = 5 * 60_000;

/** GET /api/tours: every tour, newest first, each with its 'from' price. */
export function useTours() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: toursQueryKey(lang),
    queryFn: () => apiFetch<ToursBody>(withLanguage("/api/tours", lang)),
    select: selectTours,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/**
 * GET /api/tours/:slug. A 404 is final (no retry): the page shows "Tour Não Encontrado".
 * While it loads, the tour from an already loaded list is shown (no spinner when coming from /tours).
 */
export function useTour(slug: string) {
  const queryClient = useQueryClient();
  const lang = useContentLanguage();
  return useQuery({
    queryKey: tourQueryKey(slug, lang),
    queryFn: async () =>
      (await apiFetch<{ tour: TourDetail }>(withLanguage(`/api/tours/${encodeURIComponent(slug)}`, lang))).tour,
    staleTime: CATALOGUE_STALE_MS,
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
    placeholderData: (): TourDetail | undefined => {
      const listed = queryClient.getQueryData<ToursBody>(toursQueryKey(lang))?.tours?.find((t) => t.slug === slug);
      return listed ? { ...listed, prices: [] } : undefined;
    },
  });
}

/** GET /api/vehicles: the fleet, by class then name. */
export function useVehicles() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: vehiclesQueryKey(lang),
    queryFn: () => apiFetch<VehiclesBody>(withLanguage("/api/vehicles", lang)),
    select: selectVehicles,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

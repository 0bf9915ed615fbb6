import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api.ts";
import { useContentLanguage, withLanguage } from "../../lib/use-content-language.ts";
import { toursQueryKey, vehiclesQueryKey } from "../catalogue/use-catalogue.ts";

export interface VehicleOption {
  id: string;
  name: string;
  class: string;
  capacity: number;
}
export interface ExtraOption {
  id: string;
  name: string;
  priceCents: number;
  description: string | null;
  imageUrl: string | null;
}
export interface TourOption {
  id: string;
  name: string;
  slug: string;
}

/** What the booking form offers: vehicles (class and capacity), extras and tours. */
export function useBookingCatalogue() {
  const lang = useContentLanguage();
  const vehicles = useQuery({
    queryKey: vehiclesQueryKey(lang),
    queryFn: () => apiFetch<{ vehicles: VehicleOption[] }>(withLanguage("/api/vehicles", lang)),
    staleTime: 5 * 60_000,
  });
  const extras = useQuery({
    queryKey: ["extras", lang],
    queryFn: () => apiFetch<{ extras: ExtraOption[] }>(withLanguage("/api/extras", lang)),
    staleTime: 5 * 60_000,
  });
  const tours = useQuery({
    queryKey: toursQueryKey(lang),
    queryFn: () => apiFetch<{ tours: TourOption[] }>(withLanguage("/api/tours", lang)),
    staleTime: 5 * 60_000,
  });
  return {
    vehicles: vehicles.data?.vehicles ?? [],
    extras: extras.data?.extras ?? [],
    tours: tours.data?.tours ?? [],
    isLoading: vehicles.isPending || extras.isPending || tours.isPending,
    isError: vehicles.isError || extras.isError || tours.isError,
    retry: () => Promise.all([vehicles.refetch(), extras.refetch(), tours.refetch()]),
  };
}

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
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

const NO_VEHICLES: VehicleOption[] = [];
const NO_EXTRAS: ExtraOption[] = [];
const NO_TOURS: TourOption[] = [];

/**
 * What the booking form offers: vehicles (class and capacity), extras and tours. Extras and tours
 * are asked for once the form shows them (`need`): not all in the task that mounts the form, and
 * the tour list not at all while the form books a transfer.
 */
export function useBookingCatalogue(need: { extras: boolean; tours: boolean } = { extras: true, tours: true }) {
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
    enabled: need.extras,
  });
  const tours = useQuery({
    queryKey: toursQueryKey(lang),
    queryFn: () => apiFetch<{ tours: TourOption[] }>(withLanguage("/api/tours", lang)),
    staleTime: 5 * 60_000,
    enabled: need.tours,
  });
  // A list not asked for yet is not loading.
  const isLoading = vehicles.isLoading || extras.isLoading || tours.isLoading;
  const isError = vehicles.isError || extras.isError || tours.isError;
  const [refetchVehicles, refetchExtras, refetchTours] = [vehicles.refetch, extras.refetch, tours.refetch];
  // The same lists (and object) while nothing changes: the parts of the form showing them skip their render.
  return useMemo(
    () => ({
      vehicles: vehicles.data?.vehicles ?? NO_VEHICLES,
      extras: extras.data?.extras ?? NO_EXTRAS,
      tours: tours.data?.tours ?? NO_TOURS,
      isLoading,
      isError,
      retry: () => Promise.all([refetchVehicles(), refetchExtras(), refetchTours()]),
    }),
    [vehicles.data, extras.data, tours.data, isLoading, isError, refetchVehicles, refetchExtras, refetchTours],
  );
}
